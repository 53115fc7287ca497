// Replaying a finished Swiss event round by round: the event as it stood before a round was
// paired, so that the engine's pairing can be compared with the one the event really had
// (tourney engine -c, pairing/dutch_check.h, and the conformance tests on the shared fixtures).
#pragma once

#include "scoring/event.h"

#include <set>
#include <utility>

namespace tourney {

// Rounds before `round`, with that round's byes and absences entered as requests in advance.
// Requests for later rounds are left out, as an engine pairing `round` never sees them (a
// never-paired player with a bye entered for a later round is still paired in this one).
Event eventBeforeRound(const Event& full, int round);

// C.04.3 5.1 read back from round 1 when no file line gave it: in round 1 nobody has a colour
// preference, so the higher-ranked player of every pair got the initial colour exactly when
// his effective pairing number (C.04.2, as the pairing of round 1 saw it) is odd. Throws
// PairingError when round 1 is not paired (the colour is drawn by lot: the arbiter must give
// it) or none of its games records colours.
bool initialColourFromRoundOne(const Event& event);

// A round as (white, black) start numbers, (player, 0) for the pairing-allocated bye.
std::set<std::pair<int, int>> pairsOf(const Round& round);

}  // namespace tourney
