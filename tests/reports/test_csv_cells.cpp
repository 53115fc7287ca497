// CSV for spreadsheets (issue 17): a cell a spreadsheet would run as a formula is written as
// text, with a leading apostrophe as OWASP advises; numbers keep their sign; RFC 4180 quoting
// still applies to what is written. And JSON of a table kept with its sparse columns by the
// cells they have is that of the whole table.
#include "reports/table_formats.h"
#include "sample_events.h"
#include "tournament/crosstable_report.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::reports;

BOOST_AUTO_TEST_CASE(formulas_are_written_as_text) {
    BOOST_TEST(csvField("=HYPERLINK(\"http://x\",\"y\")") == "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
    BOOST_TEST(csvField("=1+1") == "'=1+1");
    BOOST_TEST(csvField("+1+1") == "'+1+1");
    BOOST_TEST(csvField("-2+3") == "'-2+3");
    BOOST_TEST(csvField("@SUM(A1)") == "'@SUM(A1)");
    BOOST_TEST(csvField("\t=1") == "'\t=1");
    BOOST_TEST(csvField("\r=1") == "\"'\r=1\"");
    // Forfeit results begin with a sign a spreadsheet would try to compute.
    BOOST_TEST(csvField("+/-") == "'+/-");
    BOOST_TEST(csvField("-/+") == "'-/+");
    BOOST_TEST(csvField("-") == "'-");
}

BOOST_AUTO_TEST_CASE(numbers_and_plain_text_are_kept) {
    for (const char* kept : {"-1", "+2.5", "0.5", "2400", "-0.25", "", "Karim, Nadia", "O'Brien", "1-0", "a=b"})
        BOOST_TEST(csvField(kept) ==
                   (std::string(kept).find(',') == std::string::npos ? kept : "\"" + std::string(kept) + "\""));
    BOOST_TEST(csvField("-.5") == "-.5");
    BOOST_TEST(csvField("-1.") == "'-1.");  // not a number as written here: no digit after the point
    BOOST_TEST(csvField("-1e5") == "'-1e5");
}

BOOST_AUTO_TEST_CASE(the_table_neutralises_every_cell_and_header) {
    tournament::Table table;
    table.columns = {{"name"}, {"points"}};
    table.rows = {{{"=cmd|' /C calc'!A0"}, {"-1½"}}, {{"@Smith"}, {"-1"}}};
    BOOST_TEST(csvTable(table) == "name,points\n'=cmd|' /C calc'!A0,-1.5\n'@Smith,-1\n");
}

// Issue 33: a table kept with its sparse columns by the cells they have (a crosstable's grid)
// is written as JSON byte for byte as its dense form: keys in order, a sparse cell that is
// empty (the shaded diagonal) left out, a key named twice keeping the last, groups kept whole.
BOOST_AUTO_TEST_CASE(a_sparse_table_is_written_as_its_dense_form) {
    tournament::SparseTable sparse;
    tournament::Table& table = sparse.table;
    table.columns = {{"No"}, {"1"}, {"2"}, {"10"}, {"Name"}, {"BH"}, {"SB"}, {"2"}};
    for (const std::size_t c : {1u, 2u, 3u}) table.columns[c].sparse = true;
    table.columns[5].group = table.columns[6].group = "tiebreaks";
    table.columns[5].kind = table.columns[6].kind = tournament::ValueKind::Number;
    table.groups = {"tiebreaks"};
    table.rows = {{{"1"}, {"Rahman, \"Tanvir\""}, {"4½"}, {"3"}, {"x"}}, {{"2"}, {"Sen"}, {""}, {""}, {""}}};
    tournament::Cell diagonal;
    diagonal.shaded = true;
    sparse.sparse = {{{1, diagonal}, {3, {"w1"}}}, {{2, {"b0 w½"}}}};
    BOOST_TEST(jsonTable(sparse) == jsonTable(sparse.dense()));
    BOOST_TEST(sparse.dense().rows[0][1].shaded);
    BOOST_TEST(sparse.dense().rows[0][3].text == "w1");
    BOOST_TEST(jsonTable(sparse).find("\"10\": \"w1\"") != std::string::npos, jsonTable(sparse));
}

// The crosstable of a Swiss event and of a double round robin (two games in a cell): the same
// JSON from the grid kept by the games met as from the n x n table, after every round or fewer,
// and with the standings given as with the standings computed.
BOOST_AUTO_TEST_CASE(a_crosstable_kept_by_the_games_met_is_the_whole_table) {
    Event double_round = testing::roundRobinEvent(8, 7);
    Round again = double_round.rounds[0];
    again.number = 8;
    for (Game& game : again.games) std::swap(game.seats[0], game.seats[1]);
    double_round.rounds.push_back(again);
    double_round.planned_rounds = 14;
    for (const Event& event : {testing::swissEvent(), double_round})
        for (const int after : {0, 3}) {
            const std::string whole = jsonTable(tournament::crosstableReport(event, after));
            BOOST_TEST(jsonTable(tournament::crosstableGrid(event, after)) == whole, event.info.name << " " << after);
            const std::vector<Standing> standings = computeStandings(event);
            BOOST_TEST(jsonTable(tournament::crosstableGrid(event, 0, &standings)) ==
                       jsonTable(tournament::crosstableReport(event, 0)));
        }
    BOOST_TEST(jsonTable(tournament::crosstableGrid(double_round, 0)).find(" b") != std::string::npos);
}
