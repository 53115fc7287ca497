// Standings after a round: points, the event's tie-breaks in order, and the rank.
#pragma once

#include "scoring/event.h"

#include <string>
#include <vector>

namespace tourney {

struct Standing {
    int rank = 0;  // 1-based; equal ranks only when every tie-break is equal
    int start_no = 0;
    Points points;
    std::vector<long long> tiebreak_values;  // scaled as TiebreakValue says (see tiebreaks.h)
    std::vector<std::string> tiebreak_text;  // the same values printed for people
    bool decided_by_lot = false;             // tied on points and every tie-break: its place in the
                                             // order (not its rank) was drawn by lot from Event::lots_seed
};

// The rounds standings are computed over: every round up to `after_round` (0 = all paired)
// whose results are all entered, stopping at the first that lacks one (tiebreak_table.cpp).
// The titles of standings name it (tournament/standings_report.h).
int roundsToCompute(const Event& event, int after_round);

// Standings after `after_round` (0 = every paired round whose results are all in), ordered
// by rank. Throws TiebreakError (tiebreaks.h) when a listed tie-break cannot be computed.
std::vector<Standing> computeStandings(const Event& event, int after_round = 0);

}  // namespace tourney
