// The pairing-allocated bye (C.04.4.1 3.1) and the upfloaters of a bracket (3.2.1-3.2.2, with
// criteria C4-C10 of Article 2 and the order of 4.2). Both are decided over every player not yet
// paired, so that no choice leaves somebody below unpairable (C4).
#pragma once

#include "pairing/dubov_players.h"

#include <vector>

namespace tourney::dubov {

// 3.1: the player (index into round.players) who gets the bye among `open` (an odd number of
// players); throws PairingError when no choice leaves the others a legal pairing (1.9).
int chooseBye(const DubovRound& round, const std::vector<int>& open);

// 3.2.1-3.2.2: the upfloaters (indices, in the 4.2 order) that join `residents` (the remaining
// players of the top scoregroup) from `lower` (every other player not yet paired), such that
// residents and lower players together can still all be paired. Throws PairingError when no
// choice pairs every resident and completes the round (1.9).
std::vector<int> chooseUpfloaters(const DubovRound& round, const std::vector<int>& residents,
                                  const std::vector<int>& lower);

// 4.2.2: possible upfloaters by score, highest first, then by TPN.
bool upfloaterBefore(const Entrant& a, const Entrant& b);

}  // namespace tourney::dubov
