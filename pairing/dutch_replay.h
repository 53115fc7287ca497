// Replaying a finished Swiss event round by round: the event as it stood before a round was
// paired, so that the engine's pairing can be compared with the one the event really had
// (tourney engine -c, and the conformance tests on the shared fixtures).
#pragma once

#include "scoring/event.h"

#include <set>
#include <utility>

namespace tourney {

// Rounds before `round`, with that round's byes and absences entered as requests in advance.
Event eventBeforeRound(const Event& full, int round);

// 5.1 read back from round 1 when no file line gave it: the pair led by the lowest start
// number shows the colour drawn for the odd pairing numbers.
bool initialColourFromRoundOne(const Event& event);

// A round as (white, black) start numbers, (player, 0) for the pairing-allocated bye.
std::set<std::pair<int, int>> pairsOf(const Round& round);

}  // namespace tourney
