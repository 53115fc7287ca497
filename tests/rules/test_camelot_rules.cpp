// The Camelot rules of docs/games.md §2, one test per rule, each on a small position built for it:
// the four ways to move, compulsory capture and the knight's charge, the castles, and every way
// the game ends.
#include "rules/camelot/end_of_game.h"
#include "rules/camelot/move_generation.h"
#include "rules/camelot/position.h"
#include "rules/camelot/replay.h"
#include "rules/camelot/wcf_notation.h"
#include "tests/rules/verdict_printing.h"

#include <boost/test/unit_test.hpp>

#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace tourney::rules;
using namespace tourney::rules::camelot;

namespace {

// A position from its pieces, "M:C6 K:D7 m:C7" (K M White knight and man, k m Black's).
Position board(const std::string& pieces, Side to_move = Side::White, int white_castle_moves = 0,
               int black_castle_moves = 0) {
    Position position;
    std::istringstream words(pieces);
    for (std::string word; words >> word;) {
        const Square square = parseSquare(word.substr(2));
        BOOST_REQUIRE_MESSAGE(square != kNoSquare, word);
        const bool white = word[0] == 'K' || word[0] == 'M';
        position.pieces[index(white ? Side::White : Side::Black)].add(square);
        if (word[0] == 'K' || word[0] == 'k') position.knights.add(square);
    }
    position.side_to_move = to_move;
    position.castle_moves = {static_cast<std::uint8_t>(white_castle_moves),
                             static_cast<std::uint8_t>(black_castle_moves)};
    return position;
}

// The legal moves as "C6-D7" (no capture) or "C6xC10(C9)" (the pieces taken in brackets).
std::set<std::string> legalMoves(const Position& position) {
    MoveList moves;
    generateMoves(position, moves);
    std::set<std::string> texts;
    for (const Move& move : moves) {
        std::string text = squareName(move.from) + (move.isCapture() ? "x" : "-") + squareName(move.to);
        if (move.isCapture()) {
            std::string taken;
            move.captured().forEach([&](Square square) { taken += (taken.empty() ? "" : ",") + squareName(square); });
            text += "(" + taken + ")";
        }
        texts.insert(text);
    }
    BOOST_TEST(static_cast<int>(texts.size()) == moves.size(), "a move listed twice");
    return texts;
}

// "" when the written move is legal, else the reason.
std::string whyNot(const Position& position, const std::string& written) {
    const MoveCheck check = checkWrittenMove(position, written);
    BOOST_TEST(check.move.has_value() == check.reason.empty());
    return check.reason.text();
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

Position after(Position position, const std::string& written) {
    const MoveCheck check = checkWrittenMove(position, written);
    BOOST_REQUIRE_MESSAGE(check.move, written << ": " << check.reason.text());
    applyMove(position, *check.move);
    return position;
}

Verdict judged(const Position& start, const std::vector<std::string>& moves, const Placing& claimed) {
    GameRecord record;
    record.file = "test.cam";
    record.start_position = positionText(start);
    record.moves = moves;
    return replayRecord(record, claimed).verdict;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_board_has_160_squares_with_the_corners_cut_away) {
    BOOST_TEST(squareName(squareAt(5, 1)) == "F1");
    BOOST_TEST(parseSquare("G16") == squareAt(6, 16));
    BOOST_TEST(parseSquare("A1") == kNoSquare);  // a cut-away corner
    BOOST_TEST(parseSquare("E1") == kNoSquare);  // rank 1 holds only F and G
    BOOST_TEST(parseSquare("B2") == kNoSquare);  // rank 2 holds C-J
    BOOST_TEST(parseSquare("A3") == kNoSquare);  // rank 3 holds B-K
    BOOST_TEST(parseSquare("A4") != kNoSquare);
    BOOST_TEST(parseSquare("M8") == kNoSquare);
    BOOST_TEST(parseSquare("c10") == squareAt(2, 10));
}

BOOST_AUTO_TEST_CASE(the_position_format_round_trips_and_names_what_is_wrong) {
    const Position start = initialPosition();
    BOOST_TEST(positionText(start) == std::string(kInitialPositionText));
    BOOST_TEST(start.pieceCount(Side::White) == 14);
    BOOST_TEST(start.knights.count() == 8);
    BOOST_TEST(start.isKnight(parseSquare("C6")));
    BOOST_TEST(start.pieces[index(Side::Black)].has(parseSquare("J11")));
    std::string cut_corner(kInitialPositionText);
    cut_corner[0] = 'M';  // A16
    BOOST_CHECK_EXCEPTION(parsePosition(cut_corner), std::invalid_argument, [](const std::invalid_argument& error) {
        return contains(error.what(), "A16 is a cut-away corner");
    });
    std::string three_castle_moves(kInitialPositionText);
    three_castle_moves.back() = '3';
    BOOST_CHECK_THROW(parsePosition(three_castle_moves), std::invalid_argument);
    BOOST_CHECK_THROW(parsePosition("............ w 0 0"), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(a_plain_move_goes_one_square_in_any_of_the_eight_directions) {
    const Position position = board("M:E8 m:L12");
    BOOST_TEST(legalMoves(position) ==
               (std::set<std::string>{"E8-D7", "E8-D8", "E8-D9", "E8-E7", "E8-E9", "E8-F7", "E8-F8", "E8-F9"}));
    BOOST_TEST(contains(whyNot(position, "E8-E10"), "there is no piece on E9 to leap over"));
    BOOST_TEST(contains(whyNot(position, "E8-G9"), "neither next to E8 nor two squares away along a line"));
    BOOST_TEST(contains(whyNot(board("M:E8 M:E9 m:L12"), "E8-E9"), "E9 is occupied"));
}

BOOST_AUTO_TEST_CASE(canters_leap_own_pieces_and_may_follow_each_other) {
    // C6 over D7 to E8, over D8 to C8: each square reached may end the move; cantering is never
    // compulsory, so the plain moves stay legal.
    const Position position = board("M:C6 M:D7 M:D8 m:L12");
    const std::set<std::string> moves = legalMoves(position);
    BOOST_TEST(moves.count("C6-E8"));
    BOOST_TEST(moves.count("C6-C8"));
    BOOST_TEST(moves.count("C6-B6"));
    BOOST_TEST(whyNot(position, "C6-E8-C8") == "");
    BOOST_TEST(
        (after(position, "C6-E8-C8").pieces[index(Side::White)] == board("M:C8 M:D7 M:D8").pieces[index(Side::White)]));
    // A canter leaps over its own side's pieces only.
    BOOST_TEST(contains(whyNot(board("M:C6 m:D7 M:A8"), "C6-E8"), "leaping over an enemy piece is a jump"));
}

BOOST_AUTO_TEST_CASE(a_canter_route_may_not_visit_a_square_twice_the_start_included) {
    const Position position = board("M:C6 M:D7 M:D8 M:C7 m:L12");
    BOOST_TEST(whyNot(position, "C6-E8-C8-E8") == "C8-E8: the canter route visits E8 twice");
    BOOST_TEST(whyNot(position, "C6-E8-C8-C6") == "C8-C6: the canter route comes back to C6, where it began");
    // The same square by a route that does not come back is legal: the route is judged as written.
    BOOST_TEST(whyNot(position, "C6-E8") == "");
}

BOOST_AUTO_TEST_CASE(capture_is_compulsory_for_every_piece_that_can_jump_at_once) {
    const Position position = board("M:C6 M:E6 M:H6 m:C7 m:E7 m:L12");
    BOOST_TEST(legalMoves(position) == (std::set<std::string>{"C6xC8(C7)", "E6xE8(E7)"}));
    BOOST_TEST(whyNot(position, "H6-H7") == "capture is compulsory: the piece on C6 can jump over C7 to C8");
    BOOST_TEST(whyNot(position, "E6xE8") == "");  // the player chooses which piece captures
}

BOOST_AUTO_TEST_CASE(a_capture_only_a_charge_could_reach_creates_no_duty) {
    // The knight on C6 could canter over C7 to C8 and jump C9 from there, but no piece can jump
    // at once: the other moves stay legal, and so does the charge.
    const Position position = board("K:C6 M:C7 M:H6 m:C9 m:L12");
    BOOST_TEST(whyNot(position, "H6-H7") == "");
    BOOST_TEST(whyNot(position, "C6-C8xC10") == "");
    BOOST_TEST(legalMoves(position).count("C6xC10(C9)"));
}

BOOST_AUTO_TEST_CASE(a_knights_charge_may_stand_instead_of_a_jump) {
    // E6 must take E7 or the knight must charge: a charge is a capture, and any knight may make
    // one, even one that cannot jump at once. Nothing else is legal.
    const Position position = board("K:C6 M:C7 M:E6 m:C9 m:E7 m:L12");
    BOOST_TEST(legalMoves(position) == (std::set<std::string>{"C6xC10(C9)", "E6xE8(E7)"}));
    BOOST_TEST(whyNot(position, "C6-C8xC10") == "");
    BOOST_TEST(contains(whyNot(position, "C7-C8"), "capture is compulsory"));
}

BOOST_AUTO_TEST_CASE(a_knights_canter_may_not_stop_where_the_knight_could_jump) {
    const Position knight = board("K:C6 M:C7 M:H6 m:C9 m:L12");
    BOOST_TEST(
        whyNot(knight, "C6-C8") ==
        "a knight's canter may not stop on C8, from where it could jump over C9 to C10: it must jump or canter on");
    BOOST_TEST(!legalMoves(knight).count("C6-C8"));
    // A man's canter may stop there: only a knight can charge.
    const Position man = board("M:C6 M:C7 M:H6 m:C9 m:L12");
    BOOST_TEST(whyNot(man, "C6-C8") == "");
    BOOST_TEST(whyNot(man, "C6-C8xC10") == "C8xC10: only a knight may jump after cantering (a knight's charge)");
    // A canter may pass over such a square and stop beyond it.
    const Position passing = board("K:C6 M:C7 M:B7 m:C9 m:L12");
    BOOST_TEST(whyNot(passing, "C6-C8-A6") == "");
}

BOOST_AUTO_TEST_CASE(jumped_pieces_leave_at_once_and_the_jump_goes_on_while_it_can) {
    // D5 takes E5, F6, E7 and D6 round a square and lands on its own start again: taken pieces
    // are gone at once, and a jump route may come back to a square (only canters may not).
    const Position position = board("M:D5 M:A8 m:E5 m:F6 m:E7 m:D6");
    BOOST_TEST(legalMoves(position) == (std::set<std::string>{"D5xD5(E5,D6,F6,E7)"}));
    BOOST_TEST(whyNot(position, "D5xF5xF7xD7xD5") == "");
    BOOST_TEST(whyNot(position, "D5xD7xF7xF5xD5") == "");  // the other way round: the same move
    BOOST_TEST(whyNot(position, "D5xF5") == "the jump must go on: from F5 the piece can still jump over F6 to F7");
    BOOST_TEST(whyNot(position, "D5xF5xF7xD7xD5xF5") ==
               "D5xF5: the piece on E5 was taken earlier in this move and cannot be leapt twice");
    const Position next = after(position, "D5xF5xF7xD7xD5");
    BOOST_TEST(next.pieceCount(Side::Black) == 0);
    BOOST_TEST(next.pieces[index(Side::White)].has(parseSquare("D5")));
    BOOST_TEST(contains(whyNot(board("M:C6 M:D7 m:L12"), "C6xE8"), "leaping over it is a canter, written C6-E8"));
}

BOOST_AUTO_TEST_CASE(a_piece_enters_its_own_castle_only_by_a_jump) {
    BOOST_TEST(whyNot(board("M:F2 M:A8 m:L12"), "F2-F1") ==
               "F2-F1: a piece may not enter its own castle by a plain move, only by a jump");
    BOOST_TEST(!legalMoves(board("M:F2 M:A8 m:L12")).count("F2-G1"));
    BOOST_TEST(whyNot(board("M:F3 M:F2 M:A8 m:L12"), "F3-F1") ==
               "F3-F1: a piece may not enter its own castle by a canter, only by a jump");
    BOOST_TEST(whyNot(board("M:H3 M:A8 m:G2 m:L12"), "H3xF1") == "");
}

BOOST_AUTO_TEST_CASE(a_piece_that_jumps_into_its_own_castle_jumps_on_out_if_it_can) {
    const Position position = board("M:H3 M:A8 m:G2 m:F2 m:L12");
    BOOST_TEST(legalMoves(position) == (std::set<std::string>{"H3xF3(F2,G2)"}));
    BOOST_TEST(whyNot(position, "H3xF1xF3") == "");
    BOOST_TEST(whyNot(position, "H3xF1") == "the jump must go on: from F1 the piece can still jump over F2 to F3");
}

BOOST_AUTO_TEST_CASE(a_piece_in_its_own_castle_must_leave_next_turn_and_only_it_moves) {
    // H6 could take H7, but the duty to capture elsewhere does not apply this turn; the piece
    // on F1 leaves by a plain move, never to G1, the other square of its castle.
    const Position position = board("M:F1 M:H6 m:H7 m:L12");
    BOOST_TEST(legalMoves(position) == (std::set<std::string>{"F1-E2", "F1-F2", "F1-G2"}));
    BOOST_TEST(whyNot(position, "H6xH8") ==
               "the piece on F1 must leave White's castle this turn, and only it may move");
    BOOST_TEST(contains(whyNot(position, "F1-G1"), "may not enter its own castle by a plain move"));
    // It leaves by a canter as well.
    BOOST_TEST(legalMoves(board("M:F1 M:F2 M:H6 m:L12")).count("F1-F3"));
}

BOOST_AUTO_TEST_CASE(a_piece_leaving_its_own_castle_must_jump_if_it_can) {
    const Position position = board("M:F1 M:H6 m:F2 m:L12");
    BOOST_TEST(legalMoves(position) == (std::set<std::string>{"F1xF3(F2)"}));
    BOOST_TEST(whyNot(position, "F1-E2") ==
               "the piece on F1 must jump out of White's castle while it can: over F2 to F3");
}

BOOST_AUTO_TEST_CASE(a_piece_with_no_way_out_of_its_own_castle_is_played_round_as_if_absent) {
    // E2, F2 and G2 are taken by Black pieces that cannot be jumped (D3, F3, H3 behind them
    // are full): F1 cannot leave, so White plays on as usual, and must take H7.
    const Position duty = board("M:F1 M:H6 m:E2 m:F2 m:G2 m:D3 m:F3 m:H3 m:H7");
    BOOST_TEST(legalMoves(duty) == (std::set<std::string>{"H6xH8(H7)"}));
    const Position free = board("M:F1 M:H6 m:E2 m:F2 m:G2 m:D3 m:F3 m:H3 m:L12");
    BOOST_TEST(legalMoves(free).count("H6-H7"));
    BOOST_TEST(legalMoves(free).size() == 8u);
}

BOOST_AUTO_TEST_CASE(entering_the_enemy_castle_ends_the_move) {
    // A canter into F16 stops there although E15 would carry it on to D14; a jump into F16
    // stops although E15 could be taken next.
    const Position canter = board("M:F14 M:F15 M:E15 M:A8 m:L10");
    BOOST_TEST(whyNot(canter, "F14-F16") == "");
    BOOST_TEST(whyNot(canter, "F14-F16-D14") == "F16-D14: the move ended on entering Black's castle at F16");
    const Position jump = board("M:F14 M:A8 m:F15 m:E15 m:L10");
    BOOST_TEST(legalMoves(jump).count("F14xF16(F15)"));
    BOOST_TEST(whyNot(jump, "F14xF16") == "");
    BOOST_TEST(whyNot(jump, "F14xF16xD14") == "F16xD14: the move ended on entering Black's castle at F16");
}

BOOST_AUTO_TEST_CASE(a_piece_in_the_enemy_castle_makes_only_castle_moves_two_a_game) {
    // F16 never leaves Black's castle, not even to jump F15, and creates no duty to capture.
    const Position position = board("M:F16 M:A8 m:F15 m:L10");
    const std::set<std::string> moves = legalMoves(position);
    BOOST_TEST(moves.count("F16-G16"));
    BOOST_TEST(!moves.count("F16xF14(F15)"));
    BOOST_TEST(moves.count("A8-A9"));
    BOOST_TEST(contains(whyNot(position, "F16xF14"), "never leaves it: its only move is the castle move to G16"));
    BOOST_TEST(positionText(after(position, "F16-G16")).substr(positionText(position).size() - 5) == "b 1 0");
    const Position both_used = board("M:F16 M:A8 m:F15 m:L10", Side::White, 2, 0);
    BOOST_TEST(!legalMoves(both_used).count("F16-G16"));
    BOOST_TEST(whyNot(both_used, "F16-G16") ==
               "F16-G16: White has already made the two castle moves a player may make in a game");
    // A castle move is no capture: when one is due, it must wait.
    BOOST_TEST(legalMoves(board("M:F16 M:A8 m:A9 m:L10")) == (std::set<std::string>{"A8xA10(A9)"}));
}

BOOST_AUTO_TEST_CASE(the_mover_holding_both_enemy_castle_squares_wins) {
    const Position position = board("M:F16 M:G15 m:L10 m:K10 m:J10");
    const FinalState state = finalState(after(position, "G15-G16"));
    BOOST_TEST(state.ending == Ending::Decided);
    BOOST_TEST((state.placing == whiteWins()));
    BOOST_TEST(state.reason == "White holding both squares of Black's castle");
    BOOST_TEST(judged(position, {"G15-G16"}, whiteWins()).kind == VerdictKind::Ok);
    BOOST_TEST(judged(position, {"G15-G16"}, blackWins()).kind == VerdictKind::Inconsistent);
}

BOOST_AUTO_TEST_CASE(one_piece_against_one_is_a_draw) {
    const Position position = board("K:C6 m:C7 m:L12");
    const FinalState state = finalState(after(position, "C6xC8"));
    BOOST_TEST(state.ending == Ending::DrawnByRule);
    BOOST_TEST((state.placing == drawn()));
    BOOST_TEST(judged(position, {"C6xC8"}, whiteWins()).kind == VerdictKind::Inconsistent);
    BOOST_TEST(judged(position, {"C6xC8"}, drawn()).kind == VerdictKind::Ok);
}

BOOST_AUTO_TEST_CASE(one_piece_against_none_is_a_draw) {
    // The lone White man takes Black's last two pieces: each side has at most one piece, which
    // is checked before the side with no piece loses.
    const Position position = board("M:C6 m:C7 m:C9");
    const FinalState state = finalState(after(position, "C6xC8xC10"));
    BOOST_TEST((state.placing == drawn()));
    BOOST_TEST(state.reason == "each side having at most one piece");
}

BOOST_AUTO_TEST_CASE(the_side_to_move_with_no_piece_loses_to_two_or_more) {
    const Position position = board("M:C6 M:A8 m:C7");
    const FinalState state = finalState(after(position, "C6xC8"));
    BOOST_TEST(state.ending == Ending::Decided);
    BOOST_TEST((state.placing == whiteWins()));
    BOOST_TEST(state.reason == "Black having no piece left");
}

BOOST_AUTO_TEST_CASE(the_side_to_move_with_no_legal_move_loses_to_two_pieces_and_draws_with_one) {
    // Black's two men stand in White's castle, each blocking the other's castle move: Black
    // cannot move. (A position made for the rule: Black would have won on entering.)
    const FinalState against_two = finalState(board("M:A8 M:A10 m:F1 m:G1", Side::Black));
    BOOST_TEST((against_two.placing == whiteWins()));
    BOOST_TEST(against_two.reason == "Black having no legal move");
    const FinalState against_one = finalState(board("M:A8 m:F1 m:G1", Side::Black));
    BOOST_TEST(against_one.ending == Ending::DrawnByRule);
    BOOST_TEST(against_one.reason == "Black having no legal move while White has a single piece");
    // With its castle moves used, a lone man in the enemy castle cannot move either.
    BOOST_TEST((finalState(board("M:A8 M:A10 m:F1", Side::Black, 0, 2)).placing == whiteWins()));
    BOOST_TEST(finalState(board("M:A8 M:A10 m:F1", Side::Black, 0, 1)).ending == Ending::Ongoing);
}

BOOST_AUTO_TEST_CASE(a_move_after_the_end_of_the_game_is_illegal) {
    const Position position = board("K:C6 m:C7 m:L12");
    const Verdict verdict = judged(position, {"C6xC8", "L12-L13"}, drawn());
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 2);
    BOOST_TEST(verdict.move_text == "L12-L13");
    BOOST_TEST(verdict.reason == "the game had already ended by each side having at most one piece");
}

BOOST_AUTO_TEST_CASE(a_record_names_the_first_illegal_ply_with_its_reason) {
    const Verdict verdict = judged(initialPosition(), {"C6-C7", "C11-D10", "D6-D8"}, Placing{});
    BOOST_TEST(verdict.kind == VerdictKind::Illegal);
    BOOST_TEST(verdict.ply == 2);
    BOOST_TEST(verdict.move_text == "C11-D10");
    BOOST_TEST(verdict.reason == "C11-D10: D10 is occupied");
}

BOOST_AUTO_TEST_CASE(choices_where_the_rules_are_silent_a_castle_leaver_may_charge_and_either_of_two_may_leave) {
    // The knight on F1 cannot jump at once; its canter over F2 may not stop on F3, where it
    // could jump F4, so it leaves by plain moves or by the charge F1-F3xF5 (docs/rules.md).
    const Position charge = board("K:F1 M:F2 M:A8 m:F4 m:L12");
    BOOST_TEST(legalMoves(charge) == (std::set<std::string>{"F1-E2", "F1-G2", "F1xF5(F4)"}));
    BOOST_TEST(whyNot(charge, "F1-F3xF5") == "");
    // Two pieces in their own castle: either may be the one that leaves, never to the other square.
    BOOST_TEST(legalMoves(board("M:F1 M:G1 M:A8 m:L12")) ==
               (std::set<std::string>{"F1-E2", "F1-F2", "F1-G2", "G1-F2", "G1-G2", "G1-H2"}));
}
