// The crosstable of a round robin: an n x n grid in starting order, each cell the colour and
// result of the games between two players, then points, the event's tie-breaks and the rank.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// after_round 0 = every paired round. Throws Refusal for a game with more than
// two seats (its crosstable is the wall chart).
Table crosstableReport(const Event& event, int after_round);

}  // namespace tourney::tournament
