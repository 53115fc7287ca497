// What a Swiss event's pairing must respect besides the rounds played: byes the players asked
// for in advance (C.04.2) and pairs the arbiter forbids to meet (C.04.3 C1), such as teammates.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/table.h"

#include <string>
#include <utility>
#include <vector>

namespace tourney::tournament {

// Records a bye `player` asked for in `round`, not yet paired: he is left out of that round's
// pairing and scores the bye's points. Returns the player's name.
std::string requestBye(EventStore& store, int round, int player, ByeKind kind);

// Takes back a bye requested for a round not yet paired.
void cancelBye(EventStore& store, int round, int player);

// Byes requested for rounds not yet paired, by round and start number: round, start, name and
// kind (the TRF code H, Z or F).
Table pendingByeList(const Event& event);

// The kind of bye a name stands for: "half", "zero" or "full".
ByeKind requestedByeKind(const std::string& name);

struct Forbidding {
    int added = 0;
    int known = 0;  // pairs that were forbidden already
};

// Forbids every two of `players` (two or more start numbers) to meet in the rounds to pair.
Forbidding forbidPairs(EventStore& store, const std::vector<int>& players);

// Allows every two of `players` to meet again; refused when none of those pairs was forbidden.
void allowPairs(EventStore& store, const std::vector<int>& players);

// The forbidden pairs, each once, lower start number first, in order: first, his name, second,
// his name (issue 31 item 11: the arbiter reads who, not only numbers).
Table forbiddenPairList(const Event& event);

}  // namespace tourney::tournament
