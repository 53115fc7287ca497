// Changing an event's tie-breaks. Before round 1 is paired the list is free to change.
// Afterwards players have seen the announced list: a change must be forced, and it is logged.
#pragma once

#include "tournament/event_store.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

struct TiebreakChange {
    std::vector<std::string> before, after;
    int rounds_paired = 0;  // > 0: the change was forced and logged

    // What the arbiter is told of a change forced after round 1; none before it.
    std::optional<Message> warning() const;
};

TiebreakChange setTiebreaks(EventStore& store, const std::string& list, bool force);

// "BH/C1,BH,SB,DE"
std::string joinedCodes(const std::vector<std::string>& codes);

}  // namespace tourney::tournament
