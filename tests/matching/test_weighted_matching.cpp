// The maximum-weight matching must be exact: the Dutch criteria are bit fields of its weights.
#include "matching/class_pricing.h"
#include "matching/weighted_matching.h"
#include "matching/wide_uint.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <tuple>

using namespace tourney::matching;
using W = WideUint<2>;

namespace {

// Exhaustive search for the best total weight on a small graph (0 = no edge).
std::uint64_t bestByExhaustion(int n, const std::vector<std::vector<std::uint64_t>>& w) {
    std::vector<int> mate(n, -1);
    std::function<std::uint64_t(int)> go = [&](int v) -> std::uint64_t {
        while (v < n && mate[v] != -1) ++v;
        if (v >= n) return 0;
        std::uint64_t best = go(v + 1);  // v stays single
        for (int u = v + 1; u < n; ++u) {
            if (mate[u] != -1 || !w[v][u]) continue;
            mate[v] = u;
            mate[u] = v;
            best = std::max(best, w[v][u] + go(v + 1));
            mate[v] = mate[u] = -1;
        }
        return best;
    };
    return go(0);
}

}  // namespace

BOOST_AUTO_TEST_CASE(matching_weight_equals_exhaustive_optimum_on_random_graphs) {
    std::mt19937_64 random(20260201);
    for (int trial = 0; trial < 400; ++trial) {
        const int n = 2 + static_cast<int>(random() % 9);
        const int density = 30 + static_cast<int>(random() % 70);
        const std::uint64_t range = (trial % 3 == 0) ? 4 : (trial % 3 == 1 ? 100 : (1ull << 40));
        std::vector<std::vector<std::uint64_t>> w(n, std::vector<std::uint64_t>(n, 0));
        std::vector<WeightedEdge<W>> edges;
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v)
                if (static_cast<int>(random() % 100) < density) {
                    w[u][v] = w[v][u] = 1 + random() % range;
                    edges.push_back({u, v, W(w[u][v])});
                }
        const std::vector<int> mate = MaximumWeightMatching<W>(n, edges).solve();
        std::uint64_t total = 0;
        for (int v = 0; v < n; ++v) {
            if (mate[v] == -1) continue;
            BOOST_REQUIRE_EQUAL(mate[mate[v]], v);
            BOOST_REQUIRE(w[v][mate[v]] != 0);
            if (v < mate[v]) total += w[v][mate[v]];
        }
        BOOST_REQUIRE_EQUAL(total, bestByExhaustion(n, w));
    }
}

// A stage goes on after an augmentation with the trees it did not touch (dissolveTree); the
// classic stages end there. Both must reach the same total weight, and the duals of the
// stage that goes on must certify its matching by themselves (a solve whose certificate
// fails is redone the classic way, which would hide a slow path). Few distinct weights make
// many ties and blossoms; graphs of 30-80 vertices make trees meet, dissolve and regrow.
BOOST_AUTO_TEST_CASE(stages_that_go_on_after_augmenting_reach_the_classic_optimum) {
    std::mt19937_64 random(20261125);
    for (int trial = 0; trial < 300; ++trial) {
        const int n = 30 + static_cast<int>(random() % 51);
        const int density = 5 + static_cast<int>(random() % 40);
        const std::uint64_t range = trial % 2 == 0 ? 3 : 1000;
        std::vector<WeightedEdge<W>> edges;
        std::vector<std::vector<std::uint64_t>> w(n, std::vector<std::uint64_t>(n, 0));
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v)
                if (static_cast<int>(random() % 100) < density) {
                    w[u][v] = w[v][u] = 1 + random() % range;
                    edges.push_back({u, v, W(w[u][v])});
                }
        auto total = [&](const std::vector<int>& mate) {
            std::uint64_t sum = 0;
            for (int v = 0; v < n; ++v) {
                if (mate[v] == -1) continue;
                BOOST_REQUIRE_EQUAL(mate[mate[v]], v);
                BOOST_REQUIRE(w[v][mate[v]] != 0);
                if (v < mate[v]) sum += w[v][mate[v]];
            }
            return sum;
        };
        MaximumWeightMatching<W> going_on(n, edges);
        const std::vector<int> mate = going_on.solve();
        BOOST_REQUIRE(going_on.certifiesOptimum());
        MaximumWeightMatching<W> classic(n, edges);
        classic.oneAugmentationPerStage();
        BOOST_REQUIRE_EQUAL(total(mate), total(classic.solve()));
    }
}

BOOST_AUTO_TEST_CASE(wide_weights_keep_lexicographic_order_across_limbs) {
    // A higher field one bit above 64 beats any sum of lower fields.
    W high(1);
    high.shiftLeft(70);
    W low(~0ull >> 2);
    std::vector<WeightedEdge<W>> edges = {{0, 1, high}, {0, 2, low}, {1, 3, low}};
    const std::vector<int> mate = MaximumWeightMatching<W>(4, edges).solve();
    BOOST_CHECK_EQUAL(mate[0], 1);
    BOOST_CHECK_EQUAL(mate[2], -1);
}

// addAt places a value at any bit, across a limb boundary, and carries upward as += does.
BOOST_AUTO_TEST_CASE(wide_add_at_carries_across_limbs) {
    WideUint<3> x;
    x.addAt(0b101, 62);  // bits 62 and 64
    BOOST_CHECK_EQUAL(x.limb[0], 1ull << 62);
    BOOST_CHECK_EQUAL(x.limb[1], 1ull);
    x.addAt(1, 62);  // 2^62 + 2^62 carries into limb 1
    BOOST_CHECK_EQUAL(x.limb[0], 1ull << 63);
    x.addAt(1, 63);
    BOOST_CHECK_EQUAL(x.limb[0], 0ull);
    BOOST_CHECK_EQUAL(x.limb[1], 2ull);
    WideUint<3> full;
    full.limb[1] = ~0ull;
    full.addAt(1, 64);  // carries through a full limb
    BOOST_CHECK_EQUAL(full.limb[1], 0ull);
    BOOST_CHECK_EQUAL(full.limb[2], 1ull);
    WideUint<3> shifted(7);
    shifted.shiftLeft(130);
    WideUint<3> placed;
    placed.addAt(7, 130);
    BOOST_CHECK(placed == shifted);
}

// A sparse graph grown until the duals price every absent pair gives the dense graph's optimum,
// whatever the seed: lexicographic weights with many ties (as the Dutch fields make), pairs
// forbidden at random, and seeds from empty to a few pairs per vertex.
BOOST_AUTO_TEST_CASE(matching_grown_from_a_seed_equals_the_dense_optimum) {
    using Wide = WideUint<3>;
    std::mt19937_64 random(20261122);
    for (int trial = 0; trial < 60; ++trial) {
        const int n = 20 + static_cast<int>(random() % 90);
        std::vector<Wide> weight(static_cast<std::size_t>(n) * n);
        std::vector<char> allowed(static_cast<std::size_t>(n) * n, 0);
        std::vector<WeightedEdge<Wide>> dense;
        for (int a = 0; a < n; ++a)
            for (int c = a + 1; c < n; ++c) {
                if (random() % 100 < 15) continue;
                Wide w(1 + random() % 3);  // a coarse top field, then finer ones
                w.shiftLeft(60);
                w.add(random() % 4);
                w.shiftLeft(70);
                w.add(random() % (trial % 2 ? 2 : 1000));
                weight[static_cast<std::size_t>(a) * n + c] = w;
                allowed[static_cast<std::size_t>(a) * n + c] = 1;
                dense.push_back({a, c, w});
            }
        auto weightOf = [&](int a, int c) { return weight[static_cast<std::size_t>(a) * n + c]; };
        auto allowedPair = [&](int a, int c) { return allowed[static_cast<std::size_t>(a) * n + c] != 0; };
        std::vector<std::pair<int, int>> seed;
        const int per_vertex = trial % 4;
        for (int a = 0; a < n; ++a)
            for (int k = 0; k < per_vertex; ++k) seed.emplace_back(a, static_cast<int>(random() % n));
        auto total = [&](const std::vector<int>& mate) {
            Wide sum;
            for (int a = 0; a < n; ++a)
                if (mate[a] > a) sum += weightOf(a, mate[a]);
            return sum;
        };
        const std::vector<int> sparse = maximumWeightMatchingFromSeed<Wide>(n, weightOf, allowedPair, seed);
        for (int a = 0; a < n; ++a)
            if (sparse[a] >= 0) BOOST_REQUIRE(allowedPair(std::min(a, sparse[a]), std::max(a, sparse[a])));
        BOOST_REQUIRE(total(sparse) == total(MaximumWeightMatching<Wide>(n, dense).solve()));
    }
}

// Started from the optimum of another graph (solveFrom), the matching is still optimal: the
// graph's weights raised or lowered, pairs added and taken away, as the Dutch engine's
// successive solves of one bracket change it. Small graphs are checked against exhaustion,
// larger ones against a solve from nothing.
BOOST_AUTO_TEST_CASE(warm_start_from_another_graphs_optimum_finds_the_optimum) {
    std::mt19937_64 random(20261123);
    for (int trial = 0; trial < 600; ++trial) {
        const bool small = trial % 2 == 0;
        const int n = small ? 2 + static_cast<int>(random() % 9) : 20 + static_cast<int>(random() % 60);
        const std::uint64_t range = (trial % 3 == 0) ? 3 : (trial % 3 == 1 ? 100 : (1ull << 40));
        auto randomGraph = [&](std::vector<std::vector<std::uint64_t>>& w) {
            w.assign(n, std::vector<std::uint64_t>(n, 0));
            for (int u = 0; u < n; ++u)
                for (int v = u + 1; v < n; ++v)
                    if (random() % 100 < 60) w[u][v] = w[v][u] = 1 + random() % range;
        };
        auto edgesOf = [&](const std::vector<std::vector<std::uint64_t>>& w) {
            std::vector<WeightedEdge<W>> edges;
            for (int u = 0; u < n; ++u)
                for (int v = u + 1; v < n; ++v)
                    if (w[u][v]) edges.push_back({u, v, W(w[u][v])});
            return edges;
        };
        std::vector<std::vector<std::uint64_t>> before, after;
        randomGraph(before);
        after = before;
        for (int u = 0; u < n; ++u)  // change some vertices' pairs: up, down, in, out
            if (random() % 4 == 0)
                for (int v = 0; v < n; ++v) {
                    if (v == u) continue;
                    const int change = static_cast<int>(random() % 4);
                    std::uint64_t& x = after[std::min(u, v)][std::max(u, v)];
                    if (change == 0)
                        x += 1 + random() % range;
                    else if (change == 1)
                        x = x > 1 ? x / 2 : x;
                    else if (change == 2)
                        x = random() % 2 ? 0 : 1 + random() % range;
                    after[std::max(u, v)][std::min(u, v)] = x;
                }
        MaximumWeightMatching<W> first(n, edgesOf(before));
        first.solve();
        std::vector<int> mate_hint;
        std::vector<W> dual_hint;
        first.warmState(mate_hint, dual_hint);
        MaximumWeightMatching<W> warm(n, edgesOf(after));
        const std::vector<int> mate = warm.solveFrom(mate_hint, dual_hint);
        BOOST_REQUIRE(warm.certifiesOptimum());  // its own duals prove it
        std::uint64_t total = 0;
        for (int v = 0; v < n; ++v) {
            if (mate[v] == -1) continue;
            BOOST_REQUIRE_EQUAL(mate[mate[v]], v);
            BOOST_REQUIRE(after[v][mate[v]] != 0);
            if (v < mate[v]) total += after[v][mate[v]];
        }
        std::uint64_t best = 0;
        if (small) {
            best = bestByExhaustion(n, after);
        } else {
            const std::vector<int> cold = MaximumWeightMatching<W>(n, edgesOf(after)).solve();
            for (int v = 0; v < n; ++v)
                if (cold[v] > v) best += after[v][cold[v]];
        }
        BOOST_REQUIRE_EQUAL(total, best);
    }
}

// Pricing by classes (class_pricing.h) finds exactly the pairs that pricing pair by pair finds,
// after each round of a seeded solve, on graphs whose weights follow classes of vertices plus
// an extra weight per row (as the Dutch criteria and generation order do), with some rows
// weighed pair by pair and some pairs forbidden; and the solve reaches the dense optimum.
static void checkPricingByClasses(std::mt19937_64& random, int n, int trial) {
    using Wide = WideUint<3>;
    PricingClasses classes;
    classes.rows = 1 + static_cast<int>(random() % 5);
    classes.columns = 1 + static_cast<int>(random() % 6);
    std::vector<std::uint64_t> extra(n), exact_weight(static_cast<std::size_t>(n) * n);
    for (int v = 0; v < n; ++v) {
        classes.row_class.push_back(static_cast<int>(random() % classes.rows));
        classes.column_class.push_back(static_cast<int>(random() % classes.columns));
        classes.exact_row.push_back(random() % 10 == 0);
        extra[v] = random() % (trial % 2 ? 3 : 50);
    }
    for (int c = 0; c < classes.columns; ++c) classes.column_extra.push_back(random() % 2);
    std::vector<std::uint64_t> table(static_cast<std::size_t>(classes.rows) * classes.columns);
    for (auto& t : table) t = 1 + random() % 4;
    auto classWeight = [&](int row, int column) {
        Wide w(table[static_cast<std::size_t>(row) * classes.columns + column]);
        w.shiftLeft(70);
        return w;
    };
    auto rowExtra = [&](int a) { return Wide(extra[a]); };
    for (auto& w : exact_weight) w = random() % 1000;
    auto weight = [&](int a, int c) {
        if (classes.exact_row[a]) return Wide(1 + exact_weight[static_cast<std::size_t>(a) * n + c]);
        Wide w = classWeight(classes.row_class[a], classes.column_class[c]);
        if (classes.column_extra[classes.column_class[c]]) w += rowExtra(a);
        return w;
    };
    std::vector<char> forbidden(static_cast<std::size_t>(n) * n);
    for (auto& f : forbidden) f = random() % 8 == 0;
    auto allowed = [&](int a, int c) { return !forbidden[static_cast<std::size_t>(a) * n + c]; };
    std::vector<std::pair<int, int>> seed;
    for (int a = 0; a < n; ++a) seed.emplace_back(a, static_cast<int>(random() % n));
    auto byClasses = [&](SeededMatching<Wide>& solved, std::vector<UnderpricedPair<Wide>>& out) {
        std::vector<UnderpricedPair<Wide>> one_by_one;
        solved.pricePairByPair(weight, allowed, one_by_one);
        priceByClasses(solved, classes, classWeight, rowExtra, weight, allowed, out);
        auto listed = [](const std::vector<UnderpricedPair<Wide>>& pairs) {
            std::vector<std::tuple<int, int, Wide>> list;
            for (const auto& [a, c, shortfall] : pairs) list.emplace_back(a, c, shortfall);
            std::sort(list.begin(), list.end(), [](const auto& x, const auto& y) {
                return std::tie(std::get<0>(x), std::get<1>(x)) < std::tie(std::get<0>(y), std::get<1>(y));
            });
            return list;
        };
        BOOST_REQUIRE((listed(out) == listed(one_by_one)));
        // Rows in order from the last up, each row's pairs together, however the sweep was split.
        for (std::size_t k = 1; k < out.size(); ++k) BOOST_REQUIRE(out[k - 1].a >= out[k].a);
    };
    SeededMatching<Wide> matching(n);
    const std::vector<int> mate = matching.solve(weight, allowed, seed, byClasses);
    std::vector<WeightedEdge<Wide>> dense;
    for (int a = 0; a < n; ++a)
        for (int c = a + 1; c < n; ++c)
            if (allowed(a, c)) dense.push_back({a, c, weight(a, c)});
    auto total = [&](const std::vector<int>& m) {
        Wide sum;
        for (int a = 0; a < n; ++a)
            if (m[a] > a) sum += weight(a, m[a]);
        return sum;
    };
    BOOST_REQUIRE(total(mate) == total(MaximumWeightMatching<Wide>(n, dense).solve()));
}

BOOST_AUTO_TEST_CASE(pricing_by_classes_finds_the_pairs_pricing_pair_by_pair_finds) {
    std::mt19937_64 random(20261124);
    for (int trial = 0; trial < 80; ++trial)
        checkPricingByClasses(random, 20 + static_cast<int>(random() % 100), trial);
}

// Solves of 1,024 players and more are priced on two threads (one sweeps the lowest rows, the
// other the rest); the merged list is the same.
BOOST_AUTO_TEST_CASE(pricing_by_classes_on_two_threads_finds_the_same_pairs_in_row_order) {
    std::mt19937_64 random(20261125);
    checkPricingByClasses(random, 1100, 0);
}
