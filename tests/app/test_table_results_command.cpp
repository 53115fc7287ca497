// Results at tables of four through `tourney result`: game points per seat or a record that the
// Chaturaji engine replays; placement points, shared places, forfeits and byes worked out by
// hand; and every kind of bad input refused with the event file left as it was.
#include "table_event.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>

using namespace tourney::testing;

namespace {

// Standings as start number -> the cells of its row, by header.
std::map<int, std::map<QString, QString>> standings(const QString& event) {
    const QStringList lines = mustRun({"standings", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    const QStringList header = lines.first().split('\t');
    std::map<int, std::map<QString, QString>> rows;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split('\t');
        std::map<QString, QString>& row = rows[cells[header.indexOf("start")].toInt()];
        for (int c = 0; c < header.size(); ++c) row[header[c]] = cells.value(c);
    }
    return rows;
}

}  // namespace

BOOST_AUTO_TEST_CASE(placement_points_ties_forfeits_and_byes_match_the_hand_worked_example) {
    // Nine players, Swiss, placement 3-2-1-0, a bye worth their mean, 1.5. Round 1 spreads the
    // eight who play over the two tables (issue 31 item 9): 1, 3, 5, 7 at table 1 and 2, 4, 6, 8
    // at table 2, seated in that order; 9, the lowest, has the bye.
    TableEvent e(9, {"--system", "swiss", "--rounds", "3"});
    mustRun({"pair", e.event});
    const std::vector<TableLine> lines = tablesTsv(e.event, 1);
    BOOST_REQUIRE_EQUAL(lines.size(), 3u);
    BOOST_TEST((lines[0].seats == std::array<int, 4>{1, 3, 5, 7}));
    BOOST_TEST((lines[1].seats == std::array<int, 4>{2, 4, 6, 8}));
    BOOST_TEST(lines[2].table == 0);
    BOOST_TEST((lines[2].seats == std::array<int, 4>{9, 0, 0, 0}));
    BOOST_TEST(lines[2].result == "U");
    // Table 1: Red and Green (1 and 3) tie with 10 and share places 1-2, (3 + 2) / 2 = 2.5 each;
    // Yellow (5) third, 1; Black (7) absent: a forfeit, the last place's 0 and no game points.
    mustRun({"result", e.event, "1", "1", "10-10-4-F"});
    // Table 2: all four equal, each (3 + 2 + 1 + 0) / 4 = 1.5.
    mustRun({"result", e.event, "1", "2", "3-3-3-3"});
    BOOST_TEST(tablesTsv(e.event, 1)[0].result == "10-10-4-F");
    auto rows = standings(e.event);
    const std::map<int, QString> points = {{1, "2.5"}, {3, "2.5"}, {5, "1"},   {7, "0"},  {2, "1.5"},
                                           {4, "1.5"}, {6, "1.5"}, {8, "1.5"}, {9, "1.5"}};
    for (const auto& [start, expected] : points) BOOST_TEST(rows[start]["points"] == expected, "player " << start);
    // GP: game points; WIN: first places (shared ones too); BH: the opponents' points, and for
    // a round without a table three virtual opponents with the player's own points.
    BOOST_TEST(rows[1]["GP"] == "10");
    BOOST_TEST(rows[1]["WIN"] == "1");
    BOOST_TEST(rows[1]["BH"] == "3.5");  // 2.5 + 1 + 0
    BOOST_TEST(rows[5]["BH"] == "5.0");  // 2.5 + 2.5 + 0
    BOOST_TEST(rows[9]["BH"] == "4.5");  // the bye: 3 x 1.5
    BOOST_TEST(rows[7]["GP"] == "0");
    BOOST_TEST(rows[7]["BH"] == "0.0");  // absent: he met nobody
    BOOST_TEST(rows[2]["WIN"] == "1");
    // 1 and 3 are equal on everything: they share rank 1 (DE: they met and placed equal). Table
    // 2's four come next on points, game points 3 against 9's none.
    BOOST_TEST(rows[1]["rank"] == "1");
    BOOST_TEST(rows[3]["rank"] == "1");
    for (int start : {2, 4, 6, 8}) BOOST_TEST(rows[start]["rank"] == "3");
    BOOST_TEST(rows[9]["rank"] == "7");
    BOOST_TEST(rows[5]["rank"] == "8");
    BOOST_TEST(rows[7]["rank"] == "9");
}

BOOST_AUTO_TEST_CASE(the_arbiter_sets_the_placement_points_and_the_bye) {
    TableEvent e(5, {"--system", "swiss", "--rounds", "2", "--placement", "6,4,2,0", "--bye-points", "2"});
    mustRun({"pair", e.event});
    // Three share places 1-3: (6 + 4 + 2) / 3 = 4 each; the fourth has 0; 5 has the bye, 2.
    mustRun({"result", e.event, "1", "1", "7-7-7-0"});
    auto rows = standings(e.event);
    for (int start : {1, 2, 3}) BOOST_TEST(rows[start]["points"] == "4");
    BOOST_TEST(rows[4]["points"] == "0");
    BOOST_TEST(rows[5]["points"] == "2");
    QTemporaryDir dir;
    const QString other = dir.filePath("other.tourney");
    const CommandRun refused = runTourney({"new", other, "--name", "X", "--game", "chaturaji", "--system", "swiss",
                                           "--rounds", "3", "--placement", "4,2,1,0"});  // 7 / 3
    BOOST_TEST(refused.exit_code == 2);
    BOOST_TEST(
        refused.err.contains("a tie of 3 from place 1 would share points that are not a whole number of tenths"));
    BOOST_TEST(runTourney({"new", other, "--name", "X", "--game", "chaturaji", "--system", "swiss", "--rounds", "3",
                           "--placement", "1,2,3,0"})
                   .err.contains("place 2 is worth more than place 1"));
    BOOST_TEST(runTourney({"new", other, "--name", "X", "--game", "chess", "--system", "swiss", "--rounds", "3",
                           "--placement", "3,2,1,0"})
                   .err.contains("placement points are for games at tables"));
}

BOOST_AUTO_TEST_CASE(bad_results_are_refused_and_change_nothing) {
    TableEvent e(8, {"--system", "swiss", "--rounds", "3"});
    mustRun({"pair", e.event});
    expectRefused(e.event, {"result", e.event, "1", "1", "12-5-0"},
                  {"argument RESULT", "gives 3 seats' points", "Red, Green, Yellow and Black"});
    expectRefused(e.event, {"result", e.event, "1", "1", "12-5--3-0"},
                  {"argument RESULT", "Yellow's points are negative (-3)"});
    expectRefused(e.event, {"result", e.event, "1", "1", "12-x-0-3"}, {"argument RESULT", "is not a table's result"});
    expectRefused(e.event, {"result", e.event, "1", "1", "90-0-0-0"}, {"cannot come from one game", "Red's 90 points"});
    expectRefused(e.event, {"result", e.event, "1", "1", "40-40-30-0"}, {"cannot come from one game", "add up to 110"});
    expectRefused(e.event, {"result", e.event, "1", "3", "1-2-3-4"}, {"argument BOARD", "no table 3"});
    expectRefused(e.event, {"result", e.event, "2", "1", "1-2-3-4"}, {"argument ROUND"});
    BOOST_TEST(runTourney({"result", e.event, "1", "1"}).exit_code == 1);  // neither points nor a record
    mustRun({"result", e.event, "1", "1", "12-5-0-3"});
    expectRefused(e.event, {"result", e.event, "1", "1", "12-5-3-0"}, {"already has a result (12-5-0-3)", "--force"});
    mustRun({"result", e.event, "1", "1", "12-5-3-0", "--force"});
    BOOST_TEST(mustRun({"log", e.event}).contains("round 1 table 1: 12-5-0-3 replaced by 12-5-3-0"));
    // 54 for putting the three others out: allowed beyond what can be captured.
    mustRun({"result", e.event, "1", "2", "54-20-30-0"});
}

BOOST_AUTO_TEST_CASE(a_record_gives_the_points_and_is_checked_against_the_table) {
    RecordedTable t;
    // Points typed that the record contradicts, and a record whose seats name other players.
    expectRefused(t.event, {"result", t.event, "1", "1", "4-11-3-12", "--record", t.record},
                  {"argument --record", "the record's Result is 4 11 3 13, not the points entered"});
    QByteArray swapped = fixtureGame();
    swapped.replace("[Red \"Rahman, Tanvir\"]", "[Red \"Sen, Mitali\"]");
    swapped.replace("[Black \"Sen, Mitali\"]", "[Black \"Rahman, Tanvir\"]");
    writeFile(t.dir.filePath("swapped.chaturaji"), swapped);
    expectRefused(t.event, {"result", t.event, "1", "1", "--record", t.dir.filePath("swapped.chaturaji")},
                  {"argument --record", "the record's Red is 'Sen, Mitali'", "another table's game"});
    QByteArray changed = fixtureGame();
    changed.replace("[Result \"4 11 3 13\"]", "[Result \"4 11 3 14\"]");
    writeFile(t.dir.filePath("changed.chaturaji"), changed);
    expectRefused(t.event, {"result", t.event, "1", "1", "--record", t.dir.filePath("changed.chaturaji")},
                  {"argument --record", "the points do not follow from the game"});
    // The record alone: its points, checked by the engine, become the result.
    const QString entered = mustRun({"result", t.event, "1", "1", "--record", t.record});
    BOOST_TEST(entered.startsWith("round 1 table 1: "));
    BOOST_TEST(entered.contains("  4-11-3-13 (places"));
    BOOST_TEST(tablesTsv(t.event, 1).front().result == "4-11-3-13");
}

BOOST_AUTO_TEST_CASE(trf_refuses_tables_and_csv_and_json_carry_them) {
    TableEvent e(4, {"--system", "swiss", "--rounds", "1"});
    mustRun({"pair", e.event});
    mustRun({"result", e.event, "1", "1", "12-5-0-3"});
    expectRefused(e.event, {"export", e.event, "--trf", e.dir.filePath("x.trf")},
                  {"TRF has no form", "--csv or --json"});
    mustRun({"export", e.event, "--csv", e.dir.filePath("x.csv")});
    const QString csv = QString::fromUtf8(fileBytes(e.dir.filePath("x.csv")));
    BOOST_TEST(csv.startsWith("round,table,seat,start,name,game_points,place,points\r\n"));
    BOOST_TEST(csv.contains("1,1,Red,1,Player 1,12,1,3\r\n"));
    BOOST_TEST(csv.contains("1,1,Yellow,3,Player 3,0,4,0\r\n"));
    mustRun({"export", e.event, "--json", e.dir.filePath("x.json")});
    BOOST_TEST(QString::fromUtf8(fileBytes(e.dir.filePath("x.json"))).contains("\"seat\": \"Black\""));
}

BOOST_AUTO_TEST_CASE(a_withdrawal_forfeits_only_the_withdrawn_seat_and_the_table_plays_on) {
    TableEvent e(8, {"--system", "swiss", "--rounds", "3"});
    mustRun({"pair", e.event});
    mustRun({"player", "withdraw", e.event, "5", "--from-round", "1"});
    // Table 1 seats 1, 3, 5, 7 (round 1 spreads the ranks): 5 (Yellow) is gone; the other three's
    // points are still to come.
    expectRefused(e.event, {"result", e.event, "1", "1", "9-4-2-0"}, {"Yellow (5 Player 5) withdrew", "written F"});
    mustRun({"result", e.event, "1", "1", "9-4-F-0"});
    mustRun({"result", e.event, "1", "2", "1-2-3-4"});
    auto rows = standings(e.event);
    BOOST_TEST(rows[1]["points"] == "3");
    BOOST_TEST(rows[3]["points"] == "2");
    BOOST_TEST(rows[7]["points"] == "1");  // present with 0 game points: above the absent seat
    BOOST_TEST(rows[5]["points"] == "0");
    mustRun({"pair", e.event});
    for (const TableLine& line : tablesTsv(e.event, 2))
        BOOST_TEST(std::count(line.seats.begin(), line.seats.end(), 5) == 0);  // not paired again
}
