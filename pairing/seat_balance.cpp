#include "pairing/seat_balance.h"

#include <algorithm>
#include <numeric>

namespace tourney {

namespace {

// How far one player's counts are from even if he takes `seat`: the square of how many times
// more he would have sat there than in his least used seat. Convex, so a player already
// behind on a seat weighs more than one who is even.
long long seatCost(const std::vector<int>& counts, int least, std::size_t seat) {
    const long long excess = counts[seat] + 1 - least;
    return excess * excess;
}

// The order of a table's players that costs least; among equal orders the first found, so that
// seating is reproducible. Tables are small (four seats: 24 orders).
void seatTable(SeatedTable& table, SeatCounts& counts) {
    std::sort(table.begin(), table.end());
    const std::size_t size = table.size();
    std::vector<long long> cost(size * size);  // cost[i * size + seat] for the i-th player
    for (std::size_t i = 0; i < size; ++i) {
        const std::vector<int>& mine = counts[static_cast<std::size_t>(table[i])];
        const int least = *std::min_element(mine.begin(), mine.end());
        for (std::size_t seat = 0; seat < size; ++seat) cost[i * size + seat] = seatCost(mine, least, seat);
    }
    std::vector<std::size_t> order(size), best;
    std::iota(order.begin(), order.end(), std::size_t{0});
    long long best_cost = -1;
    do {
        long long total = 0;
        for (std::size_t seat = 0; seat < size; ++seat) total += cost[order[seat] * size + seat];
        if (best_cost < 0 || total < best_cost) best_cost = total, best = order;
    } while (std::next_permutation(order.begin(), order.end()));
    SeatedTable seated;
    for (std::size_t seat = 0; seat < size; ++seat) {
        seated.push_back(table[best[seat]]);
        ++counts[static_cast<std::size_t>(seated.back())][seat];
    }
    table = std::move(seated);
}

// The exchange of de Werra's proof. In the tables' two seats c1 and c2 every table has one
// player each; a walk from player p through one of his c1 tables to that table's c2 player,
// then through one of that player's c1 tables, and so on, stops at a player who has no unused
// c1 table left, and such a player sat more often at c2 than at c1. Swapping c1 and c2 at every
// table of the walk gives p one c1 less and one c2 more, the last player the opposite, and
// everyone between the same counts: the sum of squares of all counts falls by at least two.
class Balancer {
public:
    Balancer(std::vector<SeatedTable>& tables, int players, int seats)
        : tables_(tables),
          at_(static_cast<std::size_t>(players),
              std::vector<std::vector<std::size_t>>(static_cast<std::size_t>(seats))),
          seen_(static_cast<std::size_t>(players), 0),
          via_(static_cast<std::size_t>(players), 0) {
        for (std::size_t t = 0; t < tables_.size(); ++t)
            for (std::size_t seat = 0; seat < tables_[t].size(); ++seat) at(tables_[t][seat], seat).push_back(t);
    }

    // Until no player has two seats that differ by two: a walk can unbalance its last player in
    // another pair of seats, but every walk lowers the sum of squares, so this ends.
    void run() {
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t p = 0; p < at_.size(); ++p)
                for (std::size_t c1 = 0; c1 < at_[p].size(); ++c1)
                    for (std::size_t c2 = 0; c2 < at_[p].size(); ++c2)
                        while (at_[p][c1].size() >= at_[p][c2].size() + 2 && walkAndSwap(static_cast<int>(p), c1, c2))
                            changed = true;
        }
    }

private:
    // The tables at which a player sits in a seat.
    std::vector<std::size_t>& at(int player, std::size_t seat) { return at_[static_cast<std::size_t>(player)][seat]; }

    void move(int player, std::size_t table, std::size_t from, std::size_t to) {
        std::vector<std::size_t>& list = at(player, from);
        list.erase(std::find(list.begin(), list.end(), table));
        at(player, to).push_back(table);
    }

    // The shortest such walk, found breadth first: from `start` through each table where a
    // player sits in c1 to the one who sits there in c2, until a player who sat more often in
    // c2 than in c1 (one exists: the walk of the proof ends at one).
    bool walkAndSwap(int start, std::size_t c1, std::size_t c2) {
        ++stamp_;
        std::vector<int> queue = {start};
        seen_[static_cast<std::size_t>(start)] = stamp_;
        int end = -1;
        for (std::size_t head = 0; head < queue.size() && end < 0; ++head)
            for (std::size_t t : at(queue[head], c1)) {
                const int next = tables_[t][c2];
                if (seen_[static_cast<std::size_t>(next)] == stamp_) continue;
                seen_[static_cast<std::size_t>(next)] = stamp_;
                via_[static_cast<std::size_t>(next)] = t;
                queue.push_back(next);
                if (at(next, c1).size() < at(next, c2).size()) {
                    end = next;
                    break;
                }
            }
        for (int player = end; player >= 0 && player != start;) {
            const std::size_t t = via_[static_cast<std::size_t>(player)];
            SeatedTable& seated = tables_[t];
            const int before = seated[c1];
            move(seated[c1], t, c1, c2);
            move(seated[c2], t, c2, c1);
            std::swap(seated[c1], seated[c2]);
            player = before;
        }
        return end >= 0;
    }

    std::vector<SeatedTable>& tables_;
    std::vector<std::vector<std::vector<std::size_t>>> at_;  // [player][seat]: tables
    std::vector<unsigned> seen_;                             // == stamp_: reached by this walk
    std::vector<std::size_t> via_;                           // the table a walk reached a player by
    unsigned stamp_ = 0;
};

}  // namespace

void balanceWholeSchedule(std::vector<SeatedTable>& tables, int players, int seats) {
    // A good start (each table seated by what its players had in the tables before it) leaves
    // few exchanges to make.
    SeatCounts counts(static_cast<std::size_t>(players), std::vector<int>(static_cast<std::size_t>(seats), 0));
    for (SeatedTable& table : tables) seatTable(table, counts);
    Balancer(tables, players, seats).run();
}

void seatRound(std::vector<SeatedTable>& tables, SeatCounts& counts) {
    for (SeatedTable& table : tables) seatTable(table, counts);
}

}  // namespace tourney
