// The round robin of tables: the whole schedule of an event of n players at tables of `seats`,
// computed at once. When n ≡ 4 mod 12 and tables seat four, every two players meet exactly
// once in (n - 1) / 3 rounds (table_design.h); otherwise, or for more or fewer rounds, the
// schedule repeats as few meetings as the search finds, and says how many must repeat.
#pragma once

#include "pairing/seat_balance.h"

#include <string>
#include <vector>

namespace tourney {

struct TableRoundPlan {
    std::vector<SeatedTable> tables;  // players 0 .. n - 1, each table in seat order
    std::vector<int> byes;            // the players left over: n mod seats of them
};

struct TableSchedule {
    std::vector<TableRoundPlan> rounds;
    long long meetings = 0;        // two players at one table, counted for every table
    long long repeated = 0;        // meetings of two who had met before
    long long least_repeated = 0;  // what any schedule of this size repeats at least
    long long never_met = 0;       // pairs who never meet
    std::vector<std::string> explanation;
};

// The rounds a round robin of tables takes when the arbiter names none: the fewest in which
// every player can meet every other one, byes included ((n - 1) / 3 when n ≡ 4 mod 12).
int tableRoundRobinRounds(int players, int seats);

// The schedule of `rounds` rounds for `players` (at least `seats`). Byes go round the field
// from the last player on, so nobody has a second bye before everyone has had one; seats are
// balanced over the whole schedule (each player's seat counts differ by at most one).
// Reproducible: the same arguments give the same schedule.
TableSchedule tableRoundRobin(int players, int rounds, int seats);

}  // namespace tourney
