// Synthetic Swiss events for the benchmarks: N players with ratings in start-number order and
// some rounds already played with pseudo-random results. One builder serves two needs:
//  - bench_dutch pairs the next round, so earlier rounds pair neighbours in the standings and
//    never repeat a pairing: the score groups then look like a real open's;
//  - bench_tiebreaks wants every case a tie-break meets, so rounds are paired at random, with
//    forfeits, half-point byes and withdrawals.
// Header only: each bench_*.cpp is its own executable and the benchmarks have no library.
#pragma once

#include "scoring/event.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tourney::bench {

enum class RoundPairing {
    StandingsNeighbours,  // each player meets the next one below in the standings not yet met
    Shuffled,             // players in random order, paired two by two (rematches possible)
};

struct SyntheticSwiss {
    int players = 1000;
    int rounds_played = 0;
    int planned_rounds = 9;
    RoundPairing pairing = RoundPairing::StandingsNeighbours;
    // The last 1 % withdraw for the second half, 2 % of the others take a half-point bye each
    // round, and 2 % of the games are forfeited.
    bool absences = false;
    unsigned seed = 12345;
};

// Win 38 %, draw 30 %, loss 30 % for the first seat; 2 % forfeit wins when absences are on.
inline Outcome syntheticOutcome(unsigned roll, bool with_forfeits) {
    if (with_forfeits && roll < 2) return Outcome::ForfeitWin;
    return roll < 40 ? Outcome::Win : roll < 70 ? Outcome::Draw : Outcome::Loss;
}

inline Event syntheticSwiss(const SyntheticSwiss& spec) {
    Event event;
    event.system = PairingSystem::Swiss;
    event.planned_rounds = spec.planned_rounds;
    for (int i = 1; i <= spec.players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i);
        player.rating = 2800 - i * 1600 / spec.players;  // start numbers follow the ratings (C.04.2)
        event.players.push_back(player);
    }

    std::mt19937 random(spec.seed);
    std::vector<long long> score(spec.players + 1, 0);  // tenths of a point, by start number
    std::set<std::pair<int, int>> met;
    std::vector<int> order(spec.players);
    std::iota(order.begin(), order.end(), 1);
    const int withdrawn_from = spec.players - spec.players / 100;

    for (int r = 1; r <= spec.rounds_played; ++r) {
        Round round;
        round.number = r;
        auto bye = [&](int player, ByeKind kind) {
            round.byes.push_back(Bye{player, kind});
            score[player] += event.points.forBye(kind).tenths();
        };

        if (spec.pairing == RoundPairing::StandingsNeighbours) {
            std::iota(order.begin(), order.end(), 1);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score[a] > score[b]; });
        } else {
            std::shuffle(order.begin(), order.end(), random);
        }

        std::vector<int> present;
        for (int player : order) {
            if (spec.absences && player > withdrawn_from && r > spec.planned_rounds / 2)
                bye(player, ByeKind::Absent);
            else if (spec.absences && random() % 50 == 0)
                bye(player, ByeKind::Half);
            else
                present.push_back(player);
        }

        std::vector<char> paired(spec.players + 1, 0);
        for (std::size_t i = 0; i < present.size(); ++i) {
            const int a = present[i];
            if (paired[a]) continue;
            paired[a] = 1;
            int partner = 0;
            for (std::size_t j = i + 1; j < present.size() && !partner; ++j) {
                const int b = present[j];
                const bool rematch = met.count({std::min(a, b), std::max(a, b)}) > 0;
                if (!paired[b] && (spec.pairing == RoundPairing::Shuffled || !rematch)) partner = b;
            }
            if (!partner) {
                bye(a, ByeKind::PairingAllocated);
                continue;
            }
            paired[partner] = 1;
            met.insert({std::min(a, partner), std::max(a, partner)});
            const Outcome first = syntheticOutcome(static_cast<unsigned>(random() % 100), spec.absences);
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

}  // namespace tourney::bench
