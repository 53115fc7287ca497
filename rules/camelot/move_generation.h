// The legal moves of Camelot, as docs/games.md §2.4-§2.9 defines them: plain moves, canters, jumps and
// knight's charges, compulsory capture, the castle rules.
//
// A move is its start, its end and the set of enemy pieces it takes. Two routes with the same
// three reach the same position (docs/games.md §2.13 counts such moves once), so the generator lists each
// only once; the route itself matters only for reading a record (wcf_notation.h).
#pragma once

#include "rules/camelot/board.h"
#include "rules/camelot/position.h"

#include <array>
#include <cstdint>

namespace tourney::rules::camelot {

// A plain aggregate without default member values, so that a MoveList's unused slots cost
// nothing to create; build moves with every field.
struct Move {
    std::array<std::uint64_t, 3> taken;  // the words of the SquareSet of enemy pieces taken
    Square from;
    Square to;

    SquareSet captured() const { return SquareSet{taken}; }
    bool isCapture() const { return (taken[0] | taken[1] | taken[2]) != 0; }
    bool operator==(const Move&) const = default;
};

inline Move makeMove(Square from, Square to, const SquareSet& captured = {}) { return Move{captured.words, from, to}; }

// A fixed-capacity list: perft generates moves millions of times and must not allocate. No
// position of the game comes near the capacity; going past it throws std::length_error.
class MoveList {
public:
    static constexpr int kCapacity = 4096;
    void push(const Move& move);
    void clear() { size_ = 0; }
    void truncate(int size) { size_ = size; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](int i) const { return moves_[i]; }
    Move& operator[](int i) { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

private:
    std::array<Move, kCapacity> moves_;
    int size_ = 0;
};

// Every legal move of the side to move, each distinct (from, to, taken) once.
void generateMoves(const Position& position, MoveList& moves);

// Plays a legal move: the pieces taken leave the board, the piece moves, a move out of the
// enemy castle counts as a castle move, and the other side is to move.
void applyMove(Position& position, const Move& move);

// A jump a piece could make: the enemy piece it leaps and where it lands. piece == kNoSquare
// when there is none.
struct JumpChance {
    Square piece = kNoSquare;
    Square over = kNoSquare;
    Square landing = kNoSquare;
};

// The first jump a piece standing on `at` could make, with `own` (the side's pieces, without
// the moving one) and `enemy` as they stand at that point of the move.
JumpChance jumpFrom(Square at, const SquareSet& own, const SquareSet& enemy);

// The first piece of the side to move that can jump at once, which makes capture compulsory
// (docs/games.md §2.8); pieces in a castle are left out: one in the enemy castle never leaves it, and
// one in its own castle is either bound by the castle's own duties or has no way out at all.
JumpChance compulsoryCapture(const Position& position);

}  // namespace tourney::rules::camelot
