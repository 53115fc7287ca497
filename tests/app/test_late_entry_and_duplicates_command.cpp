// Issue 31, items 4 and 8 at the command line: `player add` of a late entry prints the old and
// new number of everyone who moved, or keeps the numbers with --keep-numbers; `player import`
// and `player add` refuse the same person written in another script or spelling, and a refused
// import names the CSV line.
#include "six_player_swiss.h"
#include "tourney_process.h"

using namespace tourney::testing;

namespace {

// SixPlayerSwiss with round 1 paired.
struct PairedSwiss : SixPlayerSwiss {
    PairedSwiss() { mustRun({"pair", event}); }
    QString name(int start_no) { return player(start_no)[1]; }
};

}  // namespace

BOOST_AUTO_TEST_CASE(item_4_player_add_prints_who_moved_down_from_which_number_to_which) {
    PairedSwiss e;
    const QString said = mustRun({"player", "add", e.event, "--name", "Late, Comer", "--rating", "2180"});
    BOOST_TEST(said.contains("Player 4: Late, Comer"), said);
    BOOST_TEST(said.contains("moved down"), said);
    BOOST_TEST(said.contains("4 -> 5 Das, Arup"), said);
    BOOST_TEST(said.contains("5 -> 6 Eva, Kim"), said);
    BOOST_TEST(said.contains("6 -> 7 Faruk, Omar"), said);
    BOOST_TEST(!said.contains("3 -> "), said);
    BOOST_TEST(e.name(5) == "Das, Arup");
    BOOST_TEST(mustRun({"log", e.event}).contains("moved down: 4 -> 5 Das, Arup, 5 -> 6 Eva, Kim"));
}

BOOST_AUTO_TEST_CASE(item_4_keep_numbers_gives_the_late_entry_the_next_number_and_moves_nobody) {
    PairedSwiss e;
    const QString said = mustRun(
        {"player", "add", e.event, "--name", "Late, Comer", "--rating", "2180", "--keep-numbers"});
    BOOST_TEST(said.contains("Player 7: Late, Comer"), said);
    BOOST_TEST(!said.contains("moved down"), said);
    BOOST_TEST(said.contains("start numbers kept"), said);
    BOOST_TEST(e.name(4) == "Das, Arup");
    BOOST_TEST(e.name(7) == "Late, Comer");
    // The withdrawal of issue 31 item 4: number 4 is still the player the arbiter knew as 4.
    BOOST_TEST(mustRun({"player", "withdraw", e.event, "4"}).contains("Das, Arup"));
}

BOOST_AUTO_TEST_CASE(item_8_a_latin_name_beside_its_bengali_entry_is_refused_naming_both) {
    PairedSwiss e;
    mustRun({"player", "add", e.event, "--name", "বিশ্বাস, জ্যোতির্ময়", "--latin-name", "Biswas, Jyotirmoy", "--birth",
             "1998", "--keep-numbers"});
    expectRefused(
        e.event, {"player", "add", e.event, "--name", "Biswas, Jyotirmoy", "--birth", "1998"},
        {"argument --name", "name and year of birth", "বিশ্বাস, জ্যোতির্ময় (Biswas, Jyotirmoy)", "--allow-duplicate"});
    expectRefused(e.event, {"player", "add", e.event, "--name", "bose,  MITA", "--birth", "2008"},
                  {"name and year of birth of player 2 Bose, Mita"});
}

BOOST_AUTO_TEST_CASE(item_8_a_refused_import_names_the_csv_line) {
    PairedSwiss e;
    const QString csv = e.dir.filePath("more.csv");
    writeFile(csv,
              "Name,Born\n"
              "\"Gupta, Ravi\",1995\n"
              "\"\",\n"
              "\"sharma,  aditya\",2001\n"
              "\"Sharma, Aditya\",2001\n");
    // Line 3 is a blank name: the reader refuses it first. Without it, line 5 repeats line 4.
    expectRefused(e.event, {"player", "import", e.event, csv}, {"more.csv:3"});
    writeFile(csv,
              "Name,Born\n"
              "\"Gupta, Ravi\",1995\n"
              "\n"
              "\"sharma,  aditya\",2001\n"
              "\"Sharma, Aditya\",2001\n");
    expectRefused(e.event, {"player", "import", e.event, csv},
                  {"argument PLAYERS.csv", "more.csv:5: Sharma, Aditya has the name and year of birth of ",
                   "more.csv:4 sharma,  aditya"});
    expectRefused(e.event, {"player", "import", e.event, e.dir.filePath("players.csv")},
                  {"players.csv:2: Alam, Rafiq has the FIDE id 10201111 of player 1 Alam, Rafiq"});
}

BOOST_AUTO_TEST_CASE(item_8_a_name_in_other_order_is_a_duplicate) {
    SixPlayerSwiss e;
    expectRefused(e.event, {"player", "add", e.event, "--name", "Mita Bose", "--birth", "2008"},
                  {"argument --name", "Mita Bose has the name and year of birth of player 2 Bose, Mita"});
    // Das has no year of birth: the same name is registered with a warning naming him.
    const QString said = mustRun({"player", "add", e.event, "--name", "Arup Das", "--birth", "1999"});
    BOOST_TEST(said.contains("Player 7: Arup Das"), said);
    BOOST_TEST(said.contains("Warning: Arup Das has the name of player 4 Das, Arup"), said);
}
