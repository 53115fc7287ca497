// Rating-based tie-breaks (C.07 §10): ARO, TPR, PTP, APRO, APPO and RTNG. They read the games
// played over the board only, with results on the 1/½/0 scale whatever the point system.
#include "scoring/tiebreak_table.h"

#include <algorithm>
#include <array>

namespace tourney {

namespace {

// FIDE B.02 table 8.1.a: rating difference dp for a percentage score p = 0..50;
// dp(100 - p) = -dp(p).
constexpr std::array<int, 51> kDifferenceForPercent{
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284,
    -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125,
    -117, -110, -102, -95,  -87,  -80,  -72,  -65,  -57,  -50,  -43,  -36,  -29,  -21,  -14,  -7,   0};

int ratingDifference(long long percent) {
    return percent <= 50 ? kDifferenceForPercent[percent] : -kDifferenceForPercent[100 - percent];
}

// FIDE B.02 table 8.1.b: the largest rating difference for each expected score of the
// higher-rated player, .50 to 1.00.
constexpr std::array<int, 51> kLargestDifferenceForExpectation{
    3,   10,  17,  25,  32,  39,  46,  53,  61,  68,  76,  83,  91,  98,  106, 113, 121,
    129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278,
    290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735, 800};

// Expected score of a player rated `own` against `opponent`, in hundredths.
int expectedScore(int own, int opponent) {
    const int difference = std::min(std::abs(own - opponent), 800);
    const auto bound = std::lower_bound(kLargestDifferenceForExpectation.begin(),
                                        kLargestDifferenceForExpectation.end(), difference);
    const int higher = 50 + static_cast<int>(bound - kLargestDifferenceForExpectation.begin());
    return own >= opponent ? higher : 100 - higher;
}

// floor(numerator / denominator + 1/2) for a positive denominator.
long long roundHalfUp(long long numerator, long long denominator) {
    long long twice = 2 * numerator + denominator;
    long long quotient = twice / (2 * denominator);
    if (twice % (2 * denominator) != 0 && twice < 0) --quotient;
    return quotient;
}

struct RatedGame {
    int opponent_rating = 0;
    int halves = 0;  // result on the 1/½/0 scale, in halves
};

// The rating each player counts with: unrated players take the rating the regulations set for
// them. Without one, these tie-breaks cannot be used (C.07 §10): an error, or nothing when the
// settings ask for FIDE's tool's undefined values.
std::optional<std::vector<int>> ratingsFor(const TiebreakTable& table, const TiebreakCode& code) {
    const std::optional<int> unrated = code.unrated_rating ? code.unrated_rating : table.settings.unrated_rating;
    std::vector<int> ratings;
    int unrated_count = 0;
    int first_unrated = 0;
    for (const TiebreakPlayer& player : table.players) {
        if (player.rating > 0) {
            ratings.push_back(player.rating);
            continue;
        }
        if (++unrated_count == 1) first_unrated = player.start_no;
        ratings.push_back(unrated.value_or(0));
    }
    if (unrated_count == 0 || unrated) return ratings;
    if (table.settings.unrated_as_undefined) return std::nullopt;
    throw UnratedPlayersError(code.text() + " needs a rating for unrated players: " + std::to_string(unrated_count) +
                              " player(s) are unrated (the first is start number " + std::to_string(first_unrated) +
                              "); set one with " + std::string(tiebreakAcronym(code.name)) +
                              "/Unnnn or --unrated-rating");
}

// The games played over the board, after Cut-n / Median-n remove the lowest (and highest)
// opponents' ratings; among equal ratings the earliest game goes first.
std::vector<RatedGame> ratedGames(const TiebreakTable& table, const TiebreakCode& code, const TiebreakPlayer& player,
                                  const std::vector<int>& ratings) {
    std::vector<RatedGame> games;
    for (const TiebreakRound& round : player.rounds)
        if (round.over_the_board) games.push_back({ratings[round.opponent - 1], round.game_halves});
    std::stable_sort(games.begin(), games.end(),
                     [](const RatedGame& a, const RatedGame& b) { return a.opponent_rating < b.opponent_rating; });
    const int low = std::min(std::max(code.cut, code.median), table.rounds);
    const int high = code.median > 0 ? std::min(code.median, table.rounds - low) : 0;
    const std::size_t drop_low = std::min<std::size_t>(low, games.size());
    games.erase(games.begin(), games.begin() + drop_low);
    const std::size_t drop_high = std::min<std::size_t>(high, games.size());
    games.erase(games.end() - drop_high, games.end());
    return games;
}

long long averageRating(const std::vector<RatedGame>& games) {
    long long sum = 0;
    for (const RatedGame& game : games) sum += game.opponent_rating;
    return roundHalfUp(sum, static_cast<long long>(games.size()));
}

long long performance(const std::vector<RatedGame>& games) {
    long long halves = 0;
    for (const RatedGame& game : games) halves += game.halves;
    const long long count = static_cast<long long>(games.size());
    const long long percent = roundHalfUp(100 * halves, 2 * count);
    return averageRating(games) + ratingDifference(percent);
}

// The lowest rating whose expected score against these opponents reaches the score made.
long long perfectPerformance(const std::vector<RatedGame>& games) {
    long long wanted = 0;  // hundredths
    int lowest = games.front().opponent_rating;
    int highest = lowest;
    for (const RatedGame& game : games) {
        wanted += 50LL * game.halves;
        lowest = std::min(lowest, game.opponent_rating);
        highest = std::max(highest, game.opponent_rating);
    }
    auto reaches = [&](int rating) {
        long long expected = 0;
        for (const RatedGame& game : games) expected += expectedScore(rating, game.opponent_rating);
        return expected >= wanted;
    };
    int below = lowest - 800;   // reaches: the sum is never negative
    int above = highest + 800;  // every expectation is 1.00 here
    if (reaches(below)) return below;
    if (!reaches(above)) return above;  // a score above the games played: nothing reaches it
    while (above - below > 1) {
        const int middle = below + (above - below) / 2;
        (reaches(middle) ? above : below) = middle;
    }
    return above;
}

using GamesValue = long long (*)(const std::vector<RatedGame>&);

TiebreakColumn perPlayer(const TiebreakTable& table, const TiebreakCode& code, GamesValue value) {
    const auto ratings = ratingsFor(table, code);
    if (!ratings) return TiebreakColumn(table.players.size(), TiebreakValue::undefined());
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) {
        const auto games = ratedGames(table, code, player, *ratings);
        column.push_back(games.empty() ? TiebreakValue::undefined() : TiebreakValue::count(value(games)));
    }
    return column;
}

}  // namespace

// ARO (C.07 §10.1): the mean rating of the opponents, rounded half up.
TiebreakColumn averageRatingOfOpponents(const TiebreakTable& table, const TiebreakCode& code) {
    return perPlayer(table, code, averageRating);
}

// TPR (C.07 §10.2): ARO plus the rating difference of the percentage scored.
TiebreakColumn performanceRating(const TiebreakTable& table, const TiebreakCode& code) {
    return perPlayer(table, code, performance);
}

// PTP (C.07 §10.3): the perfect tournament performance.
TiebreakColumn perfectPerformance(const TiebreakTable& table, const TiebreakCode& code) {
    return perPlayer(table, code, perfectPerformance);
}

// APRO, APPO (C.07 §10.4-10.5): the mean of the opponents' TPR or PTP over the games played,
// opponents without a value left out, rounded half up.
TiebreakColumn averageOfOpponents(const TiebreakTable& table, const TiebreakColumn& values) {
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) {
        long long sum = 0;
        long long count = 0;
        for (const TiebreakRound& round : player.rounds)
            if (round.over_the_board && values[round.opponent - 1].defined) {
                sum += values[round.opponent - 1].scaled;
                ++count;
            }
        column.push_back(count == 0 ? TiebreakValue::undefined() : TiebreakValue::count(roundHalfUp(sum, count)));
    }
    return column;
}

// RTNG: the player's own rating.
TiebreakColumn ownRatings(const TiebreakTable& table, const TiebreakCode& code) {
    const auto ratings = ratingsFor(table, code);
    if (!ratings) return TiebreakColumn(table.players.size(), TiebreakValue::undefined());
    TiebreakColumn column;
    for (int rating : *ratings) column.push_back(TiebreakValue::count(rating));
    return column;
}

}  // namespace tourney
