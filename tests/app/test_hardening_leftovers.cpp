// Issue 40, item 7: the smaller leftovers. A password given as a query item of a PostgreSQL
// address is never shown; the hidden partial file of a killed `new` or `import` is removed by
// the next one; `player import` takes time linear in the number of names; the losers of
// several `new` at once on one event are told so plainly.
#include "concurrent_writers.h"
#include "postgresql_cluster.h"
#include "tourney_process.h"

#include "app/database.h"

#include <QDateTime>
#include <QDir>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <algorithm>
#include <functional>

using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);  // the test's own SQLite connection

namespace {

// Changes the event file behind Tourney's back, as a damaged disk or a hand edit would.
void damage(const QString& event, const QString& statement) {
    {
        QSqlDatabase database = QSqlDatabase::addDatabase("QSQLITE", "damage");
        database.setDatabaseName(event);
        BOOST_REQUIRE(database.open());
        QSqlQuery query(database);
        BOOST_REQUIRE_MESSAGE(query.exec(statement), statement.toStdString());
        database.close();
    }
    QSqlDatabase::removeDatabase("damage");
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_7_a_password_query_item_is_not_shown) {
    using tourney::app::shownLocation;
    BOOST_TEST(shownLocation("postgresql://tourney@db/event?password=s3cret&sslmode=require") ==
               "postgresql://tourney@db/event?password=***&sslmode=require");
    BOOST_TEST(shownLocation("postgres://db/event?sslmode=require&PASSWORD=s3cret") ==
               "postgres://db/event?sslmode=require&PASSWORD=***");
    BOOST_TEST(shownLocation("postgresql://tourney:s3cret@db/event") == "postgresql://tourney:***@db/event");
}

BOOST_AUTO_TEST_CASE(item_7_the_partial_file_of_a_killed_new_is_removed_by_the_next) {
    QTemporaryDir dir;
    const QString abandoned = dir.filePath(".open.tourney.abc123.partial");
    const QString live = dir.filePath(".open.tourney.def456.partial");
    for (const QString& path : {abandoned, live}) writeFile(path, "SQLite format 3");
    QFile old(abandoned);
    BOOST_REQUIRE(old.open(QIODevice::ReadWrite));
    BOOST_REQUIRE(old.setFileTime(QDateTime::currentDateTime().addSecs(-600), QFileDevice::FileModificationTime));
    old.close();
    mustRun({"new", dir.filePath("open.tourney"), "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds",
             "5"});
    BOOST_TEST(!QFile::exists(abandoned));
    BOOST_TEST(QFile::exists(live));  // perhaps another `new` at work this very moment
}

// Issue 40, item 7: a large import is whole: 20,000 names in one transaction, each one in the
// event with his number, and a duplicate at the very end still found (the check is keyed, not
// pairwise: its speed is measured by bench/bench_player_import.sh, not here).
BOOST_AUTO_TEST_CASE(item_7_player_import_of_twenty_thousand_names_is_whole) {
    QTemporaryDir dir;
    const QString event = dir.filePath("big.tourney");
    mustRun({"new", event, "--name", "Big", "--game", "chess", "--system", "swiss", "--rounds", "9"});
    QByteArray csv = "name,rating,fide_id\n";
    for (int i = 1; i <= 20'000; ++i)
        csv += QString("Player %1,%2,%3\n").arg(i).arg(1000 + i % 1800).arg(100000 + i).toUtf8();
    const QString file = dir.filePath("players.csv");
    writeFile(file, csv);
    mustRun({"player", "import", event, file});
    const CommandRun list = runTourney({"player", "list", event, "--format", "tsv"});
    BOOST_TEST(list.out.count('\n') == 20'001);  // the header and every player
    BOOST_TEST(list.out.contains("Player 20000"));

    const QString again = dir.filePath("again.csv");
    writeFile(again, "name,rating,fide_id\nSomebody New,1500,999999\nPlayer 20000,1000,120000\n");
    BOOST_TEST(runTourney({"player", "import", event, again}).exit_code == 2);  // the last line is entered already
    BOOST_TEST(!runTourney({"player", "list", event, "--format", "tsv"}).out.contains("Somebody New"));
}

// The organising federation is checked as a player's is; a number that is not one is named so.
BOOST_AUTO_TEST_CASE(item_7_new_checks_its_federation_and_names_a_non_number_plainly) {
    QTemporaryDir dir;
    const QString event = dir.filePath("open.tourney");
    const QStringList common{"new", event, "--name", "Open", "--game", "chess", "--system", "swiss"};
    const CommandRun federation = runTourney(common + QStringList{"--rounds", "5", "--federation", "TOOLONG"});
    BOOST_TEST(federation.exit_code == 2);
    BOOST_TEST(federation.err.contains("three-letter federation code"), federation.err);
    const CommandRun rounds = runTourney(common + QStringList{"--rounds", "abc"});
    BOOST_TEST(rounds.exit_code == 2);
    BOOST_TEST(rounds.err.contains("'abc' is not a whole number"), rounds.err);
    BOOST_TEST(!rounds.err.contains("1000000"), rounds.err);
    BOOST_TEST(!QFile::exists(event));
    mustRun(common + QStringList{"--rounds", "5", "--federation", "ban"});
}

// Rows are checked when read as a file's lines are when imported: a seat of player 99 or
// virtual points for round 2,000,000,000 are refused by name, never loaded.
BOOST_AUTO_TEST_CASE(item_7_damaged_rows_are_refused_when_the_event_is_read) {
    FourPlayerRoundRobin seat("Damaged");
    mustRun({"pair", seat.event});
    damage(seat.event,
           "UPDATE seats SET player = 99 WHERE round = 1 AND board = 1 AND seat = "
           "(SELECT MIN(seat) FROM seats WHERE round = 1 AND board = 1)");
    expectRefused(seat.event, {"standings", seat.event}, {"damaged event file", "player 99"});

    FourPlayerRoundRobin points("Damaged");
    damage(points.event, "INSERT INTO virtual_points (player, round, tenths) VALUES (1, 2000000000, 10)");
    expectRefused(points.event, {"standings", points.event}, {"damaged event file", "round 2000000000"});
}

// Names of categories and prizes are one line of plain text, as event details are; an amount
// past what can be stored is refused, not stored as 0.
BOOST_AUTO_TEST_CASE(item_7_category_and_prize_names_are_one_line_and_amounts_in_range) {
    FourPlayerRoundRobin e("Prizes");
    expectRefused(e.event, {"category", "add", e.event, "U16\nX"}, {"line break"});
    expectRefused(e.event, {"prize", "add", e.event, "1st\rX", "100"}, {"carriage return"});
    expectRefused(e.event, {"prize", "add", e.event, "1st", "100000000000000000000"}, {"is not an amount"});
    mustRun({"prize", "add", e.event, "1st", "5000.50"});
    BOOST_TEST(mustRun({"prizes", e.event}).contains("5000.50"));
}

// The TRF's name field holds 33 characters: a longer name is cut, and the export says so.
BOOST_AUTO_TEST_CASE(item_7_a_name_cut_in_the_trf_is_warned_of) {
    FourPlayerRoundRobin e("Names");
    mustRun({"player", "add", e.event, "--name", "Abdurrahman Muhammad Khairuzzaman Chowdhury"});
    const QString said = mustRun({"export", e.event, "--trf", e.dir.filePath("e.trf")});
    BOOST_TEST(said.contains("5 Abdurrahman Muhammad Khairuzzaman Chowdhury: the name is cut to 33 characters"), said);
    BOOST_TEST(said.count("warning:") == 1, said);
}

// TSV guards a formula as CSV does; results such as "+/-" stay as they are, being data.
BOOST_AUTO_TEST_CASE(item_7_tsv_output_neutralises_formula_cells) {
    FourPlayerRoundRobin e("Formulas");
    mustRun({"player", "add", e.event, "--name", "=HYPERLINK(\"http://x\")"});
    mustRun({"player", "add", e.event, "--name", "@SUM(A1)"});
    const QString tsv = mustRun({"player", "list", e.event, "--format", "tsv"});
    BOOST_TEST(tsv.contains("\t'=HYPERLINK(\"http://x\")\t"), tsv);
    BOOST_TEST(tsv.contains("\t'@SUM(A1)\t"), tsv);
    mustRun({"pair", e.event});
    mustRun({"result", e.event, "1", "1", "+/-"});
    BOOST_TEST(pairingsTsv(e.event, 1)[0].result == "+/-");
}

// A UTF-16 file and a line cut by NUL bytes, in each kind of file an arbiter gives: the
// message names the file (and the line), says what is wrong in words, and echoes no noise.
BOOST_AUTO_TEST_CASE(item_7_a_utf16_file_or_a_nul_cut_line_is_named_plainly_by_file_and_line) {
    FourPlayerRoundRobin e("Encodings");
    mustRun({"pair", e.event});
    const QString trf = e.dir.filePath("event.trf");
    mustRun({"export", e.event, "--trf", trf});
    const QByteArray trf_text = fileBytes(trf);
    const auto utf16 = [](const QByteArray& text) {
        const QString decoded = QString::fromUtf8(text);
        return QByteArray("\xFF\xFE", 2) +
               QByteArray(reinterpret_cast<const char*>(decoded.utf16()), decoded.size() * 2);
    };
    // Cut in the middle of line `line` (from 1), the rest of the file zeros: as after a crash.
    const auto cutAtLine = [](const QByteArray& text, int line, int character) {
        int start = 0;
        for (int i = 1; i < line; ++i) start = text.indexOf('\n', start) + 1;
        return text.left(start + character - 1) + QByteArray(512, '\0');
    };
    const QByteArray csv = "name,rating\nEast,1500\nWest,1600\n";
    const QByteArray results = "board result\n1 1-0\n2 0-1\n";
    struct Case {
        QString file;
        QByteArray bytes;
        QStringList command;
        QString says;
    };
    const QString fresh = e.dir.filePath("imported.tourney");
    // The first player line (001), wherever the header records end: it is longer than 20 characters.
    const int player_line = static_cast<int>(trf_text.left(trf_text.indexOf("\n001")).count('\n')) + 2;
    const std::vector<Case> cases{
        {"u16.trf", utf16(trf_text), {"import", "", fresh}, "u16.trf: the file is UTF-16 text, not UTF-8"},
        {"cut.trf",
         cutAtLine(trf_text, player_line, 20),
         {"import", "", fresh},
         "cut.trf:" + QString::number(player_line) + ": the line breaks off at character 20"},
        {"u16.csv", utf16(csv), {"player", "import", e.event, ""}, "u16.csv: the file is UTF-16 text, not UTF-8"},
        {"cut.csv",
         cutAtLine(csv, 3, 3),
         {"player", "import", e.event, ""},
         "cut.csv:3: the line breaks off at character 3"},
        {"u16.txt",
         utf16(results).mid(2),
         {"result", e.event, "1", "--file", ""},
         "u16.txt: the file looks like UTF-16"},
        {"cut.txt",
         cutAtLine(results, 3, 4),
         {"result", e.event, "1", "--file", ""},
         "cut.txt:3: the line breaks off at character 4"},
    };
    for (Case c : cases) {
        writeFile(e.dir.filePath(c.file), c.bytes);
        c.command.replaceInStrings(QRegularExpression("^$"), e.dir.filePath(c.file));
        expectRefused(e.event, c.command, {c.says});
        const CommandRun run = runTourney(c.command);
        BOOST_TEST(!run.err.contains(QChar(0)), run.err);
        BOOST_TEST(!run.err.contains("field"), run.err);  // the line is at fault, not a field of it
        if (c.file.startsWith("cut")) BOOST_TEST(run.err.contains("save it again as UTF-8 text"), run.err);
        BOOST_TEST(!QFile::exists(fresh));
    }
}

namespace {

// Four desks create the same event at the same moment, a few times over: each time one makes
// it and the three others are told in plain words that it exists, never an SQL error, and the
// event is the winner's.
void fourSimultaneousNew(const std::function<QString(int attempt)>& location, const QString& loser_says) {
    for (int attempt = 1; attempt <= 4; ++attempt) {
        const QString event = location(attempt);
        std::vector<QStringList> commands;
        for (int desk = 1; desk <= 4; ++desk)
            commands.push_back({"new", event, "--name", QString("Desk %1").arg(desk), "--game", "chess", "--system",
                                "swiss", "--rounds", "5"});
        const std::vector<CommandRun> runs = runAtOnce(commands);
        QString winner;
        for (std::size_t desk = 0; desk < runs.size(); ++desk)
            if (runs[desk].exit_code == 0) winner = QString("Desk %1").arg(desk + 1);
        BOOST_TEST_INFO("attempt " << attempt);
        BOOST_TEST(std::count_if(runs.begin(), runs.end(), [](const CommandRun& run) { return run.exit_code == 0; }) ==
                   1);
        for (const CommandRun& run : runs) {
            if (run.exit_code == 0) continue;
            BOOST_TEST(run.exit_code == 2);
            BOOST_TEST(run.err.contains(loser_says.contains("%1") ? loser_says.arg(winner) : loser_says), run.err);
            for (const char* technical : {"SQL", "ERROR", "duplicate key", "constraint"})
                BOOST_TEST(!run.err.contains(technical), run.err);
        }
        mustRun({"player", "list", event});  // an event, whole and readable
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_7_the_losers_of_simultaneous_new_on_postgresql_are_told_plainly) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    fourSimultaneousNew([&](int attempt) { return cluster->address(QString("race%1").arg(attempt)); },
                        "already holds the event \"%1\"");
}

BOOST_AUTO_TEST_CASE(item_7_the_losers_of_simultaneous_new_on_sqlite_are_told_plainly) {
    QTemporaryDir dir;
    fourSimultaneousNew([&](int attempt) { return dir.filePath(QString("race%1.tourney").arg(attempt)); },
                        "already exists (choose another name");
}
