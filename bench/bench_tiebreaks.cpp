// How long every C.07 tie-break takes on a large Swiss event, and the standings with them.
// Random pairings each round, with forfeits, half-point byes, a PAB and withdrawals.
//
//   build/bench/bench_tiebreaks [PLAYERS] [ROUNDS]      (default 5000 11)
#include "scoring/standings.h"
#include "scoring/tiebreaks.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>

using namespace tourney;

static Event largeSwiss(int players, int rounds) {
    Event event;
    event.system = PairingSystem::Swiss;
    event.planned_rounds = rounds;
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i);
        player.rating = 2700 - (i * 7) % 1500;
        event.players.push_back(player);
    }
    std::mt19937 random(20260301);
    std::vector<int> order(players);
    std::iota(order.begin(), order.end(), 1);
    for (int r = 1; r <= rounds; ++r) {
        Round round;
        round.number = r;
        std::shuffle(order.begin(), order.end(), random);
        std::size_t next = 0;
        // A few players withdraw for good (the last 1 %), a few take a half-point bye.
        std::vector<int> paired;
        for (int p : order) {
            if (p > players - players / 100 && r > rounds / 2)
                round.byes.push_back({p, ByeKind::Absent});
            else if (random() % 50 == 0)
                round.byes.push_back({p, ByeKind::Half});
            else
                paired.push_back(p);
        }
        if (paired.size() % 2 == 1) {
            round.byes.push_back({paired.back(), ByeKind::PairingAllocated});
            paired.pop_back();
        }
        for (; next + 1 < paired.size(); next += 2) {
            const unsigned roll = random() % 100;
            const Outcome outcome = roll < 2 ? Outcome::ForfeitWin : roll < 40 ? Outcome::Win : roll < 70 ? Outcome::Draw : Outcome::Loss;
            Game game;
            game.board = static_cast<int>(next / 2) + 1;
            game.seats = {{paired[next], outcome}, {paired[next + 1], mirrored(outcome)}};
            round.games.push_back(game);
        }
        event.rounds.push_back(round);
    }
    return event;
}

static double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int main(int argc, char* argv[]) {
    const int players = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 11;
    Event event = largeSwiss(players, rounds);
    const std::string list = "DE BH/C1 BH BH/M1 SB SB/C1 FB AOB WIN WON BPG BWG PS REP STD TPN KS ARO ARO/C1 TPR PTP APRO APPO RTNG";
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
    std::printf("standings with all of them: %.1f ms (leader: %d)\n", 1000 * secondsSince(start), standings.front().start_no);
    return 0;
}
