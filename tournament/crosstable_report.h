// The crosstable of a round robin: an n x n grid in starting order, each cell the colour and
// result of the games between two players, then points, the event's tie-breaks and the rank.
#pragma once

#include "scoring/event.h"
#include "scoring/standings.h"
#include "tournament/table.h"

#include <vector>

namespace tourney::tournament {

// after_round 0 = every paired round. Throws Refusal for a game with more than
// two seats (its crosstable is the wall chart).
Table crosstableReport(const Event& event, int after_round);

// The same with the grid kept by the games met (SparseTable: crosstableReport is its dense()),
// for JSON. `standings`: those after every paired round, already computed (computeStandings),
// when after_round is 0; nullptr: computed here (a server shares them between its answers).
SparseTable crosstableGrid(const Event& event, int after_round, const std::vector<Standing>* standings = nullptr);

}  // namespace tourney::tournament
