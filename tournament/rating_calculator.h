// A FIDE rating calculator for a list of games outside any event (`tourney rating-calc`):
// what B.02 makes of them for a rated player (8.3: each game's expected score and change, the
// total and the new rating) or an unrated one (7.1.4: the performance towards a first rating).
#pragma once

#include "scoring/rating_change.h"
#include "tournament/table.h"

#include <string>

namespace tourney::tournament {

struct RatingCalculationRequest {
    std::string rating;             // the player's rating; 0 or empty: unrated
    std::string games;              // "2100:1,1900:0.5,2050:0": opponent's rating and the player's result
    std::string k;                  // the list's K; empty: derived from rating and age (B.02 8.3.3)
    int birth_year = 0;             // for a derived K: 0 unknown
    int year = 0;                   // the year the games were played, for a derived K
    std::string kind = "standard";  // standard, rapid or blitz
};

// Refused (Refusal naming the field) for a rating, K, kind or game that cannot be read.
Table ratingCalculation(const RatingCalculationRequest& request);

}  // namespace tourney::tournament
