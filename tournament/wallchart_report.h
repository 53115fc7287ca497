// The wall chart of a Swiss event: players in rank order, and per round the opponent, the
// colour and the result; then points and the event's tie-breaks.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// after_round 0 = every paired round.
Table wallChartReport(const Event& event, int after_round);

}  // namespace tourney::tournament
