// The pairing of one Dubov bracket once its upfloaters are known (C.04.4.1 3.2.3-3.2.5): the
// split into white seekers G1 and the others G2, the shifts of 3.2.4 in the order of 4.3, S1 by
// ARO, and the first legal transposition of G2 (4.4).
#pragma once

#include "pairing/dubov_players.h"

#include <string>
#include <utility>
#include <vector>

namespace tourney::dubov {

struct BracketPairs {
    std::vector<std::pair<int, int>> pairs;  // (S1 player, T2 player), indices into round.players
    std::vector<int> shifted_first;          // 3.2.4 (1): moved out of the smaller subgroup
    std::vector<int> shifted_second;         // 3.2.4 (2): moved out of the larger subgroup
};

// Pairs every player of `bracket` (indices into round.players, an even number); throws
// PairingError when they cannot all be paired (the upfloaters were chosen so that they can).
BracketPairs pairBracket(const DubovRound& round, const std::vector<int>& bracket);

// 4.3.3: the order in which a sorted list of `count` shifters is numbered: its (remaining)
// middle first, the upper of two middles first. For 7: 3, 2, 4, 1, 5, 0, 6.
std::vector<int> middleOutOrder(int count);

// 4.3.2 / 3.2.5: white seekers by ARO ascending, then TPN.
bool whiteSeekerBefore(const Entrant& a, const Entrant& b);

}  // namespace tourney::dubov
