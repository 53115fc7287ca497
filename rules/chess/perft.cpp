#include "rules/chess/perft.h"

namespace tourney::rules::chess {

std::uint64_t perft(Position& position, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    position.generateLegal(list);
    if (depth == 1) return std::uint64_t(list.size);  // the leaves need not be played
    std::uint64_t nodes = 0;
    Undo undo;
    for (Move move : list) {
        position.make(move, undo);
        nodes += perft(position, depth - 1);
        position.unmake(move, undo);
    }
    return nodes;
}

}  // namespace tourney::rules::chess
