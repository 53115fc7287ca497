// Messages that explain (issue 17): what is wrong with an event file (a folder, a FIFO, empty,
// truncated, damaged, locked, read-only), an export pointed at the event itself, a negative
// round, text that would break a line, a TRF refused by its line; and an import interrupted
// at any moment leaves nothing in the way of a retry. Every refused command changes nothing.
#include "tourney_process.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThread>

#include <sys/stat.h>

using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

static CommandRun runWithLockTimeout(const QStringList& arguments, int seconds) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("TOURNEY_LOCK_TIMEOUT", QString::number(seconds));
    process.setProcessEnvironment(environment);
    process.start(TOURNEY_BINARY, arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(120'000)) process.kill();
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

static void expectRefusedWith(const QStringList& arguments, const QStringList& texts) {
    const CommandRun run = runTourney(arguments);
    BOOST_TEST_INFO("tourney " << arguments.join(' ').toStdString());
    BOOST_TEST(run.exit_code == 2);
    for (const QString& text : texts) BOOST_TEST(run.err.contains(text), run.err.toStdString() << " lacks " << text);
}

BOOST_AUTO_TEST_CASE(a_negative_number_is_an_argument_not_an_unknown_option) {
    FourPlayerRoundRobin event("Negative");
    mustRun({"pair", event.event});
    expectRefused(event.event, {"result", event.event, "-1", "2", "1-0"}, {"argument ROUND: round -1 does not exist"});
    expectRefused(event.event, {"result", event.event, "1", "-2", "1-0"}, {"argument BOARD", "no board -2"});
    const CommandRun run = runTourney({"result", event.event, "-1", "2", "1-0"});
    BOOST_TEST(!run.err.contains("Unknown option"));
    // Forfeits still read as results, and an option's value may be negative too.
    mustRun({"result", event.event, "1", "1", "-/+"});
    expectRefused(event.event, {"player", "withdraw", event.event, "1", "--from-round", "-3"}, {"--from-round"});
}

BOOST_AUTO_TEST_CASE(export_never_writes_onto_an_event_file) {
    FourPlayerRoundRobin event("Export");
    const QString same_by_another_path = event.dir.path() + "/./event.tourney";
    const QString link = event.dir.filePath("link.trf");
    BOOST_REQUIRE(QFile::link(event.event, link));
    for (const QString& target : {event.event, same_by_another_path, link})
        expectRefused(event.event, {"export", event.event, "--trf", target}, {"is the event file itself"});
    // Another event file is not a TRF's place either.
    const QString other = event.dir.filePath("other.tourney");
    mustRun({"new", other, "--name", "Other", "--game", "chess", "--system", "round-robin"});
    const QByteArray other_before = fileBytes(other);
    expectRefused(event.event, {"export", event.event, "--trf", other}, {"is an SQLite database"});
    BOOST_TEST((fileBytes(other) == other_before));
    expectRefused(event.event, {"export", event.event, "--trf", event.dir.path()}, {"is a folder"});
}

BOOST_AUTO_TEST_CASE(an_event_file_that_is_not_one_is_named_for_what_it_is) {
    QTemporaryDir dir;
    expectRefusedWith({"standings", dir.path()}, {"is a folder, not an event file"});
    // A FIFO is named before anything opens it: opening one would wait for a writer for ever.
    const QString fifo = dir.filePath("pipe.tourney");
    BOOST_REQUIRE(mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    expectRefusedWith({"standings", fifo}, {"is a FIFO (named pipe), not an event file"});
    expectRefusedWith({"result", fifo, "1", "1", "1-0"}, {"FIFO"});
    const QString empty = dir.filePath("empty.tourney");
    writeFile(empty, "");
    expectRefusedWith({"standings", empty}, {"is empty, not an event file"});
    const QString stub = dir.filePath("stub.tourney");
    writeFile(stub, QByteArray("SQLite format 3\0\x10", 18));
    expectRefusedWith({"standings", stub}, {"is truncated"});
}

BOOST_AUTO_TEST_CASE(a_truncated_or_damaged_event_file_is_named_so_and_not_written) {
    FourPlayerRoundRobin event("Damaged");
    mustRun({"pair", event.event});
    const QByteArray whole = fileBytes(event.event);

    const QString truncated = event.dir.filePath("truncated.tourney");
    writeFile(truncated, whole.left(whole.size() / 2));
    expectRefused(truncated, {"standings", truncated}, {"is damaged or truncated", "restore it from a backup"});
    expectRefused(truncated, {"result", truncated, "1", "1", "1-0"}, {"is damaged or truncated"});

    // A damaged page of the players table: quick_check finds it before a command writes.
    int page_size = 0, players_page = 0;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase("QSQLITE", "inspect");
        database.setDatabaseName(event.event);
        BOOST_REQUIRE(database.open());
        QSqlQuery query(database);
        BOOST_REQUIRE(query.exec("PRAGMA page_size") && query.next());
        page_size = query.value(0).toInt();
        BOOST_REQUIRE(query.exec("SELECT rootpage FROM sqlite_master WHERE name = 'players'") && query.next());
        players_page = query.value(0).toInt();
    }
    QSqlDatabase::removeDatabase("inspect");
    QByteArray damaged = whole;
    damaged.replace((players_page - 1) * page_size + 8, 200, QByteArray(200, '\x07'));
    const QString damaged_file = event.dir.filePath("damaged.tourney");
    writeFile(damaged_file, damaged);
    expectRefused(damaged_file, {"result", damaged_file, "1", "1", "1-0"}, {"is damaged", "nothing was changed"});
}

BOOST_AUTO_TEST_CASE(a_locked_event_file_is_named_locked) {
    FourPlayerRoundRobin event("Locked");
    mustRun({"pair", event.event});
    {
        QSqlDatabase other = QSqlDatabase::addDatabase("QSQLITE", "other-program");
        other.setDatabaseName(event.event);
        BOOST_REQUIRE(other.open());
        QSqlQuery lock(other);
        BOOST_REQUIRE(lock.exec("BEGIN EXCLUSIVE"));
        for (const QStringList& command :
             {QStringList{"standings", event.event}, {"result", event.event, "1", "1", "1-0"}}) {
            const CommandRun run = runWithLockTimeout(command, 1);
            BOOST_TEST(run.exit_code == 2);
            BOOST_TEST(run.err.contains("is locked (another program held it for 1 s; try again"), run.err);
            BOOST_TEST(!run.err.contains("not a Tourney event file"));
        }
        BOOST_REQUIRE(lock.exec("ROLLBACK"));
    }
    QSqlDatabase::removeDatabase("other-program");
    mustRun({"result", event.event, "1", "1", "1-0"});
}

BOOST_AUTO_TEST_CASE(a_read_only_event_file_is_named_read_only) {
    FourPlayerRoundRobin event("Read only");
    BOOST_REQUIRE(QFile::setPermissions(event.event, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    expectRefused(event.event, {"player", "add", event.event, "--name", "E"}, {"is read-only", "chmod u+w"});
    mustRun({"player", "list", event.event});  // reading needs no write permission
}

BOOST_AUTO_TEST_CASE(text_that_would_break_a_line_is_refused_where_it_enters) {
    FourPlayerRoundRobin event("Text");
    expectRefused(event.event, {"player", "add", event.event, "--name", "Two\nLines"},
                  {"argument --name: holds a line break at character 4"});
    expectRefused(event.event, {"player", "add", event.event, "--name", "\x1B[2JWiped"},
                  {"argument --name: holds an escape character (ESC) at character 1"});
    expectRefused(event.event, {"player", "add", event.event, "--name", "A", "--title", "G\tM"}, {"--title"});
    const QString csv = event.dir.filePath("players.csv");
    writeFile(csv, "name,rating\nGood,2000\n\"Bad\nName\",2100\n");
    expectRefused(event.event, {"player", "import", event.event, csv},
                  {"players.csv:3: field name: holds a line break at character 4"});
    writeFile(csv, QByteArray("\xFF\xFEn\0a\0m\0e\0\n\0", 12));
    expectRefused(event.event, {"player", "import", event.event, csv}, {"UTF-16"});

    const QString fresh = event.dir.filePath("fresh.tourney");
    for (const QStringList& details : {QStringList{"--name", "Open\n012 Forged"},
                                       {"--name", "Open", "--city", "Dha\tka"},
                                       {"--name", "Open", "--chief-arbiter", "A\rB"}}) {
        const CommandRun run = runTourney(QStringList{"new", fresh, "--game", "chess", "--system", "round-robin"} +
                                          details);
        BOOST_TEST(run.exit_code == 2, run.err);
        BOOST_TEST(run.err.contains("argument --"), run.err);
        BOOST_TEST(!QFile::exists(fresh));
    }
}

BOOST_AUTO_TEST_CASE(a_csv_cell_that_is_a_formula_is_written_as_text) {
    FourPlayerRoundRobin event("Formulas");
    mustRun({"player", "add", event.event, "--name", "=HYPERLINK(\"http://evil\",\"Click\")", "--rating", "2000"});
    mustRun({"player", "add", event.event, "--name", "@Smith"});
    const QString csv = mustRun({"player", "list", event.event, "--format", "csv"});
    BOOST_TEST(csv.contains("\"'=HYPERLINK(\"\"http://evil\"\",\"\"Click\"\")\""), csv);
    BOOST_TEST(csv.contains(",'@Smith,"), csv);
    BOOST_TEST(csv.contains(",2000,"), csv);
}

BOOST_AUTO_TEST_CASE(a_trf_is_refused_by_its_line_not_by_the_database) {
    QTemporaryDir dir;
    const QString trf = dir.filePath("duplicate.trf");
    writeFile(trf,
              "012 Duplicates\nXXR 3\n"
              "001    1      Alpha                             2000\n"
              "001    1      Beta                              1900\n");
    const QString event = dir.filePath("event.tourney");
    const CommandRun run = runTourney({"import", trf, event});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("duplicate.trf:4: field start rank (columns 5-8): start number 1 appears twice"),
               run.err);
    BOOST_TEST(!run.err.contains("UNIQUE"));
    BOOST_TEST(!QFile::exists(event));
    BOOST_TEST(QDir(dir.path()).entryList(QDir::Hidden | QDir::Files).filter("partial").isEmpty());
}

// `import` builds the event under a hidden partial name and renames it when complete: killed at
// any moment, it leaves either nothing or the whole event, and a retry succeeds.
BOOST_AUTO_TEST_CASE(an_interrupted_import_leaves_nothing_in_the_way) {
    const QString trf = QString(TOURNEY_FIXTURES_DIR) + "/dutch/L002_n398_r9.trf";
    QTemporaryDir dir;
    for (int delay_ms = 0; delay_ms <= 120; delay_ms += 8) {
        const QString event = dir.filePath(QString("killed-%1.tourney").arg(delay_ms));
        QProcess process;
        process.start(TOURNEY_BINARY, {"import", trf, event});
        BOOST_REQUIRE(process.waitForStarted());
        QThread::msleep(delay_ms);
        process.kill();
        process.waitForFinished();
        if (QFile::exists(event)) {
            BOOST_TEST(mustRun({"player", "list", event, "--format", "tsv"}).count('\n') == 399);  // header + 398
        } else {
            mustRun({"import", trf, event});  // the retry is not blocked
        }
    }
}
