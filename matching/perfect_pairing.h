// Whether every one of a group of players can be paired, and one such pairing: greedily when
// that succeeds (pairing/greedy_pairing.h), otherwise by an exact maximum matching. For the
// questions "does a legal pairing of these players exist at all", asked by the Dubov engine's
// bye (C.04.4.1 3.1.2) and its bracket steps (3.2.4, every choice must leave a legal pairing),
// and by the Burstein engine's bye and downfloaters (C.04.4.2).
#pragma once

#include "matching/greedy_pairing.h"
#include "matching/weighted_matching.h"
#include "matching/wide_uint.h"

#include <vector>

namespace tourney::matching {

// Partners for players 0..count-1, each pair accepted by allowed(a, b) (a < b); empty when no
// pairing leaves nobody single.
template <class Allowed>
std::vector<int> perfectPairing(int count, Allowed allowed) {
    if (count % 2 != 0) return {};
    std::vector<int> mate = pairEveryoneGreedily(count, -1, allowed);
    if (!mate.empty() || count == 0) return mate;
    std::vector<WeightedEdge<WideUint<1>>> edges;
    for (int a = 0; a < count; ++a)
        for (int b = a + 1; b < count; ++b)
            if (allowed(a, b)) edges.push_back({a, b, WideUint<1>(1)});
    mate = MaximumWeightMatching<WideUint<1>>(count, std::move(edges)).solve();
    for (int m : mate)
        if (m < 0) return {};
    return mate;
}

// Whether every one of `players` (any numbering) can be paired with another of them, each pair
// accepted by allowed(x, y) on their numbers: the completion question of the Swiss engines.
template <class Allowed>
bool everyonePairable(const std::vector<int>& players, Allowed allowed) {
    const int n = static_cast<int>(players.size());
    return n == 0 || !perfectPairing(n, [&](int a, int b) { return allowed(players[a], players[b]); }).empty();
}

}  // namespace tourney::matching
