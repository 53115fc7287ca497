// TRF import and export through the command keep every player line: start number, name,
// rating, federation, FIDE id, and each round's opponent, colour and result. A sample of the
// shared fixtures of each kind; test_trf_command_slow.cpp takes them all.
#include "app/sql_event_store.h"
#include "trf_round_trip.h"

#include <QRegularExpression>

using namespace tourney::testing;
using tourney::app::SqlEventStore;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

BOOST_AUTO_TEST_CASE(swiss_events_with_byes_forfeits_and_withdrawals_survive_import_and_export) {
    for (const char* pattern : {"s0*_r*.trf", "b0*_r*.trf", "p0*_r*.trf"}) {
        const QStringList files = sharedTrfFiles("dutch", pattern);
        BOOST_REQUIRE(!files.isEmpty());
        for (const QString& file : files.mid(0, 2)) checkImportExportKeepsPlayerLines(file);
    }
}

BOOST_AUTO_TEST_CASE(round_robins_survive_import_and_export) {
    const QStringList files = sharedTrfFiles("tiebreaks/round-robin", "*.trf");
    BOOST_REQUIRE(!files.isEmpty());
    for (const QString& file : files.mid(0, 3)) checkImportExportKeepsPlayerLines(file);
}

BOOST_AUTO_TEST_CASE(an_exported_event_imports_to_the_same_standings) {
    const QString trf = sharedTrfFiles("tiebreaks/round-robin", "*.trf").value(0);
    QTemporaryDir dir;
    mustRun({"import", trf, dir.filePath("a.tourney")});
    mustRun({"export", dir.filePath("a.tourney"), "--trf", dir.filePath("a.trf")});
    mustRun({"import", dir.filePath("a.trf"), dir.filePath("b.tourney")});
    BOOST_TEST(mustRun({"standings", dir.filePath("a.tourney"), "--format", "tsv"}) ==
               mustRun({"standings", dir.filePath("b.tourney"), "--format", "tsv"}));
}

// TRF-26: a bye asked for a later round (240) is kept by import and written back by export;
// a ban limited to some rounds (260) cannot be stored, so import refuses it and writes nothing.
BOOST_AUTO_TEST_CASE(trf26_later_byes_survive_import_and_export_and_round_limited_bans_are_refused) {
    QTemporaryDir dir;
    const QByteArray players =
        "001    1      Alpha                             2100                             0.0    1\n"
        "001    2      Beta                              2000                             0.0    2\n"
        "001    3      Gamma                             1900                             0.0    3\n"
        "001    4      Delta                             1800                             0.0    4\n";
    writeFile(dir.filePath("byes.trf"), "142 5\n240 H   3    2\n" + players);
    mustRun({"import", dir.filePath("byes.trf"), dir.filePath("a.tourney")});
    mustRun({"export", dir.filePath("a.tourney"), "--trf", dir.filePath("a.trf")});
    BOOST_TEST(fileBytes(dir.filePath("a.trf")).contains("\n240 H   3    2\n"));

    writeFile(dir.filePath("ban.trf"), "142 5\n260   1   2    1    2\n" + players);
    const CommandRun run = runTourney({"import", dir.filePath("ban.trf"), dir.filePath("b.tourney")});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("260"), run.err.toStdString());
    BOOST_TEST(!QFileInfo::exists(dir.filePath("b.tourney")));
}

// Issue 37: an event in FIDE mode carries its log into the TRF as TRF-26 comment lines (`###`),
// each line with its hash in the chain; an import reads them back, so the copy has the same log
// and mode and exports to the same file, ### lines and all.
BOOST_AUTO_TEST_CASE(issue37_the_log_goes_into_the_trf_as_comments_and_the_round_trip_holds) {
    QTemporaryDir dir;
    const QString event = dir.filePath("fide.tourney");
    mustRun({"new", event, "--name", "FIDE Open", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    mustRun({"player", "import", event, sourcePath("data/players.csv")});
    mustRun({"pair", event});
    mustRun({"result", event, "1", "1", "1-0"});
    mustRun({"export", event, "--trf", dir.filePath("a.trf")});
    const QStringList lines = QString::fromUtf8(fileBytes(dir.filePath("a.trf"))).split('\n', Qt::SkipEmptyParts);
    const QStringList comments = lines.filter(QRegularExpression("^### "));
    BOOST_REQUIRE_EQUAL(comments.size(), 13);  // what follows, ten players, the pairing, the result
    BOOST_TEST(comments[0].startsWith("### Tourney log: 12 lines, each chained by SHA-256"), comments[0]);
    BOOST_TEST(comments[0].endsWith("FIDE mode on"), comments[0]);
    BOOST_TEST(comments[11].startsWith("### log 11 {"), comments[11]);
    BOOST_TEST(comments[11].contains("\"command\": \"pair\", \"message\": \"round 1 paired: 5 boards\""), comments[11]);
    const QString last_hash = SqlEventStore(event).readLog().back().hash.c_str();
    BOOST_TEST(comments[12].contains("\"hash\": \"" + last_hash + "\""), comments[12]);
    BOOST_TEST(comments[12].contains(" (command line)\"}"), comments[12]);  // who typed it (issue 34)

    mustRun({"import", dir.filePath("a.trf"), dir.filePath("copy.tourney")});
    BOOST_TEST(mustRun({"pairings", dir.filePath("copy.tourney"), "--round", "1", "--format", "tsv"}) ==
               mustRun({"pairings", event, "--round", "1", "--format", "tsv"}));
    BOOST_TEST(mustRun({"log", dir.filePath("copy.tourney"), "--verify"}).contains(last_hash));
    mustRun({"export", dir.filePath("copy.tourney"), "--trf", dir.filePath("b.trf")});
    BOOST_TEST(fileBytes(dir.filePath("b.trf")) == fileBytes(dir.filePath("a.trf")));

    // A line of the log changed in the file: refused, naming the file's line, nothing created.
    QByteArray tampered = fileBytes(dir.filePath("a.trf"));
    tampered.replace("round 1 paired: 5 boards", "round 1 paired: 4 boards");
    writeFile(dir.filePath("tampered.trf"), tampered);
    const CommandRun run = runTourney({"import", dir.filePath("tampered.trf"), dir.filePath("t.tourney")});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("field ###: line 11 of 12 breaks the chain"), run.err.toStdString());
    BOOST_TEST(!QFileInfo::exists(dir.filePath("t.tourney")));
}
