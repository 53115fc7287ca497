// The FIDE Berger tables (Handbook C.05, Annex 1), written out as published, compared round by
// round and colour by colour with what bergerRound() computes.
#include <boost/test/unit_test.hpp>

#include "pairing/berger.h"

#include <set>
#include <sstream>
#include <string>

using namespace tourney;

// "1-6 2-5 3-4": White first, boards in order; "bye:N" for the player against the empty seat.
static std::string written(const Round& round) {
    std::ostringstream text;
    for (const Game& game : round.games) {
        if (text.tellp() > 0) text << ' ';
        text << game.seats[0].player << '-' << game.seats[1].player;
    }
    for (const Bye& bye : round.byes) text << " bye:" << bye.player;
    return text.str();
}

static void checkTable(int players, const std::vector<std::string>& table) {
    BOOST_REQUIRE_EQUAL(bergerRounds(players), static_cast<int>(table.size()));
    for (std::size_t r = 0; r < table.size(); ++r)
        BOOST_TEST(written(bergerRound(players, static_cast<int>(r) + 1, false)) == table[r], "round " << r + 1);
}

BOOST_AUTO_TEST_CASE(c05_annex1_table_for_4_players) { checkTable(4, {"1-4 2-3", "4-3 1-2", "2-4 3-1"}); }

BOOST_AUTO_TEST_CASE(c05_annex1_table_for_6_players) {
    checkTable(6, {"1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"});
}

BOOST_AUTO_TEST_CASE(c05_annex1_table_for_8_players) {
    checkTable(8, {"1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3", "3-8 4-2 5-1 6-7",
                   "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"});
}

BOOST_AUTO_TEST_CASE(c05_annex1_table_for_10_players) {
    checkTable(10, {"1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7", "10-7 8-6 9-5 1-4 2-3",
                    "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4", "4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5",
                    "5-10 6-4 7-3 8-2 9-1"});
}

// An odd field plays the table of the next even size; the player drawn against the missing
// number sits the round out.
BOOST_AUTO_TEST_CASE(c05_annex1_odd_field_gives_one_bye_a_round) {
    checkTable(5, {"2-5 3-4 bye:1", "5-3 1-2 bye:4", "3-1 4-5 bye:2", "1-4 2-3 bye:5", "4-2 5-1 bye:3"});
}

BOOST_AUTO_TEST_CASE(every_pair_meets_exactly_once_and_colours_balance) {
    for (int players = 2; players <= 24; ++players) {
        std::set<std::pair<int, int>> met;
        std::vector<int> whites(players + 1), byes(players + 1);
        for (int r = 1; r <= bergerRounds(players); ++r) {
            Round round = bergerRound(players, r, false);
            for (const Game& game : round.games) {
                int a = game.seats[0].player, b = game.seats[1].player;
                BOOST_TEST(met.insert({std::min(a, b), std::max(a, b)}).second,
                           players << " players: " << a << "-" << b << " twice");
                ++whites[a];
            }
            for (const Bye& bye : round.byes) ++byes[bye.player];
        }
        BOOST_TEST(met.size() == static_cast<std::size_t>(players * (players - 1) / 2));
        for (int p = 1; p <= players; ++p) {
            int games = bergerRounds(players) - byes[p];
            BOOST_TEST(std::abs(2 * whites[p] - games) <= 1,
                       players << " players: player " << p << " colours unbalanced");
            BOOST_TEST(byes[p] == (players % 2), players << " players: player " << p << " byes");
        }
    }
}

// Double round robin: the second cycle reverses the colours, and the last two rounds of the
// first cycle are exchanged (C.05 Annex 1 recommendation).
BOOST_AUTO_TEST_CASE(c05_annex1_double_round_robin_exchanges_last_two_rounds_of_first_cycle) {
    const int players = 6;
    BOOST_TEST(written(bergerRound(players, 4, true)) == "3-6 4-2 5-1");  // table round 5
    BOOST_TEST(written(bergerRound(players, 5, true)) == "6-5 1-4 2-3");  // table round 4
    BOOST_TEST(written(bergerRound(players, 6, true)) == "6-1 5-2 4-3");  // round 1, colours reversed
    BOOST_TEST(written(bergerRound(players, 10, true)) == "6-3 2-4 1-5");
    BOOST_TEST(written(bergerRound(players, 4, true, false)) == "6-5 1-4 2-3");
    BOOST_CHECK_THROW(bergerRound(players, 11, true), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(double_round_robin_never_gives_three_same_colours_in_a_row) {
    for (int players = 4; players <= 16; ++players) {
        const int rounds = 2 * bergerRounds(players);
        std::vector<std::string> colours(players + 1);
        for (int r = 1; r <= rounds; ++r) {
            Round round = bergerRound(players, r, true);
            for (int p = 1; p <= players; ++p) colours[p] += '.';
            for (const Game& game : round.games) {
                colours[game.seats[0].player].back() = 'w';
                colours[game.seats[1].player].back() = 'b';
            }
        }
        for (int p = 1; p <= players; ++p) {
            std::string played;
            for (char c : colours[p])
                if (c != '.') played += c;
            BOOST_TEST(played.find("www") == std::string::npos,
                       players << " players, player " << p << ": " << colours[p]);
            BOOST_TEST(played.find("bbb") == std::string::npos,
                       players << " players, player " << p << ": " << colours[p]);
        }
    }
}

// Team round robins: the same tables with teams in place of players (C.05 Annex 1); the team
// the table gives White is the match's first team (board 1 White, C.04.6 1.6.1).
#include "pairing/team_round_robin.h"

static std::string writtenMatches(const TeamRound& round) {
    std::ostringstream text;
    for (const TeamMatch& match : round.matches) {
        if (text.tellp() > 0) text << ' ';
        text << match.first_team << '-' << match.second_team;
    }
    if (round.free_team != 0) text << " free:" << round.free_team;
    return text.str();
}

BOOST_AUTO_TEST_CASE(team_round_robin_follows_the_berger_table_c05_annex1) {
    BOOST_TEST(writtenMatches(teamRoundRobinRound(4, 1, false)) == "1-4 2-3");
    BOOST_TEST(writtenMatches(teamRoundRobinRound(4, 2, false)) == "4-3 1-2");
    BOOST_TEST(writtenMatches(teamRoundRobinRound(4, 3, false)) == "2-4 3-1");
    BOOST_TEST(teamRoundRobinRound(4, 3, false).number == 3);
}

BOOST_AUTO_TEST_CASE(team_round_robin_of_an_odd_field_leaves_one_team_free_each_round) {
    std::set<int> free;
    for (int round = 1; round <= bergerRounds(5); ++round) {
        const TeamRound paired = teamRoundRobinRound(5, round, false);
        BOOST_TEST(paired.matches.size() == 2u);
        free.insert(paired.free_team);
    }
    BOOST_TEST(free == (std::set<int>{1, 2, 3, 4, 5}));
}

// Double round robin of 8 teams: 14 rounds, every two teams meet twice, each once as the
// first team (the second cycle reverses the colours).
BOOST_AUTO_TEST_CASE(double_team_round_robin_meets_twice_with_each_team_first_once) {
    std::set<std::pair<int, int>> meetings;
    for (int round = 1; round <= roundRobinRounds(8, true); ++round)
        for (const TeamMatch& match : teamRoundRobinRound(8, round, true).matches)
            BOOST_TEST(meetings.insert({match.first_team, match.second_team}).second);
    BOOST_TEST(meetings.size() == 56u);  // 28 pairs, both ways round
}
