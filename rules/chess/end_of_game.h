// How a chess game stands after a move, under the FIDE Laws of Chess: the endings that stop
// the game at once (checkmate 5.1.1, stalemate 5.2.1, dead position 5.2.2, fivefold
// repetition 9.6.1, seventy-five moves 9.6.2) and the draws a player may claim (threefold
// repetition 9.2, fifty moves 9.3).
#pragma once

#include "rules/chess/position.h"
#include "rules/rules.h"

#include <cstdint>
#include <vector>

namespace tourney::rules::chess {

// FIDE Laws 5.2.2 by material: neither side can ever mate, whatever is played. Covers king
// against king, a single minor piece, and any number of bishops all on squares of one colour.
// (Dead positions from locked pawn chains are not detected.)
bool isDeadByMaterial(const Position& position);

// The positions of a game so far, for repetition (FIDE Laws 9.2.2: same side to move, same
// pieces on the same squares, same castling rights and en passant possibilities).
class PositionHistory {
public:
    void add(const Position& position);
    int repetitions() const { return current_repetitions_; }  // of the last position added

private:
    std::vector<std::uint64_t> keys_;
    int current_repetitions_ = 0;
};

FinalState assess(const Position& position, int repetitions);

}  // namespace tourney::rules::chess
