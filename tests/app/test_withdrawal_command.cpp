// Withdrawals through `tourney player withdraw`: a withdrawn player's paired games without a
// result are lost by forfeit (FIDE Laws 6.9), and the change is logged.
#include "tourney_process.h"

using namespace tourney::testing;

namespace {

struct FourPlayers : FourPlayerRoundRobin {
    FourPlayers() : FourPlayerRoundRobin("Withdrawals") {
        mustRun({"pair", event});  // Berger, 4 players, round 1: 1-4, 2-3
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_paired_game_without_result_is_lost_by_forfeit) {
    FourPlayers e;
    const QString said = mustRun({"player", "withdraw", e.event, "4", "--from-round", "1"});
    BOOST_TEST(said.contains("round 1 board 1"), said);
    BOOST_TEST(mustRun({"pairings", e.event, "--format", "tsv"})
                   .startsWith("board\twhite\tblack\tresult\n"
                               "1\t1\t4\t+/-\n"));
    BOOST_TEST(mustRun({"log", e.event}).contains("4 D withdrawn from round 1"));
    const QString list = mustRun({"player", "list", e.event, "--format", "tsv"});
    BOOST_TEST(list.contains("\twithdrawn from round 1\t\t\t\n"), list);
}

BOOST_AUTO_TEST_CASE(withdrawing_from_the_next_round_leaves_paired_games_alone) {
    FourPlayers e;
    mustRun({"player", "withdraw", e.event, "4"});
    BOOST_TEST(mustRun({"pairings", e.event, "--format", "tsv"})
                   .startsWith("board\twhite\tblack\tresult\n"
                               "1\t1\t4\t\n"));
    const QString log = mustRun({"log", e.event});
    BOOST_TEST(log.contains("player withdraw: 4 D withdrawn from round 2"), log);
    BOOST_TEST(!log.contains("forfeit"), log);
}

BOOST_AUTO_TEST_CASE(a_played_game_cannot_be_undone_by_a_withdrawal) {
    FourPlayers e;
    mustRun({"result", e.event, "1", "1", "1/2-1/2"});
    const QByteArray before = fileBytes(e.event);
    const CommandRun run = runTourney({"player", "withdraw", e.event, "4", "--from-round", "1"});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("argument --from-round"), run.err);
    BOOST_TEST((fileBytes(e.event) == before));
    mustRun({"player", "withdraw", e.event, "4", "--from-round", "2"});
    BOOST_TEST(runTourney({"player", "withdraw", e.event, "4"}).exit_code == 2);  // already withdrawn
}
