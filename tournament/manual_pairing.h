// Pairings by hand: the arbiter changes a round already paired, before any of its results.
// Each change is logged; a change that breaks a rule of the pairing system is made all the same
// (the arbiter decides) and comes with a warning that names the rule.
#pragma once

#include "tournament/event_store.h"
#include "tournament/message.h"

#include <string>
#include <vector>

namespace tourney::tournament {

struct PairingChange {
    std::vector<Message> done;      // "board 3: 12 Name - 7 Name" for each board changed
    std::vector<Message> warnings;  // rules the change breaks
};

// Board `first` and board `second` exchange their Black players (their opponents).
PairingChange swapOpponents(EventStore& store, int round, int first, int second);

// White and Black change places on a board.
PairingChange swapColours(EventStore& store, int round, int board);

// Board `board` becomes `white` against `black`. The players who sat there take the places the
// two left (another board, or the pairing-allocated bye).
PairingChange setBoard(EventStore& store, int round, int board, int white, int black);

// Removes the last paired round. One with results needs `force`, and the results it takes are
// named in the log and in the answer.
struct Unpairing {
    int round = 0;
    std::vector<Message> lost_results;  // "board 2: 1-0"
};
Unpairing unpairLastRound(EventStore& store, bool force = false);

}  // namespace tourney::tournament
