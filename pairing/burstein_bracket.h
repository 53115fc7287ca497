// The pairing of one Burstein bracket (C.04.4.2 A.2 and the pairing procedure): the bracket's
// players in the ranking order of A.7 are paired first against last, as far as the absolute
// criteria (no rematch, no two absolute preferences for one colour) and the quality criteria
// before it (fewest downfloaters, then colour preferences) allow; the players left over float
// down into the next bracket. docs/pairing.md says how the engine reads each article.
#pragma once

#include "pairing/burstein_players.h"

#include <utility>
#include <vector>

namespace tourney::burstein {

struct BracketPairs {
    std::vector<std::pair<int, int>> pairs;  // (higher-ranked, lower-ranked), indices into round.base.players
    std::vector<int> downfloaters;           // in the A.7 order
    bool folded = false;                     // the plain first-against-last pairing stood
};

// `bracket`: the incoming floaters, then the residents, in the A.7 order; `lower`: every other
// player not yet paired. Chooses the pairs and downfloaters such that the downfloaters and
// `lower` can still all be paired. Throws PairingError when the bracket cannot be paired so.
BracketPairs pairBracket(const BursteinRound& round, const std::vector<int>& bracket, const std::vector<int>& lower);

}  // namespace tourney::burstein
