// A Camelot position: who stands where, who is to move, and how many castle moves each player
// has used (docs/games.md §2.9 allows two a game). Small and cheap to copy: three square sets and three
// bytes, so that move generation and perft copy positions instead of undoing moves.
#pragma once

#include "rules/camelot/board.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tourney::rules::camelot {

constexpr int kMaxCastleMoves = 2;  // docs/games.md §2.9: two castle moves a game at most

struct Position {
    std::array<SquareSet, 2> pieces{};  // by side: knights and men together
    SquareSet knights;                  // the knights of both sides
    Side side_to_move = Side::White;
    std::array<std::uint8_t, 2> castle_moves{0, 0};  // used so far, by side

    SquareSet occupied() const { return pieces[0] | pieces[1]; }
    const SquareSet& own() const { return pieces[index(side_to_move)]; }
    const SquareSet& enemy() const { return pieces[index(opponent(side_to_move))]; }
    bool isKnight(Square square) const { return knights.has(square); }
    int pieceCount(Side side) const { return pieces[index(side)].count(); }

    bool operator==(const Position&) const = default;
};

// The start (docs/games.md §2.3, §2.12): four knights and ten men a side, White to move, no castle moves used.
inline constexpr std::string_view kInitialPositionText =
    "............/............/............/............/............/..kmmmmmmk../...kmmmmk.../"
    "............/............/...KMMMMK.../..KMMMMMMK../............/............/............/"
    "............/............ w 0 0";

Position initialPosition();

// Tourney's position format (docs/games.md §2.12): 16 rank strings from rank 16 down to rank 1, separated
// by '/', each 12 characters for files A-L (K M white knight and man, k m black, '.' empty;
// the cut-away corners are written '.'), then the side to move (w or b) and the castle moves
// White and Black have used (0-2). Throws std::invalid_argument naming the part at fault.
Position parsePosition(std::string_view text);
std::string positionText(const Position& position);

}  // namespace tourney::rules::camelot
