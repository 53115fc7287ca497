// bench_dutch N [ROUNDS_PLAYED] [--trf FILE] [--pairs FILE]
//
// Pairs one round of a synthetic Swiss event of N players (bench/synthetic_event.h) with the
// FIDE Dutch engine and prints wall time and peak memory. ROUNDS_PLAYED = 0 pairs round 1; a
// mid-event round (e.g. 4 of 9) gets a history of results between neighbours in the standings,
// so its score groups look like a real open's. Run one size per process so that the peak
// memory is that size's.
//
// With --trf FILE the event is written as a TRF (round ROUNDS_PLAYED + 1 to be paired) instead,
// so that `tourney engine --dutch FILE -p` and another engine's command line pair the same
// input: scripts/bench_dutch_peer.sh does that.
//
// With --pairs FILE the round's boards (white, black by start number) and byes are written to
// FILE as well: a TRF holds at most 9,999 players, so 10,000 are compared between two builds
// this way (an engine change must leave the pairings byte-identical).
#include "formats/trf.h"
#include "pairing/dutch.h"
#include "synthetic_event.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

using namespace tourney;
using namespace tourney::formats;

// One line per board (white black) and per bye (bye player), in the engine's order.
static bool writePairs(const char* path, const Round& round) {
    std::ofstream out(path, std::ios::binary);
    for (const Game& game : round.games) {
        for (const Seat& seat : game.seats) out << seat.player << ' ';
        out << '\n';
    }
    for (const Bye& bye : round.byes) out << "bye " << bye.player << '\n';
    out.close();
    if (!out) std::fprintf(stderr, "bench_dutch: cannot write %s\n", path);
    return static_cast<bool>(out);
}

static int usage() {
    std::fprintf(stderr, "usage: bench_dutch N [ROUNDS_PLAYED] [--trf FILE] [--pairs FILE]\n");
    return 1;
}

int main(int argc, char** argv) {
    std::vector<const char*> numbers;
    const char *trf_path = nullptr, *pairs_path = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--trf") == 0 || std::strcmp(argv[i], "--pairs") == 0) {
            if (i + 1 >= argc) return usage();
            (std::strcmp(argv[i], "--trf") == 0 ? trf_path : pairs_path) = argv[i + 1];
            ++i;
        } else {
            numbers.push_back(argv[i]);
        }
    }
    if (numbers.empty() || numbers.size() > 2) return usage();
    bench::SyntheticSwiss spec;
    spec.players = std::atoi(numbers[0]);
    spec.rounds_played = numbers.size() > 1 ? std::atoi(numbers[1]) : 0;
    spec.planned_rounds = 9;
    spec.seed = 12345 + spec.players;
    if (spec.players < 2 || spec.rounds_played < 0 || spec.rounds_played >= spec.planned_rounds) return usage();
    const Event event = bench::syntheticSwiss(spec);

    if (trf_path) {
        // TRF-16 gives the start number four columns (001 line, columns 5-8).
        if (spec.players > 9999) {
            std::fprintf(stderr, "bench_dutch: a TRF holds at most 9,999 players (4-digit start numbers)\n");
            return 1;
        }
        std::ofstream out(trf_path, std::ios::binary);
        writeTrf(out, event);
        out.close();
        if (!out) {
            std::fprintf(stderr, "bench_dutch: cannot write %s\n", trf_path);
            return 1;
        }
        std::printf("%s: %d players, round %d of %d to pair\n", trf_path, spec.players, spec.rounds_played + 1,
                    spec.planned_rounds);
        return 0;
    }

    const auto start = std::chrono::steady_clock::now();
    const PairedRound paired = pairDutch(event, {});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("players %d  round %d  boards %zu  wall %.2f s  peak %.1f MB\n", spec.players, spec.rounds_played + 1,
                paired.round.games.size(), seconds, usage.ru_maxrss / 1024.0);
    return pairs_path && !writePairs(pairs_path, paired.round) ? 1 : 0;
}
