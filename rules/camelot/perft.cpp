#include "rules/camelot/perft.h"

#include "rules/camelot/end_of_game.h"
#include "rules/camelot/move_generation.h"

namespace tourney::rules::camelot {

std::uint64_t perft(const Position& position, int depth) {
    if (depth == 0) return 1;
    // The end of the game by the castle or by material; with no legal move the list is empty.
    if (endBeforeMoving(position) != EndReason::None) return 0;
    MoveList moves;
    generateMoves(position, moves);  // each distinct resulting position once
    if (depth == 1) return static_cast<std::uint64_t>(moves.size());
    std::uint64_t leaves = 0;
    for (const Move& move : moves) {
        Position next = position;
        applyMove(next, move);
        leaves += perft(next, depth - 1);
    }
    return leaves;
}

}  // namespace tourney::rules::camelot
