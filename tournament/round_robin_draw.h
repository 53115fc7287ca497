// A round robin before round 1: the drawing of lots that gives the players their numbers in the
// Berger table (C.05 Annex 1), and the whole schedule those numbers give, to print and post
// before the first round.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/table.h"

#include <optional>
#include <vector>

namespace tourney::tournament {

// Numbers the players by lot: by a seeded shuffle (the same seed gives the same draw on any
// machine, so the draw can be checked), or in the order the arbiter drew by hand (`order`: the
// current start numbers in their new order, each once). Before round 1 of a round robin only;
// logged with the seed or the order. Returns the start numbers in their new order.
std::vector<int> drawLots(EventStore& store, unsigned long long seed);
std::vector<int> drawLotsByHand(EventStore& store, const std::vector<int>& order);

// Every round of the Berger table for the players registered: round, board, White, Black, with
// names; a pairing-allocated bye in an odd field as a board with Black "bye".
Table roundRobinSchedule(const Event& event);

}  // namespace tourney::tournament
