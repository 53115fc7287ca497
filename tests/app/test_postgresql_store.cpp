// Events kept in PostgreSQL (issue 17), on a throwaway server the test starts itself: `new`
// creates the database and its tables (no prepared DDL), every command works on the address as
// on a file, a TRF imports into it, a second `new` is refused, and the password of an address
// appears in no message or output. Many events in one database, each in a schema of its own
// (issue 34): written at once, listed and served as a folder's are, by two servers behind nginx at once.
#include "app/database.h"
#include "app/sql_account_store.h"
#include "app/sql_event_store.h"
#include "change_stream.h"
#include "concurrent_writers.h"
#include "nginx_proxy.h"
#include "postgresql_cluster.h"
#include "rating_list_file.h"
#include "tournament/log_chain.h"
#include "tournament/registration_form.h"
#include "tourney_process.h"
#include "web_server_process.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>
#include <chrono>
#include <thread>

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

// Issue 34: an event of a database archived, restored and deleted, as in a folder: archived, a
// write is refused naming it and its schema stays as it was; deleted (over HTTP by the token's
// holder, or at the terminal), its schema is dropped with everything in it, the other events stay,
// and the server's log in the database's schema public keeps the deletion.
BOOST_AUTO_TEST_CASE(issue34_an_event_of_a_database_is_archived_restored_and_deleted) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    QTemporaryDir dir;
    const QString database = cluster->address("retired_events");
    newThirtyTwoPlayerEvent(database + "/open", dir);
    mustRun({"pair", database + "/open"});
    mustRun({"new", database + "/rapid", "--name", "Rapid", "--game", "chess", "--system", "swiss", "--rounds", "5"});

    BOOST_TEST(mustRun({"archive", database + "/open", "--force"}).contains("archived"));
    const QString log = mustRun({"log", database + "/open"});
    const QString pending = pairingsTsv(database + "/open", 1)[0].result;
    const CommandRun refused = runTourney({"result", database + "/open", "1", "1", "1-0"});
    BOOST_TEST(refused.exit_code == 2);
    BOOST_TEST(refused.err.contains("is archived: it is read-only until an organiser restores it"), refused.err);
    BOOST_TEST(pairingsTsv(database + "/open", 1)[0].result == pending);
    BOOST_TEST(mustRun({"log", database + "/open"}) == log);

    Server server(database, dir.path());
    const std::vector<std::string> arbiter{std::string("Authorization: Bearer ") + Server::kToken,
                                           "Content-Type: application/json"};
    const HttpAnswer by_http = http(server.port, "POST", "/api/events/open/rounds/1/boards/1/result",
                                    R"({"result":"1-0"})", arbiter);
    BOOST_TEST(by_http.status == 409, by_http.body);
    BOOST_TEST(http(server.port, "GET", "/api/events/open/rounds/1").status == 200);
    BOOST_TEST(http(server.port, "POST", "/api/events/open/restore", "{}", arbiter).status == 200);
    BOOST_TEST(
        http(server.port, "POST", "/api/events/open/rounds/1/boards/1/result", R"({"result":"1-0"})", arbiter).status ==
        200);

    BOOST_TEST(http(server.port, "DELETE", "/api/events/open", {}, arbiter).status == 409);  // running: confirm
    const HttpAnswer deleted = http(server.port, "DELETE", "/api/events/open", R"({"force":true})", arbiter);
    BOOST_TEST(deleted.status == 200, deleted.body);
    BOOST_TEST(listedIds(server.port) == QStringList{"rapid"});
    BOOST_TEST(http(server.port, "GET", "/api/events/open").status == 404);
    BOOST_TEST(runTourney({"log", database + "/open"}).exit_code != 0);
    // Never paired, it goes at the terminal without confirmation.
    BOOST_TEST(mustRun({"delete", database + "/rapid"}).contains("deleted"));
    BOOST_TEST(listedIds(server.port).isEmpty());
    const std::vector<tourney::tournament::ServerLogLine> lines =
        tourney::app::SqlAccountStore(tourney::app::accountsLocation(database)).serverLog();
    BOOST_REQUIRE(lines.size() == 2u);
    BOOST_TEST(lines[0].event == "open");
    BOOST_TEST(lines[0].actor == "arbiter (token)");
    BOOST_TEST(lines[1].event == "rapid");
}

namespace {

const std::vector<std::string> kArbiter{std::string("Authorization: Bearer ") + Server::kToken,
                                        "Content-Type: application/json"};

// A database of events whose event "open" (a Swiss of `players` players, round 1 paired) two
// `tourney serve` processes serve at once, with nginx in front of them as docs/federation.md
// sets it up. nginx is their --proxy, so that its connections are not limited as one client's:
// two would be, here, far fewer than the writes sent at once.
struct TwoServersBehindNginx {
    QTemporaryDir dir, first_dir, second_dir;
    QString database, event;
    std::unique_ptr<Server> first, second;
    std::unique_ptr<NginxProxy> nginx;

    TwoServersBehindNginx(const PostgresqlCluster& cluster, const QString& name, int players)
        : database(cluster.address(name)), event(database + "/open") {
        QByteArray csv = "name,rating\n";
        for (int i = 1; i <= players; ++i)
            csv += "Player " + QByteArray::number(i) + "," + QByteArray::number(2400 - i) + "\n";
        writeFile(dir.filePath("players.csv"), csv);
        mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
        mustRun({"player", "import", event, dir.filePath("players.csv")});
        mustRun({"pair", event});
        const QStringList options{"--proxy", "127.0.0.1", "--max-connections-per-client", "2"};
        first = std::make_unique<Server>(database, first_dir.path(), options);
        second = std::make_unique<Server>(database, second_dir.path(), options);
        nginx = std::make_unique<NginxProxy>(std::vector<int>{first->port, second->port});
    }
};

// The result of each board of round 1 posted twice at once through nginx (which sends
// requests to its servers in turn), on `threads` threads: the statuses, by board.
std::map<int, std::vector<int>> everyResultPostedTwice(int port, int boards, int threads) {
    std::vector<int> posts;
    for (int board = 1; board <= boards; ++board) posts.insert(posts.end(), {board, board});
    std::vector<std::vector<std::pair<int, int>>> answered(threads);
    std::atomic<std::size_t> next{0};
    std::vector<std::thread> posting;
    for (int thread = 0; thread < threads; ++thread)
        posting.emplace_back([&, thread] {
            for (std::size_t at; (at = next++) < posts.size();) {
                const int board = posts[at];
                const std::string body = R"({"result": ")" + resultFor(board).toStdString() + R"("})";
                const std::string path = "/api/events/open/rounds/1/boards/" + std::to_string(board) + "/result";
                answered[thread].emplace_back(board, http(port, "POST", path, body, kArbiter).status);
            }
        });
    for (std::thread& thread : posting) thread.join();
    std::map<int, std::vector<int>> statuses;
    for (const auto& by_thread : answered)
        for (const auto& [board, status] : by_thread) statuses[board].push_back(status);
    return statuses;
}

}  // namespace

// Issue 34, several processes on one database behind a load balancer: 100 results posted at
// once through nginx, each board's twice, half of them to each server. Each board's result is
// stored once: one post of the two is taken (200), the other told the board has a result (409),
// whichever process each reached, and the log has one line a board. Afterwards the two servers
// answer alike, to the byte and with the same ETag, though each kept answers of its own.
BOOST_AUTO_TEST_CASE(issue34_two_servers_behind_nginx_store_every_write_once_and_answer_alike) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    TwoServersBehindNginx federation(*cluster, "behind_nginx", 100);
    const int boards = 50;
    // Both servers read and keep the answers of the event before the writes.
    for (const Server* server : {federation.first.get(), federation.second.get()})
        BOOST_TEST(http(server->port, "GET", "/api/events/open/rounds/1").status == 200);

    const std::map<int, std::vector<int>> statuses = everyResultPostedTwice(federation.nginx->port(), boards, 16);
    BOOST_REQUIRE_EQUAL(statuses.size(), std::size_t(boards));
    for (const auto& [board, answers] : statuses) {
        BOOST_TEST_INFO("board " << board << ": " << answers.front() << ", " << answers.back());
        BOOST_TEST(((answers == std::vector{200, 409}) || (answers == std::vector{409, 200})));
    }
    const std::map<int, int> by_server = federation.nginx->answeredBy("POST");
    BOOST_TEST(by_server.size() == 2u);
    for (const auto& [port, posts] : by_server) BOOST_TEST_MESSAGE("server on " << port << ": " << posts << " posts");
    for (const Server* server : {federation.first.get(), federation.second.get()}) {
        const auto answered = by_server.find(server->port);
        BOOST_TEST((answered != by_server.end() && answered->second >= boards / 2), "server on " << server->port);
    }
    const std::vector<PairingLine> stored = pairingsTsv(federation.event, 1);
    BOOST_REQUIRE_EQUAL(stored.size(), std::size_t(boards));
    for (const PairingLine& game : stored) BOOST_TEST(game.result == resultFor(game.board), "board " << game.board);
    const QString log = mustRun({"log", federation.event});
    BOOST_TEST(log.count("] result: round 1 board ") == boards, log);
    for (int board = 1; board <= boards; ++board)
        BOOST_TEST(log.count(QString("] result: round 1 board %1: ").arg(board)) == 1, "board " << board);

    for (const char* path : {"/api/events/open/rounds/1", "/api/events/open/standings", "/api/events/open/crosstable",
                             "/events/open/standings", "/feed/open/rounds/1.trf", "/feed/open/event.trf"}) {
        const HttpAnswer first = http(federation.first->port, "GET", path);
        const HttpAnswer second = http(federation.second->port, "GET", path);
        const HttpAnswer proxied = http(federation.nginx->port(), "GET", path);
        BOOST_TEST_INFO(path);
        BOOST_TEST(first.status == 200);
        BOOST_TEST(first.body == second.body);
        BOOST_TEST(proxied.body == first.body);
        BOOST_TEST(headerValue(first, "ETag") == headerValue(second, "ETag"));
    }
    BOOST_TEST(http(federation.first->port, "GET", "/api/events/open/rounds/1").body.find("\"1-0\"") !=
               std::string::npos);
}

// Issue 34: a page following the event on one server learns of a write made through the other
// within about a second (each server reads the event's revision twice a second), and a stream
// opened through nginx is passed on as it is written, for writes through either server.
BOOST_AUTO_TEST_CASE(issue34_a_write_through_one_server_reaches_the_streams_of_the_other) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    TwoServersBehindNginx federation(*cluster, "streams_behind_nginx", 8);
    ChangeStream on_first(federation.first->port, "open");
    ChangeStream through_nginx(federation.nginx->port(), "open");
    const long long start = on_first.nextRevision();
    BOOST_TEST(start >= 0);
    BOOST_TEST(through_nginx.nextRevision() == start);

    const auto posted = std::chrono::steady_clock::now();
    BOOST_TEST(http(federation.second->port, "POST", "/api/events/open/rounds/1/boards/1/result",
                    R"({"result": "1-0"})", kArbiter)
                   .status == 200);
    BOOST_TEST(on_first.nextRevision() == start + 1);
    const auto told_after = std::chrono::steady_clock::now() - posted;
    BOOST_TEST_MESSAGE("told on the other server after "
                       << std::chrono::duration_cast<std::chrono::milliseconds>(told_after).count() << " ms");
    // Twice a second, with room for a slow machine (the sanitizers' build).
    BOOST_TEST(told_after < std::chrono::seconds(5),
               std::chrono::duration_cast<std::chrono::milliseconds>(told_after).count() << " ms");
    BOOST_TEST(through_nginx.nextRevision() == start + 1);

    BOOST_TEST(http(federation.first->port, "POST", "/api/events/open/rounds/1/boards/2/result", R"({"result": "0-1"})",
                    kArbiter)
                   .status == 200);
    BOOST_TEST(through_nginx.nextRevision() == start + 2);
    BOOST_TEST(on_first.nextRevision() == start + 2);
}

// Issue 34: an account's session and its failed sign-ins are kept in the database, not in a
// server: signed in on one server, the session writes through the other; signed out on the
// other, it is refused on the first. Failures counted by either server lock the account out on
// both (5 in 15 minutes from one address, tournament/accounts.h), for the reader's address
// that the proxy (nginx, whose address the test's requests come from) names in X-Real-IP.
BOOST_AUTO_TEST_CASE(issue34_sessions_and_failed_sign_ins_hold_on_every_server_of_a_database) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    TwoServersBehindNginx federation(*cluster, "sessions_behind_nginx", 8);
    addAccount(federation.database, "karim", "deputy-arbiter", "open", "karim's password");
    addAccount(federation.database, "nusrat", "deputy-arbiter", "open", "nusrat's password");
    const int first = federation.first->port, second = federation.second->port;
    const auto sign_in = [](int port, const std::string& name, const std::string& password,
                            const std::string& reader = "192.0.2.1") {
        return http(port, "POST", "/api/login", R"({"name":")" + name + R"(","password":")" + password + R"("})",
                    {"Content-Type: application/json", "X-Real-IP: " + reader});
    };
    const HttpAnswer signed_in = sign_in(first, "karim", "karim's password");
    BOOST_REQUIRE_EQUAL(signed_in.status, 200);
    const std::string set_cookie = headerValue(signed_in, "Set-Cookie");
    const std::string cookie = "Cookie: " + set_cookie.substr(0, set_cookie.find(';'));
    const auto from = [](int port) { return "Origin: http://127.0.0.1:" + std::to_string(port); };
    BOOST_TEST(http(second, "POST", "/api/events/open/rounds/1/boards/1/result", R"({"result":"1-0"})",
                    {cookie, from(second), "Content-Type: application/json"})
                   .status == 200);
    BOOST_TEST(mustRun({"log", federation.event}).contains("[karim] result: round 1 board 1: 1-0"));
    BOOST_TEST(http(second, "POST", "/api/logout", {}, {cookie, from(second)}).status == 200);
    BOOST_TEST(http(first, "POST", "/api/events/open/rounds/1/boards/2/result", R"({"result":"1-0"})",
                    {cookie, from(first), "Content-Type: application/json"})
                   .status == 401);

    for (int attempt = 0; attempt < 5; ++attempt)
        BOOST_TEST(sign_in(attempt % 2 ? first : second, "nusrat", "not her password").status == 401);
    for (int port : {first, second}) BOOST_TEST(sign_in(port, "nusrat", "nusrat's password").status == 429);
    BOOST_TEST(sign_in(second, "karim", "karim's password").status == 200);  // another account is not held
    // Another reader behind the same proxy is not held either.
    BOOST_TEST(sign_in(first, "nusrat", "nusrat's password", "192.0.2.2").status == 200);
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
