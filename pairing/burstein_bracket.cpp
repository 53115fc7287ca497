#include "pairing/burstein_bracket.h"

#include "matching/weighted_matching.h"
#include "matching/wide_uint.h"
#include "pairing/burstein_bye.h"
#include "pairing/pairing.h"

#include <bit>
#include <cstdlib>
#include <optional>

namespace tourney::burstein {

using matching::MaximumWeightMatching;
using matching::WeightedEdge;
using matching::WideUint;

namespace {

// A colour preference one of the two must give up (C.04.1: each player's preference for the
// colour he played less, else the other colour than last time).
bool coloursClash(const dutch::Contender& a, const dutch::Contender& b) {
    return a.preference != Colour::None && a.preference == b.preference;
}

// The same, where the one who gives it up has a strong or absolute preference (A.4).
bool strongColoursClash(const dutch::Contender& a, const dutch::Contender& b) {
    return coloursClash(a, b) && (a.strong || a.absolute) && (b.strong || b.absolute);
}

int widthFor(long long largest) { return std::bit_width(static_cast<unsigned long long>(largest)) + 1; }

// The plain pattern: the incoming floaters (the first `floaters` players) against the highest
// residents in order, the other residents first against last, the last of them floating down
// when they are odd. It is the best by every criterion below when each pair is legal and keeps
// both colour preferences and the players below can still all be paired; with more floaters
// than residents the matching decides.
std::optional<BracketPairs> plainFold(const BursteinRound& round, const std::vector<int>& bracket,
                                      const std::vector<int>& lower, std::size_t floaters) {
    const std::size_t k = bracket.size();
    if (2 * floaters > k) return std::nullopt;
    BracketPairs result;
    result.folded = true;
    auto pair = [&](int a, int b) {
        if (!mayMeet(round, a, b) || coloursClash(round.base.players[a], round.base.players[b])) return false;
        result.pairs.emplace_back(a, b);
        return true;
    };
    for (std::size_t i = 0; i < floaters; ++i)
        if (!pair(bracket[i], bracket[floaters + i])) return std::nullopt;
    const std::size_t first = 2 * floaters, paired = k - (k - first) % 2;  // the residents left
    for (std::size_t i = 0; i < (paired - first) / 2; ++i)
        if (!pair(bracket[first + i], bracket[paired - 1 - i])) return std::nullopt;
    std::vector<int> rest = lower;
    if (paired < k) {
        result.downfloaters.push_back(bracket.back());
        rest.push_back(bracket.back());
    }
    if (!everyonePairable(round, rest)) return std::nullopt;
    return result;
}

// The bit fields of a pair's weight, from the most significant down. Each field is wide enough
// for its sum over a whole matching, so the matching of greatest weight is best field by field.
struct Layout {
    int cover = 0;     // players of the bracket paired (narrow), or pairs at all (full)
    int inside = 0;    // pairs inside the bracket: fewest downfloaters
    int resident = 0;  // downfloaters who are residents, not incoming floaters again
    int colour = 0;    // pairs keeping both colour preferences
    int strong = 0;    // pairs keeping every strong or absolute colour preference
    int floater = 0;   // the downfloaters' places in the bracket: the lowest float
    int incoming = 0;  // incoming floaters against the highest residents
    int fold = 0;      // sum of squared distances among the residents: first against last
    int order = 0;     // ties: the higher players get the further (residents) or higher (floaters) opponents
    int bits() const { return cover + inside + resident + colour + strong + floater + incoming + fold + order; }
};

// The fields' widths for a bracket of `k` players among `n` vertices in all.
Layout layoutFor(long long k, long long n) {
    Layout layout;
    layout.cover = widthFor(2 * n);
    layout.inside = layout.resident = layout.colour = layout.strong = widthFor(k);
    layout.floater = layout.incoming = widthFor(k * (k + 1));
    layout.fold = widthFor(k * k * k);
    layout.order = widthFor(2 * k * k * k);
    return layout;
}

template <int N>
class BracketMatching {
public:
    BracketMatching(const BursteinRound& round, const std::vector<int>& bracket, const std::vector<int>& lower,
                    int residents_from, bool narrow)
        : round_(round), k_(static_cast<int>(bracket.size())), residents_from_(residents_from), narrow_(narrow) {
        vertices_ = bracket;
        vertices_.insert(vertices_.end(), lower.begin(), lower.end());
        n_ = static_cast<int>(vertices_.size());
        layout_ = layoutFor(k_, n_);
    }

    // mate over the vertices (bracket first, then lower); empty when a bracket player stays
    // single (narrow) or somebody does (full). Solved first on the pairs near the
    // first-against-last pattern; a pair left out is added when the duals of that solution do
    // not cover it, until they cover every pair: then the matching is optimal over all of them
    // (linear-programming duality), as a dense solve would prove, at a fraction of the cost.
    std::vector<int> solve() const {
        std::vector<WeightedEdge<WideUint<N>>> all, sparse;
        for (int a = 0; a < n_; ++a)
            for (int b = a + 1; b < n_; ++b) {
                WideUint<N> w;
                if (weigh(a, b, w)) (near(a, b) ? sparse : all).push_back({a, b, w});
            }
        std::vector<int> mate;
        while (true) {
            MaximumWeightMatching<WideUint<N>> matching(n_, sparse);
            mate = matching.solve();
            const std::size_t before = all.size();
            std::erase_if(all, [&](const WeightedEdge<WideUint<N>>& e) {
                if (matching.dualsCover(e.u, e.v, e.weight)) return false;
                sparse.push_back(e);
                return true;
            });
            if (all.size() == before) break;
        }
        for (int v = 0; v < (narrow_ ? k_ : n_); ++v)
            if (mate[v] < 0) return {};
        return mate;
    }

    // The pairs tried first: in a small graph all of them; otherwise two bracket players near
    // each other's first-against-last place, a bracket player near its bottom against one near
    // the top below, and two players below near each other.
    bool near(int a, int b) const {
        constexpr int kReach = 12;
        if (n_ <= 4 * kReach) return true;
        if (b < k_) return std::abs(a + b - (k_ - 1)) <= kReach;
        if (a < k_) return a >= k_ - kReach && b < k_ + 2 * kReach;
        return b - a <= kReach;
    }
    const std::vector<int>& vertices() const { return vertices_; }

private:
    const dutch::Contender& at(int v) const { return round_.base.players[vertices_[v]]; }

    bool weigh(int a, int b, WideUint<N>& w) const {
        const bool ia = a < k_, ib = b < k_;
        if (!ia && !ib && narrow_) return false;  // narrow: the players below pair elsewhere
        if (!mayMeet(round_, vertices_[a], vertices_[b])) return false;
        int pos = layout_.bits() - layout_.cover;
        w.addAt(narrow_ ? ia + ib : 1, pos);
        if (!ia && !ib) return true;  // full: two players below count only as a pair
        pos -= layout_.inside;
        if (ia && ib) {
            w.addAt(1, pos);
            pos -= layout_.resident + layout_.colour;
            if (!coloursClash(at(a), at(b))) w.addAt(1, pos);
            pos -= layout_.strong;
            if (!strongColoursClash(at(a), at(b))) w.addAt(1, pos);
            pos -= layout_.floater + layout_.incoming;
            const long long k = k_, d = b - a;  // a < b: a is the higher-ranked
            if (a < residents_from_ && b >= residents_from_) {
                // An incoming floater against a resident: the floaters meet the highest
                // residents, the highest floater the highest of them (as the bracket's
                // structure is the Dutch system's, A.2).
                w.addAt(static_cast<std::uint64_t>(k - b), pos);
                w.addAt(static_cast<std::uint64_t>((residents_from_ - a) * (k - b)), 0);
                return true;
            }
            pos -= layout_.fold;
            w.addAt(static_cast<std::uint64_t>(d * d), pos);
            w.addAt(static_cast<std::uint64_t>(d * (k - a)), 0);
            return true;
        }
        const int down = ia ? a : b;  // a bracket player against one below: he floats down
        pos -= layout_.resident;
        if (down >= residents_from_) w.addAt(1, pos);
        pos -= layout_.colour + layout_.strong + layout_.floater;
        w.addAt(static_cast<std::uint64_t>(down + 1), pos);
        return true;
    }

    const BursteinRound& round_;
    int k_ = 0, residents_from_ = 0;
    bool narrow_ = false;
    std::vector<int> vertices_;
    int n_ = 0;
    Layout layout_;
};

template <int N>
std::optional<BracketPairs> matchBracket(const BursteinRound& round, const std::vector<int>& bracket,
                                         const std::vector<int>& lower, int residents_from, bool narrow) {
    const BracketMatching<N> matching(round, bracket, lower, residents_from, narrow);
    const std::vector<int> mate = matching.solve();
    if (mate.empty()) return std::nullopt;
    const std::vector<int>& v = matching.vertices();
    const int k = static_cast<int>(bracket.size());
    BracketPairs result;
    for (int a = 0; a < k; ++a) {
        if (mate[a] > a && mate[a] < k) result.pairs.emplace_back(v[a], v[mate[a]]);
        if (mate[a] >= k) result.downfloaters.push_back(v[a]);
    }
    return result;
}

std::optional<BracketPairs> matchBracket(const BursteinRound& round, const std::vector<int>& bracket,
                                         const std::vector<int>& lower, int residents_from, bool narrow) {
    const int bits =
        layoutFor(static_cast<long long>(bracket.size()), static_cast<long long>(bracket.size() + lower.size())).bits();
    if (bits <= 128) return matchBracket<2>(round, bracket, lower, residents_from, narrow);
    if (bits <= 192) return matchBracket<3>(round, bracket, lower, residents_from, narrow);
    return matchBracket<4>(round, bracket, lower, residents_from, narrow);
}

}  // namespace

BracketPairs pairBracket(const BursteinRound& round, const std::vector<int>& bracket, const std::vector<int>& lower) {
    int residents_from = 0;  // the incoming floaters come first, with more points
    const long long top = round.base.players[bracket.back()].score;
    while (round.base.players[bracket[residents_from]].score != top) ++residents_from;
    if (auto folded = plainFold(round, bracket, lower, static_cast<std::size_t>(residents_from))) return *folded;
    // First against the highest score below only (a window), then against every player below.
    if (!lower.empty()) {
        std::vector<int> window;
        const long long next = round.base.players[lower.front()].score;
        for (int v : lower)
            if (round.base.players[v].score == next) window.push_back(v);
        if (auto paired = matchBracket(round, bracket, window, residents_from, true)) {
            // The window's downfloaters must leave everybody below pairable.
            std::vector<int> rest = paired->downfloaters;
            rest.insert(rest.end(), lower.begin(), lower.end());
            if (everyonePairable(round, rest)) return *paired;
        }
    }
    if (auto paired = matchBracket(round, bracket, lower, residents_from, false)) return *paired;
    throw PairingError("no legal pairing: a bracket cannot be paired with the round completed");
}

}  // namespace tourney::burstein
