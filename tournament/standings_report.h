// Standings after a round: rank, player, points and every tie-break of the event in order.
#pragma once

#include "scoring/event.h"
#include "scoring/standings.h"
#include "tournament/table.h"

#include <vector>

namespace tourney::tournament {

// computeStandings (scoring/standings.h) for a use case: a tie-break the event cannot compute
// (ratings needed for unrated players, C.07 §10) is refused (field "tiebreaks").
std::vector<Standing> eventStandings(const Event& event, int after_round);

// after_round 0 = after every paired round.
Table standingsReport(const Event& event, int after_round);

// The standings as data, for scripts and terminals: rank, start, name, rating, federation,
// points, then each of the event's tie-breaks (the group "tiebreaks"). after_round 0: every
// paired round; another round that is not paired is refused (field "after_round").
Table standingsList(const Event& event, int after_round);
// The same after every paired round, with the standings already computed (computeStandings):
// a server shares them between its answers (issue 33).
Table standingsList(const Event& event, const std::vector<Standing>& standings);

// The standings of one category's players (tournament/categories.h): as standingsList, with
// the rank within the category ("category rank") beside the overall rank. Refused (field
// "category") for a category the event does not define.
Table categoryStandings(const Event& event, int after_round, const std::string& category);
// The same for print: standingsReport's rows of the category, its rank ("Cat") beside the overall.
Table categoryStandingsReport(const Event& event, int after_round, const std::string& category);

// For the titles of the standings, crosstable, wall chart and meetings, in text, PDF and site
// alike: the last round whose results are all in ("after round 5", "after round 5 of 9"), the
// next one named when it is paired ("after round 5 of 9, round 6 in progress"); "before round
// 1" or "during round 1" before round 1 is complete.
std::string afterRoundText(const Event& event, int after_round);

}  // namespace tourney::tournament
