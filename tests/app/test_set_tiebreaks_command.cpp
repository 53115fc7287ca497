// The event's tie-break list (C.07 §13: announced before the event): free to change before
// round 1 is paired; afterwards only with --force, with a warning, and logged; in FIDE mode not
// at all.
#include "tourney_process.h"

using namespace tourney::testing;

namespace {

struct FourPlayers : FourPlayerRoundRobin {
    FourPlayers() : FourPlayerRoundRobin("Tie-breaks") {}
};

}  // namespace

BOOST_AUTO_TEST_CASE(list_changes_freely_before_round_one) {
    FourPlayers e;
    BOOST_TEST(mustRun({"set-tiebreaks", e.event, "sb,KS/L+1"}).contains("Tie-breaks: SB,KS/L+1"));
    // Logged without --force: every change goes into the log (issue 31 item 10).
    const QString log = mustRun({"log", e.event});
    BOOST_TEST(log.contains("set-tiebreaks: "), log);
    BOOST_TEST(!log.contains("set-tiebreaks --force"), log);
    BOOST_TEST(mustRun({"standings", e.event, "--format", "tsv"}).section('\n', 0, 0).contains("SB"));
}

// Outside FIDE mode. In it (a chess event's default) the list is locked once round 1 is paired,
// --force or not (issue 37, C.07 §13), until FIDE mode is left with a reason.
BOOST_AUTO_TEST_CASE(change_after_pairing_needs_force_warns_and_is_logged) {
    FourPlayers e;
    mustRun({"pair", e.event});
    expectRefused(e.event, {"set-tiebreaks", e.event, "SB", "--force"},
                  {"argument LIST: the tie-breaks are locked in FIDE mode once round 1 is paired (C.07 §13"});
    BOOST_TEST(mustRun({"fide-mode", e.event, "off", "--reason", "the regulations changed"})
                   .contains("FIDE mode left after round 1: the regulations changed"));
    expectRefused(e.event, {"set-tiebreaks", e.event, "SB"}, {"already paired", "--force"});
    const CommandRun forced = runTourney({"set-tiebreaks", e.event, "SB", "--force"});
    BOOST_TEST(forced.exit_code == 0);
    BOOST_TEST(forced.err.contains("warning"), forced.err);
    BOOST_TEST(mustRun({"log", e.event}).contains("-> SB"));
}

BOOST_AUTO_TEST_CASE(unknown_code_is_refused_and_changes_nothing) {
    FourPlayers e;
    expectRefused(e.event, {"set-tiebreaks", e.event, "BH,NOPE"}, {"argument LIST", "NOPE"});
}
