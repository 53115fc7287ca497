// Entering a game's result, and correcting it.
#pragma once

#include "tournament/event_store.h"

#include <string>

namespace tourney::tournament {

struct ResultEntry {
    int round = 0;
    int board = 0;
    std::string result;  // as typed: "1-0", "½-½", "+/-", the game's own ("2-0"), ...
    bool force = false;  // replace a result already entered (logged)
    // The game's record, checked move by move against the result and kept with the game.
    std::string record_file;  // its name, for messages; empty when no record comes with it
    std::string record_text;
};

struct EnteredResult {
    std::string where;     // "round 3 board 2"
    std::string result;    // as printed for people: "½-½"
    std::string replaced;  // the result it replaced, when forced; else empty
};

// Stores the result of one board. Refused (nothing stored) for a round not paired, a board the
// round does not have, a token that is not a result of the event's game, a board that has a
// result already (unless forced), or a record that is illegal or contradicts the result.
EnteredResult enterResult(EventStore& store, const ResultEntry& entry);

}  // namespace tourney::tournament
