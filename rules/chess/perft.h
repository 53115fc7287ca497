// Perft: the number of leaf nodes of the legal move tree to a given depth. The published
// counts pin down move generation exactly (castling, en passant, promotion, pins, checks).
#pragma once

#include "rules/chess/position.h"

#include <cstdint>

namespace tourney::rules::chess {

std::uint64_t perft(Position& position, int depth);

}  // namespace tourney::rules::chess
