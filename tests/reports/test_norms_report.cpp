// The norms report of an event: a row for each norm met, with its figures (B.01 1.4).
#include <boost/test/unit_test.hpp>

#include "norm_event.h"
#include "tournament/norms_report.h"
#include "tournament/refusal.h"

using namespace tourney;
using tourney::testing::normEvent;

// The figures are those of tests/scoring/test_title_norms.cpp: GM norm, Ra 2389 with 2100
// raised to 2200, performance 2609; IM norm, Ra 2378, performance 2598.
BOOST_AUTO_TEST_CASE(a_row_for_each_norm_met_b01) {
    const tournament::Table table = tournament::normsReport(normEvent());
    BOOST_TEST_REQUIRE(table.rows.size() == 2u);
    auto cells = [&](int row) {
        std::string joined;
        for (const tournament::Cell& cell : table.rows[row]) joined += cell.text + "|";
        return joined;
    };
    BOOST_TEST(cells(0) == "1|Hopeful, Hari|GM|9|7|2389|2609|6/5|GM+ 3/3|2|3 (max 5)|0|2100 raised|");
    BOOST_TEST(cells(1) == "1|Hopeful, Hari|IM|9|7|2378|2598|6/5|IM+ 5/3|2|3 (max 5)|0||");
}

// A forfeit lost is no game (1.4.2c): eight games and no unplayed win are not enough.
BOOST_AUTO_TEST_CASE(a_forfeit_loss_is_no_game_for_a_norm_1_4_2c) {
    Event event = normEvent();
    event.rounds[8].games[0].seats[0].outcome = Outcome::ForfeitLoss;
    event.rounds[8].games[0].seats[1].outcome = Outcome::ForfeitWin;
    const tournament::Table table = tournament::normsReport(event);
    BOOST_TEST(table.rows.empty());  // 8 games
    BOOST_TEST(table.notes.front() == "No player meets a norm.");
}

// A game played but not rated (TRF W/D/L) is left out like a forfeit (1.4.2c).
BOOST_AUTO_TEST_CASE(a_game_not_rated_is_no_game_for_a_norm_1_4_2c) {
    Event event = normEvent();
    event.rounds[8].games[0].rated = false;
    BOOST_TEST(tournament::normsReport(event).rows.empty());
}

// 1.4.1c: the forfeit win over the 2550 GM leaves eight games, enough with it. 6 / 8 against
// 2500, 2480, 2450, 2420, 2350, 2300, 2250, 2100 (two GMs, two IMs: no GM norm, 1.4.5b):
// Ra = 18850 / 8 = 2356.25 -> 2356; 75 % gives dp +193: 2549 >= 2450, an IM norm.
BOOST_AUTO_TEST_CASE(eight_games_and_a_forfeit_win_make_a_norm_1_4_1c) {
    Event event = normEvent();
    event.rounds[0].games[0].seats[0].outcome = Outcome::ForfeitWin;
    event.rounds[0].games[0].seats[1].outcome = Outcome::ForfeitLoss;
    const tournament::Table table = tournament::normsReport(event);
    BOOST_TEST_REQUIRE(table.rows.size() == 1u);
    BOOST_TEST(table.rows[0][2].text == "IM");
    BOOST_TEST(table.rows[0][3].text == "8");
    BOOST_TEST(table.rows[0][5].text == "2356");
    BOOST_TEST(table.rows[0][6].text == "2549");
}

// 1.4.1c counts eight games as nine in a nine-round event only: the same rounds as the first
// nine of eleven planned make no norm.
BOOST_AUTO_TEST_CASE(eight_games_and_a_forfeit_win_are_not_enough_in_eleven_rounds_1_4_1c) {
    Event event = normEvent();
    event.rounds[0].games[0].seats[0].outcome = Outcome::ForfeitWin;
    event.rounds[0].games[0].seats[1].outcome = Outcome::ForfeitLoss;
    event.planned_rounds = 11;
    BOOST_TEST(tournament::normsReport(event).rows.empty());
    event.planned_rounds = 9;
    BOOST_TEST(tournament::normsReport(event).rows.size() == 1u);
}

// 1.4.2b: in a round robin, an unrated opponent who scored nothing against rated players is
// left out. Player 10 (2100) is made unrated and loses every game: player 1 keeps eight
// games, so no norm without him; in a Swiss he counts (1400, raised to the floor).
BOOST_AUTO_TEST_CASE(a_scoreless_unrated_round_robin_opponent_is_left_out_1_4_2b) {
    Event event = normEvent();
    event.players[9].rating = 0;
    event.rounds[8].games[0].seats[0].outcome = Outcome::Win;
    event.rounds[8].games[0].seats[1].outcome = Outcome::Loss;
    event.system = PairingSystem::Swiss;
    BOOST_TEST(!tournament::normsReport(event).rows.empty());
    event.system = PairingSystem::RoundRobin;
    BOOST_TEST(tournament::normsReport(event).rows.empty());
}
