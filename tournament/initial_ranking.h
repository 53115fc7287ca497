// The initial ranking of a Swiss event (C.04.2 A.2): the players get their pairing numbers by
// rating, then title, then name. Before round 1 the whole list is numbered; a late entry later
// takes his place in it. Plain C++.
#pragma once

#include "scoring/event.h"

namespace tourney::tournament {

// True when the start numbers are already in initial-ranking order.
bool inInitialRankingOrder(const Event& event);

// Gives the players start numbers in initial-ranking order, and renumbers everything that
// names a player (requested byes, forbidden pairs, virtual points). Only before round 1 is
// paired: rounds already paired keep their numbers, so the event must have none.
void numberByInitialRanking(Event& event);

// Pairing numbers can be reassigned only until the fourth round is paired (C.04.2): after
// that a late entry takes the next free number instead of his place in the ranking.
constexpr int kLastRoundToRenumber = 4;

// Registers `player` after round 1 is paired: he takes the pairing number his rating, title
// and name give him among the players registered (C.04.2, late entries), and everyone from
// that number on moves up by one, in the rounds already paired as everywhere else. Once
// kLastRoundToRenumber rounds are paired, he takes the next number and nobody moves.
// Returns his start number.
int insertByInitialRanking(Event& event, Player player);

}  // namespace tourney::tournament
