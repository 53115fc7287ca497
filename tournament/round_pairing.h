// Pairing the next round (taking it back, and changes by hand: manual_pairing.h).
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"

#include <string>
#include <vector>

namespace tourney::tournament {

struct PairedRound {
    Event event;  // the event with the new round, for printing it
    int round = 0;
    bool renumbered = false;               // round 1 of a Swiss event numbered the players (C.04.2 A.2)
    std::vector<std::string> notes;        // what the arbiter must know, e.g. that numbers changed
    std::vector<std::string> explanation;  // how the pairing was reached, when asked for
};

// Pairs the next round by the event's system (pairing/pairing.h) and stores it. A round robin
// learns its number of rounds from its players when round 1 is paired; a Swiss event numbers
// its players by the initial ranking then. Throws PairingError (pairing/pairing.h) when the
// round cannot be paired: the last round lacks results, every round is paired, no legal
// pairing exists.
PairedRound pairNextRound(EventStore& store, bool explain = false);

}  // namespace tourney::tournament
