// Events kept in PostgreSQL (issue 17), on a throwaway server the test starts itself: `new`
// creates the database and its tables (no prepared DDL), every command works on the address as
// on a file, a TRF imports into it, a second `new` is refused, and the password of an address
// appears in no message or output.
#include "app/database.h"
#include "app/sql_account_store.h"
#include "app/sql_event_store.h"
#include "postgresql_cluster.h"
#include "tournament/log_chain.h"
#include "tourney_process.h"

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
