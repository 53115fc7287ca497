#include "pairing/burstein_bye.h"

#include "matching/perfect_pairing.h"
#include "pairing/pairing.h"

#include <algorithm>

namespace tourney::burstein {

bool everyonePairable(const BursteinRound& round, const std::vector<int>& players) {
    return matching::everyonePairable(players, [&](int a, int b) { return mayMeet(round, a, b); });
}

int chooseBye(const BursteinRound& round, const std::vector<int>& open) {
    std::vector<int> candidates = open;
    // The lowest score first, and in it the lowest-ranked (A.7) first.
    std::sort(candidates.begin(), candidates.end(), [&](int a, int b) { return rankedAbove(round, b, a); });
    for (int v : candidates) {
        if (!round.base.players[v].bye_eligible) continue;  // C.04.1: never a second bye
        std::vector<int> rest = open;
        std::erase(rest, v);
        if (everyonePairable(round, rest)) return v;
    }
    throw PairingError("no player can take the pairing-allocated bye and leave the others a legal pairing");
}

}  // namespace tourney::burstein
