// Reading PDN files: every shared draughts record is read in place; international games
// (GameType 20, or a record whose squares show a 10x10 board) are judged, other variants are
// refused with a message naming the file and the game, and broken files give a clear error
// instead of a crash.
#include "rules/draughts/pdn_reader.h"
#include "rules/registry.h"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

using namespace tourney::rules;
namespace fs = std::filesystem;

namespace {

const fs::path kPdnDir = fs::path(TOURNEY_FIXTURES_DIR) / "pdn";

std::vector<GameRecord> readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, path.string() << " cannot be opened");
    return makeEngine(GameKind::Draughts)->readRecords(in, path.filename().string());
}

std::vector<GameRecord> readText(const std::string& text) {
    std::istringstream in(text);
    return makeEngine(GameKind::Draughts)->readRecords(in, "inline.pdn");
}

Verdict judged(const GameRecord& game) {
    const auto engine = makeEngine(GameKind::Draughts);
    const auto claimed = engine->parseResult(game.result_token.empty() ? game.tag("Result") : game.result_token);
    return engine->judge(game, claimed.value_or(Placing{}));
}

bool refusedAsOtherVariant(const GameRecord& game) { return game.read_error.find("not judged") != std::string::npos; }

}  // namespace

BOOST_AUTO_TEST_CASE(international_tournament_files_are_read_and_every_game_is_legal) {
    // Real games with GameType 20, or with squares above 32 (a 10x10 board), and problem
    // collections with FEN set-ups: every game is read and every record is legal.
    const std::map<std::string, int> files = {
        {"DUTCH96H.pdn", 13},   {"PROF2.pdn", 16},      {"candidate95.pdn", 8},   {"nk2003-amsterdam.pdn", 33},
        {"wk2003.pdn", 23},     {"kurnik.pdn", 4},      {"090417ronde12.pdn", 7}, {"nk ronde 01.pdn", 7},
        {"nk ronde 02.pdn", 7}, {"rk ronde 12.pdn", 7}, {"Cat.B1.pdn", 37},       {"PWCP_2.pdn", 51},
        {"PWCP 2a.pdn", 59},    {"schildpad.pdn", 34},  {"windragon.pdn", 1}};
    for (const auto& [name, count] : files) {
        const auto games = readFile(kPdnDir / "succeed" / name);
        BOOST_TEST_CONTEXT(name) {
            BOOST_TEST(games.size() == static_cast<std::size_t>(count));
            for (const GameRecord& game : games) {
                BOOST_TEST_CONTEXT("game at line " << game.line) {
                    BOOST_TEST(game.read_error == "");
                    const Verdict verdict = judged(game);
                    BOOST_TEST(verdictName(verdict.kind) == "ok", verdict.reason);
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(every_succeed_file_is_read_without_a_grammar_error) {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kPdnDir / "succeed")) {
        ++files;
        BOOST_TEST_CONTEXT(entry.path().filename().string()) {
            std::vector<GameRecord> games;
            BOOST_REQUIRE_NO_THROW(games = readFile(entry.path()));
            BOOST_TEST(!games.empty());
            for (const GameRecord& game : games) {
                // Either read cleanly or refused as another variant: never a grammar error.
                if (!game.read_error.empty())
                    BOOST_TEST(refusedAsOtherVariant(game), game.read_error);
                else
                    BOOST_TEST((judged(game).kind != VerdictKind::Illegal));
            }
        }
    }
    BOOST_TEST(files >= 39);
}

BOOST_AUTO_TEST_CASE(other_variants_are_refused_naming_file_and_game) {
    // English (OCA, Gould's problems), Italian (Campionato Assoluto), Russian (ussr1947),
    // Czech (mrcd) and alphanumeric 8x8 records: none may be misread as international.
    for (const std::string name : {"OCA_2.0.pdn", "goulds.pdn", "Campionato Assoluto 2005.pdn", "ussr1947.pdn",
                                   "mrcd2006.pdn", "alphanumeric.pdn", "inferno.pdn"}) {
        const auto games = readFile(kPdnDir / "succeed" / name);
        BOOST_TEST_CONTEXT(name) {
            BOOST_REQUIRE(!games.empty());
            for (const GameRecord& game : games) {
                BOOST_TEST(refusedAsOtherVariant(game));
                BOOST_TEST(game.read_error.rfind(name + ":" + std::to_string(game.line) + ": game at line", 0) == 0,
                           game.read_error);
                BOOST_TEST((judged(game).kind == VerdictKind::Illegal));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(game_type_other_than_20_is_refused_even_with_ten_by_ten_squares) {
    const auto games = readText(
        "[GameType \"40\"]\n[White \"A\"]\n[Black \"B\"]\n1. 32-28 19-23 *\n"
        "[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 19-23 *\n");
    BOOST_REQUIRE_EQUAL(games.size(), 2u);
    BOOST_TEST(games[0].read_error.find("Frisian draughts") != std::string::npos, games[0].read_error);
    BOOST_TEST(games[0].read_error.find("(A - B)") != std::string::npos, games[0].read_error);
    BOOST_TEST(games[1].read_error == "");
}

BOOST_AUTO_TEST_CASE(every_fail_file_gives_a_clear_error_and_no_crash) {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kPdnDir / "fail")) {
        ++files;
        const std::string name = entry.path().filename().string();
        BOOST_TEST_CONTEXT(name) {
            std::vector<GameRecord> games;
            BOOST_REQUIRE_NO_THROW(games = readFile(entry.path()));
            int errors = 0;
            for (const GameRecord& game : games) {
                if (!game.read_error.empty()) {
                    ++errors;
                    BOOST_TEST(game.read_error.rfind(name + ":", 0) == 0, game.read_error);
                } else if (judged(game).kind == VerdictKind::Illegal) {
                    ++errors;
                }
            }
            BOOST_TEST(errors > 0);
        }
    }
    BOOST_TEST(files >= 8);
}

BOOST_AUTO_TEST_CASE(grammar_errors_name_file_line_and_field) {
    const auto nested = readFile(kPdnDir / "fail" / "nested_comment.pdn");
    BOOST_REQUIRE_EQUAL(nested.size(), 1u);
    BOOST_TEST(nested[0].read_error.find("nested_comment.pdn:1:") == 0, nested[0].read_error);
    BOOST_TEST(nested[0].read_error.find("comment") != std::string::npos);

    const auto games = readText(
        "[Event \"E\"]\n[Result \"2-0\"]\n1. 32-28 19-23 2. 28x19 14x23 ]\n2-0\n\n"
        "[Event \"F\"\n1. 32-28 *\n"
        "[Event \"G\"]\n1. 33-28 {never closed\n");
    BOOST_REQUIRE_EQUAL(games.size(), 3u);
    BOOST_TEST(games[0].read_error.find("inline.pdn:3:") == 0, games[0].read_error);
    BOOST_TEST(games[1].read_error.find("inline.pdn:6:") == 0, games[1].read_error);
    BOOST_TEST(games[1].read_error.find("tag Event") != std::string::npos, games[1].read_error);
    BOOST_TEST(games[2].read_error.find("inline.pdn:9:") == 0, games[2].read_error);
    BOOST_TEST(games[2].read_error.find("comment") != std::string::npos, games[2].read_error);
}

BOOST_AUTO_TEST_CASE(move_text_forms_of_pdn) {
    // Move numbers glued or apart, "..." for a skipped move, strengths, NAGs, comments, line
    // comments, escape lines, nested variations and a column-aligned " 1- 6".
    const auto games = readText(
        "% written by a program\n[GameType \"20\"]\n[Result \"1-1\"]\n"
        "1.32-28 19-23!? 2. 28x19 $1 14x23 {a comment} 3. 37-32 (3. 33-28 (3. 34-29 23x34) 23x32) 10-14 ; line\n"
        "4. 41-37  5- 10 1-1\n"
        "[GameType \"20\"]\n[FEN \"B:W28:B19\"]\n1. ... 19-23 2. 28x19 2-0\n");
    BOOST_REQUIRE_EQUAL(games.size(), 2u);
    BOOST_TEST(games[0].read_error == "");
    const std::vector<std::string> expected = {"32-28", "19-23", "28x19", "14x23", "37-32", "10-14", "41-37", "5-10"};
    BOOST_TEST(games[0].moves == expected, boost::test_tools::per_element());
    BOOST_TEST(games[0].move_lines.back() == 5);
    BOOST_TEST(games[0].result_token == "1-1");
    BOOST_TEST(games[1].start_position == "B:W28:B19");
    BOOST_TEST((judged(games[1]).kind == VerdictKind::Ok));
    BOOST_TEST((judged(games[1]).final_state.ending == Ending::Decided));
}

BOOST_AUTO_TEST_CASE(draughts_results_score_two_one_zero_and_chess_forms) {
    const auto engine = makeEngine(GameKind::Draughts);
    BOOST_TEST((engine->parseResult("2-0") == whiteWins()));
    BOOST_TEST((engine->parseResult("1-0") == whiteWins()));
    BOOST_TEST((engine->parseResult("0-2") == blackWins()));
    BOOST_TEST((engine->parseResult("0-1") == blackWins()));
    BOOST_TEST((engine->parseResult("1-1") == drawn()));
    BOOST_TEST((engine->parseResult("1/2-1/2") == drawn()));
    BOOST_TEST(!engine->parseResult("*")->claimed());
    BOOST_TEST(!engine->parseResult("4-6").has_value());
}

BOOST_AUTO_TEST_CASE(claimed_result_against_a_finished_position) {
    // Black's last man is taken: 2-0 stands, 0-2 or 1-1 contradicts the board.
    const auto games = readText(
        "[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n1. 28x19 2-0\n"
        "[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n1. 28x19 0-2\n"
        "[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n1. 28x19 1-1\n");
    BOOST_REQUIRE_EQUAL(games.size(), 3u);
    BOOST_TEST((judged(games[0]).kind == VerdictKind::Ok));
    BOOST_TEST((judged(games[1]).kind == VerdictKind::Inconsistent));
    BOOST_TEST((judged(games[2]).kind == VerdictKind::Inconsistent));
}

BOOST_AUTO_TEST_CASE(broken_record_is_illegal_after_its_last_readable_move) {
    // Three moves are read before the stray '}': the verdict falls on ply 4, unless one of
    // the moves read is itself illegal (the second game: 28-22 skips a compulsory capture).
    const auto games = readText(
        "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 } 2-0\n"
        "[GameType \"20\"]\n1. 32-28 19-23 2. 28-22 } 2-0\n");
    BOOST_REQUIRE_EQUAL(games.size(), 2u);
    const Verdict broken = judged(games[0]);
    BOOST_TEST((broken.kind == VerdictKind::Illegal));
    BOOST_TEST(broken.ply == 4);
    BOOST_TEST(broken.reason.find("inline.pdn:2:") != std::string::npos, broken.reason);
    const Verdict illegal = judged(games[1]);
    BOOST_TEST((illegal.kind == VerdictKind::Illegal));
    BOOST_TEST(illegal.ply == 3);
    BOOST_TEST(illegal.move_text == "28-22");
}
