#include "scoring/title_norms.h"

#include "scoring/rating_change.h"
#include "scoring/rating_tables.h"

#include <algorithm>
#include <map>

namespace tourney {

namespace {

struct NormLevel {
    NormTitle title;
    std::string_view name;
    int performance;                                // 1.48
    int average;                                    // 1.47
    int floor;                                      // 1.46: the lowest opponent's rating raised to it
    std::vector<std::string_view> counting_titles;  // 1.45: the norm's title or above
    bool women_only;
};

const std::vector<NormLevel>& normLevels() {
    static const std::vector<NormLevel> levels = {
        {NormTitle::GM, "GM", 2600, 2380, 2200, {"GM"}, false},
        {NormTitle::IM, "IM", 2450, 2230, 2050, {"GM", "IM"}, false},
        {NormTitle::WGM, "WGM", 2400, 2180, 2000, {"GM", "IM", "WGM"}, true},
        {NormTitle::WIM, "WIM", 2250, 2030, 1850, {"GM", "IM", "WGM", "WIM"}, true},
    };
    return levels;
}

const NormLevel& levelOf(NormTitle title) {
    for (const NormLevel& level : normLevels())
        if (level.title == title) return level;
    return normLevels().front();
}

// 1.44: titleholders are GM, IM, FM, WGM, WIM and WFM; CM and WCM do not count.
bool holdsTitle(const std::string& title) {
    static const std::vector<std::string_view> kTitles = {"GM", "IM", "FM", "WGM", "WIM", "WFM"};
    return std::find(kTitles.begin(), kTitles.end(), title) != kTitles.end();
}

bool holdsOneOf(const std::string& title, const std::vector<std::string_view>& titles) {
    return std::find(titles.begin(), titles.end(), title) != titles.end();
}

constexpr int kLeastGames = 9;             // 1.41
constexpr int kLeastOtherFederations = 2;  // 1.43
constexpr int kUnratedCountsAs = 1400;     // 1.46, the rating floor of B.02
constexpr int kLeastScorePercent = 35;     // 1.49

int ceilDivide(int numerator, int denominator) { return (numerator + denominator - 1) / denominator; }

void countFederations(NormCheck& check, const Player& player, const std::vector<NormOpponent>& opponents) {
    std::map<std::string, int> by_federation;
    for (const NormOpponent& opponent : opponents) ++by_federation[opponent.federation];
    for (const auto& [federation, count] : by_federation) {
        if (federation == player.federation)
            check.own_federation = count;
        else if (!federation.empty())
            ++check.other_federations;
        check.one_federation = std::max(check.one_federation, count);
    }
    check.own_federation_most = 3 * check.games / 5;
    check.one_federation_most = 2 * check.games / 3;
}

// 1.46 and 1.47-1.48: the ratings as counted, the average and the performance.
void rate(NormCheck& check, const NormLevel& level, const std::vector<NormOpponent>& opponents) {
    std::vector<int> ratings;
    for (const NormOpponent& opponent : opponents)
        ratings.push_back(opponent.rating > 0 ? opponent.rating : kUnratedCountsAs);
    const auto lowest = std::min_element(ratings.begin(), ratings.end());
    if (*lowest < level.floor) {
        check.raised_from = *lowest;
        *lowest = level.floor;  // one opponent only: the lowest
    }
    long long sum = 0;
    for (int rating : ratings) sum += rating;
    check.average = static_cast<int>(roundHalfUp(sum, check.games));
    check.performance = static_cast<int>(performanceRating(sum, check.games, check.score_halves));
}

void judge(NormCheck& check, const NormLevel& level) {
    auto require = [&](bool ok, const std::string& what) {
        if (!ok) check.failed.push_back(what);
    };
    require(check.games >= kLeastGames, "9 games (1.41)");
    require(check.other_federations >= kLeastOtherFederations, "2 other federations (1.43)");
    require(check.own_federation <= check.own_federation_most, "3/5 at most from the own federation (1.43)");
    require(check.one_federation <= check.one_federation_most, "2/3 at most from one federation (1.43)");
    require(check.titleholders >= check.titleholders_needed, "half the opponents titled (1.44)");
    require(check.title_level >= check.title_level_needed, "a third " + std::string(level.name) + " or above (1.45)");
    require(check.unrated <= check.unrated_most, "20 % at most unrated (1.46)");
    require(check.average >= level.average, "average " + std::to_string(level.average) + " (1.47)");
    require(check.performance >= level.performance, "performance " + std::to_string(level.performance) + " (1.48)");
    require(100 * check.score_halves >= 2 * kLeastScorePercent * check.games, "35 % scored (1.49)");
}

}  // namespace

std::string_view normTitleName(NormTitle title) { return levelOf(title).name; }

std::vector<NormOpponent> normOpponents(const Event& event, int start_no) {
    // 1.42: games not played over the board (forfeits, byes) do not count; nor unrated games.
    std::vector<NormOpponent> opponents;
    for (const FideGame& game : ratedGamesPlayed(event, start_no)) {
        const Player& opponent = *event.player(game.opponent);
        opponents.push_back({game.opponent, game.opponent_rating, opponent.title, opponent.federation, game.halves});
    }
    return opponents;
}

NormCheck checkNorm(NormTitle title, const Player& player, const std::vector<NormOpponent>& opponents) {
    const NormLevel& level = levelOf(title);
    NormCheck check;
    check.title = title;
    check.games = static_cast<int>(opponents.size());
    if (check.games == 0) {
        check.failed.push_back("9 games (1.41)");
        return check;
    }
    for (const NormOpponent& opponent : opponents) {
        check.score_halves += opponent.halves;
        check.titleholders += holdsTitle(opponent.title) ? 1 : 0;
        check.title_level += holdsOneOf(opponent.title, level.counting_titles) ? 1 : 0;
        check.unrated += opponent.rating > 0 ? 0 : 1;
    }
    check.titleholders_needed = ceilDivide(check.games, 2);
    check.title_level_needed = std::max(3, ceilDivide(check.games, 3));
    check.unrated_most = check.games / 5;
    countFederations(check, player, opponents);
    rate(check, level, opponents);
    judge(check, level);
    return check;
}

std::vector<NormTitle> normsOpenTo(const Player& player) {
    std::vector<NormTitle> open;
    for (const NormLevel& level : normLevels()) {
        if (level.women_only && player.sex != Sex::Female) continue;
        if (holdsOneOf(player.title, level.counting_titles)) continue;  // holds this title or above
        open.push_back(level.title);
    }
    return open;
}

}  // namespace tourney
