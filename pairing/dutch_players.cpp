#include "pairing/dutch_players.h"

#include "pairing/pairing.h"

#include <algorithm>

namespace tourney::dutch {

int bakuGroupASize(int players_in_list) {
    // C.04.7 (Baku), initial groups division: "the first half of the players, rounded up to
    // the nearest even number", i.e. 2 * ceil(N / 4) (161 players: 82). bbpPairings v6 takes
    // ceil(N / 2) instead; the two differ when N mod 4 is 1 or 2. The handbook text decides.
    return 2 * ((players_in_list + 3) / 4);
}

int bakuLastOfGroupA(const Event& event) {
    // C.04.7 late entries: "the last GA player shall be the same as in the previous round", so
    // the list that is split is the one paired in round 1 (every player with a game or a bye
    // in it); players who entered later are in group A only if listed above that player.
    std::vector<int> initial;
    for (const Player& player : event.players)
        if (event.rounds.empty() || event.rounds[0].gameOf(player.start_no) || event.rounds[0].byeOf(player.start_no))
            initial.push_back(player.start_no);
    if (initial.empty()) return 0;
    const int size = std::min(bakuGroupASize(static_cast<int>(initial.size())), static_cast<int>(initial.size()));
    return initial[size - 1];
}

long long bakuVirtualPoints(bool in_group_a, int planned_rounds, int round, const PointSystem& points) {
    // C.04.7 virtual points: the accelerated rounds are the first half of the rounds (rounded
    // up); before the first half of those (rounded up) every GA player gets 1 point (a win's
    // value), before the rest of them 0.5 (a draw's value); GB players and later rounds none.
    const int accelerated = (planned_rounds + 1) / 2;
    const int full = (accelerated + 1) / 2;
    if (!in_group_a || round > accelerated) return 0;
    return round <= full ? points.win.tenths() : points.draw.tenths();
}

Colour colourBoundByC3(const Contender& c) { return c.absolute && !c.topscorer ? c.preference : Colour::None; }

bool absolutePreferencesClash(const Contender& a, const Contender& b) {
    const Colour bound = colourBoundByC3(a);
    return bound != Colour::None && bound == colourBoundByC3(b);
}

bool mayMeet(const DutchRound& round, const Contender& a, const Contender& b) {
    const auto key = std::make_pair(std::min(a.start_no, b.start_no), std::max(a.start_no, b.start_no));
    if (round.forbidden.count(key)) return false;  // C1 and the arbiter's bans
    return !absolutePreferencesClash(a, b);        // C3
}

namespace {

bool participatedInPairing(const RoundEntry& entry) {
    // A game (played or forfeited) or the pairing-allocated bye: the pairing placed the player.
    return entry.opponent > 0 || entry.code == 'U';
}

using PerRound = std::vector<std::vector<long long>>;  // [player index][round index], tenths

// Virtual points per player and round (index r - 1): explicit ones (XXA, TRF-26 250) and the
// Baku method's (C.04.7).
PerRound virtualPointsOf(const Event& event, int played_rounds) {
    const int players = static_cast<int>(event.players.size());
    PerRound virtual_points(players, std::vector<long long>(played_rounds + 1, 0));
    for (const VirtualPoints& vp : event.virtual_points) {
        if (vp.player < 1 || vp.player > players) continue;
        for (int r = 0; r <= played_rounds && r < static_cast<int>(vp.per_round.size()); ++r)
            virtual_points[vp.player - 1][r] += vp.per_round[r].tenths();
    }
    if (event.acceleration == Acceleration::Baku) {
        if (event.points.win.tenths() != 2 * event.points.draw.tenths() || event.points.loss.tenths() != 0)
            throw PairingError("Baku acceleration needs win = 2 x draw and loss = 0 (C.04.7)");
        const int last_of_group_a = bakuLastOfGroupA(event);
        for (int p = 0; p < players; ++p)
            for (int r = 0; r <= played_rounds; ++r)
                virtual_points[p][r] += bakuVirtualPoints(p + 1 <= last_of_group_a, event.planned_rounds, r + 1,
                                                          event.points);
    }
    return virtual_points;
}

// Pairing scores before each round (1.2 with C.04.7): points so far plus that round's virtual
// points; index r holds the score before round r + 1 (r = 0 .. played_rounds).
PerRound pairingScoresOf(const Event& event, const std::vector<std::vector<RoundEntry>>& histories, int played_rounds) {
    const int players = static_cast<int>(event.players.size());
    PerRound scores = virtualPointsOf(event, played_rounds);
    for (int p = 0; p < players; ++p) {
        long long points = 0;
        for (int r = 0; r < played_rounds; ++r) {
            points += histories[p][r].points.tenths();
            scores[p][r + 1] += points;
        }
    }
    return scores;
}

// Who takes no part in the round to pair (a bye asked for it, a withdrawal), and who has
// something entered beyond the rounds paired. The reference program numbers (C.04.2 effective
// pairing numbers) only players who were paired before or have nothing entered ahead.
struct Presence {
    std::vector<char> absent_now, entered_ahead;
};

Presence presenceIn(const Event& event, int round) {
    const int players = static_cast<int>(event.players.size());
    Presence presence{std::vector<char>(players, 0), std::vector<char>(players, 0)};
    for (const RequestedBye& bye : event.requested_byes) {
        if (bye.player < 1 || bye.player > players || bye.round < round) continue;
        presence.entered_ahead[bye.player - 1] = 1;
        if (bye.round == round) presence.absent_now[bye.player - 1] = 1;
    }
    for (int p = 0; p < players; ++p)
        if (!event.players[p].activeIn(round)) presence.absent_now[p] = presence.entered_ahead[p] = 1;
    return presence;
}

// Colour difference and preference (1.6, 1.7): played games only.
void readColours(const std::vector<RoundEntry>& history, Contender& c) {
    int whites = 0, blacks = 0, run = 0;
    Colour last = Colour::None;
    for (const RoundEntry& entry : history) {
        if (!entry.playedOverTheBoard()) continue;
        ++c.played_games;
        c.played_colours.push_back(entry.colour);
        (entry.colour == Colour::White ? whites : blacks) += 1;
        run = (entry.colour == last) ? run + 1 : 1;
        last = entry.colour;
    }
    const int cd = whites - blacks;
    const Colour lower = cd > 0 ? Colour::Black : Colour::White;
    const Colour opposite_of_last = last == Colour::White ? Colour::Black : Colour::White;
    c.imbalance = cd < 0 ? -cd : cd;
    c.repeated = run >= 2 ? last : Colour::None;
    c.preference = c.imbalance > 1   ? lower
                   : run >= 2        ? opposite_of_last
                   : c.imbalance > 0 ? lower
                   : run >= 1        ? opposite_of_last
                                     : Colour::None;
    c.absolute = c.imbalance > 1 || c.repeated != Colour::None;
    c.strong = !c.absolute && c.imbalance > 0;
}

// C2 (1.5): no second pairing-allocated bye, none after an unplayed win-valued result.
bool byeEligible(const std::vector<RoundEntry>& history, const PointSystem& points) {
    for (const RoundEntry& entry : history)
        if (!entry.playedOverTheBoard() && (entry.code == 'U' || entry.points >= points.win)) return false;
    return true;
}

// Floats (1.4) of player p in round index r: an unplayed round worth more than a loss is a
// downfloat (1.4.3); after a game played, the pairing scores before that round decide (1.4.2);
// nothing else is a float (1.4.4: a forfeit loss, a zero-point bye or an absence).
Float floatIn(const Event& event, const std::vector<RoundEntry>& history, const PerRound& scores, int p, int r) {
    const RoundEntry& entry = history[r];
    if (!entry.playedOverTheBoard()) return entry.points > event.points.loss ? Float::Down : Float::None;
    if (entry.opponent <= 0 || entry.opponent > static_cast<int>(event.players.size())) return Float::None;
    const long long mine = scores[p][r], theirs = scores[entry.opponent - 1][r];
    return mine > theirs ? Float::Down : mine < theirs ? Float::Up : Float::None;
}

Contender contenderOf(const Event& event, const std::vector<RoundEntry>& history, const PerRound& scores, int p,
                      int rank, int played_rounds) {
    Contender c;
    c.start_no = p + 1;
    c.rank = rank;
    for (int r = 0; r < played_rounds; ++r) c.real_score += history[r].points.tenths();
    c.score = scores[p][played_rounds];
    readColours(history, c);
    c.bye_eligible = byeEligible(history, event.points);
    if (played_rounds >= 1) c.float_last = floatIn(event, history, scores, p, played_rounds - 1);
    if (played_rounds >= 2) c.float_before = floatIn(event, history, scores, p, played_rounds - 2);
    // Topscorers (1.8): only when the last round is paired; more than half the maximum.
    const long long best = std::max(event.points.win.tenths(), event.points.draw.tenths());
    if (event.planned_rounds > 0 && played_rounds >= event.planned_rounds - 1)
        c.topscorer = c.score > (played_rounds * best) / 2;
    return c;
}

// C1: players who played each other (forfeited games do not count, C.04.2), and the
// arbiter's bans for this round.
std::set<std::pair<int, int>> forbiddenPairsOf(const Event& event,
                                               const std::vector<std::vector<RoundEntry>>& histories, int round) {
    std::set<std::pair<int, int>> forbidden;
    for (int p = 0; p < static_cast<int>(histories.size()); ++p)
        for (const RoundEntry& entry : histories[p])
            if (entry.playedOverTheBoard() && entry.opponent > p + 1) forbidden.insert({p + 1, entry.opponent});
    for (auto [a, b] : forbiddenPairsIn(event, round))
        if (a != b) forbidden.insert({std::min(a, b), std::max(a, b)});
    return forbidden;
}

}  // namespace

std::vector<std::vector<long long>> pairingScoresBeforeRounds(const Event& event,
                                                              const std::vector<std::vector<RoundEntry>>& histories) {
    return pairingScoresOf(event, histories, event.roundsPaired());
}

DutchRound prepareDutchRound(const Event& event) {
    DutchRound round;
    round.rounds_played = event.roundsPaired();
    round.round = round.rounds_played + 1;
    round.planned_rounds = event.planned_rounds;
    round.win = event.points.win;
    round.draw = event.points.draw;
    round.loss = event.points.loss;
    round.initial_white = event.first_board_white;

    const int players = static_cast<int>(event.players.size());
    const auto histories = playerHistories(event);
    const PerRound scores = pairingScoresOf(event, histories, round.rounds_played);
    const Presence presence = presenceIn(event, round.round);
    int next_rank = 0;
    for (int p = 0; p < players; ++p) {
        const auto& history = histories[p];
        const bool participated = std::any_of(history.begin(), history.end(), participatedInPairing);
        if (!participated && presence.entered_ahead[p]) continue;  // not a valid player yet
        const int rank = next_rank++;
        if (presence.absent_now[p]) continue;
        round.players.push_back(contenderOf(event, history, scores, p, rank, round.rounds_played));
    }
    round.forbidden = forbiddenPairsOf(event, histories, round.round);
    return round;
}

}  // namespace tourney::dutch
