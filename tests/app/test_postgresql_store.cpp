// Events kept in PostgreSQL (issue 17), on a throwaway server the test starts itself: `new`
// creates the database and its tables (no prepared DDL), every command works on the address as
// on a file, a TRF imports into it, a second `new` is refused, and the password of an address
// appears in no message or output.
#include "app/database.h"
#include "postgresql_cluster.h"
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
