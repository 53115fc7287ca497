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

// The small things of the recheck of issue 31 (item 11, messages and lists): the withdrawal
// names the start number; help texts wrap as paragraphs, with no stray "options." and no
// option taken for an action; "plies".
BOOST_AUTO_TEST_CASE(item_11_withdrawal_number_help_paragraphs_and_plies) {
    FourPlayers e;
    const QString said = mustRun({"player", "withdraw", e.event, "4"});
    BOOST_TEST(said.startsWith("4 D is withdrawn from round 2"), said);
    for (const QStringList& command : {QStringList{"new"}, QStringList{"result"}, QStringList{"player", "add"},
                                       QStringList{"serve"}, QStringList{"validate"}, QStringList{"pairings"}}) {
        const QString help = mustRun(command + QStringList{"--help"});
        BOOST_TEST_CONTEXT(command.join(' ').toStdString()) {
            const QStringList lines = help.split('\n');
            for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
                // A description's line that another line of it follows was filled by Qt's
                // wrapping, not cut by a line break written into the text.
                const bool continued = lines[i + 1].startsWith("          ") && !lines[i + 1].trimmed().isEmpty();
                if (lines[i].startsWith("  ") && continued)
                    BOOST_TEST(lines[i].size() >= 60, lines[i].toStdString() << " / " << lines[i + 1].toStdString());
                BOOST_TEST(lines[i].trimmed() != "options.");
            }
        }
    }
    BOOST_TEST(mustRun({"validate", "--help"}).startsWith("Usage: tourney validate [options] FILE"));
    const QString pgn = e.dir.filePath("two.pgn");
    writeFile(pgn, "[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n");
    BOOST_TEST(mustRun({"validate", pgn}).contains("ok, 2 plies"));
}
