// The rules of Chaturaji in docs/games.md §3, one test each, on positions
// set up for the rule: promotion destiny, boat triumph, players going out, the end of the
// game, the 54 rule, dice and passing, turn order.
#include "rules/chaturaji/dice.h"
#include "rules/chaturaji/position.h"
#include "rules/chaturaji/replay.h"
#include "rules/chaturaji/turn_notation.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

using namespace tourney::rules::chaturaji;

namespace {

// A position from pieces written "square army-and-piece" ("h4 rK", "b5 gh" for a Green pawn
// that becomes a horse) and the army to move.
Position setUp(const std::vector<std::string>& pieces, char to_move) {
    std::array<std::string, 8> ranks;
    ranks.fill(std::string(16, '.'));
    for (const std::string& piece : pieces) {
        const int file = piece[0] - 'a', rank = piece[1] - '1';
        ranks[std::size_t(7 - rank)].replace(std::size_t(file) * 2, 2, piece.substr(3, 2));
    }
    std::string text;
    for (const std::string& rank : ranks) text += (text.empty() ? "" : "/") + rank;
    return parsePosition(text + " " + to_move);
}

// Why the turn line is refused on the position, or "" after playing it there.
std::string play(Position& position, const std::string& line) {
    const TurnReading reading = readTurn(line);
    BOOST_REQUIRE_MESSAGE(reading.error.empty(), reading.error.text());
    std::string move_text;
    return playTurn(position, reading.turn, move_text).text();
}

void playLegal(Position& position, const std::string& line) {
    const std::string why = play(position, line);
    BOOST_REQUIRE_MESSAGE(why.empty(), line + ": " + why);
}

Piece at(const Position& position, const std::string& square) {
    return position.at(squareAt(square[0] - 'a', square[1] - '1'));
}

int pointsOf(const Position& position, Army army) { return position.points[std::size_t(index(army))]; }

// Every army has a king far from the action, so that nobody is out unless a test says so.
const std::vector<std::string> kKings = {"h1 rK", "a1 gK", "a8 yK", "h8 bK"};

std::vector<std::string> withKings(std::vector<std::string> pieces) {
    pieces.insert(pieces.end(), kKings.begin(), kKings.end());
    return pieces;
}

}  // namespace

BOOST_AUTO_TEST_CASE(promotion_destiny_the_pawn_becomes_what_started_at_the_end_of_its_line) {
    Position position = setUp(withKings({"b3 re", "c7 gh"}), 'r');
    playLegal(position, "r 55 b3-a3 -");  // Red's g3 pawn: the elephant of h3
    BOOST_TEST((at(position, "a3") == Piece(Army::Red, Figure::Elephant, false)));
    playLegal(position, "g 55 c7-c8 -");  // written by its destiny: a horse, whatever the file
    BOOST_TEST((at(position, "c8") == Piece(Army::Green, Figure::Horse, false)));
}

BOOST_AUTO_TEST_CASE(promotion_destiny_is_kept_after_a_capture_changed_the_pawns_line) {
    // Green's b2 pawn (horse's destiny) captures onto the c-file, whose piece is the elephant,
    // and promotes on c8: it still becomes a horse.
    Position position = setUp(withKings({"b6 gh", "c7 yb"}), 'g');
    playLegal(position, "g 55 b6xc7 c7-c8");
    BOOST_TEST((at(position, "c8") == Piece(Army::Green, Figure::Horse, false)));
    BOOST_TEST(pointsOf(position, Army::Green) == 1);
}

BOOST_AUTO_TEST_CASE(promotion_to_a_second_king) {
    Position position = setUp(withKings({"b5 rk", "b3 gH"}), 'r');
    playLegal(position, "r 55 b5-a5 -");
    BOOST_TEST((at(position, "a5") == Piece(Army::Red, Figure::King, false)));
    BOOST_TEST(position.kings[0] == 2);
    // Losing one of two kings does not put Red out.
    playLegal(position, "g 33 b3xa5 -");
    BOOST_TEST(position.inPlay(Army::Red));
    BOOST_TEST(pointsOf(position, Army::Green) == 5);
    BOOST_TEST((position.to_move == Army::Yellow));
}

BOOST_AUTO_TEST_CASE(boat_triumph_with_one_boat_of_each_other_army) {
    Position position = setUp(withKings({"b3 rB", "d4 yB", "e4 gB", "e5 bB"}), 'r');
    playLegal(position, "r 22 b3-d5 -");  // written as a plain move onto an empty square
    BOOST_TEST(at(position, "d4").empty());
    BOOST_TEST(at(position, "e4").empty());
    BOOST_TEST(at(position, "e5").empty());
    BOOST_TEST((at(position, "d5") == Piece(Army::Red, Figure::Boat, false)));
    BOOST_TEST(pointsOf(position, Army::Red) == 6);
}

BOOST_AUTO_TEST_CASE(boat_triumph_also_when_the_move_captures) {
    Position position = setUp(withKings({"b3 rB", "d5 bb", "d4 yB", "e4 gB", "e5 bB"}), 'r');
    playLegal(position, "r 22 b3xd5 -");
    BOOST_TEST(pointsOf(position, Army::Red) == 1 + 3 * 2);
    BOOST_TEST(at(position, "e5").empty());
}

BOOST_AUTO_TEST_CASE(no_boat_triumph_with_two_boats_of_one_army) {
    Position position = setUp(withKings({"b3 rB", "d4 yB", "e4 yB", "e5 bB"}), 'r');
    playLegal(position, "r 22 b3-d5 -");
    BOOST_TEST(!at(position, "d4").empty());
    BOOST_TEST(!at(position, "e4").empty());
    BOOST_TEST(!at(position, "e5").empty());
    BOOST_TEST(pointsOf(position, Army::Red) == 0);
}

BOOST_AUTO_TEST_CASE(no_boat_triumph_when_a_pawn_promotes_to_a_boat) {
    // Red's g1 pawn (the boat's) captures onto a5 and becomes a boat beside three boats of the
    // three other armies: only a boat's own move with a 2 makes a triumph.
    Position position = setUp(withKings({"b6 rb", "a5 gb", "a4 gB", "b4 yB", "b5 bB"}), 'r');
    playLegal(position, "r 55 b6xa5 -");
    BOOST_TEST((at(position, "a5") == Piece(Army::Red, Figure::Boat, false)));
    BOOST_TEST(!at(position, "a4").empty());
    BOOST_TEST(!at(position, "b4").empty());
    BOOST_TEST(!at(position, "b5").empty());
    BOOST_TEST(pointsOf(position, Army::Red) == 1);
}

BOOST_AUTO_TEST_CASE(boat_triumph_with_the_boat_of_an_army_that_is_out) {
    // Yellow has no king: he is out, but his boat on d4 still counts and is taken.
    Position position = setUp({"h1 rK", "a1 gK", "h8 bK", "b3 rB", "d4 yB", "e4 gB", "e5 bB"}, 'r');
    BOOST_TEST(!position.inPlay(Army::Yellow));
    playLegal(position, "r 22 b3-d5 -");
    BOOST_TEST(at(position, "d4").empty());
    BOOST_TEST(pointsOf(position, Army::Red) == 6);
}

BOOST_AUTO_TEST_CASE(a_player_whose_last_king_falls_is_out_and_his_turns_are_skipped) {
    Position position = setUp({"h1 rK", "d1 gK", "a8 yK", "h8 bK", "b2 rH", "c3 gE"}, 'r');
    playLegal(position, "r 33 b2xd1 -");
    BOOST_TEST(!position.inPlay(Army::Green));
    BOOST_TEST(pointsOf(position, Army::Red) == 5);
    BOOST_TEST((position.to_move == Army::Yellow));  // Green is skipped
    Position copy = position;
    BOOST_TEST(play(copy, "g 44 c3-c4 -") ==
               "Green is out (his last king was captured) and his turns are skipped: it is Yellow's turn");
    playLegal(position, "y 55 - -");
    playLegal(position, "b 55 - -");
    BOOST_TEST((position.to_move == Army::Red));
}

BOOST_AUTO_TEST_CASE(the_pieces_of_a_player_who_is_out_stay_and_can_be_captured) {
    // Green has lost his last king: his elephant stays on c3, and Yellow's horse takes it.
    Position position = setUp({"h1 rK", "a8 yK", "h8 bK", "c3 gE", "a4 yH"}, 'y');
    BOOST_TEST(!position.inPlay(Army::Green));
    BOOST_TEST((at(position, "c3") == Piece(Army::Green, Figure::Elephant, false)));
    playLegal(position, "y 33 a4xc3 -");
    BOOST_TEST(pointsOf(position, Army::Yellow) == 4);
    BOOST_TEST(!position.over());  // Red, Yellow and Black still have kings
}

BOOST_AUTO_TEST_CASE(the_game_ends_at_once_and_a_die_still_unplayed_is_not_played) {
    // Red and Green alone have kings; Red's horse takes Green's last king with the 3.
    const Position start = setUp({"h1 rK", "d1 gK", "b2 rH", "g2 rk"}, 'r');
    Position position = start;
    BOOST_TEST(play(position, "r 35 b2xd1 g2-f2") ==
               "g2-f2 comes after the end of the game: after b2xd1, only Red has a king left, and the other die is "
               "not played");
    position = start;
    playLegal(position, "r 35 b2xd1 -");
    BOOST_TEST(position.over());
    BOOST_TEST(play(position, "r 55 - -") == "the game is over: only Red has a king left");
    // Perft: once the horse has taken the king, it never goes on with the second 3.
    std::vector<Position> outcomes;
    throwOutcomes(setUp({"h1 rK", "d1 gK", "b2 rH"}, 'r'), parseThrow("33"), outcomes);
    int ended = 0;
    for (const Position& outcome : outcomes) {
        if (!outcome.over()) continue;
        ++ended;
        BOOST_TEST((at(outcome, "d1") == Piece(Army::Red, Figure::Horse, false)));
    }
    BOOST_TEST(ended == 1);
    BOOST_TEST(outcomes.size() > 1u);
}

BOOST_AUTO_TEST_CASE(the_54_rule_for_the_player_who_put_all_three_others_out) {
    // Red has put Yellow and Black out before; he now takes Green's last king.
    Position position = setUp({"h1 rK", "d1 gK", "b2 rH"}, 'r');
    position.put_out_by = {-1, -1, 0, 0};
    position.points = {20, 3, 0, 7};
    playLegal(position, "r 33 b2xd1 -");
    BOOST_TEST(position.over());
    BOOST_TEST(sweeperOf(position) == 0);
    BOOST_TEST((gamePoints(position) == std::array<int, 4>{54, 3, 0, 7}));  // 25 captured: 54 counts
}

BOOST_AUTO_TEST_CASE(the_54_rule_keeps_capture_points_when_they_are_more) {
    Position position = setUp({"h1 rK", "d1 gK", "b2 rH"}, 'r');
    position.put_out_by = {-1, -1, 0, 0};
    position.points = {52, 3, 0, 7};
    playLegal(position, "r 33 b2xd1 -");
    BOOST_TEST((gamePoints(position) == std::array<int, 4>{57, 3, 0, 7}));
}

BOOST_AUTO_TEST_CASE(no_54_when_another_player_put_one_of_them_out) {
    Position position = setUp({"h1 rK", "d1 gK", "b2 rH"}, 'r');
    position.put_out_by = {-1, -1, 0, 1};  // Green took Black's last king
    position.points = {20, 8, 0, 7};
    playLegal(position, "r 33 b2xd1 -");
    BOOST_TEST(position.over());
    BOOST_TEST(sweeperOf(position) == -1);
    BOOST_TEST((gamePoints(position) == std::array<int, 4>{25, 8, 0, 7}));
}

BOOST_AUTO_TEST_CASE(a_die_that_no_piece_can_use_must_be_passed) {
    // Red has no boat: a 2 can only be passed.
    const Position start = setUp(withKings({"c3 rE"}), 'r');
    std::vector<Position> outcomes;
    throwOutcomes(start, parseThrow("22"), outcomes);
    BOOST_TEST(outcomes.size() == 1u);
    BOOST_TEST((outcomes[0].to_move == Army::Green));
    Position position = start;
    BOOST_TEST(play(position, "r 22 c3-c5 -") == "c3-c5 moves a Red elephant, which needs a 4, and the throw has none");
    playLegal(position, "r 22 - -");
}

BOOST_AUTO_TEST_CASE(a_pass_when_a_move_was_possible_is_allowed) {
    Position position = initialPosition();
    playLegal(position, "r 35 - -");
    playLegal(position, "g 35 a2-a3 -");  // the 3 passed though the horse could move
    playLegal(position, "y 35 - b5-c5");  // the first die passed, the second played
    BOOST_TEST((position.to_move == Army::Black));
    // Perft counts the pass: the start with Green to move is one of the outcomes of 35.
    std::vector<Position> outcomes;
    throwOutcomes(initialPosition(), parseThrow("35"), outcomes);
    Position passed = initialPosition();
    passed.to_move = Army::Green;
    BOOST_TEST(std::count_if(outcomes.begin(), outcomes.end(),
                             [&](const Position& outcome) { return outcome.sameAs(passed); }) == 1);
}

BOOST_AUTO_TEST_CASE(the_dice_are_played_in_either_order_with_one_piece_or_two) {
    Position position = initialPosition();
    playLegal(position, "r 53 h2-f3 g4-f4");  // the 3 first though written second in the throw
    BOOST_TEST((at(position, "f3") == Piece(Army::Red, Figure::Horse, false)));
    position = setUp(withKings({"c3 gH"}), 'g');
    playLegal(position, "g 33 c3-d5 d5-f6");  // one piece, both dice
    BOOST_TEST((at(position, "f6") == Piece(Army::Green, Figure::Horse, false)));
    position = initialPosition();
    BOOST_TEST(play(position, "r 25 h1-f3 f3-d5") ==
               "f3-d5 moves a Red boat, which needs a 2, and h1-f3 already played the only one");
}

BOOST_AUTO_TEST_CASE(the_wrong_army_on_a_turn_is_illegal) {
    Position position = initialPosition();
    BOOST_TEST(play(position, "g 35 - -") == "it is Red's turn, not Green's");
    BOOST_TEST(play(position, "r 35 a2-a3 -") == "a2-a3 moves a Green pawn, not a piece of Red");
}

BOOST_AUTO_TEST_CASE(turns_pass_clockwise_from_red) {
    Position position = initialPosition();
    BOOST_TEST((position.to_move == Army::Red));
    for (const Army next : {Army::Green, Army::Yellow, Army::Black, Army::Red}) {
        endTurn(position);
        BOOST_TEST((position.to_move == next));
    }
}

BOOST_AUTO_TEST_CASE(each_piece_moves_as_the_rules_say) {
    const Position start = setUp(withKings({"d4 rK", "e2 rE", "e6 gb", "c3 rH", "f3 rB", "c6 rh"}), 'r');
    const auto refusal = [&](const std::string& line) {
        Position position = start;
        return play(position, line);
    };
    BOOST_TEST(refusal("r 55 d4-d6 -") == "d4-d6 is not a king move (a king goes one square, in any direction)");
    BOOST_TEST(refusal("r 44 e2-e8 -") == "e2-e8 is not an elephant move (it would pass over e6)");
    BOOST_TEST(refusal("r 44 e2xe6 -") == "");
    BOOST_TEST(refusal("r 33 c3-d4 -") == "c3-d4 lands on Red's own king");
    BOOST_TEST(refusal("r 33 c3-c5 -") == "c3-c5 is not a horse move");
    BOOST_TEST(refusal("r 22 f3-g4 -") == "f3-g4 is not a boat move (a boat goes exactly two squares diagonally)");
    BOOST_TEST(refusal("r 22 f3-h5 -") == "");
    BOOST_TEST(refusal("r 55 c6-a6 -") == "c6-a6 is not a pawn move (a pawn goes one square at a time, never two)");
    BOOST_TEST(refusal("r 55 c6-b7 -") ==
               "c6-b7 is not a pawn move (a pawn goes diagonally only to capture, and b7 is empty)");
    BOOST_TEST(refusal("r 55 c6-d6 -") ==
               "c6-d6 is not a pawn move (a Red pawn goes one square west, or one diagonally west to capture)");
    BOOST_TEST(refusal("r 55 c6-b6 -") == "");
}

BOOST_AUTO_TEST_CASE(captures_are_written_with_x_and_moves_with_a_dash) {
    const Position start = setUp(withKings({"c6 rh", "b5 yb", "b6 gk"}), 'r');
    Position position = start;
    BOOST_TEST(play(position, "r 55 c6-b5 -") == "c6-b5 captures a Yellow pawn, so it is written c6xb5");
    position = start;
    BOOST_TEST(play(position, "r 55 c6xb7 -") ==
               "c6xb7 is not a pawn move (a pawn goes diagonally only to capture, and b7 is empty)");
    position = setUp(withKings({"c6 rh"}), 'r');
    BOOST_TEST(play(position, "r 55 c6xb6 -") == "c6xb6 is written as a capture, but b6 is empty");
    position = start;
    BOOST_TEST(play(position, "r 55 c6xb6 -") ==
               "c6xb6 is not a pawn move (a pawn captures only diagonally forward, not straight ahead)");
}

BOOST_AUTO_TEST_CASE(a_move_from_an_empty_square_is_illegal) {
    Position position = initialPosition();
    BOOST_TEST(play(position, "r 55 e4-d4 -") == "e4-d4 moves nothing: e4 is empty");
}
