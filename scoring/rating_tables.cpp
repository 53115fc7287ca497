#include "scoring/rating_tables.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace tourney {

namespace {

// B.02 8.1.1: dp for p = 0..50 per cent; dp(100 - p) = -dp(p).
constexpr std::array<int, 51> kDifferenceForPercent{
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284,
    -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125,
    -117, -110, -102, -95,  -87,  -80,  -72,  -65,  -57,  -50,  -43,  -36,  -29,  -21,  -14,  -7,   0};

// B.02 8.1.2: the largest rating difference D for each expected score of the higher-rated
// player, .50 to 1.00 (the table's rows "D from-to" read by their upper bound).
constexpr std::array<int, 51> kLargestDifferenceForExpectation{
    3,   10,  17,  25,  32,  39,  46,  53,  61,  68,  76,  83,  91,  98,  106, 113, 121,
    129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278,
    290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735, 800};

}  // namespace

int ratingDifferenceForPercent(long long percent) {
    percent = std::clamp(percent, 0LL, 100LL);
    return percent <= 50 ? kDifferenceForPercent[percent] : -kDifferenceForPercent[100 - percent];
}

int expectedScoreForDifference(int difference) {
    const int size = std::min(std::abs(difference), 800);
    const auto bound = std::lower_bound(kLargestDifferenceForExpectation.begin(),
                                        kLargestDifferenceForExpectation.end(), size);
    const int higher = 50 + static_cast<int>(bound - kLargestDifferenceForExpectation.begin());
    return difference >= 0 ? higher : 100 - higher;
}

long long roundHalfUp(long long numerator, long long denominator) {
    long long twice = 2 * numerator + denominator;
    long long quotient = twice / (2 * denominator);
    if (twice % (2 * denominator) != 0 && twice < 0) --quotient;
    return quotient;
}

long long performanceRating(long long rating_sum, long long games, long long halves) {
    return roundHalfUp(rating_sum, games) + ratingDifferenceForPercent(roundHalfUp(100 * halves, 2 * games));
}

}  // namespace tourney
