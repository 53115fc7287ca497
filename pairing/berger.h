// Round-robin pairings by the FIDE Berger tables (Handbook C.05, Annex 1).
#pragma once

#include "scoring/event.h"

namespace tourney {

// Rounds in a single cycle: n - 1 for an even field, n for an odd one (each player sits out
// once against the empty seat).
int bergerRounds(int players);

// Rounds in the whole event: one cycle, or two for a double round robin.
int roundRobinRounds(int players, bool double_round_robin);

// Round `round` (1-based; for a double round robin 1..2 * bergerRounds) for `players` start
// numbers 1..players. Games carry White in seat 0 and the table's board order; in an odd field
// the player drawn against the empty seat gets a pairing-allocated bye.
//
// Double round robin: the second cycle repeats the first with colours reversed. By default the
// last two rounds of the first cycle are exchanged, as C.05 Annex 1 recommends, so that nobody
// has the same colour three times running across the two cycles.
Round bergerRound(int players, int round, bool double_round_robin, bool exchange_last_two = true);

}  // namespace tourney
