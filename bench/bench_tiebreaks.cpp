// How long every C.07 tie-break takes on a large Swiss event, and the standings with them.
// Random pairings each round, with forfeits, half-point byes, a PAB and withdrawals
// (bench/synthetic_event.h).
//
//   build/bench/bench_tiebreaks [PLAYERS] [ROUNDS]      (default 5000 11)
#include "scoring/standings.h"
#include "scoring/tiebreaks.h"
#include "synthetic_event.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace tourney;

static double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int main(int argc, char* argv[]) {
    const int players = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 11;
    bench::SyntheticSwiss spec;
    spec.players = players;
    spec.rounds_played = rounds;
    spec.planned_rounds = rounds;
    spec.pairing = bench::RoundPairing::Shuffled;
    spec.absences = true;
    spec.seed = 20260301;
    Event event = bench::syntheticSwiss(spec);
    const std::string list =
        "DE BH/C1 BH BH/M1 SB SB/C1 FB AOB WIN WON BPG BWG PS REP STD TPN KS ARO ARO/C1 TPR PTP APRO APPO RTNG";
    const auto codes = parseTiebreakList(list);
    std::printf("%d players, %d rounds, %zu tie-breaks\n", players, rounds, codes.size());

    TiebreakSettings settings = settingsFor(event);
    for (const TiebreakCode& code : codes) {
        const auto start = std::chrono::steady_clock::now();
        const auto values = computeTiebreaks(event, {code}, settings);
        std::printf("  %-8s %8.1f ms\n", code.text().c_str(), 1000 * secondsSince(start));
        if (values[0].size() != static_cast<std::size_t>(players)) return 1;
    }
    auto start = std::chrono::steady_clock::now();
    computeTiebreaks(event, codes, settings);
    std::printf("all tie-breaks at once: %.1f ms\n", 1000 * secondsSince(start));

    for (const TiebreakCode& code : codes) event.tiebreaks.push_back(code.text());
    start = std::chrono::steady_clock::now();
    const auto standings = computeStandings(event);
    std::printf("standings with all of them: %.1f ms (leader: %d)\n", 1000 * secondsSince(start),
                standings.front().start_no);
    return 0;
}
