// Squares, bitboards and attack tables: the arithmetic under the chess position.
// Square 0 is a1, 7 is h1, 63 is h8. A bitboard holds one bit per square.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

namespace tourney::rules::chess {

using Bitboard = std::uint64_t;
using Square = int;
constexpr Square kNoSquare = 64;

enum Color : int { White = 0, Black = 1 };
constexpr Color opposite(Color color) { return Color(color ^ 1); }

enum PieceType : int { Pawn = 0, Knight, Bishop, Rook, Queen, King, NoPieceType };

constexpr int fileOf(Square square) { return square & 7; }
constexpr int rankOf(Square square) { return square >> 3; }
constexpr Square makeSquare(int file, int rank) { return rank * 8 + file; }
constexpr Bitboard bit(Square square) { return Bitboard{1} << square; }

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;
constexpr Bitboard fileMask(int file) { return kFileA << file; }
constexpr Bitboard rankMask(int rank) { return kRank1 << (8 * rank); }

inline int popCount(Bitboard b) { return std::popcount(b); }
inline Square lowestSquare(Bitboard b) { return std::countr_zero(b); }
inline Square popLowest(Bitboard& b) {
    Square square = std::countr_zero(b);
    b &= b - 1;
    return square;
}
inline bool moreThanOne(Bitboard b) { return (b & (b - 1)) != 0; }

// The tables below are filled once, on first use, before any position exists. The accessors
// are inline so that the move generator pays one predictable branch, not a call.
struct AttackTables {
    Bitboard pawn[2][64];
    Bitboard knight[64];
    Bitboard king[64];
    Bitboard between[64][64];  // squares strictly between two aligned squares, else empty
    Bitboard line[64][64];     // the whole line through two aligned squares, else empty
};
AttackTables buildAttackTables();
inline const AttackTables& attackTables() {
    static const AttackTables tables = buildAttackTables();
    return tables;
}

// Magic bitboards: the relevant blockers of a slider, multiplied by a magic number, index a
// table of precomputed attack sets.
struct Magic {
    Bitboard mask = 0;
    Bitboard multiplier = 0;
    unsigned shift = 0;
    const Bitboard* attacks = nullptr;
    unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * multiplier) >> shift); }
};
struct SliderTables {
    Magic bishop[64];
    Magic rook[64];
    std::vector<Bitboard> storage;
};
SliderTables buildSliderTables();
inline const SliderTables& sliderTables() {
    static const SliderTables tables = buildSliderTables();
    return tables;
}

inline Bitboard bishopAttacks(Square square, Bitboard occupied) {
    const Magic& magic = sliderTables().bishop[square];
    return magic.attacks[magic.index(occupied)];
}
inline Bitboard rookAttacks(Square square, Bitboard occupied) {
    const Magic& magic = sliderTables().rook[square];
    return magic.attacks[magic.index(occupied)];
}
inline Bitboard pawnAttacks(Color color, Square square) { return attackTables().pawn[color][square]; }
inline Bitboard knightAttacks(Square square) { return attackTables().knight[square]; }
inline Bitboard kingAttacks(Square square) { return attackTables().king[square]; }
inline Bitboard betweenSquares(Square a, Square b) { return attackTables().between[a][b]; }
inline Bitboard lineThrough(Square a, Square b) { return attackTables().line[a][b]; }

}  // namespace tourney::rules::chess
