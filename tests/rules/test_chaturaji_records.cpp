// Chaturaji game files: every verdict of the shared records (tests/fixtures/chaturaji,
// read in place), results, and the format errors that get a message with line and column.
#include "rules/chaturaji/record_reader.h"
#include "rules/registry.h"
#include "tests/rules/verdict_printing.h"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

using namespace tourney::rules;

namespace {

struct Expected {
    std::string verdict, turn, kind;
};

std::map<int, Expected> expectedVerdicts() {
    std::ifstream in(std::string(TOURNEY_FIXTURES_DIR) + "/chaturaji/games.expected.tsv");
    std::map<int, Expected> expected;
    std::string line;
    std::getline(in, line);  // index, verdict, ply, kind
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string index;
        Expected row;
        std::getline(fields, index, '\t');
        std::getline(fields, row.verdict, '\t');
        std::getline(fields, row.turn, '\t');
        std::getline(fields, row.kind, '\t');
        expected[std::stoi(index)] = row;
    }
    return expected;
}

Placing claimOf(const Engine& engine, const GameRecord& record) {
    return engine.parseResult(record.tag("Result")).value_or(Placing{});
}

std::vector<GameRecord> read(const std::string& text) {
    std::istringstream in(text);
    return makeEngine(GameKind::Chaturaji)->readRecords(in, "t.chaturaji");
}

Verdict judgeOnly(const std::string& text) {
    const std::vector<GameRecord> records = read(text);
    BOOST_REQUIRE_EQUAL(records.size(), 1u);
    const auto engine = makeEngine(GameKind::Chaturaji);
    return engine->judge(records[0], claimOf(*engine, records[0]));
}

const std::string kTags = "[Event \"test\"]\n[Result \"*\"]\n\n";  // the turns start on line 4

}  // namespace

BOOST_AUTO_TEST_CASE(every_shared_record_gets_its_expected_verdict) {
    const auto engine = makeEngine(GameKind::Chaturaji);
    const std::string path = std::string(TOURNEY_FIXTURES_DIR) + "/chaturaji/games.chaturaji";
    std::ifstream in(path, std::ios::binary);
    const std::vector<GameRecord> records = engine->readRecords(in, path);
    const std::map<int, Expected> expected = expectedVerdicts();
    BOOST_REQUIRE_EQUAL(records.size(), 120u);
    BOOST_REQUIRE_EQUAL(expected.size(), 120u);
    for (const auto& [index, want] : expected) {
        const GameRecord& record = records[std::size_t(index) - 1];
        const Verdict verdict = engine->judge(record, claimOf(*engine, record));
        BOOST_TEST_CONTEXT("record " << index << " (" << want.kind << "): " << verdict.reason) {
            BOOST_TEST(std::string(verdictName(verdict.kind)) == want.verdict);
            if (want.verdict == "illegal") BOOST_TEST(std::to_string(verdict.ply) == want.turn);
        }
    }
}

BOOST_AUTO_TEST_CASE(results_are_the_points_of_the_four_armies) {
    const auto engine = makeEngine(GameKind::Chaturaji);
    const std::optional<Placing> result = engine->parseResult("12 5 0 3");
    BOOST_REQUIRE(result);
    BOOST_TEST(result->points == (std::vector<int>{12, 5, 0, 3}));
    BOOST_TEST(result->place == (std::vector<int>{1, 2, 4, 3}));
    BOOST_TEST(engine->parseResult("5 5 0 0")->place == (std::vector<int>{1, 1, 3, 3}));  // equal points share
    BOOST_TEST(!engine->parseResult("*")->claimed());
    BOOST_TEST(!engine->parseResult("1-0"));
    BOOST_TEST(!engine->parseResult("12 5 0"));
    BOOST_TEST(!engine->parseResult("12 5 0 3 1"));
    BOOST_TEST(!engine->parseResult("12 -5 0 3"));
}

BOOST_AUTO_TEST_CASE(records_follow_each_other_separated_by_blank_lines) {
    const std::vector<GameRecord> records = read(
        kTags + "r 35 h2-f3 g4-f4\ng 22 a1-c3 -\n\n\n[Event \"second\"]\n[Result \"0 0 0 0\"]\n\nr 22 - -\n");
    BOOST_REQUIRE_EQUAL(records.size(), 2u);
    BOOST_TEST(records[0].moves == (std::vector<std::string>{"r 35 h2-f3 g4-f4", "g 22 a1-c3 -"}));
    BOOST_TEST(records[0].move_lines == (std::vector<int>{4, 5}));
    BOOST_TEST(records[1].line == 8);
    BOOST_TEST(records[1].tag("Event") == "second");
    BOOST_TEST(records[1].moves.size() == 1u);
}

BOOST_AUTO_TEST_CASE(a_byte_order_mark_and_crlf_line_ends_are_read) {
    const std::vector<GameRecord> records = read("\xEF\xBB\xBF[Event \"bom\"]\r\n\r\nr 35 - -\r\n");
    BOOST_REQUIRE_EQUAL(records.size(), 1u);
    BOOST_TEST(records[0].read_error == "");
    BOOST_TEST(records[0].tag("Event") == "bom");
    BOOST_TEST(records[0].moves == (std::vector<std::string>{"r 35 - -"}));
}

BOOST_AUTO_TEST_CASE(an_unknown_army_letter_is_a_format_error_with_line_and_column) {
    const Verdict verdict = judgeOnly(kTags + "r 35 - -\n  x 35 - -\n");
    BOOST_TEST(verdict.unreadable);
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 2);
    BOOST_TEST(verdict.reason == "t.chaturaji:5:3: turn 2: 'x' is not an army letter (r, g, y or b)");
}

BOOST_AUTO_TEST_CASE(a_throw_digit_outside_two_to_five_is_a_format_error_with_line_and_column) {
    BOOST_TEST(judgeOnly(kTags + "r 36 - -\n").reason ==
               "t.chaturaji:4:4: turn 1: the die 6 is not on the long dice (2, 3, 4, 5)");
    BOOST_TEST(judgeOnly(kTags + "r 3 - -\n").reason == "t.chaturaji:4:3: turn 1: the throw '3' is not two digits");
}

BOOST_AUTO_TEST_CASE(a_square_off_the_board_is_a_format_error_with_line_and_column) {
    BOOST_TEST(judgeOnly(kTags + "r 35 h2-i3 -\n").reason ==
               "t.chaturaji:4:9: turn 1: square i3 is off the board (a-h, 1-8)");
    BOOST_TEST(judgeOnly(kTags + "r 35 - h9-h8\n").reason ==
               "t.chaturaji:4:8: turn 1: square h9 is off the board (a-h, 1-8)");
    BOOST_TEST(judgeOnly(kTags + "r 35 - h2f3\n").reason ==
               "t.chaturaji:4:8: turn 1: 'h2f3' is not a move slot: from-to, fromxto, or - for a passed die");
}

BOOST_AUTO_TEST_CASE(a_missing_slot_is_a_format_error_with_line_and_column) {
    const Verdict verdict = judgeOnly(kTags + "r 35 - -\ng 35 a2-a3\n");
    BOOST_TEST(verdict.ply == 2);
    BOOST_TEST(verdict.reason ==
               "t.chaturaji:5:11: turn 2: the turn has 1 move slot, not two (a passed die is written -)");
    BOOST_TEST(judgeOnly(kTags + "r 35 - - -\n").reason == "t.chaturaji:4:10: turn 1: '-' follows the two move slots");
}

BOOST_AUTO_TEST_CASE(a_bad_tag_is_a_format_error_with_line_and_column) {
    const Verdict bad_result = judgeOnly("[Event \"x\"]\n[Result \"12 5 0\"]\n\nr 35 - -\n");
    BOOST_TEST(bad_result.unreadable);
    BOOST_TEST(bad_result.ply == 0);  // before any turn
    BOOST_TEST(bad_result.reason ==
               "t.chaturaji:2:9: tag Result: '12 5 0' is not the points of Red, Green, Yellow and Black (like "
               "\"12 5 0 3\") nor *");
    BOOST_TEST(judgeOnly("[Event \"x]\n\nr 35 - -\n").reason ==
               "t.chaturaji:1:11: tag Event: the value's closing quote is missing");
    BOOST_TEST(judgeOnly("[Event x]\n\nr 35 - -\n").reason ==
               "t.chaturaji:1:8: tag Event: the value must be in quotes");
}

BOOST_AUTO_TEST_CASE(a_format_error_comes_after_an_earlier_illegal_turn) {
    const Verdict verdict = judgeOnly(kTags + "g 35 - -\nr 63 - -\n");
    BOOST_TEST(!verdict.unreadable);
    BOOST_TEST(verdict.ply == 1);
    BOOST_TEST(verdict.reason == "turn 1, Green, throw 3 5: it is Red's turn, not Green's");
}

BOOST_AUTO_TEST_CASE(a_stopped_game_scores_what_was_captured_so_far) {
    // Red's boat takes Green's only king on d1: 5 points, and Green is out.
    const std::string turns = "r 22 h1-f3 -\ng 35 - -\ny 35 - -\nb 35 - -\nr 22 f3xd1 -\ny 35 - -\n";
    BOOST_TEST(judgeOnly("[Result \"5 0 0 0\"]\n\n" + turns).kind == VerdictKind::Ok);
    const Verdict wrong = judgeOnly("[Result \"0 5 0 0\"]\n\n" + turns);
    BOOST_TEST(wrong.kind == VerdictKind::Inconsistent);
    BOOST_TEST(wrong.reason ==
               "the turns give Red 5, Green 0, Yellow 0, Black 0 (captured so far; the game did not end), not 0 5 0 0");
    BOOST_TEST(judgeOnly("[Result \"*\"]\n\n" + turns).kind == VerdictKind::Ok);  // no claim
}
