// Changing an event's tie-breaks in process (tournament/tiebreak_settings.h): free before
// round 1 is paired; afterwards players have seen the announced list, so only on purpose, and
// logged.
#include "tournament/fide_mode.h"
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
    EventFixture fixture(4, 5, "chess", /*fide_mode=*/false);
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

// Issue 37, FIDE mode: once round 1 is paired the announced list stands (C.07 §13), --force or
// not, and nothing is stored; leaving FIDE mode takes a reason, is logged, and unlocks it.
BOOST_AUTO_TEST_CASE(fide_mode_locks_the_tiebreaks_once_round_one_is_paired_c07_13) {
    EventFixture fixture(4);
    BOOST_TEST(fixture.event().fide_mode);
    setTiebreaks(fixture.store, "SB,DE", false);  // before round 1: free
    pairNextRound(fixture.store);
    for (bool force : {false, true})
        checkRefused(
            fixture.store, [&] { setTiebreaks(fixture.store, "BH,SB", force); }, "tiebreaks",
            "the tie-breaks are locked in FIDE mode once round 1 is paired (C.07 §13");
    checkRefused<UnusableRequest>(
        fixture.store, [&] { setFideMode(fixture.store, false, ""); }, "reason",
        "leaving FIDE mode needs a reason, for the log");
    BOOST_TEST(setFideMode(fixture.store, false, "the organiser's regulations say BH first").text() ==
               "FIDE mode left after round 1: the organiser's regulations say BH first");
    BOOST_TEST(fixture.log().back().command == "fide-mode off");
    BOOST_TEST(fixture.log().back().message ==
               "FIDE mode left after round 1: the organiser's regulations say BH first");
    BOOST_TEST(!fixture.event().fide_mode);
    setTiebreaks(fixture.store, "BH,SB", true);
    BOOST_TEST(fixture.event().tiebreaks == std::vector<std::string>({"BH", "SB"}));
    setFideMode(fixture.store, true, "");
    BOOST_TEST(fixture.log().back().message == "FIDE mode entered after round 1");
    checkRefused(
        fixture.store, [&] { setFideMode(fixture.store, true, ""); }, "mode", "the event is in FIDE mode already");
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
