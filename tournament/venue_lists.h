// The lists pinned up at the venue: the starting rank list, the alphabetical list, and a
// round's pairings sorted by name (the sheet at the door, where each player finds his board).
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

#include <vector>

namespace tourney::tournament {

// Every start number, ordered by name (letters compared without case), then start number.
std::vector<int> startNumbersByName(const Event& event);

// No, Title, Name, Fed, Rtg, Club: by start number. Exists before round 1.
Table startingList(const Event& event);

// Name, No, Title, Fed, Rtg, Club: by name (letters compared without case), then start number.
Table alphabeticalList(const Event& event);

// Name, No, Board (Table at tables of four), Colour (seat), Opponent(s): one line per player of
// the round, by name; a player with a bye or absent says so instead of a board. Throws Refusal
// (field "round") when the round is not paired.
Table pairingsByName(const Event& event, int round);

}  // namespace tourney::tournament
