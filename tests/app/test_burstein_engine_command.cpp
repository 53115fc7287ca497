// `tourney engine --burstein` and `tourney new --system burstein` (issue 38): the FIDE Burstein
// system (C.04.4.2) from the command line, as the Dutch and Dubov systems are run.
#include "four_player_swiss.h"
#include "tourney_process.h"

using namespace tourney::testing;

// Round 2 of 5 is a seeding round (A.5: two of them). Each scoregroup is one pair; 1 and 4 both
// had White, so the higher-ranked 1 gets the Black he prefers (C.04.3 5.2, the rule the engine numbers 5.2.4), and 2 the White
// that 2 and 3 both prefer.
BOOST_AUTO_TEST_CASE(engine_burstein_pairs_the_next_round_by_the_burstein_rules) {
    QTemporaryDir dir;
    writeFile(dir.filePath("four.trf"), fourPlayersAfterRoundOne("FIDE_BURSTEIN"));
    BOOST_TEST(mustRun({"engine", "--burstein", dir.filePath("four.trf"), "-p"}) == "2\n4 1\n2 3\n");
    const CommandRun both = runTourney({"engine", "--burstein", "--dubov", dir.filePath("four.trf"), "-p"});
    BOOST_TEST(both.exit_code == 1);  // a usage error
    BOOST_TEST(both.err.contains("give one of --dutch, --dubov and --burstein"), both.err.toStdString());
}

// Issue 38: a random tournament of -g, paired by the Burstein engine, passes its own -c.
BOOST_AUTO_TEST_CASE(engine_burstein_random_tournament_passes_its_check) {
    QTemporaryDir dir;
    writeFile(dir.filePath("g.cfg"), "players = 31\nrounds = 7\nseed = 38\n");
    mustRun({"engine", "--burstein", "-g", dir.filePath("g.cfg"), "-o", dir.filePath("g.trf")});
    BOOST_TEST(fileBytes(dir.filePath("g.trf")).contains("092 FIDE_BURSTEIN"));
    BOOST_TEST(mustRun({"engine", "--burstein", dir.filePath("g.trf"), "-c"}).contains("7 of 7 rounds agree"));
}

BOOST_AUTO_TEST_CASE(new_event_with_system_burstein_is_paired_by_the_burstein_rules) {
    QTemporaryDir dir;
    const QString file = dir.filePath("b.tourney");
    BOOST_TEST(
        mustRun({"new", file, "--name", "Burstein Open", "--game", "chess", "--system", "burstein", "--rounds", "5"})
            .contains("(chess, burstein)"));
    for (int i = 1; i <= 4; ++i)
        mustRun(
            {"player", "add", file, "--name", QString("P%1, X").arg(i), "--rating", QString::number(2000 + 50 * i)});
    // Round 1, a seeding round: TPN 1 (P4) against TPN 4 (P1), first against last, TPN 1 (odd)
    // with the initial colour.
    const QString round = mustRun({"pair", file});
    BOOST_TEST(round.contains("1 P4, X (2200)"), round.toStdString());
    const CommandRun export_run = runTourney({"export", file, "--trf", dir.filePath("b.trf")});
    BOOST_TEST(export_run.exit_code == 0, export_run.err.toStdString());
    const QByteArray trf = fileBytes(dir.filePath("b.trf"));
    BOOST_TEST(trf.contains("092 FIDE_BURSTEIN"));
}
