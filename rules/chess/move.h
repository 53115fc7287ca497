// A chess move in 16 bits, and a fixed-size list of them (no allocation while searching).
#pragma once

#include "rules/chess/bitboard.h"

#include <cstdint>

namespace tourney::rules::chess {

enum class MoveKind : int { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

// Castling is stored as the king taking its own rook (from = king, to = rook), which states
// Chess960 castling without ambiguity; the king and rook land on the usual g/f or c/d files.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal, PieceType promotion = Knight)
        : data_(std::uint16_t(from | (to << 6) | ((promotion - Knight) << 12) | (int(kind) << 14))) {}

    constexpr Square from() const { return data_ & 63; }
    constexpr Square to() const { return (data_ >> 6) & 63; }
    constexpr MoveKind kind() const { return MoveKind(data_ >> 14); }
    constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + Knight); }
    constexpr bool isNull() const { return data_ == 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_ = 0;
};

// 218 is the most legal moves known in a chess position; pseudo-legal lists stay below 256.
struct MoveList {
    Move moves[256];
    int size = 0;
    void add(Move move) { moves[size++] = move; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }
};

}  // namespace tourney::rules::chess
