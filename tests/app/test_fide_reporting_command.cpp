// Issue 32, FIDE reporting, through the command and the event file: games played but not rated
// (B.02 5.1, B.01 1.4.2c) kept from import to export, signed changes in JSON, and the real TRF
// files of tests/fixtures exported twice alike.
#include "trf_exported_twice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tourney::testing;

namespace {

// A TRF-16 player line: start number 5-8, name 15-47, rating 49-52, federation 54-56, birth
// 70-79, then ten columns a round from 91: "  OPP C R".
QByteArray playerLine(int start_no, const QString& name, int rating, const QString& birth, const QStringList& cells) {
    QString line = "001 " + QString::number(start_no).rightJustified(4) + "      " + name.leftJustified(33) + " " +
                   QString::number(rating).rightJustified(4) + " BAN " + QString().rightJustified(11) + " " +
                   birth.leftJustified(10) + "          ";
    line = line.leftJustified(89);
    for (const QString& cell : cells) {
        const QStringList parts = cell.split(' ');
        line += "  " + parts[0].rightJustified(4) + " " + parts[1] + " " + parts[2];
    }
    return (line + "\n").toUtf8();
}

// Three players, K 20 each (born 1980, under 2400). Round 1: 1 beats 2. Round 2: 1 and 3
// play a game that is not rated (TRF W/L). Round 3: 2 and 3 draw.
//   1 (2000): beat 1900, D 100, PD .64: +7.20. The W against 3 is not rated (counted, it
//     would add D 200, PD .76: +4.80, +12.00 in all).
//   3 (1800): drew 1900, D -100, PD .36: +2.80. The L is not rated (counted: -4.80).
QByteArray unratedGameTrf() {
    return "012 Not rated\n042 2026/05/01\n052 2026/05/03\n" +
           playerLine(1, "Alpha, Ali", 2000, "1980/01/01", {"2 w 1", "3 b W", "0000 - U"}) +
           playerLine(2, "Beta, Bina", 1900, "1980/01/01", {"1 b 0", "0000 - U", "3 w ="}) +
           playerLine(3, "Gamma, Gul", 1800, "1980/01/01", {"0000 - U", "1 w L", "2 b ="});
}

QString changeOf(const QString& tsv, int player) {
    return tsv.split('\n', Qt::SkipEmptyParts).value(player).split('\t').value(7);
}

}  // namespace

// B.02 5.1: a game played but not rated (fewer than one move each, TRF W/D/L) is stored as
// such by import, left out of the ratings, and written W/L again by export.
BOOST_AUTO_TEST_CASE(a_game_played_but_not_rated_stays_unrated_through_import_and_export_b02_5_1) {
    QTemporaryDir dir;
    const QString trf = dir.filePath("unrated.trf");
    writeFile(trf, unratedGameTrf());
    const QString from_file = mustRun({"ratings", trf, "--format", "tsv"});
    BOOST_TEST(changeOf(from_file, 1) == "+7.20");
    BOOST_TEST(changeOf(from_file, 3) == "+2.80");

    const QString event = dir.filePath("unrated.tourney");
    mustRun({"import", trf, event});
    BOOST_TEST(mustRun({"ratings", event, "--format", "tsv"}) == from_file);
    mustRun({"export", event, "--trf", dir.filePath("a.trf")});
    const QByteArray exported = fileBytes(dir.filePath("a.trf"));
    BOOST_TEST(exported.contains("     3 b W"), exported.toStdString());
    BOOST_TEST(exported.contains("     1 w L"), exported.toStdString());
    mustRun({"import", dir.filePath("a.trf"), dir.filePath("b.tourney")});
    mustRun({"export", dir.filePath("b.tourney"), "--trf", dir.filePath("b.trf")});
    BOOST_TEST(fileBytes(dir.filePath("b.trf")) == exported);
}

// The arbiter enters a game as not rated by hand (B.02 5.1): it scores, counts for no rating,
// and is written D in the TRF. Round 3's draw 2-3 entered so leaves 3 with no rated game.
BOOST_AUTO_TEST_CASE(a_game_entered_as_not_rated_counts_for_no_rating_b02_5_1) {
    QTemporaryDir dir;
    const QString trf = dir.filePath("unrated.trf");
    writeFile(trf, unratedGameTrf());
    const QString event = dir.filePath("unrated.tourney");
    mustRun({"import", trf, event});
    const QString entered = mustRun({"result", event, "3", "1", "1/2-1/2", "--force", "--unrated"});
    BOOST_TEST(entered.contains("(not rated)"), entered);
    const QStringList third = mustRun({"ratings", event, "--format", "tsv"}).split('\n').value(3).split('\t');
    BOOST_TEST(third.value(4) == "0");  // no rated game
    BOOST_TEST(third.value(8) == "1800");
    mustRun({"export", event, "--trf", dir.filePath("a.trf")});
    BOOST_TEST(fileBytes(dir.filePath("a.trf")).contains("     3 w D"));
    const CommandRun forfeit = runTourney({"result", event, "3", "1", "+/-", "--force", "--unrated"});
    BOOST_TEST(forfeit.exit_code != 0);
    BOOST_TEST(forfeit.err.contains("played over the board"), forfeit.err);
}

// Issue 32 item 5: a positive change is a number in JSON, not null ("+7.20" is 7.2).
BOOST_AUTO_TEST_CASE(json_gives_a_positive_change_as_a_number) {
    QTemporaryDir dir;
    const QString trf = dir.filePath("unrated.trf");
    writeFile(trf, unratedGameTrf());
    const QJsonArray rows = QJsonDocument::fromJson(mustRun({"ratings", trf, "--format", "json"}).toUtf8()).array();
    BOOST_TEST_REQUIRE(rows.size() == 3);
    BOOST_TEST(rows[0].toObject()["Change"].toDouble() == 7.2);
    BOOST_TEST(rows[2].toObject()["Change"].toDouble() == 2.8);
    const QString event = dir.filePath("unrated.tourney");
    mustRun({"import", trf, event});
    const QJsonArray card =
        QJsonDocument::fromJson(mustRun({"player", "card", event, "1", "--format", "json"}).toUtf8()).array();
    BOOST_TEST_REQUIRE(!card.isEmpty());
    BOOST_TEST(card[0].toObject()["Change"].toDouble() == 7.2);
}

// Acceptance of issue 32: every real TRF file of tests/fixtures imports, and the event exports
// to a file that imports and exports again to the same bytes.
BOOST_AUTO_TEST_CASE(real_trf_files_export_twice_alike) {
    const QStringList files = realTrfFiles(6);
    BOOST_REQUIRE(files.size() >= 12);
    for (const QString& file : files) {
        BOOST_TEST_CONTEXT(file.toStdString()) {
            QTemporaryDir dir;
            checkExportedTwiceAlike(file, dir);
        }
    }
}
