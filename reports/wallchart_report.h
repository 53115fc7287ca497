// The wall chart of a Swiss event: players in rank order, and per round the opponent, the
// colour and the result; then points and the event's tie-breaks.
#pragma once

#include "reports/report_table.h"
#include "scoring/event.h"

namespace tourney::reports {

// after_round 0 = every paired round.
ReportTable wallChartReport(const Event& event, int after_round);

}  // namespace tourney::reports
