// Colour allocation of the Dubov system (C.04.4.1 5.2.1-5.2.5) and the boards' order.
#pragma once

#include "pairing/dubov_players.h"

#include <string>
#include <utility>
#include <vector>

namespace tourney::dubov {

struct Board {
    int white = 0, black = 0;  // indices into DubovRound::players
    std::string rule;          // the article that gave the colours: "5.2.1" ... "5.2.5"
};

// Colours for one pair (either order): true when `a` gets White, and the deciding article.
std::pair<bool, std::string> allocateColours(const Entrant& a, const Entrant& b, bool initial_white);

// Colours for every pair and the boards in publication order (as the Dutch engine orders them:
// C.04.2, the pair's higher score, then the sum of scores, then the higher player's TPN).
std::vector<Board> allocateBoards(const DubovRound& round, const std::vector<std::pair<int, int>>& pairs);

}  // namespace tourney::dubov
