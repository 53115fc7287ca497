// The moves of Chaturaji pieces, and what a move does to the position (docs/games.md: §3.4 the
// moves of king, elephant, horse, boat and pawn; §3.5 promotion; §3.7 boat triumph; §3.8 kings;
// §3.9 points).
#pragma once

#include "rules/chaturaji/position.h"

#include <array>
#include <cstdint>

namespace tourney::rules::chaturaji {

// A plain aggregate without default member values, so that a MoveList's unused slots cost
// nothing to create.
struct Move {
    std::uint8_t from;
    std::uint8_t to;
    bool operator==(const Move&) const = default;
};

// A fixed-capacity list, so that perft does not allocate. One die moves at most two pieces of
// one kind (the piece and a promoted pawn), 28 moves for two elephants: 64 is ample.
class MoveList {
public:
    static constexpr int kCapacity = 64;
    void push(const Move& move) { moves_[std::size_t(size_++)] = move; }
    void clear() { size_ = 0; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    bool contains(const Move& move) const;
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

private:
    std::array<Move, kCapacity> moves_;
    int size_ = 0;
};

// The moves of the piece on `from`, which must not be empty. There is no check: a king may
// move next to anything, and every piece may capture a piece of any of the three other armies
// (docs/games.md §3.8 and §3.4).
void pieceMoves(const Position& position, int from, MoveList& moves);

// Every move the die lets the army to move play with one of its pieces (docs/games.md §3.6).
void generateMoves(const Position& position, int die, MoveList& moves);

// What a move did, for the verdicts that explain it.
struct MoveOutcome {
    Piece captured;         // on the destination square
    int triumph_boats = 0;  // boats taken by a boat triumph
    bool promoted = false;
};

// Plays a move of one of its pieces for the army to move: a capture scores the piece's value
// and may put its army out, a pawn on its promotion line is promoted, and a boat's own move may
// make a triumph. The turn does not pass (see endTurn).
MoveOutcome applyMove(Position& position, const Move& move);

}  // namespace tourney::rules::chaturaji
