// Rating-based tie-breaks (C.07 §10): ARO, TPR, PTP, APRO, APPO and RTNG. They read the games
// played over the board only, with results on the 1/½/0 scale whatever the point system.
#include "scoring/rating_tables.h"
#include "scoring/tiebreak_table.h"

#include <algorithm>
#include <array>

namespace tourney {

namespace {

// Expected score of a player rated `own` against `opponent`, in hundredths (no 400-point
// limit: C.07 reads the table as it stands).
int expectedScore(int own, int opponent) { return expectedScoreForDifference(own - opponent); }

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
    throw UnratedPlayersError(code.text(), std::string(tiebreakAcronym(code.name)), unrated_count, first_unrated);
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
    long long sum = 0;
    long long halves = 0;
    for (const RatedGame& game : games) {
        sum += game.opponent_rating;
        halves += game.halves;
    }
    return performanceRating(sum, static_cast<long long>(games.size()), halves);
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
