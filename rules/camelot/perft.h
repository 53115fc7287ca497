// Perft for Camelot as docs/games.md §2.13 defines it: at every node, the distinct positions one
// legal move can reach (two routes to the same position count once); a node where the game is
// over has no moves.
#pragma once

#include "rules/camelot/position.h"

#include <cstdint>

namespace tourney::rules::camelot {

std::uint64_t perft(const Position& position, int depth);

}  // namespace tourney::rules::camelot
