// The pairings of one round as a table: board, both players with title, federation, rating
// and points before the round, and the result (empty until entered). Byes go under the boards.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// Throws std::invalid_argument when the round is not paired.
Table pairingsReport(const Event& event, int round);

// The round a report is about: `requested` when given (> 0), else the last paired round.
// Throws std::invalid_argument naming the rounds that exist when `requested` is out of range.
int reportRound(const Event& event, int requested);

}  // namespace tourney::tournament
