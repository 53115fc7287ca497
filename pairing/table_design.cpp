// Three constructions of resolvable 2-(n, 4, 1) designs, each proved below, tried in order:
//
// 1. Direct, n = 3q + 1 with q a prime power (q ≡ 1 mod 4 follows from n ≡ 4 mod 12). The
//    players are GF(q) x {0, 1, 2} and one more, ∞. Let ω be a primitive element, t = (q - 1)/4,
//    i = ω^t (so i² = -1) and H = {ω^0, ..., ω^(t-1)}; then H, iH, -H, -iH split GF(q)*. The
//    first round is {∞, (0,0), (0,1), (0,2)} and, for every h in H and level l (levels mod 3),
//    {(h,l), (-h,l), (ih,l+1), (-ih,l+1)}: each level's points are ±h and ±ih over H, every
//    nonzero element once, so the round seats everyone. Round x (x in GF(q)) adds x to every
//    finite player. Two players meet once because every difference occurs once in round 0: on
//    one level ±2h and ±2ih are 2·GF(q)*, each nonzero element once; from level l to l+1 the
//    differences ±h ± ih are (1 + i)·h·{1, i, -1, -i}, which over H is (1 + i)·GF(q)*, each
//    nonzero element once, and 0 comes from the table of ∞. ∞ meets (x, l) in round x.
//    (A development of one parallel class over the additive group, "1-rotational"; derived
//    for Tourney and checked by isResolvableDesign in tests/pairing.)
// 2. Four times a design: from a design on v players, one on 4v. Each player b becomes (b, y)
//    for y in GF(4). For every round of the v-design and every y in GF(4), each of its tables
//    {b0, b1, b2, b3} gives the four tables {(b_k, x + k·y) : k = 0..3} for x in GF(4) (a
//    resolvable transversal design: two players of different b meet once, for the one (x, y)
//    that solves two linear equations); a last round seats each b's four players together.
//    (4(v - 1)/3 + 1 = (4v - 1)/3 rounds.) This gives 4^k from 16 (the affine space AG(k, 4)).
// 3. Filling a frame: from designs on 3u + 1 and 3m + 1 players, m a prime power of at least 5,
//    one on 3um + 1. Leaving out one player ∞ of the u-design, every round keeps a "hole": the
//    three players who sat with ∞. Each of the others becomes m players (b, s), s in GF(m), and
//    each table {b0..b3} of a round gives, for every w in GF(m), the tables {(b_k, s + e_k·w)}
//    over s (e_k four distinct elements): m rounds that miss only the hole's 3m players. Those
//    3m and a new ∞ take a copy of the m-design, whose m rounds complete the m rounds above.
//    Two players of different holes meet in the transversal part, two of one hole (or with ∞)
//    in the copy, each once. (The frame construction of Stinson, "Frames for Kirkman triple
//    systems", Discrete Math. 65 (1987), for tables of four.)
//
// Every n ≡ 4 mod 12 has a design (Hanani, Ray-Chaudhuri, Wilson 1972); these three reach most
// n but not all (the first left out are 100, 172, 232, 280, 388 and 400: docs/pairing.md).
#include "pairing/table_design.h"

#include "pairing/galois_field.h"

#include <algorithm>
#include <map>

namespace tourney {

namespace {

ResolvableDesign directDesign(int q) {
    const GaloisField field(q);
    const int t = (q - 1) / 4;
    const int i = field.power(t);
    const int infinity = 3 * q;
    auto player = [&](int element, int level) { return level % 3 * q + element; };
    DesignRound base = {{infinity, player(0, 0), player(0, 1), player(0, 2)}};
    for (int e = 0; e < t; ++e) {
        const int h = field.power(e);
        const int ih = field.multiply(i, h);
        for (int level = 0; level < 3; ++level)
            base.push_back({player(h, level), player(field.negate(h), level), player(ih, level + 1),
                            player(field.negate(ih), level + 1)});
    }
    ResolvableDesign design;
    for (int x = 0; x < q; ++x) {
        DesignRound round = base;
        for (TableOfFour& table : round)
            for (int& p : table)
                if (p != infinity) p = p / q * q + field.add(p % q, x);
        design.rounds.push_back(std::move(round));
    }
    design.construction = "developed from one round over GF(" + std::to_string(q) + ")";
    return design;
}

ResolvableDesign fourTimes(const ResolvableDesign& small, int v) {
    const GaloisField four(4);
    auto player = [](int b, int y) { return 4 * b + y; };
    ResolvableDesign design;
    for (const DesignRound& round : small.rounds)
        for (int y = 0; y < 4; ++y) {
            DesignRound bigger;
            for (const TableOfFour& table : round)
                for (int x = 0; x < 4; ++x) {
                    TableOfFour seated{};
                    for (int k = 0; k < 4; ++k)
                        seated[static_cast<std::size_t>(k)] = player(table[static_cast<std::size_t>(k)],
                                                                     four.add(x, four.multiply(k, y)));
                    bigger.push_back(seated);
                }
            design.rounds.push_back(std::move(bigger));
        }
    DesignRound groups;
    for (int b = 0; b < v; ++b) groups.push_back({player(b, 0), player(b, 1), player(b, 2), player(b, 3)});
    design.rounds.push_back(std::move(groups));
    design.construction = "four times the design for " + std::to_string(v) + " (" + small.construction + ")";
    return design;
}

// The frame of a design on 3u + 1 players without its last player: for each round, its hole
// (the three who sat with that player) and its other tables.
struct FrameRound {
    std::array<int, 3> hole{};
    DesignRound tables;
};

std::vector<FrameRound> frameOf(const ResolvableDesign& design, int infinity) {
    std::vector<FrameRound> frame;
    for (const DesignRound& round : design.rounds) {
        FrameRound holey;
        for (const TableOfFour& table : round) {
            if (std::find(table.begin(), table.end(), infinity) == table.end()) {
                holey.tables.push_back(table);
                continue;
            }
            std::size_t k = 0;
            for (int p : table)
                if (p != infinity) holey.hole[k++] = p;
        }
        frame.push_back(std::move(holey));
    }
    return frame;
}

ResolvableDesign filledFrame(const ResolvableDesign& outer, int u, const ResolvableDesign& inner, int m) {
    const GaloisField field(m);
    const int infinity = 3 * u * m;
    const std::array<int, 4> e = {0, 1, field.power(1), field.power(2)};  // distinct: m >= 5
    auto player = [&](int b, int s) { return b * m + s; };
    ResolvableDesign design;
    for (const FrameRound& holey : frameOf(outer, 3 * u)) {
        for (int w = 0; w < m; ++w) {
            DesignRound round;
            for (const TableOfFour& table : holey.tables)
                for (int s = 0; s < m; ++s) {
                    TableOfFour seated{};
                    for (std::size_t k = 0; k < 4; ++k)
                        seated[k] = player(table[k], field.add(s, field.multiply(e[k], w)));
                    round.push_back(seated);
                }
            // The copy of the inner design on the hole's 3m players and ∞, its round w.
            for (TableOfFour table : inner.rounds[static_cast<std::size_t>(w)]) {
                for (int& p : table)
                    p = p == 3 * m ? infinity : player(holey.hole[static_cast<std::size_t>(p / m)], p % m);
                round.push_back(table);
            }
            design.rounds.push_back(std::move(round));
        }
    }
    design.construction = "the design for " + std::to_string(3 * u + 1) + " (" + outer.construction +
                          ") with every player made " + std::to_string(m) + " and its holes filled by the design for " +
                          std::to_string(3 * m + 1);
    return design;
}

std::optional<ResolvableDesign> build(int n, std::map<int, std::optional<ResolvableDesign>>& known);

std::optional<ResolvableDesign> designFor(int n, std::map<int, std::optional<ResolvableDesign>>& known) {
    if (const auto found = known.find(n); found != known.end()) return found->second;
    auto design = build(n, known);
    known[n] = design;
    return design;
}

std::optional<ResolvableDesign> build(int n, std::map<int, std::optional<ResolvableDesign>>& known) {
    if (n == 4) return ResolvableDesign{{{{0, 1, 2, 3}}}, "one table"};
    if (n < 4 || n % 12 != 4) return std::nullopt;
    const int q = (n - 1) / 3;
    if (primePower(q)) return directDesign(q);
    if (n % 48 == 16)
        if (const auto quarter = designFor(n / 4, known)) return fourTimes(*quarter, n / 4);
    for (int m = 5; m < q; m += 4) {
        if (q % m != 0 || !primePower(m) || q / m < 5) continue;
        const auto outer = designFor(3 * (q / m) + 1, known);
        const auto inner = designFor(3 * m + 1, known);
        if (outer && inner) return filledFrame(*outer, q / m, *inner, m);
    }
    return std::nullopt;
}

}  // namespace

std::optional<ResolvableDesign> resolvableDesign(int n) {
    std::map<int, std::optional<ResolvableDesign>> known;
    return designFor(n, known);
}

bool isResolvableDesign(int n, const std::vector<DesignRound>& rounds) {
    if (n < 4 || static_cast<long long>(rounds.size()) * 3 != n - 1) return false;
    std::vector<char> met(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
    for (const DesignRound& round : rounds) {
        std::vector<char> seated(static_cast<std::size_t>(n), 0);
        if (static_cast<int>(round.size()) * 4 != n) return false;
        for (const TableOfFour& table : round)
            for (std::size_t a = 0; a < 4; ++a) {
                if (table[a] < 0 || table[a] >= n || seated[static_cast<std::size_t>(table[a])]++) return false;
                for (std::size_t b = a + 1; b < 4; ++b) {
                    char& pair = met[static_cast<std::size_t>(std::min(table[a], table[b])) * n +
                                     static_cast<std::size_t>(std::max(table[a], table[b]))];
                    if (pair++) return false;
                }
            }
    }
    return true;  // (n - 1) / 3 rounds of n / 4 tables, no pair twice: every pair once
}

}  // namespace tourney
