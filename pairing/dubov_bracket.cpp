#include "pairing/dubov_bracket.h"

#include "matching/perfect_pairing.h"
#include "matching/weighted_matching.h"
#include "matching/wide_uint.h"
#include "pairing/pairing.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <tuple>

namespace tourney::dubov {

using matching::MaximumWeightMatching;
using matching::WeightedEdge;
using matching::WideUint;

std::vector<int> middleOutOrder(int count) {
    std::vector<int> remaining(count), order;
    std::iota(remaining.begin(), remaining.end(), 0);
    while (!remaining.empty()) {
        // The middle of an odd list; of an even one, the upper of its two middles.
        const auto middle = remaining.begin() + (static_cast<std::ptrdiff_t>(remaining.size()) - 1) / 2;
        order.push_back(*middle);
        remaining.erase(middle);
    }
    return order;
}

bool whiteSeekerBefore(const Entrant& a, const Entrant& b) {
    return std::make_tuple(a.aro, a.facts.rank) < std::make_tuple(b.aro, b.facts.rank);
}

namespace {

using Allowed = std::function<bool(int, int)>;

// The lexicographically first perfect matching of S1 (rows) with G2 (columns, in TPN order):
// each row in turn takes the first column that still leaves the later rows a partner each
// (3.2.5 with 4.4.2). Kept as a complete matching throughout; a row's choice is tried by
// moving its column's partner along an augmenting path to the column the row gives up.
class FirstTransposition {
public:
    FirstTransposition(int size, std::function<bool(int, int)> ok)
        : h_(size), ok_(std::move(ok)), row_(size, -1), column_(size, -1), locked_(size, 0) {}

    // column for each row, or empty when no perfect matching exists.
    std::vector<int> run() {
        for (int i = 0; i < h_; ++i)
            for (int j = 0; j < h_ && row_[i] < 0; ++j)
                if (column_[j] < 0 && ok_(i, j)) row_[i] = j, column_[j] = i;
        for (int i = 0; i < h_; ++i)
            if (row_[i] < 0 && !augment(i)) return {};
        for (int i = 0; i < h_; ++i) {
            for (int j = 0; j < h_ && row_[i] != j; ++j) {
                if (locked_[column_[j]] || !ok_(i, j)) continue;
                if (reroute(i, j)) break;
            }
            locked_[i] = 1;
        }
        return row_;
    }

private:
    bool augment(int u) {
        std::vector<char> seen(h_, 0);
        return augmentFrom(u, seen);
    }
    bool augmentFrom(int u, std::vector<char>& seen) {
        for (int j = 0; j < h_; ++j) {
            if (seen[j] || !ok_(u, j)) continue;
            seen[j] = 1;
            const int w = column_[j];
            if (w < 0 || (!locked_[w] && augmentFrom(w, seen))) {
                row_[u] = j, column_[j] = u;
                return true;
            }
        }
        return false;
    }
    // Row i takes column j; j's partner must then reach the column i leaves.
    bool reroute(int i, int j) {
        const int old_column = row_[i], displaced = column_[j];
        row_[i] = j, column_[j] = i, column_[old_column] = -1, row_[displaced] = -1;
        locked_[i] = 1;
        const bool done = augment(displaced);
        locked_[i] = 0;
        if (done) return true;
        row_[i] = old_column, column_[old_column] = i, row_[displaced] = j, column_[j] = displaced;
        return false;
    }

    int h_;
    std::function<bool(int, int)> ok_;
    std::vector<int> row_, column_;
    std::vector<char> locked_;
};

class BracketPairer {
public:
    BracketPairer(const DubovRound& round, const std::vector<int>& bracket)
        : round_(round), bracket_(bracket), n_(static_cast<int>(bracket.size())) {}

    BracketPairs run() {
        splitIntoSubgroups();
        const int k = fewestPairsInsideSmaller();
        // 3.2.4 (1): k players of the smaller subgroup move to the other one.
        std::vector<char> first(n_, 0);
        chooseSet(k, shifterOrder(smaller_is_g1_, in_smaller_, 1), first,
                  [&](const std::vector<char>& fixed, const std::vector<char>& excluded) {
                      return firstShiftPossible(fixed, excluded, k);
                  });
        // 3.2.4 (2): players of the larger subgroup (as it stood before) move over to equalise.
        const int smaller = static_cast<int>(std::count(in_smaller_.begin(), in_smaller_.end(), 1));
        const int wanted = (n_ - smaller - smaller) / 2 + k;
        std::vector<char> second(n_, 0);
        chooseSet(wanted, shifterOrder(!smaller_is_g1_, in_smaller_, 0), second,
                  [&](const std::vector<char>& fixed, const std::vector<char>& excluded) {
                      return secondShiftPossible(first, fixed, excluded);
                  });
        return pairSubgroups(first, second);
    }

private:
    const Entrant& at(int v) const { return round_.players[bracket_[v]]; }
    bool legal(int a, int b) const { return mayMeet(round_, at(a), at(b)); }

    // 3.2.3: G1 the white seekers; when nobody has played yet, the first half by TPN.
    void splitIntoSubgroups() {
        in_g1_.assign(n_, 0);
        const bool nobody_played = std::all_of(bracket_.begin(), bracket_.end(),
                                               [&](int v) { return round_.players[v].facts.played_games == 0; });
        if (nobody_played) {
            std::vector<int> by_tpn(n_);
            std::iota(by_tpn.begin(), by_tpn.end(), 0);
            std::sort(by_tpn.begin(), by_tpn.end(), [&](int a, int b) { return at(a).facts.rank < at(b).facts.rank; });
            for (int i = 0; i < n_ / 2; ++i) in_g1_[by_tpn[i]] = 1;
        } else {
            for (int v = 0; v < n_; ++v) in_g1_[v] = at(v).preference == Colour::White;
        }
        const int g1 = static_cast<int>(std::count(in_g1_.begin(), in_g1_.end(), 1));
        smaller_is_g1_ = g1 <= n_ - g1;  // 3.2.4: G1 when the sizes are equal
        in_smaller_.resize(n_);
        for (int v = 0; v < n_; ++v) in_smaller_[v] = in_g1_[v] == smaller_is_g1_;
    }

    // 4.3.2-4.3.3: the members of a subgroup (side == in_smaller_) sorted as white or black
    // seekers, then numbered from the middle out.
    std::vector<int> shifterOrder(bool white, const std::vector<char>& side, char value) const {
        std::vector<int> members;
        for (int v = 0; v < n_; ++v)
            if (side[v] == value) members.push_back(v);
        std::sort(members.begin(), members.end(), [&](int a, int b) {
            return white ? whiteSeekerBefore(at(a), at(b)) : at(a).facts.rank < at(b).facts.rank;
        });
        std::vector<int> ordered;
        for (int i : middleOutOrder(static_cast<int>(members.size()))) ordered.push_back(members[i]);
        return ordered;
    }

    // A legal pairing of the whole bracket with the fewest pairs inside the smaller subgroup,
    // among the pairs `allowed` admits: the number of such pairs, or -1 when none pairs everybody.
    int fewestInside(const Allowed& allowed) const {
        std::vector<WeightedEdge<WideUint<1>>> edges;
        for (int a = 0; a < n_; ++a)
            for (int b = a + 1; b < n_; ++b)
                if (legal(a, b) && allowed(a, b))
                    edges.push_back({a, b, WideUint<1>(2ULL * n_ + !(in_smaller_[a] && in_smaller_[b]))});
        const std::vector<int> mate = MaximumWeightMatching<WideUint<1>>(n_, std::move(edges)).solve();
        int inside = 0;
        for (int v = 0; v < n_; ++v) {
            if (mate[v] < 0) return -1;
            inside += mate[v] > v && in_smaller_[v] && in_smaller_[mate[v]];
        }
        return inside;
    }

    // 3.2.4 (1) "must unavoidably be paired together": a pairing of G1 against G2 leaves
    // without their preference exactly the pairs inside the smaller subgroup plus half the
    // difference of the sizes (C7), so the fewest such pairs over the legal pairings is the
    // number of players to shift.
    int fewestPairsInsideSmaller() const {
        // Most brackets need no pair inside the smaller subgroup: a pairing found without one
        // (greedily, or by a cardinality matching) settles it before the weighted matching.
        const bool none_inside = !matching::perfectPairing(n_, [&](int a, int b) {
                                      return legal(a, b) && !(in_smaller_[a] && in_smaller_[b]);
                                  }).empty();
        if (none_inside) return 0;
        const int k = fewestInside([](int, int) { return true; });
        if (k < 0) throw PairingError("no legal pairing of a bracket (C.04.4.1 3.2)");
        return k;
    }

    // The first shift {fixed} (more to come from the players neither fixed nor excluded) can
    // still give a legal pairing best by C7: each pair inside the smaller subgroup holds
    // exactly one shifted player, and shifted players meet nobody else.
    bool firstShiftPossible(const std::vector<char>& fixed, const std::vector<char>& excluded, int k) const {
        return fewestInside([&](int a, int b) {
                   if (in_smaller_[a] && in_smaller_[b])
                       return !(fixed[a] && fixed[b]) && !(excluded[a] && excluded[b]);
                   if (in_smaller_[a] || in_smaller_[b]) return !fixed[in_smaller_[a] ? a : b];
                   return true;
               }) == k;
    }

    // The second shift {fixed} can still give a legal pairing of the new G1 against the new
    // G2: first-shifted players meet the rest of the smaller subgroup, second-shifted players
    // meet the rest of the larger one, and the rest of the two subgroups meet each other.
    bool secondShiftPossible(const std::vector<char>& first, const std::vector<char>& fixed,
                             const std::vector<char>& excluded) const {
        return !matching::perfectPairing(n_, [&](int a, int b) {
                    if (!legal(a, b)) return false;
                    if (in_smaller_[a] && in_smaller_[b]) return first[a] != first[b];
                    if (in_smaller_[a] || in_smaller_[b]) {
                        const int small = in_smaller_[a] ? a : b, large = small == a ? b : a;
                        return !first[small] && !fixed[large];
                    }
                    return !(fixed[a] && fixed[b]) && !(excluded[a] && excluded[b]);
                }).empty();
    }

    // The first `size` players of `pool` (in its order) that `possible` accepts, one at a time:
    // the lexicographically first set of sequence numbers that still allows a pairing.
    template <class Possible>
    void chooseSet(int size, const std::vector<int>& pool, std::vector<char>& chosen, Possible possible) const {
        std::vector<char> excluded(n_, 0);
        int taken = 0;
        for (int v : pool) {
            if (taken == size) break;
            chosen[v] = 1;
            if (possible(chosen, excluded)) {
                ++taken;
            } else {
                chosen[v] = 0;
                excluded[v] = 1;
            }
        }
        if (taken != size) throw PairingError("no legal pairing of a bracket after its shifts (C.04.4.1 3.2.4)");
    }

    // 3.2.5: S1 by ARO and TPN against the first legal transposition of G2 (TPN order).
    BracketPairs pairSubgroups(const std::vector<char>& first, const std::vector<char>& second) const {
        std::vector<int> s1, g2;
        BracketPairs result;
        for (int v = 0; v < n_; ++v) {
            const bool moved = first[v] || second[v];
            (in_g1_[v] != moved ? s1 : g2).push_back(v);
            if (first[v]) result.shifted_first.push_back(bracket_[v]);
            if (second[v]) result.shifted_second.push_back(bracket_[v]);
        }
        std::sort(s1.begin(), s1.end(), [&](int a, int b) { return whiteSeekerBefore(at(a), at(b)); });
        std::sort(g2.begin(), g2.end(), [&](int a, int b) { return at(a).facts.rank < at(b).facts.rank; });
        if (s1.size() != g2.size()) throw PairingError("Dubov subgroups of unequal size after 3.2.4");
        const int h = static_cast<int>(s1.size());
        const std::vector<int> column = FirstTransposition(h, [&](int i, int j) { return legal(s1[i], g2[j]); }).run();
        if (column.empty()) throw PairingError("no legal transposition of a Dubov bracket (C.04.4.1 3.2.5)");
        for (int i = 0; i < h; ++i) result.pairs.emplace_back(bracket_[s1[i]], bracket_[g2[column[i]]]);
        return result;
    }

    const DubovRound& round_;
    const std::vector<int>& bracket_;
    int n_;
    std::vector<char> in_g1_, in_smaller_;
    bool smaller_is_g1_ = true;
};

}  // namespace

BracketPairs pairBracket(const DubovRound& round, const std::vector<int>& bracket) {
    if (bracket.size() % 2 != 0) throw PairingError("a Dubov bracket with an odd number of players");
    return BracketPairer(round, bracket).run();
}

}  // namespace tourney::dubov
