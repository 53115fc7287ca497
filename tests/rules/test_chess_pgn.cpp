// The PGN reader (PGN standard 1994) and every shared PGN fixture read and judged.
#include "rules/chess/pgn_reader.h"
#include "rules/registry.h"
#include "tests/rules/verdict_printing.h"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

using namespace tourney::rules;

namespace {

std::vector<GameRecord> read(const std::string& text) { return chess::readPgn(text, "test.pgn"); }

const std::string kFixtures = std::string(TOURNEY_FIXTURES_DIR) + "/pgn";

}  // namespace

BOOST_AUTO_TEST_CASE(tags_moves_and_result_of_several_games) {
    std::vector<GameRecord> games = read(
        "[Event \"A \\\"quoted\\\" name\"]\n[White \"X\"]\n\n1. e4 e5 2.Nf3 Nc6 1-0\n\n"
        "[Event \"B\"]\n\n1. d4 1...d5 2. c4 *\n");
    BOOST_REQUIRE_EQUAL(games.size(), 2u);
    BOOST_TEST(games[0].tag("Event") == "A \"quoted\" name");
    BOOST_TEST(games[0].tag("White") == "X");
    BOOST_TEST(games[0].moves == (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"}));
    BOOST_TEST(games[0].result_token == "1-0");
    BOOST_TEST(games[0].line == 1);
    BOOST_TEST(games[1].line == 6);
    BOOST_TEST(games[1].moves == (std::vector<std::string>{"d4", "d5", "c4"}));
    BOOST_TEST(games[1].move_lines == (std::vector<int>{8, 8, 8}));
    BOOST_TEST(games[1].result_token == "*");
}

BOOST_AUTO_TEST_CASE(comments_nags_variations_and_escape_lines_are_skipped) {
    std::vector<GameRecord> games = read(
        "\xEF\xBB\xBF% an escape line\n[Event \"E\"]\n\n"
        "1. e4 {a comment (with a paren)} e5 $1 2. Nf3!? ; to the end of line ( not a variation\n"
        "Nc6 (2... d6 3. d4 (3. Bc4 {deep}) exd4) 3. Bb5 a6 1/2-1/2\n");
    BOOST_REQUIRE_EQUAL(games.size(), 1u);
    BOOST_TEST(games[0].read_error == "");
    BOOST_TEST(games[0].tag("Event") == "E");
    BOOST_TEST(games[0].moves == (std::vector<std::string>{"e4", "e5", "Nf3!?", "Nc6", "Bb5", "a6"}));
    BOOST_TEST(games[0].result_token == "1/2-1/2");
}

BOOST_AUTO_TEST_CASE(a_broken_game_is_reported_with_its_line_and_the_rest_is_read) {
    std::vector<GameRecord> games = read(
        "[Event \"one\"]\n\n1. e4 e5 2. Nf3 {never closed\n\n"
        "[Event \"two\"]\n\n1. d4 *\n");
    // The unclosed comment swallows the rest: one broken game.
    BOOST_REQUIRE_EQUAL(games.size(), 1u);
    BOOST_TEST(games[0].read_error == "test.pgn:3: a comment opened here is never closed");
    games = read("[Event \"one\"]\n\n1. e4 e5 ) 2. Nf3 *\n\n[Event \"two\"\n\n[Event \"three\"]\n1. d4 *\n");
    BOOST_REQUIRE_EQUAL(games.size(), 3u);
    BOOST_TEST(games[0].read_error == "test.pgn:3: ')' closes no variation");
    BOOST_TEST(games[0].moves == (std::vector<std::string>{"e4", "e5"}));
    BOOST_TEST(games[1].read_error == "test.pgn:5: tag Event is not closed by '\"]'");
    BOOST_TEST(games[2].read_error == "");
    BOOST_TEST(games[2].moves == (std::vector<std::string>{"d4"}));
    BOOST_TEST(games[2].line == 7);
}

BOOST_AUTO_TEST_CASE(unreadable_game_gets_an_illegal_verdict_naming_file_and_line) {
    std::unique_ptr<Engine> engine = makeEngine(GameKind::Chess);
    std::vector<GameRecord> games = read("1. e4 e5 2. Nf3 (2. d4\n");
    BOOST_REQUIRE_EQUAL(games.size(), 1u);
    Verdict verdict = engine->judge(games[0], Placing{});
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 4);
    BOOST_TEST(verdict.reason.find("test.pgn:1") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(unescaped_quotes_inside_a_tag_value_are_kept) {
    std::vector<GameRecord> games = read("[White \"\"Socrates Expert\"\"]\n[Black \"B\"] [Round \"2\"]\n*\n");
    BOOST_REQUIRE_EQUAL(games.size(), 1u);
    BOOST_TEST(games[0].tag("White") == "\"Socrates Expert\"");
    BOOST_TEST(games[0].tag("Round") == "2");
}

BOOST_AUTO_TEST_CASE(empty_or_binary_input_cannot_be_read_at_all) {
    std::unique_ptr<Engine> engine = makeEngine(GameKind::Chess);
    std::istringstream empty("\n\n");
    BOOST_CHECK_THROW(engine->readRecords(empty, "empty.pgn"), std::runtime_error);
    std::istringstream binary(
        std::string("\x7f"
                    "ELF\0\0",
                    6));
    BOOST_CHECK_THROW(engine->readRecords(binary, "a.out"), std::runtime_error);
}

// Every game of tests/fixtures/pgn judged. Expected: all ok except the Black move played
// from a White-to-move FEN in the-fork, the null move "Z0" (a pass, which the Laws do not
// know), and the games of other variants (Antichess, Crazyhouse), refused as not FIDE chess.
BOOST_AUTO_TEST_CASE(every_shared_pgn_fixture_is_read_and_judged) {
    std::unique_ptr<Engine> engine = makeEngine(GameKind::Chess);
    const std::map<std::string, std::vector<std::pair<int, int>>> not_ok = {
        // file: (game, ply)
        {"lichess_study_lichess-practice-the-fork_by_arex_2017.01.29.pgn", {{1, 1}}},
        {"anastasian-lewis.pgn", {{1, 82}}},
        {"antichess-programfox.pgn", {{1, 0}, {2, 0}}},
        {"knightvuillaume-jannlee-zh-lichess.pgn", {{1, 0}}},
        {"saturs-jannlee-zh-lichess.pgn", {{1, 0}}},
    };
    int files = 0, games_judged = 0, illegal = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(kFixtures)) {
        if (entry.path().extension() != ".pgn") continue;
        ++files;
        std::ifstream in(entry.path(), std::ios::binary);
        std::vector<GameRecord> games = engine->readRecords(in, entry.path().string());
        std::string name = entry.path().filename().string();
        auto expected = not_ok.find(name);
        for (std::size_t index = 0; index < games.size(); ++index) {
            const GameRecord& game = games[index];
            BOOST_TEST_CONTEXT(name << " game " << index + 1) {
                BOOST_TEST(game.read_error == "");
                std::optional<Placing> claimed = engine->parseResult(game.result_token);
                BOOST_TEST(claimed.has_value());
                Verdict verdict = engine->judge(game, claimed.value_or(Placing{}));
                ++games_judged;
                bool listed = false;
                if (expected != not_ok.end())
                    for (auto [number, ply] : expected->second)
                        if (number == int(index) + 1) {
                            listed = true;
                            BOOST_TEST(verdict.kind == VerdictKind::Illegal);
                            BOOST_TEST(verdict.ply == ply);
                        }
                if (!listed) BOOST_TEST(verdict.kind == VerdictKind::Ok, verdict.reason);
                illegal += verdict.kind == VerdictKind::Illegal;
            }
        }
        if (name == "eco.pgn") BOOST_TEST(games.size() == 2014u);
        if (name == "utf8-bom.pgn") BOOST_TEST(games.size() == 2u);
    }
    BOOST_TEST(files == 44);
    BOOST_TEST(illegal == 6);
    BOOST_TEST(games_judged > 3000);
}
