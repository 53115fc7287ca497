// `tourney perft --game chaturaji --throws` and `tourney validate --game chaturaji` as an
// arbiter runs them: output and exit codes.
#include "tests/rules/tourney_command.h"

#include <cstdio>
#include <string>

using tourney::tests::run;
using tourney::tests::Run;
using tourney::tests::writeTemporary;

BOOST_AUTO_TEST_CASE(perft_with_throws_prints_the_count_on_its_last_line) {
    const Run start = run("perft --game chaturaji --throws 34,33");
    BOOST_TEST(start.exit_code == 0);
    BOOST_TEST(start.output.substr(start.output.rfind('\n', start.output.size() - 2) + 1) == "45\n");
    const std::string position =
        "'....yb..bK..yHrE/yEyh......bebh../..bB........rK../yK............../"
        "....bH..yB..rk../....gegk..rBre../gbghgK........../gB........rHrb.. y'";
    BOOST_TEST(run("perft --game chaturaji --fen " + position + " --throws 42,43,22").output == "792\n");
    BOOST_TEST(run("perft --game chaturaji --throws 35,26").exit_code == 2);  // a die of 6
    BOOST_TEST(run("perft --game chaturaji --throws 355").exit_code == 2);
    BOOST_TEST(run("perft --game chaturaji --fen 'not a position' --throws 35").exit_code == 2);
    BOOST_TEST(run("perft --game chaturaji --depth 2").exit_code == 1);  // dice need throws
}

BOOST_AUTO_TEST_CASE(validate_gives_each_record_its_verdict_in_tsv_and_text) {
    const std::string path = writeTemporary("validate.chaturaji",
                                            "[Event \"ok\"]\n[Result \"5 0 0 0\"]\n\n"
                                            "r 22 h1-f3 -\ng 35 - -\ny 35 - -\nb 35 - -\nr 22 f3xd1 -\n\n"
                                            "[Event \"illegal\"]\n[Result \"*\"]\n\n"
                                            "r 35 h2-f3 -\ng 35 b1-d3 -\n\n"
                                            "[Event \"inconsistent\"]\n[Result \"0 5 0 0\"]\n\n"
                                            "r 22 h1-f3 -\ng 35 - -\ny 35 - -\nb 35 - -\nr 22 f3xd1 -\n\n"
                                            "[Event \"unreadable\"]\n[Result \"*\"]\n\n"
                                            "r 35 - -\ng 36 - -\n");
    const Run tsv = run("validate --game chaturaji '" + path + "' --format tsv");
    BOOST_TEST(tsv.exit_code == 3);
    BOOST_TEST(tsv.output ==
               "1\tok\t5\t\n"
               "2\tillegal\t2\tturn 2, Green, throw 3 5: b1-d3 is not a horse move\n"
               "3\tinconsistent\t5\tthe turns give Red 5, Green 0, Yellow 0, Black 0 (captured so far; the game did "
               "not end), not 0 5 0 0\n"
               "4\tillegal\t2\t" +
                   path + ":29:4: turn 2: the die 6 is not on the long dice (2, 3, 4, 5)\n");
    const Run text = run("validate --game chaturaji '" + path + "'");
    BOOST_TEST(text.output == "game 1 (" + path +
                                  ":1): ok, 5 turns (unfinished; captured so far: Red 5, Green 0, Yellow 0, Black 0)\n"
                                  "game 2 (" +
                                  path +
                                  ":10): illegal on line 14: turn 2, Green, throw 3 5: b1-d3 is not a horse move\n"
                                  "game 3 (" +
                                  path +
                                  ":16): inconsistent, 5 turns: the turns give Red 5, Green 0, Yellow 0, Black 0 "
                                  "(captured so far; the game did not end), not 0 5 0 0\n"
                                  "game 4 (" +
                                  path + ":25): cannot be read: " + path +
                                  ":29:4: turn 2: the die 6 is not on the long dice (2, 3, 4, 5)\n"
                                  "4 games: 1 ok, 2 illegal, 1 inconsistent\n");
    BOOST_TEST(run("validate --help").output.find("Tourney's choices:") != std::string::npos);
    std::remove(path.c_str());
}
