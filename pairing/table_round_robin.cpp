#include "pairing/table_round_robin.h"

#include "pairing/table_design.h"

#include <algorithm>
#include <cmath>

namespace tourney {

namespace {

// SplitMix64: a fixed generator, so that a schedule never depends on the platform's library.
class Random {
public:
    explicit Random(unsigned long long seed) : state_(seed) {}
    unsigned long long next() {
        unsigned long long x = (state_ += 0x9E3779B97F4A7C15ULL);
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    }
    int below(int bound) { return static_cast<int>(next() % static_cast<unsigned long long>(bound)); }
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    template <class T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[static_cast<std::size_t>(below(static_cast<int>(i)))]);
    }

private:
    unsigned long long state_;
};

long long pairsOf(long long n) { return n * (n - 1) / 2; }

// How often every two players met: m[a * n + b], both ways.
class Meetings {
public:
    explicit Meetings(int players)
        : n_(players), counts_(static_cast<std::size_t>(players) * static_cast<std::size_t>(players), 0) {}
    int& at(int a, int b) { return counts_[static_cast<std::size_t>(a) * n_ + static_cast<std::size_t>(b)]; }
    int at(int a, int b) const { return counts_[static_cast<std::size_t>(a) * n_ + static_cast<std::size_t>(b)]; }
    void seat(const SeatedTable& table, int delta) {
        for (std::size_t i = 0; i < table.size(); ++i)
            for (std::size_t j = i + 1; j < table.size(); ++j) {
                at(table[i], table[j]) += delta;
                at(table[j], table[i]) += delta;
            }
    }
    // What a player adds to the sum of C(m, 2) by joining the others of `table` but `skip`.
    long long joining(int player, const SeatedTable& table, std::size_t skip) const {
        long long cost = 0;
        for (std::size_t i = 0; i < table.size(); ++i)
            if (i != skip) cost += at(player, table[i]);
        return cost;
    }

private:
    std::size_t n_;
    std::vector<int> counts_;
};

// Round r's byes: the field in turn from the last player down, so everyone has had one
// before anyone has two.
std::vector<int> byesOf(int players, int seats, int round) {
    const int per_round = players % seats;
    std::vector<int> byes;
    for (int i = 0; i < per_round; ++i) byes.push_back(players - 1 - (round * per_round + i) % players);
    return byes;
}

// Round by round, each player to the table where he has met the fewest.
void greedyRounds(std::vector<TableRoundPlan>& rounds, int players, int seats, Meetings& meetings, Random& random) {
    for (TableRoundPlan& round : rounds) {
        std::vector<int> active;
        for (int p = 0; p < players; ++p)
            if (std::find(round.byes.begin(), round.byes.end(), p) == round.byes.end()) active.push_back(p);
        random.shuffle(active);
        round.tables.assign(active.size() / static_cast<std::size_t>(seats), {});
        for (int p : active) {
            SeatedTable* best = nullptr;
            long long best_cost = 0;
            for (SeatedTable& table : round.tables) {
                if (static_cast<int>(table.size()) == seats) continue;
                const long long cost = meetings.joining(p, table, table.size());
                if (!best || cost < best_cost) best = &table, best_cost = cost;
            }
            best->push_back(p);
        }
        for (const SeatedTable& table : round.tables) meetings.seat(table, 1);
    }
}

// Swaps two players of different tables of one round while that does not make more repeated
// meetings (simulated annealing on the sum over pairs of C(m, 2), which for meetings at most
// twice is the number repeated), until the least possible is reached or the budget is spent.
void improve(std::vector<TableRoundPlan>& rounds, Meetings& meetings, long long cost, long long least, Random& random) {
    if (rounds.empty() || rounds[0].tables.size() < 2) return;
    const long long size = static_cast<long long>(rounds.size()) * static_cast<long long>(rounds[0].tables.size());
    const long long budget = std::clamp<long long>(1000 * size, 200'000, 3'000'000);  // a second at most
    for (long long step = 0; step < budget && cost > least; ++step) {
        TableRoundPlan& round = rounds[static_cast<std::size_t>(random.below(static_cast<int>(rounds.size())))];
        const int a = random.below(static_cast<int>(round.tables.size()));
        const int b = random.below(static_cast<int>(round.tables.size()));
        if (a == b) continue;
        SeatedTable& first = round.tables[static_cast<std::size_t>(a)];
        SeatedTable& second = round.tables[static_cast<std::size_t>(b)];
        const std::size_t i = static_cast<std::size_t>(random.below(static_cast<int>(first.size())));
        const std::size_t j = static_cast<std::size_t>(random.below(static_cast<int>(second.size())));
        const int x = first[i], y = second[j];
        // C(m, 2) grows by m when m grows by one: leaving costs m - 1 per pair, joining m.
        const long long delta = meetings.joining(x, second, j) + meetings.joining(y, first, i) -
                                (meetings.joining(x, first, i) - static_cast<long long>(first.size() - 1)) -
                                (meetings.joining(y, second, j) - static_cast<long long>(second.size() - 1));
        const double temperature = 0.5 * (1.0 - static_cast<double>(step) / static_cast<double>(budget)) + 0.02;
        if (delta > 0 && random.unit() >= std::exp(-static_cast<double>(delta) / temperature)) continue;
        meetings.seat(first, -1);
        meetings.seat(second, -1);
        std::swap(first[i], second[j]);
        meetings.seat(first, 1);
        meetings.seat(second, 1);
        cost += delta;
    }
}

// The design's rounds, again with the players relabelled for every further cycle, so that a
// longer event meets each pair as evenly as the rounds allow.
std::vector<TableRoundPlan> designRounds(const ResolvableDesign& design, int players, int rounds) {
    std::vector<TableRoundPlan> plan;
    std::vector<int> label(static_cast<std::size_t>(players));
    for (int p = 0; p < players; ++p) label[static_cast<std::size_t>(p)] = p;
    Random random(static_cast<unsigned long long>(players));
    for (int r = 0; r < rounds; ++r) {
        const std::size_t index = static_cast<std::size_t>(r) % design.rounds.size();
        if (r > 0 && index == 0) random.shuffle(label);
        TableRoundPlan round;
        for (const TableOfFour& table : design.rounds[index]) {
            SeatedTable seated;
            for (int p : table) seated.push_back(label[static_cast<std::size_t>(p)]);
            round.tables.push_back(std::move(seated));
        }
        plan.push_back(std::move(round));
    }
    return plan;
}

void countMeetings(TableSchedule& schedule, int players) {
    Meetings meetings(players);
    for (const TableRoundPlan& round : schedule.rounds)
        for (const SeatedTable& table : round.tables) meetings.seat(table, 1);
    long long met = 0;
    schedule.meetings = 0;
    for (int a = 0; a < players; ++a)
        for (int b = a + 1; b < players; ++b) {
            schedule.meetings += meetings.at(a, b);
            if (meetings.at(a, b) > 0) ++met;
        }
    schedule.repeated = schedule.meetings - met;
    schedule.least_repeated = std::max(0LL, schedule.meetings - pairsOf(players));
    schedule.never_met = pairsOf(players) - met;
}

}  // namespace

int tableRoundRobinRounds(int players, int seats) {
    if (players < seats || seats < 2) return 0;
    const int tables = players / seats;
    const int games_each = (players - 1 + seats - 2) / (seats - 1);  // to meet all n - 1 others
    return (players * games_each + tables * seats - 1) / (tables * seats);
}

TableSchedule tableRoundRobin(int players, int rounds, int seats) {
    TableSchedule schedule;
    const int tables = players / seats;
    const std::string size = std::to_string(players) + " players, " + std::to_string(rounds) + " rounds of " +
                             std::to_string(tables) + (tables == 1 ? " table" : " tables");
    std::optional<ResolvableDesign> design;
    if (seats == 4 && players % 12 == 4) design = resolvableDesign(players);
    if (design) {
        schedule.rounds = designRounds(*design, players, rounds);
        schedule.explanation.push_back("Round robin of tables: " + size +
                                       ", from a resolvable design in which every two players meet exactly once in " +
                                       std::to_string(design->rounds.size()) + " rounds (" + design->construction +
                                       "; docs/pairing.md).");
    } else {
        schedule.rounds.resize(static_cast<std::size_t>(rounds));
        for (int r = 0; r < rounds; ++r) schedule.rounds[static_cast<std::size_t>(r)].byes = byesOf(players, seats, r);
        Meetings meetings(players);
        Random random(0x7ab1e5ULL + static_cast<unsigned long long>(players) * 1000003ULL +
                      static_cast<unsigned long long>(rounds));
        greedyRounds(schedule.rounds, players, seats, meetings, random);
        long long cost = 0, total = 0;
        for (int a = 0; a < players; ++a)
            for (int b = a + 1; b < players; ++b) cost += pairsOf(meetings.at(a, b)), total += meetings.at(a, b);
        const long long pairs = pairsOf(players), even = total / pairs, over = total % pairs;
        improve(schedule.rounds, meetings, cost, over * pairsOf(even + 1) + (pairs - over) * pairsOf(even), random);
        schedule.explanation.push_back("Round robin of tables: " + size +
                                       (players % seats
                                            ? ", " + std::to_string(players % seats) +
                                                  " left over each round with a bye, in turn from the last start "
                                                  "number, so nobody has a second bye before everyone has had one"
                                            : "") +
                                       "; tables found by a search for the fewest repeated meetings.");
        if (seats == 4 && players % 12 == 4)
            schedule.explanation.push_back("Tourney has no construction of a design in which everyone meets once for " +
                                           std::to_string(players) +
                                           " players (docs/pairing.md lists the sizes it reaches).");
    }
    countMeetings(schedule, players);
    schedule.explanation.push_back(
        std::to_string(schedule.meetings) + " meetings of two players among " + std::to_string(pairsOf(players)) +
        " pairs: " +
        (schedule.least_repeated > 0 ? "at least " + std::to_string(schedule.least_repeated) + " must repeat"
                                     : "none need repeat") +
        "; this schedule repeats " + std::to_string(schedule.repeated) +
        (schedule.never_met > 0 ? ", and " + std::to_string(schedule.never_met) + " pairs never meet" : "") + ".");
    schedule.explanation.push_back("Seats balanced over the whole schedule: each player's " + std::to_string(seats) +
                                   " seat counts differ by at most one.");
    std::vector<SeatedTable> all;
    for (const TableRoundPlan& round : schedule.rounds) all.insert(all.end(), round.tables.begin(), round.tables.end());
    balanceWholeSchedule(all, players, seats);
    std::size_t next = 0;
    for (TableRoundPlan& round : schedule.rounds)
        for (SeatedTable& table : round.tables) table = all[next++];
    return schedule;
}

}  // namespace tourney
