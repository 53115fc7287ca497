// `tourney perft --game camelot` and `tourney validate --game camelot` as an arbiter runs them:
// output, exit codes, and the shared records judged through the command.
#include "tests/rules/camelot_fixtures.h"
#include "tests/rules/tourney_command.h"

#include <cstdio>
#include <map>
#include <sstream>
#include <string>

using namespace tourney::tests;

namespace {

// The White knight on C6 can take the Black man on C7, leaving one piece against one.
const std::string kOneAgainstOne =
    "............/............/............/............/...........m/............/............/............/"
    "............/..m........./..K........./............/............/............/............/............ w 0 0";

}  // namespace

BOOST_AUTO_TEST_CASE(camelot_perft_prints_the_count_on_its_last_line) {
    const Run start = run("perft --game camelot --depth 3");
    BOOST_TEST(start.exit_code == 0);
    BOOST_TEST(start.output == "1071110\n");
    BOOST_TEST(run("perft --game camelot --fen '" + kOneAgainstOne + "' --depth 1").output == "1\n");
    // After the capture each side has one piece: the game is over and has no moves.
    BOOST_TEST(run("perft --game camelot --fen '" + kOneAgainstOne + "' --depth 2").output == "0\n");
    BOOST_TEST(run("perft --game camelot --fen 'not a position' --depth 2").exit_code == 2);
    BOOST_TEST(run("perft --game camelot --depth 2 --time").output.find("\n10026\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(camelot_validate_gives_verdict_ply_and_reason) {
    const std::string path = writeTemporary("validate.cam",
                                            "[Event \"ok\"]\n\n1. C6-D5 C11-B10 1/2-1/2\n\n"
                                            "[Event \"illegal\"]\n\n1. C6-D5 C11-B10 2. F6-F8-F6 *\n\n"
                                            "[Event \"inconsistent\"]\n[FEN \"" +
                                                kOneAgainstOne + "\"]\n\n1. C6xC8 1-0\n");
    const Run tsv = run("validate --game camelot '" + path + "' --format tsv");
    BOOST_TEST(tsv.exit_code == 3);
    BOOST_TEST(tsv.output ==
               "1\tok\t2\t\n"
               "2\tillegal\t3\tF8-F6: the canter route comes back to F6, where it began\n"
               "3\tinconsistent\t1\tthe game ended by each side having at most one piece, which gives a draw, not a "
               "win for White\n");
    const Run text = run("validate --game camelot '" + path + "'");
    BOOST_TEST(text.output.find("game 2 (" + path + ":5): illegal at ply 3 (F6-F8-F6) on line 7") != std::string::npos);
    BOOST_TEST(text.output.find("3 games: 1 ok, 1 illegal, 1 inconsistent") != std::string::npos);
    std::remove(path.c_str());
    BOOST_TEST(run("validate --help").output.find("camelot: WCF") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(camelot_validate_judges_the_shared_records_as_expected) {
    const Run tsv = run("validate --game camelot '" + camelotFixture("games.cam") + "' --format tsv");
    BOOST_TEST(tsv.exit_code == 3);               // some records are illegal or inconsistent
    std::map<std::string, std::string> verdicts;  // index -> "verdict<TAB>ply"
    std::istringstream lines(tsv.output);
    for (std::string line; std::getline(lines, line);) {
        const auto index_end = line.find('\t'), ply_end = line.find('\t', line.find('\t', index_end + 1) + 1);
        verdicts[line.substr(0, index_end)] = line.substr(index_end + 1, ply_end - index_end - 1);
    }
    const auto expected = camelotExpectedVerdicts();
    BOOST_TEST(expected.size() == 125u);
    for (const auto& want : expected) {
        BOOST_TEST_CONTEXT("game " << want.index) {
            const std::string got = verdicts[want.index];
            BOOST_TEST(got.substr(0, got.find('\t')) == want.verdict);
            if (want.verdict == "illegal") BOOST_TEST(got == want.verdict + "\t" + std::to_string(want.ply));
        }
    }
}

// Issue 31 item 11: a Camelot verdict names the side, White or Black, not "the first player".
BOOST_AUTO_TEST_CASE(item_11_camelot_says_white_not_the_first_player) {
    const std::string path = writeTemporary("white.cam", "[FEN \"" + kOneAgainstOne + "\"]\n\n1. C6xC8 1-0\n");
    const Run tsv = run("validate --game camelot '" + path + "' --format tsv");
    BOOST_TEST(tsv.output.find("not a win for White") != std::string::npos, tsv.output);
    BOOST_TEST(tsv.output.find("first player") == std::string::npos, tsv.output);
    std::remove(path.c_str());
}
