// The Camelot board (docs/games.md §2.2): files A-L, ranks 1-16, with the corners cut away,
// 160 squares. Ranks 1 and 16 hold only F and G (the castles), ranks 2 and 15 C-J, ranks 3 and
// 14 B-K, ranks 4-13 A-L.
//
// A square is a number 0-159, counted rank by rank from rank 1 and file by file from A within
// a rank, the cut-away corners skipped. The neighbour of every square in every one of the eight
// directions is a table, so a step off the board (past an edge or into a cut corner) gives
// kNoSquare and never wraps round. Sets of squares are 160-bit masks in three words.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tourney::rules::camelot {

enum class Side : std::uint8_t { White = 0, Black = 1 };
constexpr Side opponent(Side side) { return side == Side::White ? Side::Black : Side::White; }
constexpr int index(Side side) { return static_cast<int>(side); }
constexpr std::string_view sideName(Side side) { return side == Side::White ? "White" : "Black"; }

constexpr int kFiles = 12;
constexpr int kRanks = 16;
constexpr int kSquareCount = 160;

using Square = std::uint8_t;
constexpr Square kNoSquare = 0xFF;

// The files (0 = A) a rank holds: the corners are cut away in steps of 1, 2 and 4 squares.
constexpr int firstFileOf(int rank) {
    const int from_edge = rank < kRanks + 1 - rank ? rank : kRanks + 1 - rank;  // 1 on ranks 1 and 16
    return from_edge == 1 ? 5 : from_edge == 2 ? 2 : from_edge == 3 ? 1 : 0;
}
constexpr int lastFileOf(int rank) { return kFiles - 1 - firstFileOf(rank); }

namespace detail {

struct Geometry {
    std::array<int, kRanks + 2> first_square_of_rank{};  // indexed by rank 1-16 (17: the end)
    std::array<std::uint8_t, kSquareCount> file{};
    std::array<std::uint8_t, kSquareCount> rank{};
    std::array<std::array<Square, 8>, kSquareCount> neighbour{};
};

// The eight directions as (file, rank) steps.
constexpr int kFileStep[8] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kRankStep[8] = {1, 1, 0, -1, -1, -1, 0, 1};

constexpr Geometry makeGeometry() {
    Geometry g;
    int next = 0;
    for (int rank = 1; rank <= kRanks; ++rank) {
        g.first_square_of_rank[rank] = next;
        for (int file = firstFileOf(rank); file <= lastFileOf(rank); ++file, ++next) {
            g.file[next] = static_cast<std::uint8_t>(file);
            g.rank[next] = static_cast<std::uint8_t>(rank);
        }
    }
    g.first_square_of_rank[kRanks + 1] = next;
    for (int square = 0; square < kSquareCount; ++square)
        for (int direction = 0; direction < 8; ++direction) {
            const int file = g.file[square] + kFileStep[direction], rank = g.rank[square] + kRankStep[direction];
            const bool on_board = rank >= 1 && rank <= kRanks && file >= firstFileOf(rank) && file <= lastFileOf(rank);
            g.neighbour[square][direction] =
                on_board ? static_cast<Square>(g.first_square_of_rank[rank] + file - firstFileOf(rank)) : kNoSquare;
        }
    return g;
}

inline constexpr Geometry kGeometry = makeGeometry();
static_assert(kGeometry.first_square_of_rank[kRanks + 1] == kSquareCount, "docs/games.md §2.2: 160 squares");

}  // namespace detail

constexpr int kDirectionCount = 8;

// The square at a file (0 = A) and rank (1-16), or kNoSquare off the board.
constexpr Square squareAt(int file, int rank) {
    if (rank < 1 || rank > kRanks || file < firstFileOf(rank) || file > lastFileOf(rank)) return kNoSquare;
    return static_cast<Square>(detail::kGeometry.first_square_of_rank[rank] + file - firstFileOf(rank));
}
constexpr int fileOf(Square square) { return detail::kGeometry.file[square]; }
constexpr int rankOf(Square square) { return detail::kGeometry.rank[square]; }

// One step from a square in a direction (0-7); kNoSquare off the board. kNoSquare steps to
// kNoSquare, so two steps can be chained without a check between them.
constexpr Square neighbour(Square square, int direction) {
    return square == kNoSquare ? kNoSquare : detail::kGeometry.neighbour[square][direction];
}

// The direction from one square to another that lies `distance` steps away along one of the
// eight lines, or -1.
constexpr int directionBetween(Square from, Square to, int distance) {
    for (int direction = 0; direction < kDirectionCount; ++direction) {
        Square at = from;
        for (int step = 0; step < distance; ++step) at = neighbour(at, direction);
        if (at == to) return direction;
    }
    return -1;
}

std::string squareName(Square square);  // "F16"
// "F16" or "f16" to its square; kNoSquare when the text names no square of the board (a cut
// corner such as A1 included).
Square parseSquare(std::string_view text);

// A set of squares.
struct SquareSet {
    std::array<std::uint64_t, 3> words{};

    constexpr bool has(Square square) const { return ((words[square >> 6] >> (square & 63)) & 1) != 0; }
    constexpr void add(Square square) { words[square >> 6] |= std::uint64_t{1} << (square & 63); }
    constexpr void remove(Square square) { words[square >> 6] &= ~(std::uint64_t{1} << (square & 63)); }
    constexpr bool empty() const { return (words[0] | words[1] | words[2]) == 0; }
    int count() const {
        return __builtin_popcountll(words[0]) + __builtin_popcountll(words[1]) + __builtin_popcountll(words[2]);
    }
    constexpr SquareSet operator|(const SquareSet& other) const {
        return {{words[0] | other.words[0], words[1] | other.words[1], words[2] | other.words[2]}};
    }
    constexpr SquareSet operator&(const SquareSet& other) const {
        return {{words[0] & other.words[0], words[1] & other.words[1], words[2] & other.words[2]}};
    }
    constexpr SquareSet without(const SquareSet& other) const {
        return {{words[0] & ~other.words[0], words[1] & ~other.words[1], words[2] & ~other.words[2]}};
    }
    constexpr bool operator==(const SquareSet&) const = default;

    // Calls visit(square) for every square of the set, lowest first.
    template <typename Visit>
    void forEach(Visit&& visit) const {
        for (int word = 0; word < 3; ++word)
            for (std::uint64_t bits = words[word]; bits != 0; bits &= bits - 1)
                visit(static_cast<Square>(word * 64 + __builtin_ctzll(bits)));
    }
};

constexpr SquareSet setOf(std::initializer_list<Square> squares) {
    SquareSet set;
    for (Square square : squares) set.add(square);
    return set;
}

// The castles (docs/games.md §2.2): F1 and G1 are White's, F16 and G16 Black's.
constexpr std::array<Square, 2> castleSquares(Side owner) {
    const int rank = owner == Side::White ? 1 : kRanks;
    return {squareAt(5, rank), squareAt(6, rank)};
}
constexpr SquareSet castleOf(Side owner) { return setOf({castleSquares(owner)[0], castleSquares(owner)[1]}); }
// The other square of the castle that holds `square`.
constexpr Square otherCastleSquare(Side owner, Square square) {
    const auto castle = castleSquares(owner);
    return square == castle[0] ? castle[1] : castle[0];
}

}  // namespace tourney::rules::camelot
