// Colour allocation (C.04.3 5.2) and board order (C.04.2) for the pairs of a Dutch round.
#pragma once

#include "pairing/dutch_players.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace tourney::dutch {

struct ColourChoice {
    bool first_is_white = true;
    std::string rule;  // the article that decided: "5.2.1" ... "5.2.5"
};

// Colours for a pair of players (either order). initial_white: the colour drawn for 5.1.
ColourChoice allocateColours(const Contender& a, const Contender& b, bool initial_white);
// The same where a system ranks otherwise than 1.2 (the Burstein system's Index, C.04.4.2
// A.7): a_higher says whether `a` is the higher-ranked of the two (5.2.4, 5.2.5).
ColourChoice allocateColours(const Contender& a, const Contender& b, bool initial_white, bool a_higher);

// 5.2.3: going back from the last played game of each, the colour `me` gets by alternating
// from the most recent round in which one had White and the other Black (the colour the other
// had then); None when their played colours never differed. The Dubov system's 5.2.4 too.
Colour alternatedColour(const Contender& me, const Contender& other);

// 1.2 with virtual points: true if a is ranked above b.
bool rankedAbove(const Contender& a, const Contender& b);

// One board of the round: indices into DutchRound::players, and the article that gave colours.
struct Board {
    int white = 0, black = 0;
    std::string rule;
};

// Colours for every pair (5.2) and the boards in publication order (C.04.2).
// pairs: indices into round.players. ranked_above(a, b) (indices): the system's ranking for
// 5.2.4-5.2.5, 1.2 (rankedAbove) when not given.
std::vector<Board> allocateBoards(const DutchRound& round, const std::vector<std::pair<int, int>>& pairs,
                                  const std::function<bool(int, int)>& ranked_above = {});

// C.04.2 board order without virtual points: true if pair (a1, b1) comes before (a2, b2).
bool boardBefore(const Contender& a1, const Contender& b1, const Contender& a2, const Contender& b2);

}  // namespace tourney::dutch
