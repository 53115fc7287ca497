// Issue 31, item 12: `tourney prize import` and `prize copy` at the command line: a prize table
// in one step, a bad line named with nothing added.
#include "tourney_process.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(item_12_a_prize_table_from_a_csv_file_and_copied_from_another_event) {
    QTemporaryDir dir;
    const QString last_year = dir.filePath("open-2025.tourney"), this_year = dir.filePath("open-2026.tourney");
    for (const QString& event : {last_year, this_year})
        mustRun({"new", event, "--name", "Dhaka Open", "--game", "chess", "--system", "swiss", "--rounds", "5",
                 "--start-date", "2026-03-01"});
    mustRun({"category", "add", last_year, "U16"});
    writeFile(dir.filePath("prizes.csv"), "name,category,amount\n1st,,5000\n2nd,,3000\nBest U16,U16,500\n");
    BOOST_TEST(mustRun({"prize", "import", last_year, dir.filePath("prizes.csv")}).contains("Added 3 prizes"));
    const QString table = mustRun({"prize", "list", last_year, "--format", "tsv"});
    BOOST_TEST(table.contains("3\tBest U16\tU16\t500"), table);

    // A line naming a category the event lacks: the file, line and field named; nothing added.
    const QByteArray before = fileBytes(this_year);
    const CommandRun refused = runTourney({"prize", "import", this_year, dir.filePath("prizes.csv")});
    BOOST_TEST(refused.exit_code != 0);
    BOOST_TEST(refused.err.contains("prizes.csv:4: field category: the event has no category U16"), refused.err);
    BOOST_TEST((fileBytes(this_year) == before));

    const QString copied = mustRun({"prize", "copy", this_year, last_year});
    BOOST_TEST(copied.contains("Copied 3 prizes and 1 new category"), copied);
    BOOST_TEST(mustRun({"prize", "list", this_year, "--format", "tsv"}) == table);
    BOOST_TEST(mustRun({"log", this_year}).contains("prize copy: 3 prizes copied from"));
}

BOOST_AUTO_TEST_CASE(item_12_copying_or_importing_a_prize_table_twice_is_refused_unless_replace) {
    QTemporaryDir dir;
    const QString last_year = dir.filePath("n.tourney"), this_year = dir.filePath("p.tourney");
    for (const QString& event : {last_year, this_year})
        mustRun({"new", event, "--name", "Dhaka Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    writeFile(dir.filePath("prizes.csv"), "name,category,amount\n1st,,5000\n2nd,,3000\n");
    mustRun({"prize", "import", last_year, dir.filePath("prizes.csv")});
    mustRun({"prize", "copy", this_year, last_year});
    const QString table = mustRun({"prize", "list", this_year, "--format", "tsv"});
    expectRefused(this_year, {"prize", "copy", this_year, last_year},
                  {"the prize table already has 1st: 5000 as prize 1", "--replace"});
    expectRefused(this_year, {"prize", "import", this_year, dir.filePath("prizes.csv")},
                  {"prizes.csv:2: field name: the prize table already has 1st: 5000 as prize 1"});
    BOOST_TEST(mustRun({"prize", "copy", this_year, last_year, "--replace"}).contains("Copied 2 prizes"));
    BOOST_TEST(mustRun({"prize", "list", this_year, "--format", "tsv"}) == table);
    BOOST_TEST(mustRun({"log", this_year}).contains("replacing the 2 prizes of the table"));
}
