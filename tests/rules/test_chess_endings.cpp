// End of the game under the FIDE Laws of Chess, and the verdict on a claimed result.
#include "rules/chess/end_of_game.h"
#include "rules/chess/pgn_reader.h"
#include "rules/chess/position.h"
#include "rules/registry.h"
#include "tests/rules/verdict_printing.h"

#include <boost/test/unit_test.hpp>

using namespace tourney::rules;

namespace {

// Judges the single game of a PGN text against the result its movetext claims.
Verdict judgePgn(const std::string& pgn) {
    std::unique_ptr<Engine> engine = makeEngine(GameKind::Chess);
    std::vector<GameRecord> games = chess::readPgn(pgn, "test.pgn");
    BOOST_REQUIRE_EQUAL(games.size(), 1u);
    std::optional<Placing> claimed = engine->parseResult(games[0].result_token);
    BOOST_REQUIRE(claimed);
    return engine->judge(games[0], *claimed);
}

std::string withFen(const std::string& fen, const std::string& movetext) {
    return "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" + movetext + "\n";
}

bool dead(const char* fen) { return chess::isDeadByMaterial(chess::Position::fromFen(fen)); }

const std::string kFoolsMate = "1. f3 e5 2. g4 Qh4# ";
const std::string kKnightDance = "1. Nf3 Nf6 2. Ng1 Ng8 ";  // back to the initial position

std::string repeat(const std::string& text, int times) {
    std::string result;
    for (int i = 0; i < times; ++i) result += text;
    return result;
}

}  // namespace

// FIDE Laws 5.1.1: checkmate ends the game; only the mating side's win stands.
BOOST_AUTO_TEST_CASE(law_5_1_1_checkmate_decides_the_game) {
    Verdict ok = judgePgn(kFoolsMate + "0-1");
    BOOST_TEST(ok.kind == VerdictKind::Ok);
    BOOST_TEST(ok.ply == 4);
    BOOST_TEST(ok.final_state.reason == "checkmate");
    BOOST_TEST(judgePgn(kFoolsMate + "1-0").kind == VerdictKind::Inconsistent);
    BOOST_TEST(judgePgn(kFoolsMate + "1/2-1/2").kind == VerdictKind::Inconsistent);
    BOOST_TEST(judgePgn(kFoolsMate + "*").kind == VerdictKind::Ok);
}

BOOST_AUTO_TEST_CASE(a_move_after_the_end_of_the_game_is_illegal) {
    Verdict verdict = judgePgn(kFoolsMate + "3. a3 0-1");
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 5);
    BOOST_TEST(verdict.reason.find("checkmate") != std::string::npos);
}

// FIDE Laws 5.2.1: stalemate is a draw; a decisive result contradicts it.
BOOST_AUTO_TEST_CASE(law_5_2_1_stalemate_is_a_draw) {
    std::string fen = "7k/8/6Q1/8/8/8/8/K7 w - - 0 1";
    BOOST_TEST(judgePgn(withFen(fen, "1. Qf7 1/2-1/2")).kind == VerdictKind::Ok);
    Verdict verdict = judgePgn(withFen(fen, "1. Qf7 1-0"));
    BOOST_TEST(verdict.kind == VerdictKind::Inconsistent);
    BOOST_TEST(verdict.reason.find("stalemate") != std::string::npos);
    BOOST_TEST(judgePgn(withFen(fen, "1. Qg5 1-0")).kind == VerdictKind::Ok);  // resigned, not stalemated
}

// FIDE Laws 5.2.2: a dead position ends the game as a draw.
BOOST_AUTO_TEST_CASE(law_5_2_2_dead_positions_by_material) {
    BOOST_TEST(dead("8/8/4k3/8/8/3K4/8/8 w - - 0 1"));       // king against king
    BOOST_TEST(dead("8/8/4k3/8/8/3K4/8/5B2 w - - 0 1"));     // king and bishop
    BOOST_TEST(dead("8/8/4k3/8/8/3K4/8/5N2 b - - 0 1"));     // king and knight
    BOOST_TEST(dead("2b5/8/4k3/8/8/3K4/8/5B2 w - - 0 1"));   // bishops on squares of one colour
    BOOST_TEST(dead("2b4k/8/6b1/8/8/8/B7/K4B2 w - - 0 1"));  // however many
    BOOST_TEST(!dead("3b4/8/4k3/8/8/3K4/8/5B2 w - - 0 1"));  // bishops on both colours
    BOOST_TEST(!dead("8/8/4k3/8/8/3K4/8/4NN2 w - - 0 1"));   // two knights can mate a blundering king
    BOOST_TEST(!dead("8/8/4k1n1/8/8/3K4/8/5N2 w - - 0 1"));  // knight against knight
    BOOST_TEST(!dead("8/8/4k1n1/8/8/3K4/8/5B2 w - - 0 1"));  // bishop against knight
    BOOST_TEST(!dead("8/8/4k3/8/8/3K4/7P/8 w - - 0 1"));     // a pawn
    std::string fen = "8/8/4k3/8/8/3K4/3r4/8 w - - 0 1";
    BOOST_TEST(judgePgn(withFen(fen, "1. Kxd2 1/2-1/2")).kind == VerdictKind::Ok);
    BOOST_TEST(judgePgn(withFen(fen, "1. Kxd2 1-0")).kind == VerdictKind::Inconsistent);
    BOOST_TEST(judgePgn(withFen(fen, "1. Kc4 1-0")).kind == VerdictKind::Ok);
}

// FIDE Laws 9.2: threefold repetition may be claimed; the game goes on unless it is.
BOOST_AUTO_TEST_CASE(law_9_2_threefold_repetition_is_claimable_not_automatic) {
    Verdict verdict = judgePgn(repeat(kKnightDance, 2) + "1-0");
    BOOST_TEST(verdict.kind == VerdictKind::Ok);
    BOOST_TEST(verdict.final_state.ending == Ending::Ongoing);
    BOOST_TEST(verdict.final_state.draw_claimable);
}

// FIDE Laws 9.6.1: the fifth occurrence ends the game as a draw at once.
BOOST_AUTO_TEST_CASE(law_9_6_1_fivefold_repetition_is_an_automatic_draw) {
    Verdict drawn = judgePgn(repeat(kKnightDance, 4) + "1/2-1/2");
    BOOST_TEST(drawn.kind == VerdictKind::Ok);
    BOOST_TEST(drawn.final_state.reason == "fivefold repetition");
    BOOST_TEST(judgePgn(repeat(kKnightDance, 4) + "0-1").kind == VerdictKind::Inconsistent);
    BOOST_TEST(judgePgn(repeat(kKnightDance, 3) + "1. Nf3 Nf6 2. Ng1 0-1").kind == VerdictKind::Ok);
    Verdict later = judgePgn(repeat(kKnightDance, 4) + "1. e4 1/2-1/2");
    BOOST_TEST(later.kind == VerdictKind::Illegal);
    BOOST_TEST(later.ply == 17);
}

// FIDE Laws 9.2.3: positions differ when castling rights differ...
BOOST_AUTO_TEST_CASE(law_9_2_3_lost_castling_rights_make_a_different_position) {
    std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    // Only the first position has castling rights: after four rounds each position has
    // appeared four times, and the first one is different. A fifth round draws.
    std::string dance = "Kf1 Kf8 Ke1 Ke8 ";
    Verdict verdict = judgePgn(withFen(fen, repeat(dance, 4) + "0-1"));
    BOOST_TEST(verdict.kind == VerdictKind::Ok);
    BOOST_TEST(verdict.final_state.ending == Ending::Ongoing);
    BOOST_TEST(judgePgn(withFen(fen, repeat(dance, 4) + "Kf1 Kf8 0-1")).kind == VerdictKind::Inconsistent);
}

// ...and when an en passant capture is possible in one and not the other; an en passant
// square no pawn can use does not make a position different.
BOOST_AUTO_TEST_CASE(law_9_2_3_en_passant_counts_only_when_the_capture_is_legal) {
    chess::Position after_double_push = chess::Position::fromFen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    chess::Position same_without = chess::Position::fromFen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    BOOST_TEST(after_double_push.repetitionKey() == same_without.repetitionKey());
    chess::Position capturable = chess::Position::fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    chess::Position not_capturable = chess::Position::fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    BOOST_TEST(capturable.repetitionKey() != not_capturable.repetitionKey());
    // Pinned capturer: the en passant capture is not legal, so the positions are the same.
    chess::Position pinned = chess::Position::fromFen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
    chess::Position pinned_without = chess::Position::fromFen("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
    BOOST_TEST(pinned.repetitionKey() == pinned_without.repetitionKey());
}

// FIDE Laws 9.3 and 9.6.2: fifty moves may be claimed; seventy-five end the game, unless
// the last move mates.
BOOST_AUTO_TEST_CASE(law_9_6_2_seventy_five_moves_but_checkmate_takes_precedence) {
    std::string fen = "k7/8/1K6/8/8/8/8/7R w - - 149 120";
    Verdict mate = judgePgn(withFen(fen, "1. Rh8# 1-0"));
    BOOST_TEST(mate.kind == VerdictKind::Ok);
    BOOST_TEST(mate.final_state.reason == "checkmate");
    Verdict drawn = judgePgn(withFen(fen, "1. Rh2 1-0"));
    BOOST_TEST(drawn.kind == VerdictKind::Inconsistent);
    BOOST_TEST(drawn.final_state.reason == "seventy-five-move rule");
    Verdict claimable = judgePgn(withFen("k7/8/1K6/8/8/8/8/7R w - - 99 120", "1. Rh2 1-0"));
    BOOST_TEST(claimable.kind == VerdictKind::Ok);
    BOOST_TEST(claimable.final_state.draw_claimable);
    BOOST_TEST(judgePgn(withFen("k7/8/1K6/8/8/8/8/7R w - - 148 120", "1. Rh2 1-0")).kind == VerdictKind::Ok);
}

BOOST_AUTO_TEST_CASE(illegal_move_is_reported_with_its_ply_text_and_reason) {
    Verdict verdict = judgePgn("1. e4 e5 2. Ke3 1-0");
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 3);
    BOOST_TEST(verdict.move_text == "Ke3");
    BOOST_TEST(verdict.reason == "no white king can move to e3");
    Verdict pass = judgePgn("1. e4 Z0 2. d4 *");
    BOOST_TEST(pass.kind == VerdictKind::Illegal);
    BOOST_TEST(pass.ply == 2);
    BOOST_TEST(pass.reason.find("null move") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(other_variants_are_refused_not_misread) {
    Verdict verdict = judgePgn("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. N@f3 *");
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 0);
    BOOST_TEST(verdict.reason.find("Crazyhouse") != std::string::npos);
    Verdict chess960 = judgePgn(
        "[Variant \"Chess960\"]\n[FEN \"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1\"]\n\n"
        "1. d4 d5 2. c3 Nb6 3. e4 dxe4 4. Bxe4 g6 5. g4 c6 6. Qf3 Ne6 7. Nb3 Qf6 8. Qxf6 exf6 9. h4 O-O *");
    BOOST_TEST(chess960.kind == VerdictKind::Ok);
    BOOST_TEST(chess960.reason == "");
}

BOOST_AUTO_TEST_CASE(bad_start_position_is_reported) {
    Verdict verdict = judgePgn(withFen("8/8/8/8/8/8/8/8 w - - 0 1", "1. e4 *"));
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.reason.find("exactly one king") != std::string::npos);
}
