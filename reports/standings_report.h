// Standings after a round: rank, player, points and every tie-break of the event in order.
#pragma once

#include "reports/report_table.h"
#include "scoring/event.h"

namespace tourney::reports {

// after_round 0 = after every paired round.
ReportTable standingsReport(const Event& event, int after_round);

// "after round 5" or "after round 5 of 9" for titles.
std::string afterRoundText(const Event& event, int after_round);

}  // namespace tourney::reports
