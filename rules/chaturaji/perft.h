// Perft for Chaturaji, as docs/games.md §3.12 defines it: given the throw of each turn, count at every
// node the distinct positions (board and army to move) the throw can lead to, passes
// included; a node where the game is over has no moves.
#pragma once

#include "rules/chaturaji/dice.h"
#include "rules/chaturaji/position.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tourney::rules::chaturaji {

std::uint64_t perft(const Position& position, const std::vector<Throw>& throws);

// The throws of `tourney perft --throws`, one per turn ("35", "24", ...). Throws
// std::invalid_argument naming the turn whose throw is not two dice of 2 to 5.
std::vector<Throw> parseThrows(const std::vector<std::string>& texts);

}  // namespace tourney::rules::chaturaji
