// A draughts event end to end, as an arbiter runs it: results 2-0, 1-1, 0-2 scored 2/1/0,
// PDN records judged by the draughts engine, and `tourney perft` / `tourney validate` for
// draughts.
#include "app/sql_event_store.h"
#include "tourney_process.h"

#include <QMap>

using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

namespace {

// Four players in a round robin, round 1 paired: boards 1-4 and 2-3.
struct DraughtsEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("dam.tourney");

    DraughtsEvent() {
        mustRun({"new", event, "--name", "Dam Open", "--game", "draughts", "--system", "round-robin"});
        for (const char* name : {"Meijer, Hein", "Meurs, Pim", "Sijbrands, Ton", "Baljakin, Aleks"})
            mustRun({"player", "add", event, "--name", name});
        mustRun({"pair", event});
    }

    QString pdn(const QString& name, const QString& text) const {
        const QString path = dir.filePath(name);
        writeFile(path, text.toUtf8());
        return path;
    }
};

// White takes Black's last man: the game is decided on the board.
const QString kLastManTaken = "[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n\n1. 28x19 2-0\n";

}  // namespace

BOOST_AUTO_TEST_CASE(draughts_results_score_two_one_zero_with_records_judged) {
    DraughtsEvent e;
    const QString won = e.pdn("won.pdn", kLastManTaken);
    mustRun({"result", e.event, "1", "1", "2-0", "--record", won});
    mustRun({"result", e.event, "1", "2", "1-1"});
    const tourney::Event event = tourney::app::SqlEventStore(e.event).load();
    BOOST_TEST(event.rounds[0].games[0].record == QString::fromUtf8(fileBytes(won)).toStdString());
    // Points by name from the tsv standings: the winner 2, the drawn pair 1 each, the loser 0.
    QMap<QString, QString> points;
    for (const QString& line : mustRun({"standings", e.event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts)) {
        const QStringList fields = line.split('\t');
        if (fields.size() > 5) points[fields[2]] = fields[5];
    }
    BOOST_TEST(points["Meijer, Hein"] == "2");
    BOOST_TEST(points["Meurs, Pim"] == "1");
    BOOST_TEST(points["Sijbrands, Ton"] == "1");
    BOOST_TEST(points["Baljakin, Aleks"] == "0");
}

BOOST_AUTO_TEST_CASE(a_draughts_record_that_contradicts_the_result_or_breaks_the_rules_is_refused) {
    DraughtsEvent e;
    // Black has no piece left: 0-2 contradicts the board.
    expectRefused(e.event,
                  {"result", e.event, "1", "1", "0-2", "--record",
                   e.pdn("lost.pdn", kLastManTaken.left(kLastManTaken.size() - 4) + "*\n")},
                  {"contradicts"});
    // 28-22 ignores the compulsory capture 28x19 (FMJD art. 4).
    const QString illegal = e.pdn("illegal.pdn", "[GameType \"20\"]\n1. 32-28 19-23 2. 28-22 2-0\n");
    expectRefused(e.event, {"result", e.event, "1", "1", "2-0", "--record", illegal},
                  {illegal + ":2: move 28-22 (ply 3) is illegal", "compulsory"});
    // An English draughts record is not misread as international draughts.
    const QString english = e.pdn("english.pdn", "[GameType \"21\"]\n1. 11-15 24-20 2-0\n");
    expectRefused(e.event, {"result", e.event, "1", "1", "2-0", "--record", english}, {"English draughts"});
}

BOOST_AUTO_TEST_CASE(perft_and_validate_work_for_draughts) {
    BOOST_TEST(mustRun({"perft", "--game", "draughts", "--fen", "W:W31-50:B1-20", "--depth", "5"}) == "27117\n");
    DraughtsEvent e;
    const QString games = e.pdn("games.pdn", kLastManTaken + "\n[GameType \"20\"]\n1. 32-28 19-23 2. 28-22 *\n\n" +
                                                 "[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n1. 28x19 1-1\n");
    const CommandRun tsv = runTourney({"validate", "--game", "draughts", games, "--format", "tsv"});
    BOOST_TEST(tsv.exit_code == 3);
    const QStringList lines = tsv.out.split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE_EQUAL(lines.size(), 3);
    BOOST_TEST(lines[0].startsWith("1\tok\t1\t"));
    BOOST_TEST(lines[1].startsWith("2\tillegal\t3\t"));
    BOOST_TEST(lines[2].startsWith("3\tinconsistent\t1\t"));
}

// --- The draughts tournament file (docs/draughts.md) -------------------------------------

namespace {

// The 4-player round robin with round 1 played (a record kept) and the players' FMJD details.
struct PlayedDraughtsEvent : DraughtsEvent {
    PlayedDraughtsEvent() {
        mustRun({"player", "edit", event, "1", "--rating", "2410", "--title", "GMI", "--federation", "NED", "--fide-id",
                 "10045", "--sex", "m"});
        mustRun({"result", event, "1", "1", "2-0", "--record", pdn("won.pdn", kLastManTaken)});
        mustRun({"result", event, "1", "2", "1-1"});
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(draughts_file_round_trips_export_import_export) {
    PlayedDraughtsEvent e;
    const QString first = e.dir.filePath("first.dtf");
    mustRun({"export", e.event, "--dtf", first});
    const QByteArray text = fileBytes(first);
    BOOST_TEST(text.startsWith("DTF 1\n002\tdraughts\n"));
    BOOST_TEST(text.contains("\n001\t1\tMeijer, Hein\t\tm\tGMI\tNED\t2410\t10045\t"));
    BOOST_TEST(text.contains("\n301\t1\t1\t1\t4\t2-0\t1\t1\t[GameType \\\"20\\\"]\\n") ==
               false);  // quotes are not escaped
    BOOST_TEST(text.contains("\n301\t1\t1\t1\t4\t2-0\t1\t1\t[GameType \"20\"]\\n"));
    BOOST_TEST(text.contains("\n301\t1\t2\t2\t3\t1-1\t1\t1\t\n"));
    const QString imported = e.dir.filePath("imported.tourney");
    mustRun({"import", "--dtf", first, imported});
    const QString second = e.dir.filePath("second.dtf");
    mustRun({"export", imported, "--dtf", second});
    BOOST_TEST(fileBytes(second) == text);
    BOOST_TEST((tourney::app::SqlEventStore(imported).load() == tourney::app::SqlEventStore(e.event).load()));
}

BOOST_AUTO_TEST_CASE(a_bad_draughts_file_is_refused_naming_file_line_and_field) {
    PlayedDraughtsEvent e;
    const QString good = e.dir.filePath("good.dtf");
    mustRun({"export", e.event, "--dtf", good});
    QByteArray text = fileBytes(good);
    text.replace("\tNED\t2410\t", "\tNED\t24x0\t");
    const QString bad = e.dir.filePath("bad.dtf");
    writeFile(bad, text);
    const QString target = e.dir.filePath("never.tourney");
    const CommandRun run = runTourney({"import", "--dtf", bad, target});
    BOOST_TEST(run.exit_code != 0);
    const int line = QString::fromUtf8(text).left(text.indexOf("24x0")).count('\n') + 1;
    BOOST_TEST(run.err.contains(bad + ":" + QString::number(line) + ": field 001 rating: '24x0'"), run.err);
    BOOST_TEST(!QFileInfo::exists(target));
    // A result that is not on the 2-1-0 scale is named with its field too.
    QByteArray wrong = fileBytes(good);
    wrong.replace("\t2-0\t", "\t1-0\t");
    writeFile(bad, wrong);
    BOOST_TEST(runTourney({"import", "--dtf", bad, target}).err.contains("field 301 result: '1-0' is not a result"));
}

// --- A 40-player, 9-round draughts Swiss on 2-1-0 ranked by truncated Solkoff -------------

namespace {

// The result of a board, fixed by the round and the players so that the run is the same on
// every machine: mostly the higher seed wins, every fourth board is drawn and every fifth is an
// upset.
QString boardResult(int round, const PairingLine& game) {
    if ((round + game.board) % 4 == 0) return "1-1";
    const bool white_seeded = game.white < game.black;
    const bool upset = (round * game.board) % 5 == 0;
    return white_seeded != upset ? "2-0" : "0-2";
}

// The standings rows (tsv, header dropped) by start number.
QMap<int, QStringList> standingsByStartNumber(const QString& event) {
    QMap<int, QStringList> rows;
    QStringList lines = mustRun({"standings", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    lines.removeFirst();
    for (const QString& line : lines) {
        const QStringList cells = line.split('\t');
        rows[cells[1].toInt()] = cells;
    }
    return rows;
}

}  // namespace

BOOST_AUTO_TEST_CASE(forty_player_draughts_swiss_ranks_by_truncated_solkoff_end_to_end) {
    QTemporaryDir dir;
    const QString event = dir.filePath("fmjd.tourney");
    mustRun({"new", event, "--name", "FMJD Open", "--game", "draughts", "--system", "swiss", "--rounds", "9",
             "--tiebreaks", "TS,TS/C2,SB,WIN"});
    QByteArray csv = "name,rating,federation\n";
    for (int i = 1; i <= 40; ++i)
        csv += QString("\"Speler, %1\",%2,NED\n").arg(i, 2, 10, QChar('0')).arg(2400 - 10 * i).toUtf8();
    writeFile(dir.filePath("players.csv"), csv);
    mustRun({"player", "import", event, dir.filePath("players.csv")});
    for (int round = 1; round <= 9; ++round) {
        mustRun({"pair", event});
        QByteArray results;
        for (const PairingLine& game : pairingsTsv(event, round))
            results += QString("%1 %2\n").arg(game.board).arg(boardResult(round, game)).toUtf8();
        const QString file = dir.filePath(QString("round%1.txt").arg(round));
        writeFile(file, results);
        mustRun({"result", event, QString::number(round), "--file", file});
    }
    const QMap<int, QStringList> rows = standingsByStartNumber(event);
    BOOST_REQUIRE_EQUAL(rows.size(), 40);
    // Columns: rank, start, name, rating, federation, points, TS, TS/C2, SB, WIN. By hand from
    // the crosstable, each opponent with his final score:
    // P2 (16): 22 (10) 13 (9) 15 (10) 7 (10) 1 (15) 6 (14) 8 (10) 12 (11) 26 (11), 100 in all;
    // TS leaves out the 9: 91; TS/C2 a 10 as well: 81. SB (2 a win, 1 a draw, times the
    // opponent's score): 20 + 9 + 20 + 20 + 30 + 28 + 10 + 22 + 22 = 181.
    BOOST_TEST(rows[2].mid(5) == (QStringList{"16", "91.0", "81.0", "181.00", "7"}));
    BOOST_TEST(rows[2][0] == "1");
    // P12 (11): 32 (8) 40 (9) 7 (10) 26 (11) 8 (10) 18 (10) 22 (10) 2 (16) 6 (14), 98 in all;
    // TS 98 - 8 = 90, TS/C2 90 - 9 = 81.
    BOOST_TEST(rows[12].mid(5, 3) == (QStringList{"11", "90.0", "81.0"}));
    // P26 (11): 6 (14) 37 (5) 14 (8) 12 (11) 11 (9) 30 (7) 3 (12) 16 (11) 2 (16), 93 in all;
    // TS 93 - 5 = 88, TS/C2 88 - 7 = 81.
    BOOST_TEST(rows[26].mid(5, 3) == (QStringList{"11", "88.0", "81.0"}));
    // Tied on 11 points, the truncated Solkoff ranks P12 (90) before P26 (88), FMJD's order.
    BOOST_TEST(rows[12][0].toInt() + 1 == rows[26][0].toInt());
    // The whole event through the draughts tournament file and back: the same text, the same
    // event, the same standings.
    mustRun({"export", event, "--dtf", dir.filePath("fmjd.dtf")});
    mustRun({"import", "--dtf", dir.filePath("fmjd.dtf"), dir.filePath("again.tourney")});
    mustRun({"export", dir.filePath("again.tourney"), "--dtf", dir.filePath("again.dtf")});
    BOOST_TEST(fileBytes(dir.filePath("again.dtf")) == fileBytes(dir.filePath("fmjd.dtf")));
    BOOST_TEST(standingsByStartNumber(dir.filePath("again.tourney")) == rows);
}
