#include "pairing/dubov_upfloaters.h"

#include "matching/perfect_pairing.h"
#include "matching/weighted_matching.h"
#include "matching/wide_uint.h"
#include "pairing/pairing.h"

#include <algorithm>
#include <bit>
#include <map>
#include <optional>
#include <tuple>

namespace tourney::dubov {

using matching::MaximumWeightMatching;
using matching::WeightedEdge;
using matching::WideUint;

bool upfloaterBefore(const Entrant& a, const Entrant& b) {
    return std::make_tuple(-a.facts.score, a.facts.rank) < std::make_tuple(-b.facts.score, b.facts.rank);
}

namespace {

bool everyonePairable(const DubovRound& round, const std::vector<int>& players) {
    return matching::everyonePairable(players,
                                      [&](int a, int b) { return mayMeet(round, round.players[a], round.players[b]); });
}

int widthFor(long long largest) { return std::bit_width(static_cast<unsigned long long>(largest)) + 1; }

// The bit fields of a pair's weight in the upfloater matching, from the most significant down.
// Every count field is wide enough for its sum over a whole matching, so fields never carry
// into each other and the matching of greatest weight is best field by field (Article 2.3:
// criteria compared strictly in order).
struct Layout {
    int pair = 0, c5 = 0, c6_each = 0, c6_levels = 0, c7 = 0, c8 = 0, c9 = 0, c10 = 0, order = 2;
    long long c9_unit = 0;  // C9 gives every upfloater c9_unit less his upfloats as a maximum upfloater
    int bits() const { return pair + c5 + c6_each * c6_levels + c7 + c8 + c9 + c10 + order; }
};

// 3.2.1-3.2.2 on one weight width: see chooseUpfloaters. Over every player not yet paired,
// or, `narrow`, over the residents and the top of the players below (a window): there the
// lower players need not all be paired, only the residents.
template <int N>
class UpfloaterSearch {
public:
    UpfloaterSearch(const DubovRound& round, const std::vector<int>& residents, const std::vector<int>& lower,
                    const Layout& layout, const std::map<long long, int>& levels, bool narrow)
        : round_(round), layout_(layout), levels_(levels), narrow_(narrow) {
        vertices_ = residents;
        vertices_.insert(vertices_.end(), lower.begin(), lower.end());
        residents_ = static_cast<int>(residents.size());
        n_ = static_cast<int>(vertices_.size());
        state_.assign(n_, Decision::Open);
    }

    // The upfloaters; nothing when the residents cannot all be paired.
    std::optional<std::vector<int>> run() {
        std::vector<int> mate = solve(-1);
        if (mate.empty()) return std::nullopt;
        int wanted = 0;
        for (int v = residents_; v < n_; ++v) wanted += mate[v] >= 0 && mate[v] < residents_;
        // 4.2: candidates by score, then TPN; the first best set is decided one player at a time.
        std::vector<int> candidates;
        for (int v = residents_; v < n_; ++v) candidates.push_back(v);
        std::sort(candidates.begin(), candidates.end(), [&](int a, int b) { return before(a, b); });
        std::vector<int> chosen;
        for (int v : candidates) {
            if (static_cast<int>(chosen.size()) == wanted) break;
            if (!(mate[v] >= 0 && mate[v] < residents_)) {
                std::vector<int> tried = solve(v);
                if (!tried.empty() && tried[v] >= 0 && tried[v] < residents_) mate = std::move(tried);
            }
            const bool kept = mate[v] >= 0 && mate[v] < residents_;
            state_[v] = kept ? Decision::Upfloater : Decision::Stays;
            if (kept) chosen.push_back(vertices_[v]);
        }
        return chosen;
    }

private:
    enum class Decision : char { Open, Upfloater, Stays };

    bool before(int a, int b) const {
        return upfloaterBefore(round_.players[vertices_[a]], round_.players[vertices_[b]]);
    }
    const Entrant& at(int v) const { return round_.players[vertices_[v]]; }

    // The pair's weight, or nothing when the pair is not allowed (C1, C3, or a decision taken).
    bool weigh(int a, int b, int favoured, WideUint<N>& w) const {
        if (!mayMeet(round_, at(a), at(b))) return false;
        const bool ra = a < residents_, rb = b < residents_;
        if (!ra && !rb) {  // two lower players: only that they are paired counts (C4)
            if (narrow_ || state_[a] == Decision::Upfloater || state_[b] == Decision::Upfloater) return false;
            w.addAt(1, top());
            return true;
        }
        int pos = top();
        w.addAt(narrow_ ? ra + rb : 1, pos);  // narrow: the residents the pair covers
        pos -= layout_.c5;
        if (ra && rb) {
            w.addAt(1, pos);  // C5: two residents, no upfloater
            pos -= layout_.c6_each * layout_.c6_levels;
            if (at(a).preference != at(b).preference) w.addAt(1, pos - layout_.c7);  // C7
            return true;
        }
        const int up = ra ? b : a;
        if (state_[up] == Decision::Stays) return false;
        const Entrant& u = at(up);
        // C6: fewest upfloaters at each score level, the lowest level first.
        const int level = levels_.at(u.facts.score);
        for (int i = 0; i < layout_.c6_levels; ++i) {
            pos -= layout_.c6_each;
            if (i != level) w.addAt(1, pos);
        }
        const Entrant& resident = at(ra ? a : b);
        pos -= layout_.c7;
        if (u.preference != resident.preference) w.addAt(1, pos);  // C7
        pos -= layout_.c8;
        const bool relaxed = round_.last_round;  // C8-C10: not in the last round
        if (!relaxed && !u.maximum_upfloater) w.addAt(1, pos);
        pos -= layout_.c9;
        w.addAt(static_cast<std::uint64_t>(layout_.c9_unit - (!relaxed && u.maximum_upfloater ? u.upfloats : 0)), pos);
        pos -= layout_.c10;
        if (relaxed || !u.upfloated_last) w.addAt(1, pos);
        if (up == favoured) w.addAt(1, 0);  // the 4.2 order: the candidate tried now
        return true;
    }

    // The lowest bit of the top field (a pair at all).
    int top() const { return layout_.bits() - layout_.pair; }

    // The best matching (every player paired), favouring `favoured` as an upfloater; empty
    // when no matching pairs everybody.
    std::vector<int> solve(int favoured) const {
        std::vector<WeightedEdge<WideUint<N>>> edges;
        for (int a = 0; a < n_; ++a)
            for (int b = a + 1; b < n_; ++b) {
                WideUint<N> w;
                if (weigh(a, b, favoured, w)) edges.push_back({a, b, w});
            }
        std::vector<int> mate = MaximumWeightMatching<WideUint<N>>(n_, std::move(edges)).solve();
        for (int v = 0; v < (narrow_ ? residents_ : n_); ++v)
            if (mate[v] < 0) return {};
        return mate;
    }

    const DubovRound& round_;
    const Layout& layout_;
    const std::map<long long, int>& levels_;
    bool narrow_;
    std::vector<int> vertices_;
    std::vector<Decision> state_;
    int residents_ = 0, n_ = 0;
};

}  // namespace

int chooseBye(const DubovRound& round, const std::vector<int>& open) {
    std::vector<int> order = open;
    // 3.1.3-3.1.5: lowest score, most games played, largest TPN.
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const dutch::Contender &x = round.players[a].facts, &y = round.players[b].facts;
        return std::make_tuple(x.score, -x.played_games, -x.rank) < std::make_tuple(y.score, -y.played_games, -y.rank);
    });
    for (int candidate : order) {
        if (!round.players[candidate].facts.bye_eligible) continue;  // 3.1.1 (C2)
        std::vector<int> others;
        for (int v : open)
            if (v != candidate) others.push_back(v);
        if (everyonePairable(round, others)) return candidate;  // 3.1.2 (C4)
    }
    throw PairingError(
        "no legal pairing: no player can take the pairing-allocated bye and leave the others paired "
        "(C.04.4.1 3.1)");
}

std::vector<int> chooseUpfloaters(const DubovRound& round, const std::vector<int>& residents,
                                  const std::vector<int>& lower) {
    // C5 first: when the residents pair among themselves and the players below among
    // themselves, no upfloater is needed and C6-C10 have nothing to weigh.
    if (residents.size() % 2 == 0 && everyonePairable(round, residents) && everyonePairable(round, lower)) return {};
    std::map<long long, int> levels;  // C6: score levels of the possible upfloaters, the lowest first
    int max_upfloats = 0;
    for (int v : lower) {
        levels[round.players[v].facts.score] = 0;
        max_upfloats = std::max(max_upfloats, round.players[v].upfloats);
    }
    int index = 0;
    for (auto& [score, level] : levels) level = index++;
    const long long r = static_cast<long long>(residents.size());
    Layout layout;
    layout.pair = widthFor(static_cast<long long>(residents.size() + lower.size()));
    layout.c5 = layout.c6_each = layout.c7 = layout.c8 = layout.c10 = widthFor(r);
    layout.c6_levels = static_cast<int>(levels.size());
    layout.c9_unit = max_upfloats + 1;
    layout.c9 = widthFor(r * layout.c9_unit);
    auto search = [&](const std::vector<int>& candidates, bool narrow) {
        const int bits = layout.bits();
        if (bits <= 256) return UpfloaterSearch<4>(round, residents, candidates, layout, levels, narrow).run();
        if (bits <= 512) return UpfloaterSearch<8>(round, residents, candidates, layout, levels, narrow).run();
        if (bits <= 1024) return UpfloaterSearch<16>(round, residents, candidates, layout, levels, narrow).run();
        return UpfloaterSearch<64>(round, residents, candidates, layout, levels, narrow).run();
    };
    // First over the highest score below, then the two highest (C6 prefers them): the result
    // stands when the players left below can still all be paired (C4). Every set with a
    // lower-scored player is worse by C6, so the window's first best set is the whole field's.
    for (std::size_t depth = 1; depth <= 2 && depth < levels.size(); ++depth) {
        const long long floor = std::next(levels.rbegin(), static_cast<std::ptrdiff_t>(depth) - 1)->first;
        std::vector<int> window;
        for (int v : lower)
            if (round.players[v].facts.score >= floor) window.push_back(v);
        if (const auto chosen = search(window, true)) {
            std::vector<int> rest;
            for (int v : lower)
                if (std::find(chosen->begin(), chosen->end(), v) == chosen->end()) rest.push_back(v);
            if (everyonePairable(round, rest)) return *chosen;
        }
    }
    if (const auto chosen = search(lower, false)) return *chosen;
    throw PairingError("no legal pairing: a bracket's residents cannot all be paired with the round completed (C4)");
}

}  // namespace tourney::dubov
