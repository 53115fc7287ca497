// What the game points of one Chaturaji game can be, as far as the rules alone decide it: the
// check an arbiter's typed points go through before they are stored (docs/games.md §3.9).
#pragma once

#include "rules/message.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::rules::chaturaji {

// Why the points of Red, Green, Yellow and Black cannot come from one game, or nullopt. Only
// what no game can give is refused: a negative value, more than one player can capture, or a
// total the four armies cannot make (see game_points.cpp for the bounds and why).
std::optional<Message> impossiblePoints(const std::vector<int>& points);

}  // namespace tourney::rules::chaturaji
