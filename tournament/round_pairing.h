// Pairing the next round (taking it back, and changes by hand: manual_pairing.h).
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"

#include <string>
#include <vector>

namespace tourney::tournament {

struct PairedRound {
    Event event;  // the event with the new round, for printing it
    int round = 0;
    bool renumbered = false;               // round 1 of a Swiss event numbered the players (C.04.2 A.2)
    std::vector<Message> notes;            // what the arbiter must know, e.g. that numbers changed
    std::vector<std::string> explanation;  // how the pairing was reached, when asked for
};

// Pairs the next round by the event's system (pairing/pairing.h) and stores it. A round robin
// learns its number of rounds from its players when round 1 is paired; a Swiss event numbers
// its players by the initial ranking then. Refused (Refusal, nothing stored) when the round
// may not be paired (nextRoundReadiness, round_readiness.h: the boards of the last round still
// without a result, every round paired, too few players) or when no legal pairing exists. `date`
// (yyyy-mm-dd, the front end's local date: the core reads no clock) becomes the round's date for
// the TRF's 132 line; empty leaves it without one.
PairedRound pairNextRound(EventStore& store, bool explain = false, const std::string& date = {});

// Corrects the date of a paired round (yyyy-mm-dd, or another form tournament::checkedDate
// reads; empty removes it). Refused (fields "round", "date"; NotInEvent for the round) for a
// round not paired or a date that does not exist.
void setRoundDate(EventStore& store, int round, const std::string& date);

}  // namespace tourney::tournament
