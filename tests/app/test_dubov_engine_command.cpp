// `tourney engine --dubov` and `tourney new --system dubov` (issue 38): the FIDE Dubov system
// (C.04.4.1) from the command line, as the Dutch system is run.
#include "four_player_swiss.h"
#include "tourney_process.h"

using namespace tourney::testing;

// 3.2.3-3.2.4: both 1-point players seek Black, so G1 is empty and the first of them in the 4.3
// order (4.3.3 on {1, 4}: 1) is shifted; 5.2.5 then gives the higher-ranked player 1 his Black.
// The 0-point players both seek White: 5.2.5 gives it to 2.
BOOST_AUTO_TEST_CASE(engine_dubov_pairs_the_next_round_by_the_dubov_rules) {
    QTemporaryDir dir;
    writeFile(dir.filePath("four.trf"), fourPlayersAfterRoundOne("FIDE_DUBOV"));
    BOOST_TEST(mustRun({"engine", "--dubov", dir.filePath("four.trf"), "-p"}) == "2\n4 1\n2 3\n");
    // The same file by the Dutch system is another engine's answer, asked for by --dutch.
    const CommandRun both = runTourney({"engine", "--dutch", "--dubov", dir.filePath("four.trf"), "-p"});
    BOOST_TEST(both.exit_code == 1);  // a usage error
    BOOST_TEST(both.err.contains("give one of --dutch, --dubov and --burstein"), both.err.toStdString());
}

// Issue 38: a random tournament of -g, paired by the Dubov engine, passes its own -c.
BOOST_AUTO_TEST_CASE(engine_dubov_random_tournament_passes_its_check) {
    QTemporaryDir dir;
    writeFile(dir.filePath("g.cfg"), "players = 31\nrounds = 7\nseed = 38\n");
    mustRun({"engine", "--dubov", "-g", dir.filePath("g.cfg"), "-o", dir.filePath("g.trf")});
    BOOST_TEST(fileBytes(dir.filePath("g.trf")).contains("092 FIDE_DUBOV"));
    BOOST_TEST(mustRun({"engine", "--dubov", dir.filePath("g.trf"), "-c"}).contains("7 of 7 rounds agree"));
}

BOOST_AUTO_TEST_CASE(new_event_with_system_dubov_is_paired_by_the_dubov_rules) {
    QTemporaryDir dir;
    const QString file = dir.filePath("d.tourney");
    BOOST_TEST(mustRun({"new", file, "--name", "Dubov Open", "--game", "chess", "--system", "dubov", "--rounds", "5"})
                   .contains("(chess, dubov)"));
    for (int i = 1; i <= 4; ++i)
        mustRun(
            {"player", "add", file, "--name", QString("P%1, X").arg(i), "--rating", QString::number(2000 + 50 * i)});
    // Round 1 (3.2.3): the first half by TPN against the second; 5.2.1: TPN 1 (odd) takes the
    // initial colour, TPN 2 (even) the other.
    const QString round = mustRun({"pair", file});
    BOOST_TEST(round.contains("1 P4, X (2200)"), round.toStdString());
    const CommandRun export_run = runTourney({"export", file, "--trf", dir.filePath("d.trf")});
    BOOST_TEST(export_run.exit_code == 0, export_run.err.toStdString());
    BOOST_TEST(fileBytes(dir.filePath("d.trf")).contains("092 FIDE_DUBOV"));
}
