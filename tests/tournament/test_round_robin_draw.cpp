// A round robin before round 1 in process (tournament/round_robin_draw.h): the drawing of lots
// for the Berger numbers (C.05 Annex 1), by seed or by hand, and the schedule it gives.
#include "tournament/round_pairing.h"
#include "tournament/round_robin_draw.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

// The same seed gives the same draw on any machine, so the draw can be checked afterwards.
BOOST_AUTO_TEST_CASE(a_seeded_draw_renumbers_the_players_the_same_way_every_time_and_is_logged) {
    EventFixture first(6, std::nullopt), second(6, std::nullopt);
    const std::vector<int> order = drawLots(first.store, 20260301);
    BOOST_TEST(drawLots(second.store, 20260301) == order);
    std::vector<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    BOOST_TEST(sorted == std::vector<int>({1, 2, 3, 4, 5, 6}));
    const Event event = first.event();
    for (std::size_t k = 0; k < order.size(); ++k) {
        BOOST_TEST(event.players[k].start_no == static_cast<int>(k) + 1);
        BOOST_TEST(event.players[k].name == "Player " + std::to_string(order[k]));  // old number order[k]
    }
    std::string listed;
    for (int number : order) listed += (listed.empty() ? "" : ",") + std::to_string(number);
    BOOST_TEST(first.log().back().command == "draw");
    BOOST_TEST(first.log().back().message == "drawing of lots with seed 20260301: new numbers in the order " + listed);
    // Another seed, another draw (for six players a repeat is a 1 in 720 chance, and this one is not).
    EventFixture third(6, std::nullopt);
    BOOST_TEST(drawLots(third.store, 1) != order);
}

BOOST_AUTO_TEST_CASE(a_draw_made_by_hand_takes_the_order_given) {
    EventFixture fixture(4, std::nullopt);
    BOOST_TEST(drawLotsByHand(fixture.store, {3, 1, 4, 2}) == std::vector<int>({3, 1, 4, 2}));
    BOOST_TEST(names(fixture.event()) == std::vector<std::string>({"Player 3", "Player 1", "Player 4", "Player 2"}));
    BOOST_TEST(fixture.log().back().message == "drawing of lots by hand: new numbers in the order 3,1,4,2");
    checkRefused(
        fixture.store,
        [&] {
            drawLotsByHand(fixture.store, {1, 2, 3});
        },
        "order", "name every start number from 1 to 4 once, in the order drawn");
    checkRefused(
        fixture.store,
        [&] {
            drawLotsByHand(fixture.store, {1, 2, 2, 4});
        },
        "order", "name every start number from 1 to 4 once");
}

BOOST_AUTO_TEST_CASE(lots_are_drawn_in_a_round_robin_before_round_one_only) {
    EventFixture swiss(4, 5);
    checkRefused(
        swiss.store, [&] { drawLots(swiss.store, 1); }, "",
        "a Swiss event numbers its players by the initial ranking (C.04.2)");
    EventFixture alone(1, std::nullopt);
    checkRefused(
        alone.store, [&] { drawLots(alone.store, 1); }, "", "a draw needs at least two players");
    EventFixture paired(4, std::nullopt);
    pairNextRound(paired.store);
    checkRefused(
        paired.store,
        [&] {
            drawLotsByHand(paired.store, {4, 3, 2, 1});
        },
        "", "round 1 is paired: the numbers of a round robin are drawn before it");
}

// C.05 Annex 1: four players, three rounds: 1-4, 2-3; 4-3, 1-2; 2-4, 3-1.
BOOST_AUTO_TEST_CASE(the_schedule_lists_every_round_of_the_berger_table) {
    EventFixture fixture(4, std::nullopt);
    const Table schedule = roundRobinSchedule(fixture.event());
    BOOST_TEST(schedule.title == "Schedule (FIDE Berger tables, C.05 Annex 1)");
    BOOST_TEST((texts(schedule) == std::vector<std::vector<std::string>>{{"1", "1", "1 Player 1", "4 Player 4"},
                                                                         {"1", "2", "2 Player 2", "3 Player 3"},
                                                                         {"2", "1", "4 Player 4", "3 Player 3"},
                                                                         {"2", "2", "1 Player 1", "2 Player 2"},
                                                                         {"3", "1", "2 Player 2", "4 Player 4"},
                                                                         {"3", "2", "3 Player 3", "1 Player 1"}}));
    // What the schedule promised is what round 1 pairs.
    pairNextRound(fixture.store);
    const Game board1 = fixture.event().rounds[0].games[0];
    BOOST_TEST(board1.seats[0].player == 1);
    BOOST_TEST(board1.seats[1].player == 4);
}

BOOST_AUTO_TEST_CASE(an_odd_field_has_a_bye_each_round_in_the_schedule) {
    EventFixture fixture(5, std::nullopt);
    const auto rows = texts(roundRobinSchedule(fixture.event()));
    BOOST_TEST(rows.size() == 5u * 3u);  // five rounds, two boards and a bye each
    BOOST_TEST(std::count_if(rows.begin(), rows.end(), [](const auto& row) { return row[3] == "bye"; }) == 5);
    EventFixture swiss(4, 5);
    BOOST_CHECK_THROW(roundRobinSchedule(swiss.event()), Refusal);
}
