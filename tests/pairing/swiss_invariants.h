// What every round a Swiss engine pairs must keep, whatever the system (C.04.1 Basic Rules):
// no two players meet twice, at most one pairing-allocated bye a round and never a second one
// for a player, everybody active has a game or a bye, and, as an absolute colour preference is
// always granted, no colour difference beyond 2 and no colour three times in a row. Checked
// on generated events by the tests of the Dubov and Burstein engines.
#pragma once

#include <boost/test/unit_test.hpp>

#include "pairing/dutch_check.h"
#include "pairing/random_tournament.h"
#include "scoring/event.h"
#include "scoring/history.h"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <utility>

namespace swiss_invariants {

inline void checkRounds(const tourney::Event& event) {
    using namespace tourney;
    std::set<std::pair<int, int>> met;
    std::set<int> had_bye;
    for (const Round& round : event.rounds) {
        int pabs = 0;
        for (const Bye& bye : round.byes) {
            if (bye.kind != ByeKind::PairingAllocated) continue;
            ++pabs;
            BOOST_TEST(had_bye.insert(bye.player).second);  // never a second PAB
        }
        BOOST_TEST(pabs <= 1);
        // No pair meets again after a game played (a forfeit is no meeting).
        for (const Game& game : round.games) {
            const int a = std::min(game.seats[0].player, game.seats[1].player);
            const int b = std::max(game.seats[0].player, game.seats[1].player);
            BOOST_TEST(!met.count({a, b}));
        }
        for (const Game& game : round.games)
            if (entryFor(event, round, game.seats[0].player).playedOverTheBoard())
                met.insert({std::min(game.seats[0].player, game.seats[1].player),
                            std::max(game.seats[0].player, game.seats[1].player)});
        for (const Player& player : event.players)  // everybody active has a game or a bye
            BOOST_TEST((round.gameOf(player.start_no) || round.byeOf(player.start_no)));
    }
    for (const auto& history : playerHistories(event)) {
        int cd = 0, run = 0;
        Colour last = Colour::None;
        for (const RoundEntry& entry : history) {
            if (!entry.playedOverTheBoard()) continue;
            cd += entry.colour == Colour::White ? 1 : -1;
            run = entry.colour == last ? run + 1 : 1;
            last = entry.colour;
            BOOST_TEST(std::abs(cd) <= 2);
            BOOST_TEST(run <= 2);
        }
    }
}

// Random tournaments of `system` (seeds 1..count, 5-9 rounds, players_low-players_high
// players): every round keeps the invariants above, and the checker (tourney engine -c)
// re-pairs every round as the engine paired it.
inline void checkGeneratedTournaments(tourney::PairingSystem system, unsigned long long count, int players_low,
                                      int players_high) {
    using namespace tourney;
    for (unsigned long long seed = 1; seed <= count; ++seed) {
        RandomTournamentConfig config;
        config.players_low = players_low, config.players_high = players_high;
        config.rounds_low = 5, config.rounds_high = 9;
        config.seed = seed;
        config.system = system;
        const Event event = generateRandomTournament(config);
        BOOST_TEST_CONTEXT("seed " << seed) {
            BOOST_TEST(event.roundsPaired() >= 4);
            checkRounds(event);
            BOOST_TEST(checkSwissRounds(event).differing() == 0);
        }
    }
}

}  // namespace swiss_invariants
