// Standings: points, then the event's tie-breaks in order, then the drawing of lots from the
// event's stored seed (C.07 §4.2), reproducible.
#include <boost/test/unit_test.hpp>

#include "scoring/standings.h"
#include "scoring/tiebreaks.h"
#include "trf_text.h"

#include <set>

using namespace tourney;
using tourney::test::trfEvent;

// P3 and P5 finish on 1.5 points with equal Buchholz (14.0) and Sonneborn-Berger (2.50).
static Event eventWithFullTie(unsigned long long seed) {
    Event event = trfEvent(tourney::test::lastRoundForfeitRows()).event;
    event.tiebreaks = {"BH", "SB"};
    event.lots_seed = seed;
    return event;
}

static std::vector<int> order(const std::vector<Standing>& standings) {
    std::vector<int> start_numbers;
    for (const Standing& standing : standings) start_numbers.push_back(standing.start_no);
    return start_numbers;
}

BOOST_AUTO_TEST_CASE(standings_order_by_points_then_listed_tie_breaks_4_2) {
    const auto standings = computeStandings(eventWithFullTie(7));
    BOOST_TEST_REQUIRE(standings.size() == 6u);
    BOOST_TEST(standings[0].start_no == 1);
    BOOST_TEST(standings[0].points.tenths() == 50);
    BOOST_TEST(standings[0].tiebreak_text == (std::vector<std::string>{"12.0", "12.00"}));
    BOOST_TEST(standings[0].tiebreak_values == (std::vector<long long>{120, 1200}));
    BOOST_TEST(standings[1].start_no == 2);
    BOOST_TEST(standings[2].start_no == 4);
    BOOST_TEST(standings[5].start_no == 6);
    const std::vector<int> ranks{1, 2, 3, 4, 4, 6};  // P3 and P5 are equal on everything
    for (int i = 0; i < 6; ++i) BOOST_TEST(standings[i].rank == ranks[i]);
}

BOOST_AUTO_TEST_CASE(ties_left_after_every_tie_break_go_by_lot_reproducibly_4_2) {
    std::set<std::vector<int>> orders;
    for (unsigned long long seed = 0; seed < 16; ++seed) {
        const auto first = computeStandings(eventWithFullTie(seed));
        BOOST_TEST(order(first) == order(computeStandings(eventWithFullTie(seed))));
        for (const Standing& standing : first)
            BOOST_TEST(standing.decided_by_lot == (standing.start_no == 3 || standing.start_no == 5));
        BOOST_TEST((std::set<int>{first[3].start_no, first[4].start_no} == std::set<int>{3, 5}));
        orders.insert(order(first));
    }
    BOOST_TEST(orders.size() == 2u);  // the seed, not the start number, decides
}

BOOST_AUTO_TEST_CASE(standings_after_a_round_use_only_the_rounds_so_far) {
    const auto standings = computeStandings(eventWithFullTie(1), 3);
    BOOST_TEST(standings[0].start_no == 1);
    BOOST_TEST(standings[0].points.tenths() == 30);
    BOOST_TEST(standings[0].tiebreak_text[0] == "4.5");  // P4 1.0 + P2 2.0 + P3 1.5
}

BOOST_AUTO_TEST_CASE(a_list_that_cannot_be_read_is_refused) {
    Event event = eventWithFullTie(1);
    event.tiebreaks = {"BH", "NOPE"};
    BOOST_CHECK_THROW(computeStandings(event), TiebreakError);
}

BOOST_AUTO_TEST_CASE(without_tie_breaks_equal_points_share_the_rank_in_start_number_order) {
    // No tie-break listed: nothing separates equal points, so they share the rank and are
    // listed by start number, whatever the seed of the lots.
    for (unsigned long long seed = 0; seed < 8; ++seed) {
        Event event = eventWithFullTie(seed);
        event.tiebreaks.clear();
        const auto standings = computeStandings(event);
        BOOST_TEST_REQUIRE(standings.size() == 6u);
        for (std::size_t i = 1; i < standings.size(); ++i) {
            const Standing &above = standings[i - 1], &here = standings[i];
            BOOST_TEST(above.points.tenths() >= here.points.tenths());
            if (above.points == here.points) {
                BOOST_TEST(above.start_no < here.start_no);
                BOOST_TEST(above.rank == here.rank);
            } else {
                BOOST_TEST(here.rank == static_cast<int>(i) + 1);
            }
            BOOST_TEST(!here.decided_by_lot);
        }
    }
}
