// Standings: points, then the event's tie-breaks in order, then the drawing of lots
// (C.07 §4.2: ties left when the list is exhausted are broken by lot). Players equal on
// everything share a rank; the lot orders them, reproducibly, and the standing says so.
// An event without tie-breaks ranks by points alone: players on equal points share the rank
// and are listed by start number, as nothing was set to separate them.
#include "scoring/standings.h"

#include "scoring/ranking.h"
#include "scoring/table_tiebreaks.h"
#include "scoring/tiebreak_table.h"

#include <algorithm>
#include <numeric>

namespace tourney {

namespace {

// SplitMix64: a fixed, portable mix of the event's seed and the start number, so the lot a
// player draws never depends on the platform, the library or who else is tied.
unsigned long long lotOf(unsigned long long seed, int start_no) {
    unsigned long long x = seed + 0x9E3779B97F4A7C15ULL * static_cast<unsigned long long>(start_no);
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

}  // namespace

std::vector<Standing> rankStandings(const Event& event, const std::vector<Points>& points,
                                    const std::vector<std::vector<TiebreakValue>>& columns,
                                    const ValueOrder& by_value) {
    // -1, 0, 1: whether a ranks before b on points and tie-breaks alone.
    auto compare = [&](int a, int b) {
        if (points[a] != points[b]) return points[a] > points[b] ? -1 : 1;
        for (std::size_t i = 0; i < columns.size(); ++i)
            if (int order = by_value(i, columns[i][a], columns[i][b]); order != 0) return order;
        return 0;
    };
    // Without tie-breaks, players on equal points share a rank and are listed by start number;
    // the lot orders them only where tie-breaks were chosen and still tie.
    const bool by_lot = !columns.empty();
    std::vector<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        if (int by_tiebreaks = compare(a, b); by_tiebreaks != 0) return by_tiebreaks < 0;
        if (!by_lot) return a < b;
        const auto lot_a = lotOf(event.lots_seed, a + 1);
        const auto lot_b = lotOf(event.lots_seed, b + 1);
        return lot_a != lot_b ? lot_a < lot_b : a < b;
    });

    std::vector<Standing> standings;
    standings.reserve(order.size());
    for (std::size_t position = 0; position < order.size(); ++position) {
        const int p = order[position];
        Standing standing;
        const bool tied_above = position > 0 && compare(order[position - 1], p) == 0;
        standing.rank = tied_above ? standings.back().rank : static_cast<int>(position) + 1;
        standing.start_no = p + 1;
        standing.points = points[p];
        for (const std::vector<TiebreakValue>& column : columns) {
            standing.tiebreak_values.push_back(column[p].scaled);
            standing.tiebreak_text.push_back(column[p].toString());
        }
        const bool tied_below = position + 1 < order.size() && compare(p, order[position + 1]) == 0;
        standing.decided_by_lot = by_lot && (tied_above || tied_below);
        standings.push_back(std::move(standing));
    }
    return standings;
}

std::vector<Standing> computeStandings(const Event& event, int after_round) {
    // Tables of four are ranked by placement points and tie-breaks of their own.
    if (event.atTables()) return computeTableStandings(event, after_round);
    std::vector<TiebreakCode> codes;
    for (const std::string& text : event.tiebreaks) codes.push_back(parseTiebreakCode(text));
    const TiebreakTable table = makeTiebreakTable(event, settingsFor(event, after_round));
    const std::vector<TiebreakColumn> columns = computeTiebreakColumns(table, codes);
    std::vector<Points> points;
    for (const TiebreakPlayer& player : table.players) points.push_back(player.points);
    return rankStandings(event, points, columns, [&](std::size_t i, const TiebreakValue& a, const TiebreakValue& b) {
        return compareValues(codes[i], a, b);
    });
}

}  // namespace tourney
