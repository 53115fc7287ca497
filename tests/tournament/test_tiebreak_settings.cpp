// Changing an event's tie-breaks in process (tournament/tiebreak_settings.h): free before
// round 1 is paired; afterwards players have seen the announced list, so only on purpose, and
// logged.
#include "tournament/round_pairing.h"
#include "tournament/tiebreak_settings.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

BOOST_AUTO_TEST_CASE(before_round_one_the_tiebreaks_change_freely_and_are_logged) {
    EventFixture fixture(4);
    const TiebreakChange change = setTiebreaks(fixture.store, "SB, DE ,BH", false);
    BOOST_TEST(change.before == std::vector<std::string>({"BH/C1", "BH", "SB", "DE"}));
    BOOST_TEST(change.after == std::vector<std::string>({"SB", "DE", "BH"}));
    BOOST_TEST(change.rounds_paired == 0);
    BOOST_TEST(fixture.event().tiebreaks == change.after);
    // The four registrations and the change (issue 31 item 10: every change is logged).
    BOOST_REQUIRE_EQUAL(fixture.log().size(), 5u);
    BOOST_TEST(fixture.log().back().command == "set-tiebreaks");
    BOOST_TEST(fixture.log().back().message == "BH/C1,BH,SB,DE -> SB,DE,BH");
}

BOOST_AUTO_TEST_CASE(after_round_one_a_change_needs_force_and_is_logged) {
    EventFixture fixture(4);
    setTiebreaks(fixture.store, "SB,DE", false);
    pairNextRound(fixture.store);
    checkRefused<ForceRequired>(
        fixture.store, [&] { setTiebreaks(fixture.store, "BH,SB", false); }, "",
        "round 1 is already paired: the tie-breaks announced are SB,DE");
    BOOST_TEST(fixture.event().tiebreaks == std::vector<std::string>({"SB", "DE"}));
    const TiebreakChange change = setTiebreaks(fixture.store, "BH,SB", true);
    BOOST_TEST(change.rounds_paired == 1);
    BOOST_TEST(fixture.event().tiebreaks == std::vector<std::string>({"BH", "SB"}));
    BOOST_TEST(fixture.log().back().command == "set-tiebreaks --force");
    BOOST_TEST(fixture.log().back().message == "tie-breaks changed after round 1 was paired: SB,DE -> BH,SB");
}

BOOST_AUTO_TEST_CASE(a_code_that_is_no_tiebreak_is_refused_even_with_force) {
    EventFixture fixture(4);
    checkRefused(
        fixture.store, [&] { setTiebreaks(fixture.store, "BH,QQ", true); }, "tiebreaks", "QQ");
    BOOST_TEST(fixture.event().tiebreaks == std::vector<std::string>({"BH/C1", "BH", "SB", "DE"}));
}

// Tables of four have tie-breaks of their own (scoring/table_tiebreaks.h): GP, WIN, BH, DE.
BOOST_AUTO_TEST_CASE(tables_of_four_take_the_codes_of_tables) {
    EventFixture fixture(8, 3, "chaturaji");
    const TiebreakChange change = setTiebreaks(fixture.store, "WIN,GP", false);
    BOOST_TEST(change.after == std::vector<std::string>({"WIN", "GP"}));
    checkRefused(
        fixture.store, [&] { setTiebreaks(fixture.store, "SB", false); }, "tiebreaks",
        "'SB' is not a tie-break for tables (GP, WIN, BH, DE)");
}

BOOST_AUTO_TEST_CASE(codes_are_joined_as_trf_line_202_writes_them) {
    BOOST_TEST(joinedCodes({"BH/C1", "BH", "SB"}) == "BH/C1,BH,SB");
    BOOST_TEST(joinedCodes({}).empty());
}
