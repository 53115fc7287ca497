#include "pairing/table_swiss.h"

#include <algorithm>

namespace tourney {

namespace {

// Indices into the standing order throughout; start numbers only in what is printed.
class TableForming {
public:
    TableForming(const std::vector<SwissTablePlayer>& order, int seats, const MetIn& met_in, bool explain)
        : order_(order),
          seats_(static_cast<std::size_t>(seats)),
          met_in_(met_in),
          explain_(explain),
          seated_(order.size(), 0) {}

    SwissTables run() {
        SwissTables result;
        while (tables_.size() * seats_ < order_.size()) formNext(result.explanation);
        return finish(result);
    }

    // Table t takes ranks t, t + T, t + 2T, ... of the T tables.
    SwissTables spread() {
        SwissTables result;
        const std::size_t count = order_.size() / seats_;
        tables_.assign(count, {});
        for (std::size_t i = 0; i < order_.size(); ++i) tables_[i % count].push_back(i);
        if (explain_)
            for (std::size_t t = 0; t < count; ++t) {
                std::string line = "Table " + std::to_string(t + 1) + ": ";
                for (std::size_t k = 0; k < tables_[t].size(); ++k) line += (k ? ", " : "") + who(tables_[t][k]);
                result.explanation.push_back(line + " (ranks " + std::to_string(t + 1) + " apart by " +
                                             std::to_string(count) + ")");
            }
        return finish(result);
    }

private:
    SwissTables finish(SwissTables& result) {
        repair(result.explanation);
        for (const std::vector<std::size_t>& table : tables_) {
            result.repeated += conflicts(table);
            std::vector<int> starts;
            for (std::size_t i : table) starts.push_back(order_[i].start_no);
            result.tables.push_back(std::move(starts));
        }
        return result;
    }

    bool apart(std::size_t a, std::size_t b) const { return met_in_(order_[a].start_no, order_[b].start_no) != 0; }

    std::string who(std::size_t i) const {
        return std::to_string(order_[i].start_no) + " (rank " + std::to_string(order_[i].rank) + ")";
    }

    std::string whyApart(std::size_t a, std::size_t b) const {
        const int round = met_in_(order_[a].start_no, order_[b].start_no);
        return round < 0 ? "is kept apart from " + std::to_string(order_[b].start_no)
                         : "met " + std::to_string(order_[b].start_no) + " in round " + std::to_string(round);
    }

    int conflicts(const std::vector<std::size_t>& table) const {
        int count = 0;
        for (std::size_t i = 0; i < table.size(); ++i)
            for (std::size_t j = i + 1; j < table.size(); ++j) count += apart(table[i], table[j]) ? 1 : 0;
        return count;
    }

    // The first of `table` that `candidate` may not meet, or the table's size.
    std::size_t clash(const std::vector<std::size_t>& table, std::size_t candidate) const {
        for (std::size_t k = 0; k < table.size(); ++k)
            if (apart(table[k], candidate)) return k;
        return table.size();
    }

    void formNext(std::vector<std::string>& explanation) {
        std::size_t head = 0;
        while (seated_[head]) ++head;
        std::vector<std::size_t> table = {head};
        seated_[head] = 1;
        std::string line = "Table " + std::to_string(tables_.size() + 1) + ": " + who(head) +
                           " heads it, the best placed not yet seated";
        std::vector<std::string> skipped;
        for (std::size_t i = head + 1; i < order_.size() && table.size() < seats_; ++i) {
            if (seated_[i]) continue;
            if (const std::size_t k = clash(table, i); k < table.size()) {
                if (explain_) skipped.push_back(who(i) + " " + whyApart(i, table[k]));
                continue;
            }
            table.push_back(i);
            seated_[i] = 1;
            if (explain_) line += "; " + who(i);
        }
        fillLeftovers(table, line);
        if (explain_) {
            if (!skipped.empty()) line += "; passed over: ";
            for (std::size_t s = 0; s < skipped.size(); ++s) line += (s ? ", " : "") + skipped[s];
            explanation.push_back(line);
        }
        tables_.push_back(std::move(table));
    }

    // Nobody left has met none of the table: the best placed of those who met the fewest.
    void fillLeftovers(std::vector<std::size_t>& table, std::string& line) {
        while (table.size() < seats_) {
            std::size_t best = order_.size();
            int best_count = 0;
            for (std::size_t i = 0; i < order_.size(); ++i) {
                if (seated_[i]) continue;
                int count = 0;
                for (std::size_t k : table) count += apart(k, i) ? 1 : 0;
                if (best == order_.size() || count < best_count) best = i, best_count = count;
            }
            table.push_back(best);
            seated_[best] = 1;
            if (explain_) line += "; " + who(best) + " (no one left who met none of the table)";
        }
    }

    // The lowest placed player of a table who met another of it.
    std::size_t worst(const std::vector<std::size_t>& table) const {
        for (std::size_t k = table.size(); k-- > 0;)
            for (std::size_t other : table)
                if (other != table[k] && apart(other, table[k])) return k;
        return table.size();
    }

    // Exchanges a player of table `a` who meets someone again with a player of the nearest table
    // that takes him, when that removes repeated meetings.
    bool exchange(std::size_t a, std::vector<std::string>& explanation) {
        const std::size_t k = worst(tables_[a]);
        if (k == tables_[a].size()) return false;
        const int before_a = conflicts(tables_[a]);
        for (std::size_t distance = 1; distance < tables_.size(); ++distance)
            for (std::size_t b : {a + distance, a - distance}) {
                if (b >= tables_.size()) continue;  // a - distance below zero wraps around
                for (std::size_t j = 0; j < tables_[b].size(); ++j) {
                    if (tables_[b][j] == 0) continue;  // the leader stays at table 1
                    const int before = before_a + conflicts(tables_[b]);
                    std::swap(tables_[a][k], tables_[b][j]);
                    if (conflicts(tables_[a]) + conflicts(tables_[b]) < before) {
                        if (explain_)
                            explanation.push_back("Tables " + std::to_string(a + 1) + " and " + std::to_string(b + 1) +
                                                  ": " + who(tables_[b][j]) + " and " + who(tables_[a][k]) +
                                                  " exchanged, so that fewer meet again");
                        sortByRank(tables_[a]);
                        sortByRank(tables_[b]);
                        return true;
                    }
                    std::swap(tables_[a][k], tables_[b][j]);
                }
            }
        return false;
    }

    static void sortByRank(std::vector<std::size_t>& table) { std::sort(table.begin(), table.end()); }

    int totalConflicts() const {
        int total = 0;
        for (const std::vector<std::size_t>& table : tables_) total += conflicts(table);
        return total;
    }

    // Exchanges that lower the repeated meetings, top table first; then, while some remain,
    // exchanges that keep their number (a player who meets someone again trades places with a
    // player of another table), each followed by the lowering ones again: a plateau walk that
    // gets out of the corners the first kind cannot. Reproducible: a fixed generator.
    void repair(std::vector<std::string>& explanation) {
        auto descend = [&] {
            for (std::size_t a = 0; a < tables_.size(); ++a)
                while (conflicts(tables_[a]) > 0 && exchange(a, explanation)) {}
        };
        descend();
        if (tables_.size() < 2) return;
        unsigned long long state = 0x5eed5ULL + order_.size();
        auto below = [&state](std::size_t bound) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return static_cast<std::size_t>((state >> 33) % bound);
        };
        for (int step = 0; step < 20000 && totalConflicts() > 0; ++step) {
            std::vector<std::size_t> troubled;
            for (std::size_t a = 0; a < tables_.size(); ++a)
                if (conflicts(tables_[a]) > 0) troubled.push_back(a);
            const std::size_t a = troubled[below(troubled.size())];
            const std::size_t k = worst(tables_[a]);
            // Near tables first: the reach grows with the search, so players stay among their
            // equals in score as long as that can work.
            const std::size_t reach = std::min(tables_.size() - 1, 1 + static_cast<std::size_t>(step) / 200);
            const std::size_t distance = 1 + below(reach);
            const std::size_t b = below(2) == 0 ? a + distance : a - distance;  // out of range wraps
            const std::size_t j = below(seats_);
            if (b >= tables_.size() || tables_[b][j] == 0) continue;
            const int before = conflicts(tables_[a]) + conflicts(tables_[b]);
            std::swap(tables_[a][k], tables_[b][j]);
            if (conflicts(tables_[a]) + conflicts(tables_[b]) > before) {
                std::swap(tables_[a][k], tables_[b][j]);
                continue;
            }
            if (explain_)
                explanation.push_back("Tables " + std::to_string(a + 1) + " and " + std::to_string(b + 1) + ": " +
                                      who(tables_[b][j]) + " and " + who(tables_[a][k]) +
                                      " exchanged in search of tables where nobody meets again");
            sortByRank(tables_[a]);
            sortByRank(tables_[b]);
            descend();
        }
    }

    const std::vector<SwissTablePlayer>& order_;
    std::size_t seats_;
    const MetIn& met_in_;
    bool explain_;
    std::vector<char> seated_;
    std::vector<std::vector<std::size_t>> tables_;
};

}  // namespace

SwissTables formSwissTables(const std::vector<SwissTablePlayer>& order, int seats, const MetIn& met_in, bool explain) {
    if (seats < 2 || order.size() % static_cast<std::size_t>(seats) != 0) return {};
    return TableForming(order, seats, met_in, explain).run();
}

SwissTables spreadSwissTables(const std::vector<SwissTablePlayer>& order, int seats, const MetIn& met_in,
                              bool explain) {
    if (seats < 2 || order.size() % static_cast<std::size_t>(seats) != 0) return {};
    return TableForming(order, seats, met_in, explain).spread();
}

}  // namespace tourney
