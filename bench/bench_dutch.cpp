// bench_dutch N [ROUNDS_PLAYED]: pairs one round of a Swiss event of N players with the FIDE
// Dutch engine and prints wall time and peak memory. ROUNDS_PLAYED = 0 pairs round 1; a
// mid-event round (e.g. 4 of 9) gets a history of random results between neighbours in the
// standings, so its score groups look like a real open's. Run one size per process so that
// the peak memory is that size's.
#include "pairing/dutch.h"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <set>

using namespace tourney;

static Event syntheticEvent(int players, int rounds_played, int planned_rounds) {
    Event event;
    event.system = PairingSystem::Swiss;
    event.planned_rounds = planned_rounds;
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i);
        player.rating = 2800 - i * 1600 / players;
        event.players.push_back(player);
    }
    std::mt19937 random(12345 + players);
    std::vector<long long> score(players + 1, 0);
    std::set<std::pair<int, int>> met;
    for (int r = 1; r <= rounds_played; ++r) {
        std::vector<int> order(players);
        for (int i = 0; i < players; ++i) order[i] = i + 1;
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score[a] > score[b]; });
        Round round;
        round.number = r;
        std::vector<char> used(players + 1, 0);
        for (int i = 0; i < players; ++i) {
            const int a = order[i];
            if (used[a]) continue;
            int partner = 0;
            for (int j = i + 1; j < players && !partner; ++j) {
                const int b = order[j];
                if (!used[b] && !met.count({std::min(a, b), std::max(a, b)})) partner = b;
            }
            used[a] = 1;
            if (!partner) {
                round.byes.push_back(Bye{a, ByeKind::PairingAllocated});
                score[a] += 10;
                continue;
            }
            used[partner] = 1;
            met.insert({std::min(a, partner), std::max(a, partner)});
            const int roll = static_cast<int>(random() % 100);
            const Outcome first = roll < 40 ? Outcome::Win : roll < 70 ? Outcome::Draw : Outcome::Loss;
            const bool swap = random() % 2;
            Game game;
            game.board = static_cast<int>(round.games.size()) + 1;
            game.seats = {Seat{swap ? partner : a, first}, Seat{swap ? a : partner, mirrored(first)}};
            for (const Seat& seat : game.seats) score[seat.player] += event.points.forOutcome(seat.outcome).tenths();
            round.games.push_back(game);
        }
        event.rounds.push_back(round);
    }
    return event;
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_dutch N [ROUNDS_PLAYED]\n");
        return 1;
    }
    const int players = std::atoi(argv[1]);
    const int rounds_played = argc > 2 ? std::atoi(argv[2]) : 0;
    const Event event = syntheticEvent(players, rounds_played, 9);
    const auto start = std::chrono::steady_clock::now();
    const PairedRound paired = pairDutch(event, {});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("players %d  round %d  boards %zu  wall %.2f s  peak %.1f MB\n", players, rounds_played + 1,
                paired.round.games.size(), seconds, usage.ru_maxrss / 1024.0);
    return 0;
}
