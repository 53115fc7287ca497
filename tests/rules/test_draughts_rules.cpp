// The FMJD rules of international draughts, one test per rule: capture (art. 4), crowning,
// the end of the game and the draws (art. 6), each on a small position built for it.
#include "rules/draughts/draw_rules.h"
#include "rules/draughts/move_generation.h"
#include "rules/draughts/move_notation.h"
#include "rules/draughts/position.h"
#include "rules/draughts/replay.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <variant>
#include <vector>

using namespace tourney::rules;
using namespace tourney::rules::draughts;
using tourney::Message;

namespace {

std::set<std::string> legalMoves(const std::string& fen) {
    MoveList moves;
    generateMoves(parseFen(fen), moves);
    std::set<std::string> texts;
    for (const Move& move : moves) texts.insert(moveText(move));
    return texts;
}

Bitboard squares(std::initializer_list<int> numbers) {
    Bitboard bits = 0;
    for (int number : numbers) bits |= maskOf(number);
    return bits;
}

Move theMove(const std::string& fen, const std::string& token) {
    const auto found = findMove(parseFen(fen), token);
    BOOST_REQUIRE_MESSAGE(
        std::holds_alternative<Move>(found),
        token << ": " << (std::holds_alternative<Message>(found) ? std::get<Message>(found).text() : ""));
    return std::get<Move>(found);
}

GameRecord record(const std::string& fen, std::vector<std::string> moves) {
    GameRecord game;
    game.file = "test.pdn";
    game.start_position = fen;
    game.moves = std::move(moves);
    return game;
}

}  // namespace

BOOST_AUTO_TEST_CASE(squares_are_numbered_from_black_base_with_46_in_white_left_corner) {
    // FMJD 2.6: 1-5 on the upper row, 46 in White's left corner; a man on 46 can only go to 41.
    BOOST_TEST(legalMoves("W:W46:B5") == (std::set<std::string>{"46-41"}));
    BOOST_TEST(legalMoves("B:W46:B5") == (std::set<std::string>{"5-10"}));
    BOOST_TEST(legalMoves("W:W31-50:B1-20") == (std::set<std::string>{"31-26", "31-27", "32-27", "32-28", "33-28",
                                                                      "33-29", "34-29", "34-30", "35-30"}));
}

BOOST_AUTO_TEST_CASE(capture_is_compulsory_and_men_capture_backwards) {
    // The white man on 28 must take 23 forwards; the one on 33 may take 39 backwards too.
    BOOST_TEST(legalMoves("W:W28,33:B23,39") == (std::set<std::string>{"28x19", "33x44"}));
}

BOOST_AUTO_TEST_CASE(maximum_capture_counts_pieces_not_kings) {
    // 28x17 would take a king, 28x8 two men: the most pieces must be taken, a king counting
    // no more than a man (FMJD art. 4).
    const std::string fen = "W:W28:BK22,23,13";
    BOOST_TEST(legalMoves(fen) == (std::set<std::string>{"28x8"}));
    BOOST_TEST(theMove(fen, "28x8").captured == squares({23, 13}));
    BOOST_TEST(std::get<Message>(findMove(parseFen(fen), "28x17")).text().find("compulsory") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(turkish_strike_taken_pieces_stay_until_the_capture_ends) {
    // The king on 46 takes 28, 24 and 34 around a loop. Its way back over 33 would need to
    // land on 28, where the man just taken still stands, so 33 and 17 cannot be taken
    // (FMJD art. 4: pieces leave the board only when the capture is done, and no piece is
    // jumped twice). Removing pieces at once would allow five.
    MoveList moves;
    generateMoves(parseFen("W:WK46:B28,24,34,33,17"), moves);
    BOOST_REQUIRE(!moves.empty());
    for (const Move& move : moves) BOOST_TEST(move.captured == squares({28, 24, 34}));
}

BOOST_AUTO_TEST_CASE(a_piece_cannot_be_jumped_twice) {
    // A king between two men on one diagonal may take each once; it cannot turn back over the
    // first again, and the second man blocks its way back.
    MoveList moves;
    generateMoves(parseFen("W:WK28:B23,33"), moves);
    for (const Move& move : moves) BOOST_TEST(countOf(move.captured) == 1);
}

BOOST_AUTO_TEST_CASE(king_captures_at_a_distance_and_lands_on_any_square_beyond) {
    // Nothing follows the capture: every empty square beyond the man may end it.
    BOOST_TEST(legalMoves("W:WK46:B28") == (std::set<std::string>{"46x23", "46x19", "46x14", "46x10", "46x5"}));
}

BOOST_AUTO_TEST_CASE(king_must_land_where_the_capture_continues) {
    // After taking 41 the king may stop only on 32, from where it goes on to take 27: landing
    // on 37, 28 or beyond would take fewer pieces.
    BOOST_TEST(legalMoves("W:WK46:B41,27") == (std::set<std::string>{"46x21", "46x16"}));
    BOOST_TEST(theMove("W:WK46:B41,27", "46x32x16").captured == squares({41, 27}));
}

BOOST_AUTO_TEST_CASE(man_passing_the_far_row_during_a_capture_stays_a_man) {
    // 13x11 goes over 8 to 2 on Black's base row, then over 7 to 11: it ends off the row.
    Position position = parseFen("W:W13:B8,7,30");
    const Move move = theMove("W:W13:B8,7,30", "13x11");
    BOOST_TEST(move.captured == squares({8, 7}));
    applyMove(position, move);
    BOOST_TEST((position.pieces[index(Side::White)] & maskOf(11)) != 0);
    BOOST_TEST((position.kings & maskOf(11)) == 0);
}

BOOST_AUTO_TEST_CASE(man_ending_on_the_far_row_is_crowned) {
    Position position = parseFen("W:W7:B30");
    applyMove(position, theMove("W:W7:B30", "7-1"));
    BOOST_TEST((position.kings & maskOf(1)) != 0);
    Position capture = parseFen("W:W12:B8,30");
    applyMove(capture, theMove("W:W12:B8,30", "12x3"));
    BOOST_TEST((capture.kings & maskOf(3)) != 0);
}

BOOST_AUTO_TEST_CASE(identical_captures_are_one_move) {
    // The king on 28 can go round the four men clockwise or anticlockwise: both routes that
    // end on 28 take the same pieces and are one move; the routes run on to other squares.
    const Position position = parseFen("W:WK28:B32,42,43,33");
    MoveList moves;
    generateMoves(position, moves);
    const std::vector<MoveRoute> routes = generateRoutes(position);
    const auto back_home = std::count_if(routes.begin(), routes.end(),
                                         [](const MoveRoute& route) { return route.move.toSquare() == 28; });
    BOOST_TEST(back_home == 2);
    BOOST_TEST(static_cast<std::size_t>(moves.size()) == routes.size() - 1);
    for (const Move& move : moves) BOOST_TEST(move.captured == squares({32, 42, 43, 33}));
}

BOOST_AUTO_TEST_CASE(ambiguous_short_capture_needs_the_squares_in_between) {
    // The king on 30 can end on one square by two routes that take different men: the short
    // form names two moves, and only the landing squares in between tell them apart.
    const std::string fen = "W:WK30:B11,17,19,38";
    const Position position = parseFen(fen);
    const std::vector<MoveRoute> routes = generateRoutes(position);
    // Find an end square reached with two different captured sets, and check the notation.
    for (const MoveRoute& a : routes)
        for (const MoveRoute& b : routes)
            if (a.move.to == b.move.to && a.move.captured != b.move.captured) {
                const std::string short_form = moveText(a.move);
                const auto found = findMove(position, short_form);
                BOOST_REQUIRE(std::holds_alternative<Message>(found));
                BOOST_TEST(std::get<Message>(found).text().find("ambiguous") != std::string::npos);
                std::string full = std::to_string(a.move.fromSquare());
                for (int landing : a.landings) full += "x" + std::to_string(landing);
                BOOST_TEST((std::get<Move>(findMove(position, full)) == a.move));
                return;
            }
    BOOST_FAIL("the position was meant to hold an ambiguous capture");
}

BOOST_AUTO_TEST_CASE(fen_with_ranges_kings_and_a_final_full_stop) {
    const Position position = parseFen("B:W31-35,K46:BK1,2-3.");
    BOOST_TEST(countOf(position.pieces[index(Side::White)]) == 6);
    BOOST_TEST(countOf(position.pieces[index(Side::Black)]) == 3);
    BOOST_TEST(countOf(position.kings) == 2);
    BOOST_TEST((position.side_to_move == Side::Black));
    BOOST_TEST(toFen(position) == "B:W31,32,33,34,35,K46:BK1,2,3");
    BOOST_CHECK_THROW(parseFen("W:W51:B1"), std::invalid_argument);
    BOOST_CHECK_THROW(parseFen("X:W31:B1"), std::invalid_argument);
    BOOST_CHECK_THROW(parseFen("W:W31,31:B1"), std::invalid_argument);
    // fuzz_pdn found that a square of many digits was still read digit by digit and overflowed
    // an int before being refused (UBSan, position.cpp); it is now refused unread.
    BOOST_CHECK_THROW(parseFen("W:W31:B99999999999999999999"), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(side_without_a_legal_move_loses) {
    // White's man on 46 is blocked by Black's men on 41 and 37 (37 guards 41's far side).
    const Replay blocked = replayRecord(record("W:W46:B41,37", {}), whiteWins());
    BOOST_TEST((blocked.verdict.final_state.ending == Ending::Decided));
    BOOST_TEST((blocked.verdict.final_state.placing == blackWins()));
    BOOST_TEST((blocked.verdict.kind == VerdictKind::Inconsistent));
    // Taking the last piece wins.
    const Replay last = replayRecord(record("W:W28:B23", {"28x19"}), whiteWins());
    BOOST_TEST((last.verdict.kind == VerdictKind::Ok));
    BOOST_TEST((last.verdict.final_state.ending == Ending::Decided));
}

BOOST_AUTO_TEST_CASE(threefold_repetition_draws) {
    // Kings shuttle 47-42 / 4-10 and back: the start position comes back twice more.
    const GameRecord game = record("W:WK47,45:BK4,6",
                                   {"47-42", "4-10", "42-47", "10-4", "47-42", "4-10", "42-47", "10-4"});
    const Replay replay = replayRecord(game, whiteWins());
    BOOST_TEST((replay.verdict.final_state.ending == Ending::DrawnByRule));
    BOOST_TEST(replay.verdict.final_state.reason.find("repetition") != std::string::npos);
    BOOST_TEST(replay.verdict.final_state.reason.find("after ply 8") != std::string::npos);
    BOOST_TEST((replay.verdict.kind == VerdictKind::Inconsistent));
    // Moves played on after the draw are checked, but the draw stands.
    GameRecord longer = game;
    longer.moves.push_back("47-42");
    BOOST_TEST((replayRecord(longer, drawn()).verdict.kind == VerdictKind::Ok));
    BOOST_TEST((replayRecord(longer, whiteWins()).verdict.kind == VerdictKind::Inconsistent));
    longer.moves.push_back("4-5");  // not a diagonal
    BOOST_TEST((replayRecord(longer, drawn()).verdict.kind == VerdictKind::Illegal));
    // Two occurrences only: the game goes on.
    GameRecord shorter = game;
    shorter.moves.resize(4);
    BOOST_TEST((replayRecord(shorter, whiteWins()).verdict.kind == VerdictKind::Ok));
}

BOOST_AUTO_TEST_CASE(twenty_five_king_moves_each_without_capture_draw) {
    // White's king walks to a new square every move while Black's shuttles 5-10; the men on
    // 36 and 15 never move. No position comes three times, and after 25 moves each the game
    // is drawn; after 24 it is not.
    GameRecord game = record("W:WK26,36:BK5,15",
                             {"26-21", "5-10", "21-16", "10-5", "16-11", "5-10", "11-6",  "10-5", "6-1",   "5-10",
                              "1-7",   "10-5", "7-2",   "5-10", "2-8",   "10-5", "8-3",   "5-10", "3-12",  "10-5",
                              "12-17", "5-10", "17-22", "10-5", "22-18", "5-10", "18-13", "10-5", "13-9",  "5-10",
                              "9-4",   "10-5", "4-27",  "5-10", "27-31", "10-5", "31-42", "5-10", "42-38", "10-5",
                              "38-33", "5-10", "33-29", "10-5", "29-24", "5-10", "24-30", "10-5", "30-25", "5-10"});
    const Replay replay = replayRecord(game, whiteWins());
    BOOST_TEST_INFO(replay.verdict.reason);
    BOOST_REQUIRE((replay.verdict.kind != VerdictKind::Illegal));
    BOOST_TEST((replay.verdict.final_state.ending == Ending::DrawnByRule));
    BOOST_TEST(replay.verdict.final_state.reason.find("25 moves") != std::string::npos);
    game.moves.resize(48);
    BOOST_TEST((replayRecord(game, whiteWins()).verdict.final_state.ending == Ending::Ongoing));
}

BOOST_AUTO_TEST_CASE(lone_king_endings_classified_by_material) {
    BOOST_TEST((loneKingEnding(parseFen("W:WK1,K2,K3:BK50")) == LoneKingEnding::SixteenMoves));
    BOOST_TEST((loneKingEnding(parseFen("W:WK1,K2,33:BK50")) == LoneKingEnding::SixteenMoves));
    BOOST_TEST((loneKingEnding(parseFen("W:WK1,33,34:BK50")) == LoneKingEnding::SixteenMoves));
    BOOST_TEST((loneKingEnding(parseFen("W:WK1,K2:BK50")) == LoneKingEnding::FiveMoves));
    BOOST_TEST((loneKingEnding(parseFen("W:WK1,33:BK50")) == LoneKingEnding::FiveMoves));
    BOOST_TEST((loneKingEnding(parseFen("W:WK1:BK50")) == LoneKingEnding::FiveMoves));
    BOOST_TEST((loneKingEnding(parseFen("B:WK50:BK1,K2,K3")) == LoneKingEnding::SixteenMoves));
    BOOST_TEST((loneKingEnding(parseFen("W:WK1,K2,K3,K4:BK50")) == LoneKingEnding::None));
    BOOST_TEST((loneKingEnding(parseFen("W:WK1,K2:B50")) == LoneKingEnding::None));  // a man, not a king
}

BOOST_AUTO_TEST_CASE(two_kings_against_a_king_draw_after_five_moves_each) {
    // Two white kings against Black's king: after five moves each the game is drawn (the
    // start position comes back only once, so this is not a repetition); after four it is not.
    GameRecord game = record("W:WK3,K4:BK50",
                             {"3-8", "50-45", "4-10", "45-50", "8-3", "50-45", "10-4", "45-50", "3-8", "50-45"});
    const Replay drawn_game = replayRecord(game, whiteWins());
    BOOST_TEST((drawn_game.verdict.final_state.ending == Ending::DrawnByRule));
    BOOST_TEST(drawn_game.verdict.final_state.reason.find("5 moves") != std::string::npos);
    BOOST_TEST((drawn_game.verdict.kind == VerdictKind::Inconsistent));
    game.moves.resize(8);
    BOOST_TEST((replayRecord(game, whiteWins()).verdict.final_state.ending == Ending::Ongoing));
}

BOOST_AUTO_TEST_CASE(three_kings_against_a_king_draw_after_sixteen_moves_each) {
    // One of White's three kings walks to a new square every move; Black's king shuttles.
    GameRecord game = record(
        "W:WK1,K2,K3:BK50",
        {"3-8",   "50-45", "8-17",  "45-50", "17-6",  "50-45", "6-11",  "45-50", "11-7",  "50-45", "7-16",
         "45-50", "16-21", "50-45", "21-26", "45-50", "26-31", "50-45", "31-27", "45-50", "27-18", "50-45",
         "18-13", "45-50", "13-9",  "50-45", "9-4",   "45-50", "4-36",  "50-45", "36-22", "45-50"});
    const Replay replay = replayRecord(game, whiteWins());
    BOOST_TEST_INFO(replay.verdict.reason);
    BOOST_REQUIRE((replay.verdict.kind != VerdictKind::Illegal));
    BOOST_TEST((replay.verdict.final_state.ending == Ending::DrawnByRule));
    BOOST_TEST(replay.verdict.final_state.reason.find("16 moves") != std::string::npos);
    game.moves.resize(30);
    BOOST_TEST((replayRecord(game, whiteWins()).verdict.final_state.ending == Ending::Ongoing));
}

BOOST_AUTO_TEST_CASE(illegal_move_reported_with_its_ply_and_reason) {
    const Replay replay = replayRecord(record("", {"32-28", "19-23", "28-22"}), Placing{});
    BOOST_TEST((replay.verdict.kind == VerdictKind::Illegal));
    BOOST_TEST(replay.verdict.ply == 3);
    BOOST_TEST(replay.verdict.move_text == "28-22");
    BOOST_TEST(replay.verdict.reason.find("compulsory") != std::string::npos);  // 28x19 is due
}

BOOST_AUTO_TEST_CASE(ambiguous_short_capture_in_a_record_is_read_by_the_moves_that_follow) {
    // The short form fits two captures; the record goes on with a move of a black man that
    // only one of them leaves on the board, so that one is the capture played. Both ways
    // round are checked, so reading the first capture found would fail one of them.
    const std::string fen = "W:WK30:B11,17,19,38";
    const Position position = parseFen(fen);
    const std::vector<MoveRoute> routes = generateRoutes(position);
    int checked = 0;
    for (const MoveRoute& a : routes)
        for (const MoveRoute& b : routes) {
            if (a.move.to != b.move.to || a.move.captured == b.move.captured) continue;
            // A black man that `b` takes and `a` leaves: its move follows in the record.
            Position after_a = position;
            applyMove(after_a, a.move);
            MoveList replies;
            generateMoves(after_a, replies);
            for (const Move& reply : replies) {
                if (!(b.move.captured & (Bitboard{1} << reply.from))) continue;
                const Replay replay = replayRecord(record(fen, {moveText(a.move), moveText(reply)}), Placing{});
                BOOST_TEST_INFO(replay.verdict.reason);
                BOOST_TEST((replay.verdict.kind == VerdictKind::Ok));
                Position expected = after_a;
                applyMove(expected, reply);
                BOOST_TEST((replay.final_position == expected));
                ++checked;
                break;
            }
        }
    BOOST_TEST(checked >= 2);
}
