// Events kept in PostgreSQL (issue 17), on a throwaway server the test starts itself: `new`
// creates the database and its tables (no prepared DDL), every command works on the address as
// on a file, a TRF imports into it, a second `new` is refused, and the password of an address
// appears in no message or output. Many events in one database, each in a schema of its own
// (issue 34): written at once, listed and served as a folder's are.
#include "app/database.h"
#include "app/sql_account_store.h"
#include "app/sql_event_store.h"
#include "concurrent_writers.h"
#include "postgresql_cluster.h"
#include "rating_list_file.h"
#include "tournament/log_chain.h"
#include "tournament/registration_form.h"
#include "tourney_process.h"
#include "web_server_process.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

static const QString kPassword = "s3cret-Pa55";

// Neither stream of any command shows the password.
static CommandRun runHidingPassword(const QStringList& arguments) {
    const CommandRun run = runTourney(arguments);
    BOOST_TEST_INFO("tourney " << arguments.join(' ').toStdString());
    BOOST_TEST(!run.out.contains(kPassword), run.out);
    BOOST_TEST(!run.err.contains(kPassword), run.err);
    return run;
}

BOOST_AUTO_TEST_CASE(an_event_lives_in_postgresql_as_in_a_file) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    QTemporaryDir dir;
    const QString event = cluster->address("spring", kPassword);
    BOOST_TEST(runHidingPassword({"new", event, "--name", "Spring", "--game", "chess", "--system", "round-robin"})
                   .out.contains("Created postgresql://tourney:***@127.0.0.1"));
    for (const char* name : {"Alpha", "Beta", "Gamma", "Delta"})
        BOOST_TEST(runHidingPassword({"player", "add", event, "--name", name}).exit_code == 0);
    BOOST_TEST(runHidingPassword({"pair", event}).exit_code == 0);
    BOOST_TEST(runHidingPassword({"result", event, "1", "1", "1-0"}).exit_code == 0);
    BOOST_TEST(runHidingPassword({"result", event, "1", "2", "1/2-1/2"}).exit_code == 0);
    const CommandRun refused = runHidingPassword({"result", event, "1", "1", "0-1"});
    BOOST_TEST(refused.exit_code == 2);
    BOOST_TEST(refused.err.contains("already has a result"));
    BOOST_TEST(runHidingPassword({"result", event, "1", "1", "0-1", "--force"}).exit_code == 0);
    BOOST_TEST(runHidingPassword({"log", event}).out.contains("1-0 replaced by 0-1"));
    BOOST_TEST(runHidingPassword({"standings", event, "--format", "tsv"}).out.contains("Beta"));

    // The same event through a TRF: exported from PostgreSQL, imported into a file and into
    // another PostgreSQL database, it reads the same.
    const QString trf = dir.filePath("spring.trf");
    BOOST_TEST(runHidingPassword({"export", event, "--trf", trf}).exit_code == 0);
    const QString copy = cluster->address("spring_copy", kPassword);
    BOOST_TEST(runHidingPassword({"import", trf, copy}).exit_code == 0);
    BOOST_TEST(mustRun({"pairings", copy, "--round", "1", "--format", "tsv"}) ==
               mustRun({"pairings", event, "--round", "1", "--format", "tsv"}));

    const CommandRun again = runHidingPassword(
        {"new", event, "--name", "Again", "--game", "chess", "--system", "round-robin"});
    BOOST_TEST(again.exit_code == 2);
    BOOST_TEST(again.err.contains("already holds the event \"Spring\""), again.err);
}

// Issue 36: the registration form's entries live in PostgreSQL as in a file (schema version 12).
BOOST_AUTO_TEST_CASE(issue36_registration_entries_live_in_postgresql) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    const QString event = cluster->address("entries", kPassword);
    mustRun({"new", event, "--name", "Entries", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    const QString closes = QDateTime::currentDateTime().addDays(1).toString("yyyy-MM-dd HH:mm");
    mustRun({"registration", event, "open", "--closes", closes});
    tourney::app::SqlEventStore store(event);
    const std::string now = QDateTime::currentDateTime().toString("yyyy-MM-dd HH:mm:ss").toStdString();
    tourney::tournament::submitEntry(store, {"Karim, Abdul", "BAN", "", "1990", "Dhaka CC"}, now);
    tourney::tournament::submitEntry(store, {"Rahman, Tania", "BAN", "", "2001", ""}, now);
    BOOST_TEST(mustRun({"registration", event, "approve", "1"}).contains("Entry 1 approved: player 1 Karim, Abdul"));
    mustRun({"registration", event, "reject", "2", "--reason", "late"});
    const tourney::Event stored = tourney::app::SqlEventStore(event).load();
    BOOST_REQUIRE(stored.entries.size() == 2u);
    BOOST_TEST((stored.entries[0].status == tourney::EntryStatus::Approved));
    BOOST_TEST(stored.entries[0].club == "Dhaka CC");
    BOOST_TEST(stored.entries[1].reason == "late");
    BOOST_TEST(stored.players.size() == 1u);
}

// Issue 37: the log is chained by hash in PostgreSQL as in a file; a line changed in the
// database directly is named by `log --verify` (exit 3).
BOOST_AUTO_TEST_CASE(issue37_the_log_chain_holds_in_postgresql_and_a_changed_line_is_found) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    const QString event = cluster->address("chained", kPassword);
    BOOST_TEST(
        runHidingPassword({"new", event, "--name", "Chained", "--game", "chess", "--system", "swiss", "--rounds", "3"})
            .exit_code == 0);
    for (const char* name : {"Alpha", "Beta", "Gamma", "Delta"})
        BOOST_TEST(runHidingPassword({"player", "add", event, "--name", name}).exit_code == 0);
    BOOST_TEST(runHidingPassword({"pair", event}).exit_code == 0);
    const CommandRun intact = runHidingPassword({"log", event, "--verify"});
    BOOST_TEST(intact.exit_code == 0);
    BOOST_TEST(intact.out.contains("the log's 5 lines are chained intact"), intact.out);
    {
        tourney::app::Database database(event, tourney::app::Database::Open::ExistingToChange);
        database.execute("UPDATE event_log SET message = 'Gamma' WHERE message LIKE '3 %'");
    }
    const CommandRun changed = runHidingPassword({"log", event, "--verify"});
    BOOST_TEST(changed.exit_code == 3);
    BOOST_TEST(changed.out.contains("line 3 of 5 breaks the chain"), changed.out);
}

BOOST_AUTO_TEST_CASE(problems_are_named_without_the_password) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    const CommandRun missing = runHidingPassword({"standings", cluster->address("no_such_event", kPassword)});
    BOOST_TEST(missing.exit_code == 2);
    BOOST_TEST(missing.err.contains("postgresql://tourney:***@127.0.0.1"), missing.err);
    BOOST_TEST(missing.err.contains("does not exist"), missing.err);
    const CommandRun no_port = runHidingPassword({"standings", "postgresql://tourney:" + kPassword + "@127.0.0.1:1/x"});
    BOOST_TEST(no_port.exit_code == 2);
    BOOST_TEST(no_port.err.contains("cannot open"), no_port.err);
    const CommandRun no_database = runHidingPassword(
        {"standings", "postgresql://tourney:" + kPassword + "@127.0.0.1/"});
    BOOST_TEST(no_database.err.contains("names no database"), no_database.err);
}

// Issue 34: the accounts of a server whose event lives in PostgreSQL are kept in its database
// (tables server_*), with the same SQL as in SQLite; a change's log line names its actor there
// too, inside the hash chain.
BOOST_AUTO_TEST_CASE(issue34_accounts_and_the_log_s_actor_live_in_postgresql_too) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    const QString event = cluster->address("federation", kPassword);
    mustRun({"new", event, "--name", "Federation", "--game", "chess", "--system", "round-robin"});
    tourney::app::SqlAccountStore accounts(tourney::app::accountsLocation(event));
    BOOST_TEST(tourney::app::accountsLocation(event) == event);
    using namespace tourney::tournament;
    addAccount(accounts, "karim", "long enough", Role::DeputyArbiter, "federation");
    appointRole(accounts, "karim", Role::ChiefArbiter, "cup");
    BOOST_TEST(accounts.account("karim")->grants.size() == 2u);
    BOOST_CHECK_THROW(signIn(accounts, "karim", "wrong password", "10.0.0.1", 1000, {}), NotSignedIn);
    const SignedIn in = signIn(accounts, "karim", "long enough", "10.0.0.1", 1001, {});
    BOOST_TEST(sessionActor(accounts, in.session_id, 1002, {})->name == "karim");
    signOut(accounts, in.session_id);
    BOOST_TEST(!sessionActor(accounts, in.session_id, 1003, {}).has_value());

    tourney::app::SqlEventStore(event, nullptr, "karim").update([](tourney::Event&, EventLog& log) {
        log.add("note", Message("a line by an account"));
    });
    const std::vector<LogEntry> log = tourney::app::SqlEventStore(event).readLog();
    BOOST_REQUIRE(!log.empty());
    BOOST_TEST(log.back().actor == "karim");
    BOOST_TEST(verifyLogChain(log).holds());
}

namespace {

// The results a 32-player round robin's round 1 gets in `event`, board by board: `shift` makes
// two events' results differ, so that a result stored in the wrong event shows.
QString shiftedResult(int board, int shift) { return resultFor(board + shift); }

// Two events of one database, their round 1 paired, and all 32 results entered at once by 32
// processes, half in each: every writer succeeds, and each event holds its own results and log.
void twoEventsWrittenAtOnce(const QString& first, const QString& second, const QTemporaryDir& dir) {
    newThirtyTwoPlayerEvent(first, dir);
    newThirtyTwoPlayerEvent(second, dir);
    mustRun({"pair", first});
    mustRun({"pair", second});
    const int first_log = logLines(first), second_log = logLines(second);
    std::vector<QStringList> commands;
    for (int board = 1; board <= 16; ++board) {
        commands.push_back({"result", first, "1", QString::number(board), shiftedResult(board, 0)});
        commands.push_back({"result", second, "1", QString::number(board), shiftedResult(board, 1)});
    }
    const std::vector<CommandRun> runs = runAtOnce(commands);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        BOOST_TEST_INFO("tourney " << commands[i].join(' ').toStdString() << "\n" << runs[i].err.toStdString());
        BOOST_TEST(runs[i].exit_code == 0);
    }
    int shift = 0;
    for (const QString& event : {first, second}) {
        const std::vector<PairingLine> stored = pairingsTsv(event, 1);
        BOOST_REQUIRE_EQUAL(stored.size(), 16u);
        for (const PairingLine& game : stored) {
            BOOST_TEST_INFO("event " << shift << " board " << game.board);
            BOOST_TEST(game.result == shiftedResult(game.board, shift));
        }
        ++shift;
    }
    BOOST_TEST(logLines(first) - first_log == 16);
    BOOST_TEST(logLines(second) - second_log == 16);
}

}  // namespace

// Issue 34: postgresql://.../DATABASE/EVENT keeps the event in the schema EVENT of DATABASE. Two
// events of one database are made and written by many processes at once without touching each
// other; a writer of one waits for no writer of the other (the write lock is the event's); a
// TRF exports and imports there; the accounts are the database's, whichever event names it.
BOOST_AUTO_TEST_CASE(issue34_many_events_live_in_one_database_each_in_a_schema_of_its_own) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    QTemporaryDir dir;
    const QString database = cluster->address("federation_many", kPassword);
    const QString spring = database + "/spring", autumn = database + "/autumn-cup";
    twoEventsWrittenAtOnce(spring, autumn, dir);
    {
        tourney::app::Database whole(database, tourney::app::Database::Open::WholeDatabase);
        BOOST_TEST(whole.eventSchemas() == (QStringList{"autumn-cup", "spring"}));
        BOOST_TEST(!whole.hasTable("schema_version"));  // nothing in the database's own schema
    }
    // A writer of spring holds its lock: autumn-cup's writers go on, spring's wait and give up.
    {
        tourney::app::Database holder(spring, tourney::app::Database::Open::ExistingToChange);
        holder.transaction([&] {
            qputenv("TOURNEY_LOCK_TIMEOUT", "1");
            BOOST_TEST(runHidingPassword({"result", autumn, "1", "1", "0-1", "--force"}).exit_code == 0);
            const CommandRun waited = runHidingPassword({"result", spring, "1", "1", "0-1", "--force"});
            qunsetenv("TOURNEY_LOCK_TIMEOUT");
            BOOST_TEST(waited.exit_code == 2);
            BOOST_TEST(waited.err.contains("/federation_many/spring: is locked"), waited.err);
        });
    }
    BOOST_TEST(runHidingPassword({"standings", spring, "--format", "tsv"}).out.contains("Player 1"));

    const QString trf = dir.filePath("spring.trf");
    BOOST_TEST(runHidingPassword({"export", spring, "--trf", trf}).exit_code == 0);
    const QString copy = database + "/spring_copy";
    BOOST_TEST(runHidingPassword({"import", trf, copy}).out.contains("/federation_many/spring_copy"));
    BOOST_TEST(mustRun({"pairings", copy, "--round", "1", "--format", "tsv"}) ==
               mustRun({"pairings", spring, "--round", "1", "--format", "tsv"}));
    const CommandRun again = runHidingPassword(
        {"new", spring, "--name", "Again", "--game", "chess", "--system", "round-robin"});
    BOOST_TEST(again.exit_code == 2);
    BOOST_TEST(again.err.contains("already holds the event \"Concurrent Open\""), again.err);

    // One set of accounts for the database, whichever of its events an address names.
    BOOST_TEST(tourney::app::accountsLocation(spring) == database);
    tourney::app::SqlAccountStore accounts(tourney::app::accountsLocation(autumn));
    tourney::tournament::addAccount(accounts, "rahim", "long enough", tourney::tournament::Role::ChiefArbiter,
                                    "spring");
    BOOST_TEST(tourney::app::SqlAccountStore(database).account("rahim").has_value());
    for (const QString& server : {database, spring, autumn})
        BOOST_TEST(runHidingPassword({"user", "list", "rahim", "--server", server}).out == "chief-arbiter\tspring\n");
}

// Issue 34: an event's name in a database follows the rule of an event file's id on a server,
// and PostgreSQL's own (at most 63, no schema of its own); a refusal names it and makes nothing.
// A database holds events of their own schemas or one event in its own schema, never both, and
// the old address of one event per database works as before.
BOOST_AUTO_TEST_CASE(issue34_a_database_s_event_names_and_layouts_are_checked) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    const QString database = cluster->address("named_events", kPassword);
    const QStringList settings{"--name", "Named", "--game", "chess", "--system", "round-robin"};
    for (const QString& bad : {QString("bad.name"), QString("pg_catalog2"), QString("public"), QString(64, 'x'),
                               QString("x%22%3B%20DROP%20SCHEMA%20public")}) {
        const CommandRun refused = runHidingPassword(QStringList{"new", database + "/" + bad} + settings);
        BOOST_TEST(refused.exit_code == 2, bad);
        BOOST_TEST(refused.err.contains("cannot name an event in a PostgreSQL database"), refused.err);
    }
    mustRun(QStringList{"new", database + "/good"} + settings);
    {
        tourney::app::Database whole(database, tourney::app::Database::Open::WholeDatabase);
        BOOST_TEST(whole.eventSchemas() == QStringList{"good"});  // the refused made no schema
    }
    const CommandRun one_event = runHidingPassword(QStringList{"new", database} + settings);
    BOOST_TEST(one_event.exit_code == 2);
    BOOST_TEST(one_event.err.contains("holds events of their own schemas"), one_event.err);
    const CommandRun read_whole = runHidingPassword({"standings", database});
    BOOST_TEST(read_whole.exit_code == 2);
    BOOST_TEST(read_whole.err.contains("DATABASE/EVENT: good"), read_whole.err);
    BOOST_TEST(runHidingPassword({"standings", database + "/other"}).err.contains("no such event"));
    const CommandRun deeper = runHidingPassword({"standings", database + "/good/more"});
    BOOST_TEST(deeper.err.contains("names no database"), deeper.err);

    // The old layout: one event in a database's own schema, and nothing beside it.
    const QString old = cluster->address("one_event_db", kPassword);
    mustRun(QStringList{"new", old} + settings);
    mustRun({"player", "add", old, "--name", "Alpha"});
    BOOST_TEST(mustRun({"player", "list", old}).contains("Alpha"));
    const CommandRun beside = runHidingPassword(QStringList{"new", old + "/beside"} + settings);
    BOOST_TEST(beside.exit_code == 2);
    BOOST_TEST(beside.err.contains("holds one event in its own schema"), beside.err);
}

namespace {

// GET `path` of the server as JSON.
QJsonDocument jsonAt(int port, const std::string& path) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(http(port, "GET", path).body));
}

QStringList listedIds(int port) {
    QStringList ids;
    for (const QJsonValue& event : jsonAt(port, "/api/events").array()) ids << event.toObject().value("id").toString();
    return ids;
}

}  // namespace

// Issue 34: `tourney serve postgresql://.../DATABASE` serves the database's events as a folder's:
// the index and GET /api/events list them, each has its pages and API under its id, a result
// posted reaches its event alone, POST /api/events makes a new schema, and a name PostgreSQL
// cannot take is refused naming the field. A database of one event is served as one event.
BOOST_AUTO_TEST_CASE(issue34_a_database_of_events_is_served_as_a_folder_is) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    QTemporaryDir dir;
    const QString database = cluster->address("served_events");
    newThirtyTwoPlayerEvent(database + "/open", dir);
    mustRun({"pair", database + "/open"});
    mustRun(
        {"new", database + "/rapid", "--name", "Rapid", "--game", "draughts", "--system", "swiss", "--rounds", "5"});
    const QString rapid_log = mustRun({"log", database + "/rapid"});
    Server server(database, dir.path());
    BOOST_TEST(listedIds(server.port) == (QStringList{"open", "rapid"}));
    const std::string index = http(server.port, "GET", "/events/").body;
    BOOST_TEST(index.find("href=\"/events/open/\"") != std::string::npos, index);
    BOOST_TEST(index.find("href=\"/events/rapid/\"") != std::string::npos, index);
    for (const char* path :
         {"/events/open/", "/events/open/rounds/1", "/events/open/standings", "/events/open/pdf/pairings",
          "/api/events/open/rounds/1", "/api/events/rapid", "/feed/open/rounds/1.trf", "/app/"})
        BOOST_TEST(http(server.port, "GET", path).status == 200, path);
    BOOST_TEST(http(server.port, "GET", "/events/nothing/").status == 404);
    BOOST_TEST(http(server.port, "GET", "/").status == 303);  // to the application, as a folder's

    const std::vector<std::string> arbiter{std::string("Authorization: Bearer ") + Server::kToken,
                                           "Content-Type: application/json"};
    BOOST_TEST(
        http(server.port, "POST", "/api/events/open/rounds/1/boards/2/result", R"({"result":"1-0"})", arbiter).status ==
        200);
    BOOST_TEST(pairingsTsv(database + "/open", 1)[1].result == "1-0");
    BOOST_TEST(mustRun({"log", database + "/rapid"}) == rapid_log);  // the other event untouched

    const HttpAnswer created = http(server.port, "POST", "/api/events",
                                    R"({"id": "winter", "name": "Winter", "game": "chess", "system": "round-robin"})",
                                    arbiter);
    BOOST_TEST(created.status == 201, created.body);
    BOOST_TEST(listedIds(server.port) == (QStringList{"open", "rapid", "winter"}));
    BOOST_TEST(mustRun({"player", "add", database + "/winter", "--name", "Alpha"}).contains("Alpha"));
    BOOST_TEST(jsonAt(server.port, "/api/events/winter").object().value("name").toString() == "Winter");
    for (const char* id : {"pg_winter", "public", "winter.2"}) {
        const HttpAnswer refused = http(
            server.port, "POST", "/api/events",
            R"({"id": ")" + std::string(id) + R"(", "name": "W", "game": "chess", "system": "round-robin"})", arbiter);
        BOOST_TEST(refused.status == 400, id);
        BOOST_TEST(
            QJsonDocument::fromJson(QByteArray::fromStdString(refused.body)).object().value("field").toString() == "id",
            refused.body);
    }
    BOOST_TEST(listedIds(server.port).size() == 3);

    // The layout of old, one event in the database's own schema, is served as one event.
    const QString old = cluster->address("served_one_event");
    mustRun({"new", old, "--name", "Alone", "--game", "chess", "--system", "round-robin"});
    QTemporaryDir alone_dir;
    Server alone(old, alone_dir.path());
    BOOST_TEST(http(alone.port, "GET", "/").status == 200);
    BOOST_TEST(jsonAt(alone.port, "/api/event").object().value("name").toString() == "Alone");
    BOOST_TEST(listedIds(alone.port) == QStringList{"served_one_event"});
}

// The player registry of a database of events (issue 34): in a schema of its own beside the
// events', found with its accents and typos forgiven as in SQLite, a bad list storing nothing,
// and an event of the database registering its players from it.
BOOST_AUTO_TEST_CASE(a_database_of_events_keeps_one_player_registry_beside_them) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    QTemporaryDir dir;
    const QString database = cluster->address("registered", kPassword), event = database + "/open";
    mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    const QString list = dir.filePath("players_list_foa.txt");
    writeFile(list, QByteArray(kFoaHeader) +
                        QByteArray::fromStdString(
                            foaLine({"1503014", "Carlsen, Magnus", "NOR", "M", "GM", 2833, 2823, 2886, 1990}) +
                            foaLine({"10005555", "Rahman, Ziaur", "BAN", "M", "GM", 2450, 2400, 2380, 1974})));
    BOOST_TEST(runHidingPassword({"registry", "import", list, "--fide", "--month", "2026-03", "--server", database})
                   .out.contains("Imported 2 players"));
    writeFile(dir.filePath("bcf.csv"), "national_id,name,fide_id\nBAN-001,\"Rahmân, Ziaur\",10005555\n");
    mustRun({"registry", "import", dir.filePath("bcf.csv"), "--national", "--server", event});
    const QString bad = dir.filePath("bad.txt");
    writeFile(bad, QByteArray(kFoaHeader) + QByteArray::fromStdString(
                                                foaLine({"7777777", "New, Player", "BAN", "X", "", 1500, 0, 0, 2000})));
    BOOST_TEST(runHidingPassword({"registry", "import", bad, "--fide", "--month", "2026-04", "--server", database})
                   .exit_code == 2);
    for (const char* query : {"magnus carlsen", "Carlsn", "rahman", "ziaur RAHMAN"})
        BOOST_TEST(mustRun({"registry", "search", query, "--format", "tsv", "--server", database}).count('\n') == 2,
                   query);
    BOOST_TEST(runTourney({"registry", "show", "7777777", "--server", database}).exit_code == 2);
    mustRun({"player", "add", event, "--registry", "N:BAN-001"});
    BOOST_TEST(
        mustRun({"player", "list", event, "--format", "tsv"}).contains("Rahmân, Ziaur\t2450\tGM\tBAN\t10005555"));
    // The registry's schema is no event's: the database still lists its one event.
    tourney::app::Database whole(database, tourney::app::Database::Open::WholeDatabase);
    BOOST_TEST(whole.eventSchemas() == QStringList{"open"});
}
