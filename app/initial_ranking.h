// The initial ranking of a Swiss event (C.04.2 A.2): before round 1 the players get their
// pairing numbers by rating, then title, then name. Plain C++.
#pragma once

#include "scoring/event.h"

namespace tourney::app {

// True when the start numbers are already in initial-ranking order.
bool inInitialRankingOrder(const Event& event);

// Gives the players start numbers in initial-ranking order, and renumbers everything that
// names a player (requested byes, forbidden pairs, virtual points). Only before round 1 is
// paired: rounds already paired keep their numbers, so the event must have none.
void numberByInitialRanking(Event& event);

}  // namespace tourney::app
