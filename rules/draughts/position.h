// A position of international draughts: who stands where, and who is to move.
//
// The 50 playable squares carry the FMJD numbers (FMJD 2.6): 1-5 along Black's base, 46-50
// along White's, square 46 in White's left corner. Inside, each square is one bit of a 64-bit
// board laid out with a spare ("ghost") bit after every ten squares, so that every diagonal
// step is the same shift everywhere on the board and a step off the left or right edge lands
// on a ghost bit or outside the board instead of wrapping round to the other side.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tourney::rules::draughts {

using Bitboard = std::uint64_t;

enum class Side : std::uint8_t { White = 0, Black = 1 };
constexpr Side opponent(Side side) { return side == Side::White ? Side::Black : Side::White; }
constexpr int index(Side side) { return static_cast<int>(side); }

constexpr int kSquareCount = 50;

// Square number 1..50 to bit index, and back. Ghost bits are 10, 21, 32 and 43.
constexpr int bitOf(int square) { return (square - 1) + (square - 1) / 10; }
constexpr int squareOf(int bit) { return bit - bit / 11 + 1; }
constexpr Bitboard maskOf(int square) { return Bitboard{1} << bitOf(square); }

constexpr Bitboard kBoard = [] {
    Bitboard board = 0;
    for (int square = 1; square <= kSquareCount; ++square) board |= maskOf(square);
    return board;
}();

constexpr bool onBoard(int bit) { return bit >= 0 && bit < 64 && ((kBoard >> bit) & 1) != 0; }

// The four diagonal steps as bit offsets. "Up" is towards Black's base (squares 1-5).
constexpr int kUpLeft = -6, kUpRight = -5, kDownLeft = 5, kDownRight = 6;
constexpr int kDirections[4] = {kUpLeft, kUpRight, kDownLeft, kDownRight};

// The row where a side's men are crowned (FMJD 2.5.1, art. 3): the opponent's base.
constexpr Bitboard kPromotionRow[2] = {
    maskOf(1) | maskOf(2) | maskOf(3) | maskOf(4) | maskOf(5),
    maskOf(46) | maskOf(47) | maskOf(48) | maskOf(49) | maskOf(50),
};

struct Position {
    Bitboard pieces[2] = {0, 0};  // by side: men and kings together
    Bitboard kings = 0;           // kings of both sides
    Side side_to_move = Side::White;

    Bitboard occupied() const { return pieces[0] | pieces[1]; }
    Bitboard empty() const { return kBoard & ~occupied(); }
    Bitboard men(Side side) const { return pieces[index(side)] & ~kings; }
    Bitboard kingsOf(Side side) const { return pieces[index(side)] & kings; }

    bool operator==(const Position&) const = default;
};

Position initialPosition();  // 20 men each on 1-20 (Black) and 31-50 (White), White to move

// PDN FEN (PDN 3.0 §FEN tag): "W:W31-50:B1-20", kings as K, ranges a-b, an optional final
// full stop; Lidraughts' trailing ":H0:F1" counters are accepted and ignored. Throws
// std::invalid_argument naming the part at fault.
Position parseFen(std::string_view fen);
std::string toFen(const Position& position);

// Number of set bits; the position's pieces as counts.
inline int countOf(Bitboard bits) { return __builtin_popcountll(bits); }

}  // namespace tourney::rules::draughts
