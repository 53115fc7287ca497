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

#include "pairing/weighted_matching.h"

#include <algorithm>
#include <functional>
#include <map>
#include <utility>
#include <vector>

namespace tourney::dutch {

struct PricingClasses {
    std::vector<int> row_class;      // by vertex: what the vertex brings as the higher of a pair
    std::vector<int> column_class;   // by vertex: what it brings as the lower (in [0, columns))
    std::vector<char> column_extra;  // by column class: the row's extra weight applies to its pairs
    std::vector<char> exact_row;     // by vertex: price this row's pairs one by one
    std::vector<char> never_meet;    // by row class * columns + column class: no pair may meet
    int rows = 0, columns = 0;
};

template <class W, class ClassWeight, class RowExtra, class Weight, class Allowed>
void priceByClasses(SeededMatching<W>& solved, const PricingClasses& classes, ClassWeight classWeight,
                    RowExtra rowExtra, Weight& weight, Allowed& allowed, std::vector<UnderpricedPair<W>>& out) {
    const int count = static_cast<int>(classes.column_class.size());
    auto priceExactly = [&](int a, int c) {
        if (solved.chosen(a, c) || !allowed(a, c)) return;
        W twice = weight(a, c);
        twice += twice;
        solved.priceExactly(a, c, twice, out);
    };
    // Class weights are computed once per pair of classes, when first needed.
    std::vector<W> cached(static_cast<std::size_t>(classes.rows) * classes.columns);
    std::vector<char> known(cached.size(), 0);
    auto heaviest = [&](int row, int column) -> const W& {
        const std::size_t k = static_cast<std::size_t>(row) * classes.columns + column;
        if (!known[k]) cached[k] = classWeight(row, column), known[k] = 1;
        return cached[k];
    };
    // Per class, over its members below the current row: the least vertex dual and the least
    // among members outside that one's outermost blossom, and the least per outermost blossom.
    // A pair inside one blossom is covered by that blossom's dual as well, so the class's least
    // cover for row a is the least dual outside a's outermost blossom, or the least inside it
    // plus the blossom's share.
    struct Least {
        W dual;
        int blossom = -1;
    };
    std::vector<Least> least(classes.columns), other(classes.columns);
    std::map<std::pair<int, int>, W> least_in_blossom;            // (class, outermost blossom)
    std::vector<std::multimap<W, int>> by_dual(classes.columns);  // members below the row, by dual
    std::vector<int> present;                                     // classes with a member below
    std::vector<int> candidates;
    for (int a = count - 1; a >= 0; --a) {
        if (classes.exact_row[a]) {
            for (int c = a + 1; c < count; ++c) priceExactly(a, c);
        } else {
            const W& own = solved.vertexDual(a);
            const int blossom = solved.outermostBlossom(a);
            const W share = solved.blossomShare(blossom);
            const W extra = rowExtra(a);
            for (int column : present) {
                const std::size_t class_pair = static_cast<std::size_t>(classes.row_class[a]) * classes.columns +
                                               column;
                if (!classes.never_meet.empty() && classes.never_meet[class_pair]) continue;
                W twice = heaviest(classes.row_class[a], column);
                if (classes.column_extra[column]) twice += extra;
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
                const bool least_inside = least[column].blossom == blossom;
                const Least& outside = least_inside ? other[column] : least[column];
                bool covered = outside.blossom < 0 || covers(outside.dual, W{});
                if (covered && least_inside) covered = covers(least_in_blossom.at({column, blossom}), share);
                if (covered) continue;  // the whole class is priced for this row
                // Blossom duals only add to a pair's cover, so a member whose own dual with a's
                // covers the pair is priced: only the members of lower dual are looked at.
                if (!(own < twice)) continue;
                const W limit = twice - own;
                candidates.clear();
                for (auto it = by_dual[column].begin(); it != by_dual[column].end() && it->first < limit; ++it)
                    candidates.push_back(it->second);
                std::sort(candidates.begin(), candidates.end(), std::greater<>());  // the order of a scan
                // The class's weight is the pair's weight here, so only the blossoms' duals remain
                // to be added.
                for (int c : candidates)
                    if (!solved.chosen(a, c) && allowed(a, c)) solved.priceExactly(a, c, twice, out);
            }
        }
        const int column = classes.column_class[a], blossom = solved.outermostBlossom(a);
        const W& dual = solved.vertexDual(a);
        if (by_dual[column].empty()) present.push_back(column);
        by_dual[column].emplace(dual, a);
        auto [slot, fresh] = least_in_blossom.try_emplace({column, blossom}, dual);
        if (!fresh && dual < slot->second) slot->second = dual;
        if (least[column].blossom < 0 || dual < least[column].dual) {
            if (least[column].blossom != blossom) other[column] = least[column];
            least[column] = {dual, blossom};
        } else if (blossom != least[column].blossom && (other[column].blossom < 0 || dual < other[column].dual)) {
            other[column] = {dual, blossom};
        }
    }
}

}  // namespace tourney::dutch
