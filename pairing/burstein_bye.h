// The pairing-allocated bye of the Burstein system (C.04.4.2 A.3, which refers to the Basic
// Rules, C.04.1: one player unpaired when the number to pair is odd, never a second time).
#pragma once

#include "pairing/burstein_players.h"

#include <vector>

namespace tourney::burstein {

// Among `open` (indices into round.base.players, an odd number) the player who gets the bye:
// allowed one (C.04.1), leaving the others a legal pairing, with the lowest score, then the
// lowest in the ranking order of A.7. Throws PairingError when no choice leaves a legal pairing.
int chooseBye(const BursteinRound& round, const std::vector<int>& open);

// Whether every one of `players` (indices into round.base.players) can be paired with another.
bool everyonePairable(const BursteinRound& round, const std::vector<int>& players);

}  // namespace tourney::burstein
