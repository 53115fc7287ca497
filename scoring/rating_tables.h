// FIDE's two conversion tables between scores and rating differences (B.02 8.1), read by the
// rating-based tie-breaks (C.07 §10), the rating change (B.02 8.3), first ratings (B.02 7.1)
// and title norms (B.01). FIDE uses the tables, not the logistic formula behind them.
#pragma once

namespace tourney {

// B.02 8.1.1: the rating difference dp for a percentage score 0..100 (clamped to that range).
int ratingDifferenceForPercent(long long percent);

// B.02 8.1.2: the expected score PD, in hundredths, of a player whose rating exceeds the
// opponent's by `difference` (negative when lower). The table ends at 735 (1.00); any limit on
// the difference (the 400-point rule) is the caller's.
int expectedScoreForDifference(int difference);

// floor(numerator / denominator + 1/2) for a positive denominator: FIDE rounds .5 up.
long long roundHalfUp(long long numerator, long long denominator);

// The rating performance of a score against opponents whose ratings add up to `rating_sum`:
// their average rounded, plus dp (8.1.1) of the percentage scored, rounded. Used by TPR
// (C.07 §10.2), first ratings (B.02 7.1.4) and norms (B.01). `games` must be positive.
long long performanceRating(long long rating_sum, long long games, long long halves);

}  // namespace tourney
