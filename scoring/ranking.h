// Internal to scoring/: the order of standings once every player's points and tie-break values
// are known, shared by two-player events (standings.cpp) and tables (table_standings.cpp).
#pragma once

#include "scoring/standings.h"
#include "scoring/tiebreaks.h"

#include <functional>
#include <vector>

namespace tourney {

// -1 when a ranks before b on tie-break `index`, 1 when after, 0 when equal.
using ValueOrder = std::function<int(std::size_t index, const TiebreakValue& a, const TiebreakValue& b)>;

// Standings ordered by points (index p - 1), then by each column in order, then by the drawing
// of lots from the event's seed (C.07: ties left when the list is exhausted are broken by lot).
// Players equal on everything share a rank, and their standings say the lot ordered them.
std::vector<Standing> rankStandings(const Event& event, const std::vector<Points>& points,
                                    const std::vector<std::vector<TiebreakValue>>& columns, const ValueOrder& order);

}  // namespace tourney
