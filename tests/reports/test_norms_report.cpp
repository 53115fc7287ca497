// The norms report of an event: a row for each norm met, with its figures (B.01 1.4).
#include <boost/test/unit_test.hpp>

#include "tournament/norms_report.h"
#include "tournament/refusal.h"

using namespace tourney;

namespace {

// Player 1 (IND, untitled) meets nine opponents, one a round: GMs 2550, 2500, 2480, IMs 2450,
// 2420, an FM 2350, then 2300, 2250 and 2100; three each from IND, GER and FRA. He wins the
// first seven rounds and loses the last two: 7 / 9.
Event normEvent() {
    Event event;
    event.info.name = "Norm Open";
    const int ratings[] = {2550, 2500, 2480, 2450, 2420, 2350, 2300, 2250, 2100};
    const char* titles[] = {"GM", "GM", "GM", "IM", "IM", "FM", "", "", ""};
    const char* federations[] = {"IND", "GER", "FRA", "IND", "GER", "FRA", "IND", "GER", "FRA"};
    Player hopeful;
    hopeful.start_no = 1;
    hopeful.name = "Hopeful, Hari";
    hopeful.rating = 2400;
    hopeful.federation = "IND";
    event.players.push_back(hopeful);
    for (int i = 0; i < 9; ++i) {
        Player opponent;
        opponent.start_no = i + 2;
        opponent.name = "Opponent " + std::to_string(i + 2);
        opponent.rating = ratings[i];
        opponent.title = titles[i];
        opponent.federation = federations[i];
        event.players.push_back(opponent);
        Game game;
        game.board = 1;
        const bool won = i < 7;
        game.seats = {{1, won ? Outcome::Win : Outcome::Loss}, {i + 2, won ? Outcome::Loss : Outcome::Win}};
        Round round;
        round.number = i + 1;
        round.games = {game};
        event.rounds.push_back(round);
    }
    return event;
}

}  // namespace

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

BOOST_AUTO_TEST_CASE(a_forfeit_is_no_game_for_a_norm_1_42) {
    Event event = normEvent();
    event.rounds[0].games[0].seats[0].outcome = Outcome::ForfeitWin;
    event.rounds[0].games[0].seats[1].outcome = Outcome::ForfeitLoss;
    const tournament::Table table = tournament::normsReport(event);
    BOOST_TEST(table.rows.empty());  // 8 games
    BOOST_TEST(table.notes.front() == "No player meets a norm.");
}
