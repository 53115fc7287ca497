// The crosstable of a round robin: an n x n grid in starting order, each cell the colour and
// result of the games between two players, then points, the event's tie-breaks and the rank.
#pragma once

#include "reports/report_table.h"
#include "scoring/event.h"

namespace tourney::reports {

// after_round 0 = every paired round. Throws std::invalid_argument for a game with more than
// two seats (its crosstable is the wall chart).
ReportTable crosstableReport(const Event& event, int after_round);

}  // namespace tourney::reports
