#include "scoring/rating_change.h"

#include "scoring/history.h"
#include "scoring/rating_tables.h"

#include <algorithm>
#include <cstdlib>

namespace tourney {

namespace {

// B.02 8.3.3: the K factors and their thresholds.
constexpr int kNewPlayerK = 40;
constexpr int kStandardK = 20;
constexpr int kTopK = 10;
constexpr int kTopRating = 2400;      // K 10 once the published rating reaches it
constexpr int kJuniorCeiling = 2300;  // juniors keep K 40 while rated below it
constexpr int kJuniorLastAge = 18;    // ... to the end of the year of their 18th birthday
constexpr int kMostKTimesGames = 700;

// B.02 8.3.1: the 400-point rule and the rating from which it no longer applies.
constexpr int kLargestCountedDifference = 400;
constexpr int kNoLimitFrom = 2650;

// B.02 7.1.4: the hypothetical opponents of a first rating, and its ceiling; 7.1: its floor
// and the games it needs.
constexpr int kHypotheticalOpponents = 2;
constexpr int kHypotheticalRating = 1800;
constexpr int kFirstRatingCeiling = 2200;
constexpr int kRatingFloor = 1400;
constexpr int kFirstRatingGames = 5;

// Laws of Chess A.1 and B.1: the minutes that part rapid from blitz and standard.
constexpr int kBlitzMostMinutes = 10;
constexpr int kStandardLeastMinutes = 60;
// B.02, rapid and blitz: from this date, no game between players more than 600 apart when
// one of them is rated above 2600.
constexpr const char* kWideGapRuleFrom = "2024-12-01";
constexpr int kWideGap = 600;
constexpr int kWideGapAbove = 2600;

int halvesOf(char code) { return code == '1' ? 2 : code == '=' ? 1 : 0; }

KFactor derivedK(const Player& player, int event_year) {
    if (player.rating >= kTopRating) return {kTopK, false, Message("rated 2400 or more")};
    const bool junior = event_year > 0 && player.birth_year > 0 && event_year - player.birth_year <= kJuniorLastAge;
    if (junior && player.rating < kJuniorCeiling)
        return {kNewPlayerK, false, Message("18 or younger this year, under 2300")};
    return {kStandardK, false, Message("under 2400 (assumed 30 games played, 2400 never reached)")};
}

}  // namespace

std::vector<FideGame> ratedGamesPlayed(const Event& event, int start_no) {
    std::vector<FideGame> games;
    for (const Round& round : event.rounds) {
        const RoundEntry entry = entryFor(event, round, start_no);
        // '1' '=' '0': rated games over the board; 'W' 'D' 'L' are played but not rated.
        if (entry.pending || entry.opponent == 0 || (entry.code != '1' && entry.code != '=' && entry.code != '0'))
            continue;
        const Player* opponent = event.player(entry.opponent);
        if (!opponent) continue;
        games.push_back({round.number, entry.opponent, std::max(opponent->rating, 0), halvesOf(entry.code)});
    }
    return games;
}

std::string_view ratingKindName(RatingKind kind) {
    switch (kind) {
    case RatingKind::Rapid: return "rapid";
    case RatingKind::Blitz: return "blitz";
    case RatingKind::Standard: break;
    }
    return "standard";
}

RatingKind ratingKindOf(const std::string& time_control) {
    auto numberAt = [&](std::size_t at) {
        const std::size_t first = time_control.find_first_of("0123456789", at);
        if (first == std::string::npos) return -1;
        const std::size_t last = time_control.find_first_not_of("0123456789", first);
        const std::string digits = time_control.substr(first, std::min<std::size_t>(last - first, 6));
        return std::stoi(digits);
    };
    const int minutes = numberAt(0);
    if (minutes < 0) return RatingKind::Standard;
    const std::size_t plus = time_control.rfind('+');
    const int increment = plus == std::string::npos ? 0 : std::max(numberAt(plus), 0);
    const int total_seconds = 60 * minutes + 60 * increment;  // the time plus 60 times the increment
    if (total_seconds <= 60 * kBlitzMostMinutes) return RatingKind::Blitz;
    if (total_seconds < 60 * kStandardLeastMinutes) return RatingKind::Rapid;
    return RatingKind::Standard;
}

bool ratedPairing(int own, int opponent, RatingKind kind, const std::string& event_date) {
    if (kind == RatingKind::Standard || (!event_date.empty() && event_date < kWideGapRuleFrom)) return true;
    return !(std::abs(own - opponent) > kWideGap && std::max(own, opponent) > kWideGapAbove);
}

std::vector<FideGame> fideRatedGames(const Event& event, int start_no) {
    std::vector<FideGame> games = ratedGamesPlayed(event, start_no);
    const Player* player = event.player(start_no);
    const int own = player ? std::max(player->rating, 0) : 0;
    const RatingKind kind = ratingKindOf(event.info.time_control);
    const std::string& date = event.info.start_date;
    std::erase_if(games, [&](const FideGame& game) {
        return game.opponent_rating == 0 || (own > 0 && !ratedPairing(own, game.opponent_rating, kind, date));
    });
    return games;
}

KFactor kFactorFor(const Player& player, int event_year, int rated_games) {
    KFactor k = player.k_factor > 0 ? KFactor{player.k_factor, true, Message("from the rating list")}
                                    : derivedK(player, event_year);
    // B.02 8.3.3: K x n may not exceed 700 over a rating period; this event is all we see of it.
    if (rated_games > 0 && k.value * rated_games > kMostKTimesGames) {
        k = KFactor{kMostKTimesGames / rated_games, k.from_list,
                    Message("%1; lowered so that K x games stays within 700", k.said)};
    }
    return k;
}

int countedDifference(int own, int opponent, RatingKind kind) {
    const int difference = own - opponent;
    if (own >= kNoLimitFrom && kind == RatingKind::Standard) return difference;
    return std::clamp(difference, -kLargestCountedDifference, kLargestCountedDifference);
}

RatingChange ratingChange(int rating, const KFactor& k, const std::vector<FideGame>& games, RatingKind kind) {
    RatingChange result;
    result.k = k;
    for (const FideGame& game : games) {
        GameRatingChange line{game, countedDifference(rating, game.opponent_rating, kind), 0, 0};
        line.expected = expectedScoreForDifference(line.difference);  // 8.1.2
        line.change = k.value * (50 * game.halves - line.expected);   // 8.3.2, in hundredths
        result.score_halves += game.halves;
        result.expected += line.expected;
        result.change += line.change;
        result.games.push_back(line);
    }
    // The list carries whole points: the event's change rounded, .5 away from zero.
    const int magnitude = (std::abs(result.change) + 50) / 100;
    result.rounded = result.change < 0 ? -magnitude : magnitude;
    result.new_rating = rating + result.rounded;
    return result;
}

FirstRating firstRating(const std::vector<FideGame>& games) {
    FirstRating result;
    long long sum = 0;
    for (const FideGame& game : games) {
        sum += game.opponent_rating;
        result.score_halves += game.halves;
    }
    result.games = static_cast<int>(games.size());
    result.counted = result.games > 0 && result.score_halves > 0;  // 7.1.1: a zero is disregarded
    if (!result.counted) return result;
    // 7.1.4: two hypothetical opponents rated 1800, both games drawn (one point in all).
    const long long all_games = result.games + kHypotheticalOpponents;
    sum += static_cast<long long>(kHypotheticalOpponents) * kHypotheticalRating;
    result.average = static_cast<int>(roundHalfUp(sum, all_games));
    const long long ru = performanceRating(sum, all_games, result.score_halves + kHypotheticalOpponents);
    result.performance = static_cast<int>(std::min<long long>(ru, kFirstRatingCeiling));
    result.enough_games = result.games >= kFirstRatingGames;
    result.published = result.enough_games && result.performance >= kRatingFloor;
    return result;
}

PlayerRating playerRating(const Event& event, int start_no) {
    PlayerRating result;
    const Player* player = event.player(start_no);
    if (!player) return result;
    result.kind = ratingKindOf(event.info.time_control);
    result.rated = player->rating > 0;
    result.games = fideRatedGames(event, start_no);
    if (!result.rated) {
        result.first = firstRating(result.games);
        result.performance = result.first.counted ? result.first.performance : 0;
        return result;
    }
    const int count = static_cast<int>(result.games.size());
    result.change = ratingChange(player->rating, kFactorFor(*player, eventYear(event.info), count), result.games,
                                 result.kind);
    if (count > 0) {
        long long sum = 0;
        for (const FideGame& game : result.games) sum += game.opponent_rating;
        result.performance = static_cast<int>(performanceRating(sum, count, result.change.score_halves));
    }
    return result;
}

int eventYear(const EventInfo& info) {
    const std::string& date = info.end_date.size() >= 4 ? info.end_date : info.start_date;
    if (date.size() < 4 || !std::all_of(date.begin(), date.begin() + 4, [](char c) { return c >= '0' && c <= '9'; }))
        return 0;
    return std::stoi(date.substr(0, 4));
}

}  // namespace tourney
