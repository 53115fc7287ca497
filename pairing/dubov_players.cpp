#include "pairing/dubov_players.h"

#include <algorithm>

namespace tourney::dubov {

int averageRatingOfOpponents(long long rating_sum, int opponents) {
    if (opponents <= 0) return 0;                                             // 1.7.3
    return static_cast<int>((2 * rating_sum + opponents) / (2 * opponents));  // 1.7.1: 0.5 rounds up
}

int maximumUpfloats(int planned_rounds) { return 2 + planned_rounds / 5; }

namespace {

// 1.6: the Dutch reading of the colours played gives the preference and its strength, except
// that 1.6.4 gives a player who has played no game a mild preference for Black.
void readPreference(Entrant& e) {
    const dutch::Contender& c = e.facts;
    e.preference = c.preference == Colour::None ? Colour::Black : c.preference;
    e.strength = c.absolute ? Strength::Absolute : c.strong ? Strength::Strong : Strength::Mild;
}

// 1.7 and 1.8 from the player's rounds: ARO over games played, upfloats over rounds paired
// against an opponent (a game, played or forfeited) whose pairing score was higher.
void readHistory(const Event& event, const std::vector<RoundEntry>& history,
                 const std::vector<std::vector<long long>>& scores, Entrant& e) {
    const int p = e.facts.start_no - 1;
    long long rating_sum = 0;
    int opponents = 0;
    for (std::size_t r = 0; r < history.size(); ++r) {
        const RoundEntry& entry = history[r];
        if (entry.opponent <= 0 || entry.opponent > static_cast<int>(event.players.size())) continue;
        if (entry.playedOverTheBoard()) {
            rating_sum += event.players[entry.opponent - 1].rating;
            ++opponents;
        }
        const bool up = scores[p][r] < scores[entry.opponent - 1][r];
        e.upfloats += up;
        if (r + 1 == history.size()) e.upfloated_last = up;
    }
    e.aro = averageRatingOfOpponents(rating_sum, opponents);
}

}  // namespace

DubovRound prepareDubovRound(const Event& event) {
    const dutch::DutchRound base = dutch::prepareDutchRound(event);
    DubovRound round;
    round.round = base.round;
    round.planned_rounds = base.planned_rounds;
    round.last_round = base.planned_rounds > 0 && base.round >= base.planned_rounds;
    round.initial_white = base.initial_white;
    round.forbidden = base.forbidden;

    const auto histories = playerHistories(event);
    const auto scores = dutch::pairingScoresBeforeRounds(event, histories);
    const int max_t = maximumUpfloats(base.planned_rounds);
    for (const dutch::Contender& c : base.players) {
        Entrant e;
        e.facts = c;
        e.rating = event.players[c.start_no - 1].rating;
        readPreference(e);
        readHistory(event, histories[c.start_no - 1], scores, e);
        e.maximum_upfloater = e.upfloats >= max_t;  // 1.8.1
        round.players.push_back(std::move(e));
    }
    return round;
}

bool mayMeet(const DubovRound& round, const Entrant& a, const Entrant& b) {
    const int x = a.facts.start_no, y = b.facts.start_no;
    if (round.forbidden.count({std::min(x, y), std::max(x, y)})) return false;  // C1
    // C3 (2.1.3): the same absolute preference never meets, in any round.
    return !(a.strength == Strength::Absolute && b.strength == Strength::Absolute && a.preference == b.preference);
}

}  // namespace tourney::dubov
