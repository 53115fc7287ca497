// `tourney perft` and `tourney validate` as an arbiter runs them: output and exit codes.
#include "tests/rules/tourney_command.h"

#include <cstdio>
#include <string>

using tourney::tests::run;
using tourney::tests::Run;
using tourney::tests::writeTemporary;

BOOST_AUTO_TEST_CASE(perft_prints_the_leaf_count_on_its_last_line) {
    Run kiwipete = run(
        "perft --game chess --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' --depth 3");
    BOOST_TEST(kiwipete.exit_code == 0);
    BOOST_TEST(kiwipete.output == "97862\n");
    BOOST_TEST(run("perft --depth 2").output == "400\n");
    BOOST_TEST(run("perft --fen 'not a fen' --depth 2").exit_code == 2);
    BOOST_TEST(run("perft --fen 'not a fen'").exit_code == 1);
    BOOST_TEST(run("perft --game nosuchgame --depth 1").exit_code == 1);
    BOOST_TEST(run("perft --help").output.find("--depth") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(validate_tsv_lists_every_game_with_verdict_and_ply) {
    std::string path = writeTemporary("validate.pgn",
                                      "[Event \"ok\"]\n\n1. e4 e5 1-0\n\n"
                                      "[Event \"illegal\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                                      "[Event \"inconsistent\"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n");
    Run tsv = run("validate --game chess '" + path + "' --format tsv");
    BOOST_TEST(tsv.exit_code == 3);
    BOOST_TEST(tsv.output ==
               "1\tok\t2\t\n"
               "2\tillegal\t3\tno white king can move to e3\n"
               "3\tinconsistent\t4\tthe game ended by checkmate, which gives a win for Black, not a draw\n");
    Run text = run("validate --game chess '" + path + "'");
    BOOST_TEST(text.output.find("game 2 (" + path + ":5): illegal at ply 3 (Ke3) on line 7") != std::string::npos);
    BOOST_TEST(text.output.find("3 games: 1 ok, 1 illegal, 1 inconsistent") != std::string::npos);
    std::remove(path.c_str());
}

BOOST_AUTO_TEST_CASE(validate_exit_codes) {
    std::string good = writeTemporary("good.pgn", "1. d4 d5 *\n");
    BOOST_TEST(run("validate --game chess '" + good + "' --format tsv").exit_code == 0);
    BOOST_TEST(run("validate --game chess /nonexistent/file.pgn").exit_code == 2);
    std::string empty = writeTemporary("empty.pgn", "\n");
    BOOST_TEST(run("validate --game chess '" + empty + "'").exit_code == 2);
    BOOST_TEST(run("validate --game chess '" + good + "' --format xml").exit_code == 1);
    BOOST_TEST(run("validate --help").exit_code == 0);
    std::remove(good.c_str());
    std::remove(empty.c_str());
}
