// Pairing events played at tables of more than two (Chaturaji: four): the round robin of
// tables (table_round_robin.h) and the Swiss system at tables (table_swiss.h), seats included
// (seat_balance.h). pairNextRound (pairing.h) comes here for such events.
#pragma once

#include "pairing/pairing.h"

namespace tourney {

// Pairs round event.roundsPaired() + 1. A round robin plays round r of its schedule for
// event.planned_rounds rounds (withdrawn players' seats forfeited, their byes absences); a
// Swiss event forms tables from the standings. At least one table's players, as the event core
// checks first (tournament/round_readiness.h). Throws PairingError when it cannot.
PairedRound pairTables(const Event& event, const PairingOptions& options);

// The rounds of a round robin of tables: as planned, or when none are planned the rounds in
// which every player can meet every other (twice as many for a double round robin).
int tableRoundRobinLength(const Event& event);

}  // namespace tourney
