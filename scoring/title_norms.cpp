#include "scoring/title_norms.h"

#include "scoring/fide_title.h"
#include "scoring/history.h"
#include "scoring/rating_change.h"
#include "scoring/rating_tables.h"

#include <algorithm>
#include <map>

namespace tourney {

namespace {

struct NormLevel {
    NormTitle title;
    std::string_view name;
    int performance;                                // 1.4.8
    int average;                                    // 1.4.8a
    int floor;                                      // 1.4.6b: the lowest opponent's rating raised to it (c)
    std::vector<std::string_view> counting_titles;  // 1.4.5b-e: the norm's title or above
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

bool holdsOneOf(const std::string& title, const std::vector<std::string_view>& titles) {
    // A title written g, m, wg ... (FIDE's list, its example TRF) is the same title.
    return std::find(titles.begin(), titles.end(), fideTitleCode(title)) != titles.end();
}

// 1.4.5a: titleholders are GM, IM, FM, WGM, WIM and WFM; CM and WCM do not count.
bool holdsTitle(const std::string& title) { return holdsOneOf(title, {"GM", "IM", "FM", "WGM", "WIM", "WFM"}); }

constexpr int kLeastGames = 9;                 // 1.4.1a
constexpr int kLeastGamesWithUnplayedWin = 8;  // 1.4.1c, in an event of kLeastGames rounds
constexpr int kLeastOtherFederations = 2;      // 1.4.3
constexpr int kUnratedCountsAs = 1400;         // 1.4.6d, the rating floor of B.02
constexpr int kLeastScorePercent = 35;         // 1.4.8b

int ceilDivide(int numerator, int denominator) { return (numerator + denominator - 1) / denominator; }

// 1.4.3: the federations besides the player's; 1.4.4: the most opponents from his federation
// (3/5) and from any one (2/3), rounded down.
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

// 1.4.6 and 1.4.7-1.4.9: the ratings as counted, the average and the performance.
void rate(NormCheck& check, const NormLevel& level, const std::vector<NormOpponent>& opponents) {
    std::vector<int> ratings;
    for (const NormOpponent& opponent : opponents)
        ratings.push_back(opponent.rating > 0 ? opponent.rating : kUnratedCountsAs);
    const auto lowest = std::min_element(ratings.begin(), ratings.end());
    if (*lowest < level.floor) {
        check.raised_from = *lowest;
        *lowest = level.floor;  // 1.4.6c: one opponent only, the lowest
    }
    long long sum = 0;
    for (int rating : ratings) sum += rating;
    check.average = static_cast<int>(roundHalfUp(sum, check.games));
    check.performance = static_cast<int>(performanceRating(sum, check.games, check.score_halves));
}

// 1.4.1a: nine games played; 1.4.1c: eight in an event of nine rounds, when a forfeit win or a
// pairing-allocated bye fills the ninth.
bool enoughGames(const NormCheck& check, const NormRounds& rounds) {
    return check.games >= kLeastGames || (rounds.event_rounds == kLeastGames &&
                                          check.games == kLeastGamesWithUnplayedWin && rounds.unplayed_wins > 0);
}

void judge(NormCheck& check, const NormLevel& level, const NormRounds& rounds) {
    auto require = [&](bool ok, const std::string& what) {
        if (!ok) check.failed.push_back(what);
    };
    require(enoughGames(check, rounds), "9 games (1.4.1)");
    require(check.other_federations >= kLeastOtherFederations, "2 other federations (1.4.3)");
    require(check.own_federation <= check.own_federation_most, "3/5 at most from the own federation (1.4.4)");
    require(check.one_federation <= check.one_federation_most, "2/3 at most from one federation (1.4.4)");
    require(check.titleholders >= check.titleholders_needed, "half the opponents titled (1.4.5a)");
    require(check.title_level >= check.title_level_needed,
            "a third " + std::string(level.name) + " or above (1.4.5b-e)");
    require(check.average >= level.average, "average " + std::to_string(level.average) + " (1.4.8a)");
    require(check.performance >= level.performance, "performance " + std::to_string(level.performance) + " (1.4.8)");
    require(100 * check.score_halves >= 2 * kLeastScorePercent * check.games, "35 % scored (1.4.8b)");
}

}  // namespace

std::string_view normTitleName(NormTitle title) { return levelOf(title).name; }

namespace {

// 1.4.2b: in a round robin, an unrated player who scored nothing against the rated players.
bool scorelessUnratedInRoundRobin(const Event& event, int start_no) {
    const Player* player = event.player(start_no);
    if (!isRoundRobin(event.system) || !player || player->rating > 0) return false;
    int halves = 0;
    for (const FideGame& game : fideRatedGames(event, start_no)) halves += game.halves;
    return halves == 0;
}

}  // namespace

std::vector<NormOpponent> normOpponents(const Event& event, int start_no) {
    // 1.4.2c: games not played over the board (forfeits, byes) do not count; nor games played
    // but not rated.
    std::vector<NormOpponent> opponents;
    for (const FideGame& game : ratedGamesPlayed(event, start_no)) {
        if (scorelessUnratedInRoundRobin(event, game.opponent)) continue;  // 1.4.2b
        const Player& opponent = *event.player(game.opponent);
        opponents.push_back(
            {game.opponent, game.opponent_rating, opponent.title, opponent.federation, game.halves, game.round});
    }
    return opponents;
}

NormRounds normRounds(const Event& event, int start_no) {
    int count = 0;
    for (const Round& round : event.rounds) {
        const RoundEntry entry = entryFor(event, round, start_no);
        const bool forfeit_win = entry.opponent > 0 && entry.code == '+';
        const bool pairing_bye = entry.opponent == 0 && entry.code == static_cast<char>(ByeKind::PairingAllocated);
        count += forfeit_win || pairing_bye ? 1 : 0;
    }
    return {std::max(event.planned_rounds, event.roundsPaired()), count};
}

NormCheck checkNorm(NormTitle title, const Player& player, const std::vector<NormOpponent>& opponents,
                    NormRounds rounds) {
    const NormLevel& level = levelOf(title);
    NormCheck check;
    check.title = title;
    check.games = static_cast<int>(opponents.size());
    check.unplayed_wins = rounds.unplayed_wins;
    if (check.games == 0) {
        check.failed.push_back("9 games (1.4.1)");
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
    countFederations(check, player, opponents);
    rate(check, level, opponents);
    judge(check, level, rounds);
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
