// Pricing a dense graph's pairs by classes: the certificate step of SeededMatching
// (weighted_matching.h) without visiting every pair.
//
// A matching solved on a sparse part of a graph is optimal for the whole graph when its duals
// price every pair left out: dual(a) + dual(c) (+ the duals of blossoms holding both) is at
// least twice the pair's weight. Visiting all n^2 / 2 pairs after every solve is what made
// large brackets slow. Here the caller sorts the vertices into classes that weigh alike: the
// weight of a pair (a, c), a < c, is
//     classWeight(row_class[a], column_class[c]) + (column_extra[c] ? rowExtra(a) : 0)
// except on the rows marked `exact_row`, whose pairs are priced one by one. Sweeping the rows
// from the last up, each class keeps the least dual of its members below the row; if even that
// least dual prices the class's heaviest pair with the row, every pair of the row with the class
// is priced (blossom duals are never negative, so they only add). Only where the bound fails are
// the class's members priced one by one, with their exact weights and the blossoms' duals. The
// result is the same list of underpriced pairs the pair-by-pair scan finds.
#pragma once

#include "matching/weighted_matching.h"

#include <algorithm>
#include <future>
#include <iterator>
#include <map>
#include <thread>
#include <utility>
#include <vector>

namespace tourney::matching {

struct PricingClasses {
    std::vector<int> row_class;      // by vertex: what the vertex brings as the higher of a pair
    std::vector<int> column_class;   // by vertex: what it brings as the lower (in [0, columns))
    std::vector<char> column_extra;  // by column class: the row's extra weight applies to its pairs
    std::vector<char> exact_row;     // by vertex: price this row's pairs one by one
    std::vector<char> never_meet;    // by row class * columns + column class: no pair may meet
    int rows = 0, columns = 0;
};

// The rows [low, count) are swept from the last up; those below `priced_below` are priced,
// the others only join the classes' records, so that a sweep can start part of the way up.
template <class W, class ClassWeight>
class ClassSweep {
public:
    ClassSweep(SeededMatching<W>& solved, const PricingClasses& classes, ClassWeight& classWeight)
        : solved_(solved),
          classes_(classes),
          classWeight_(classWeight),
          cached_(static_cast<std::size_t>(classes.rows) * classes.columns),
          known_(cached_.size(), 0),
          least_(classes.columns),
          other_(classes.columns),
          by_dual_(classes.columns) {}

    template <class RowExtra, class Allowed>
    void run(int low, int priced_below, RowExtra& rowExtra, Allowed& allowed, std::vector<UnderpricedPair<W>>& out) {
        const int count = static_cast<int>(classes_.column_class.size());
        for (int a = count - 1; a >= low; --a) {
            if (a < priced_below && !classes_.exact_row[a]) priceRow(a, rowExtra(a), allowed, out);
            join(a);
        }
    }

private:
    SeededMatching<W>& solved_;
    const PricingClasses& classes_;
    ClassWeight& classWeight_;
    // Class weights are computed once per pair of classes, when first needed.
    std::vector<W> cached_;
    std::vector<char> known_;
    // Per class, over its members below the current row: the least vertex dual and the least
    // among members outside that one's outermost blossom, and the least per outermost blossom.
    // A pair inside one blossom is covered by that blossom's dual as well, so the class's least
    // cover for row a is the least dual outside a's outermost blossom, or the least inside it
    // plus the blossom's share.
    struct Least {
        W dual;
        int blossom = -1;
    };
    std::vector<Least> least_, other_;
    std::map<std::pair<int, int>, W> least_in_blossom_;  // (class, outermost blossom)
    std::vector<std::multimap<W, int>> by_dual_;         // members below the row, by dual
    std::vector<int> present_;                           // classes with a member below

    const W& heaviest(int row, int column) {
        const std::size_t k = static_cast<std::size_t>(row) * classes_.columns + column;
        if (!known_[k]) cached_[k] = classWeight_(row, column), known_[k] = 1;
        return cached_[k];
    }

    template <class Allowed>
    void priceRow(int a, const W& extra, Allowed& allowed, std::vector<UnderpricedPair<W>>& out) {
        const W& own = solved_.vertexDual(a);
        const int blossom = solved_.outermostBlossom(a);
        const W share = solved_.blossomShare(blossom);
        for (int column : present_) {
            const std::size_t class_pair = static_cast<std::size_t>(classes_.row_class[a]) * classes_.columns + column;
            if (!classes_.never_meet.empty() && classes_.never_meet[class_pair]) continue;
            W twice = heaviest(classes_.row_class[a], column);
            if (classes_.column_extra[column]) twice += extra;
            const W once = twice;
            twice += once;
            auto covers = [&](const W& dual, const W& added) {
                W offered = own;
                offered += dual;
                offered += added;
                return !(offered < twice);
            };
            // Members outside a's blossom: the least of them; members inside: the least plus
            // the blossom's share (when the class's least is outside, it bounds both).
            const bool least_inside = least_[column].blossom == blossom;
            const Least& outside = least_inside ? other_[column] : least_[column];
            bool covered = outside.blossom < 0 || covers(outside.dual, W{});
            if (covered && least_inside) covered = covers(least_in_blossom_.at({column, blossom}), share);
            if (covered) continue;  // the whole class is priced for this row
            // Blossom duals only add to a pair's cover, so a member whose own dual with a's
            // covers the pair is priced: only the members of lower dual are looked at.
            if (!(own < twice)) continue;
            const W limit = twice - own;
            // The class's weight is the pair's weight here, so only the blossoms' duals remain
            // to be added. The pairs found are put in the order of a scan (last member first).
            // Deep in a nest, most members lie in a's innermost blossom: the pair's cover is
            // then a's dual, the member's and that blossom's reach, so the member's dual alone
            // decides it (inner_limit) without the exact cover.
            const std::size_t found = out.size();
            const int inner = solved_.innermostBlossom(a);
            W inner_limit;
            if (inner >= 0 && solved_.reach(inner) < limit) inner_limit = limit - solved_.reach(inner);
            for (auto it = by_dual_[column].begin(); it != by_dual_[column].end() && it->first < limit; ++it) {
                const int c = it->second;
                if (inner >= 0 && solved_.holds(inner, c)) {
                    if (it->first < inner_limit && !solved_.chosen(a, c) && allowed(a, c))
                        out.push_back({a, c, inner_limit - it->first});
                    continue;
                }
                if (!solved_.chosen(a, c) && allowed(a, c)) solved_.priceExactly(a, c, twice, out);
            }
            std::sort(out.begin() + static_cast<std::ptrdiff_t>(found), out.end(),
                      [](const UnderpricedPair<W>& x, const UnderpricedPair<W>& y) { return x.c > y.c; });
        }
    }

    void join(int a) {
        const int column = classes_.column_class[a], blossom = solved_.outermostBlossom(a);
        const W& dual = solved_.vertexDual(a);
        if (by_dual_[column].empty()) present_.push_back(column);
        by_dual_[column].emplace(dual, a);
        auto [slot, fresh] = least_in_blossom_.try_emplace({column, blossom}, dual);
        if (!fresh && dual < slot->second) slot->second = dual;
        if (least_[column].blossom < 0 || dual < least_[column].dual) {
            if (least_[column].blossom != blossom) other_[column] = least_[column];
            least_[column] = {dual, blossom};
        } else if (blossom != least_[column].blossom && (other_[column].blossom < 0 || dual < other_[column].dual)) {
            other_[column] = {dual, blossom};
        }
    }
};

// The underpriced pairs in the order of a scan from the last row up (each row's pairs
// together), as pricing them pair by pair would list them. Large solves sweep on two threads:
// one prices the lowest rows, the other records those rows and prices the rest; the exact rows,
// whose weights the caller caches, are priced on the calling thread. The lists are merged by
// row, so the result does not depend on the split.
template <class W, class ClassWeight, class RowExtra, class Weight, class Allowed>
void priceByClasses(SeededMatching<W>& solved, const PricingClasses& classes, ClassWeight classWeight,
                    RowExtra rowExtra, Weight& weight, Allowed& allowed, std::vector<UnderpricedPair<W>>& out) {
    const int count = static_cast<int>(classes.column_class.size());
    std::vector<UnderpricedPair<W>> exact;
    for (int a = count - 1; a >= 0; --a)
        if (classes.exact_row[a]) solved.priceRowPairByPair(a, weight, allowed, exact);
    // The rows at the top of a large solve cost the most (they meet every class below them):
    // measured on brackets of 2,000-4,000 players, the top sixth costs about as much as the rest.
    constexpr int kSplitFrom = 1024;  // smaller solves price faster than a thread starts
    const int split = count >= kSplitFrom && std::thread::hardware_concurrency() > 1 ? count / 6 : 0;
    std::vector<UnderpricedPair<W>> swept;
    std::vector<UnderpricedPair<W>> top;
    solved.prepareCover();  // covered()'s tables, built before the threads share them
    // A future of std::async waits for its thread even when this one throws, and get() raises
    // what the helper threw.
    std::future<void> helper;
    if (split > 0)
        helper = std::async(std::launch::async, [&] {
            ClassSweep<W, ClassWeight>(solved, classes, classWeight).run(split, count, rowExtra, allowed, swept);
        });
    ClassSweep<W, ClassWeight>(solved, classes, classWeight).run(0, split > 0 ? split : count, rowExtra, allowed, top);
    if (helper.valid()) helper.get();
    swept.insert(swept.end(), top.begin(), top.end());  // every row but the exact ones, last first
    // The exact rows go in their place: both lists run from the last row up.
    std::merge(swept.begin(), swept.end(), exact.begin(), exact.end(), std::back_inserter(out),
               [](const UnderpricedPair<W>& x, const UnderpricedPair<W>& y) { return x.a > y.a; });
}

}  // namespace tourney::matching
