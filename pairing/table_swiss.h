// The Swiss system at tables: a round's tables formed from the standing order, leaders at
// table 1, keeping apart players who have met where the standings allow it.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace tourney {

struct SwissTablePlayer {
    int start_no = 0;
    int rank = 0;  // place in the standing order before the round, 1 first
};

struct SwissTables {
    std::vector<std::vector<int>> tables;  // start numbers, table 1 first, each in standing order
    std::vector<std::string> explanation;  // a line per table, when asked for
    int repeated = 0;                      // meetings that no arrangement found could avoid
};

// Round in which two players last met (> 0), 0 when they never met, -1 when they are kept apart
// (forbidden pairs).
using MetIn = std::function<int(int start_a, int start_b)>;

// Seats `order` (the standing order; a multiple of `seats` players) at tables: each table is
// headed by the best placed player not yet seated and filled with the next best placed who met
// none of those already there; what that leaves unavoidable at the lower tables is then
// repaired by exchanges with the nearest tables. The leader is never moved from table 1.
SwissTables formSwissTables(const std::vector<SwissTablePlayer>& order, int seats, const MetIn& met_in, bool explain);

// Round 1, before any standings: the initial ranking spread over the T tables, table t taking
// ranks t, t + T, t + 2T, ... (with 40 players table 1 seats 1, 11, 21 and 31), so that the
// seeds meet in later rounds, not in the first, as arbiters of four-player Swiss events expect
// (and as a chess Swiss's round 1 plays the top half against the bottom half). Players kept
// apart (forbidden pairs) are then exchanged as above.
SwissTables spreadSwissTables(const std::vector<SwissTablePlayer>& order, int seats, const MetIn& met_in, bool explain);

}  // namespace tourney
