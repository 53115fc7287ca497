// Camelot records: every verdict of tests/fixtures/camelot/games.expected.tsv (read in
// place), and the record reader's grammar errors with their file and line.
#include "rules/camelot/record_reader.h"
#include "rules/registry.h"
#include "tests/rules/camelot_fixtures.h"
#include "tests/rules/verdict_printing.h"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace tourney::rules;

namespace {

std::vector<GameRecord> read(const std::string& text) {
    std::istringstream in(text);
    return camelot::readRecords(in, "games.cam");
}

// The result a record claims, as `tourney validate` takes it: the result after the moves, or
// the Result tag.
Placing claimed(const Engine& engine, const GameRecord& record) {
    for (const std::string& token : {record.result_token, record.tag("Result")})
        if (const auto placing = engine.parseResult(token); placing && placing->claimed()) return *placing;
    return {};
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_record_of_the_shared_file_gets_its_expected_verdict) {
    const auto engine = makeEngine(GameKind::Camelot);
    std::ifstream records_file(tourney::tests::camelotFixture("games.cam"), std::ios::binary);
    const std::vector<GameRecord> records = engine->readRecords(records_file, "games.cam");
    const auto expected = tourney::tests::camelotExpectedVerdicts();
    BOOST_TEST(expected.size() == 125u);
    BOOST_REQUIRE_EQUAL(records.size(), expected.size());
    for (const auto& want : expected) {
        const GameRecord& record = records.at(std::stoul(want.index) - 1);
        BOOST_TEST_CONTEXT("game " << want.index << " (" << want.kind << ")") {
            BOOST_TEST(record.read_error == "");
            const Verdict judged = engine->judge(record, claimed(*engine, record));
            BOOST_TEST(std::string(verdictName(judged.kind)) == want.verdict);
            if (want.verdict == "illegal") BOOST_TEST(judged.ply == want.ply);
            BOOST_TEST((judged.kind == VerdictKind::Ok || !judged.reason.empty()));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_record_gives_its_tags_numbered_moves_lines_and_result) {
    const std::vector<GameRecord> games = read(
        "[Event \"Club\"]\n[White \"Roy, Pritam\"]\n[Black \"Das, Anirban\"]\n[Result \"1-0\"]\n\n"
        "1. D6-C7 C11-C12! {a comment}\n2. F6-F8 ; to the end of the line\nC12-D13?! 3.E6-G8 1-0\n\n"
        "[Event \"Second\"]\n\n1. C6-D5 *\n");
    BOOST_REQUIRE_EQUAL(games.size(), 2u);
    BOOST_TEST(games[0].read_error == "");
    BOOST_TEST(games[0].line == 1);
    BOOST_TEST(games[0].tag("White") == "Roy, Pritam");
    BOOST_TEST(games[0].moves == (std::vector<std::string>{"D6-C7", "C11-C12", "F6-F8", "C12-D13", "E6-G8"}));
    BOOST_TEST(games[0].move_lines == (std::vector<int>{6, 6, 7, 8, 8}));
    BOOST_TEST(games[0].result_token == "1-0");
    BOOST_TEST(games[1].line == 10);
    BOOST_TEST(games[1].moves == (std::vector<std::string>{"C6-D5"}));
    BOOST_TEST(games[1].result_token == "*");
}

BOOST_AUTO_TEST_CASE(grammar_errors_name_the_file_and_line_and_the_next_game_is_still_read) {
    const std::vector<GameRecord> games = read(
        "[Event \"no closing quote]\n\n1. D6-C7 *\n\n"                 // game 1 at line 1
        "[Event \"a word\"]\n\n1. D6-C7 C11-C12 2. F6-F8 Q12 *\n\n"    // game 2 at line 5
        "[Event \"out of turn\"]\n\n1. D6-C7 2. C11-C12 *\n\n"         // game 3 at line 9
        "[Event \"no bracket\" \n\n1. D6-C7 *\n\n"                     // game 4 at line 13
        "[Event \"no result\"]\n\n1. D6-C7\n"                          // game 5 at line 17
        "[Event \"fine\"]\n\n1. D6-C7 *\n\n"                           // game 6 at line 20
        "[Event \"open comment\"]\n\n1. D6-C7 { never closed\n\n\n");  // game 7 at line 24
    BOOST_REQUIRE_EQUAL(games.size(), 7u);
    BOOST_TEST(games[0].read_error == "games.cam:1: tag Event: the closing quote is missing");
    BOOST_TEST(games[1].read_error == "games.cam:7: \"Q12\" is neither a move, a move number nor a result");
    BOOST_TEST(games[1].read_error_line == 7);
    BOOST_TEST(games[1].moves.size() == 3u);  // the moves before the error are kept
    BOOST_TEST(games[2].read_error == "games.cam:11: move number 2 where 1 is due (a move missing or written twice?)");
    BOOST_TEST(games[3].read_error == "games.cam:13: tag Event: ']' is missing after the value");
    BOOST_TEST(games[4].read_error ==
               "games.cam:20: the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags");
    BOOST_TEST(games[5].line == 20);
    BOOST_TEST(games[5].read_error == "");
    BOOST_TEST(games[5].moves.size() == 1u);
    BOOST_TEST(games[6].read_error == "games.cam:26: the comment opened with '{' is never closed");
}

BOOST_AUTO_TEST_CASE(an_unreadable_record_is_illegal_after_its_last_readable_move) {
    const auto engine = makeEngine(GameKind::Camelot);
    const std::vector<GameRecord> games = read("[Event \"x\"]\n\n1. D6-C7 C11-C12 2. F6-F8 Q12 *\n");
    const Verdict verdict = engine->judge(games[0], Placing{});
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 4);
    BOOST_TEST(verdict.reason.find("games.cam:3: \"Q12\"") != std::string::npos);
    std::istringstream nothing("\n  \n");
    BOOST_CHECK_THROW(engine->readRecords(nothing, "empty.cam"), std::runtime_error);
}
