// Standings after a round: points, the event's tie-breaks in order, and the rank.
#pragma once

#include "scoring/event.h"

#include <string>
#include <vector>

namespace tourney {

struct Standing {
    int rank = 0;                // 1-based; equal ranks only when every tie-break is equal
    int start_no = 0;
    Points points;
    std::vector<long long> tiebreak_values;  // scaled as TiebreakValue says (see tiebreaks.h)
    std::vector<std::string> tiebreak_text;  // the same values printed for people
};

// Standings after `after_round` (0 = every paired round), ordered by rank.
std::vector<Standing> computeStandings(const Event& event, int after_round = 0);

}  // namespace tourney
