// Direct encounter (C.07 §6): among players tied on everything before it, the points scored in
// the games between them, applied again to every sub-group that stays tied.
#include "scoring/tiebreak_table.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace tourney {

namespace {

// An exact score that may be an average (several games against one opponent, §6.1.2).
struct Score {
    long long numerator = 0;  // tenths of a point
    long long denominator = 1;

    void add(long long tenths, long long games) {
        numerator = numerator * games + tenths * denominator;
        denominator *= games;
        const long long divisor = std::gcd(numerator, denominator);
        if (divisor > 1) {
            numerator /= divisor;
            denominator /= divisor;
        }
    }
    // this compared with other: negative, zero or positive
    long long compare(const Score& other) const {
        return numerator * other.denominator - other.numerator * denominator;
    }
};

struct Contender {
    int start_no = 0;
    Score score;    // points against the other members
    Score maximum;  // the same if every missing encounter had been won (Swiss)
    bool met_all = false;
};

struct Rules {
    bool counts_forfeits = false;  // round robin, or /P
    bool swiss_maximum = false;    // not everyone need have met: compare with maximum scores
};

Contender contenderFor(const TiebreakTable& table, const Rules& rules, int start_no, const std::vector<int>& members) {
    std::map<int, std::pair<long long, long long>> against;  // opponent -> (tenths, games)
    for (const TiebreakRound& round : table.player(start_no).rounds) {
        if (round.opponent == 0 || round.opponent == start_no) continue;
        if (!round.over_the_board && !rules.counts_forfeits) continue;
        if (!std::binary_search(members.begin(), members.end(), round.opponent)) continue;
        auto& [tenths, games] = against[round.opponent];
        tenths += round.points.tenths();
        ++games;
    }
    Contender contender;
    contender.start_no = start_no;
    for (const auto& [opponent, result] : against) contender.score.add(result.first, result.second);
    const long long missing = static_cast<long long>(members.size()) - 1 - static_cast<long long>(against.size());
    contender.met_all = missing == 0;
    contender.maximum = contender.score;
    contender.maximum.add(missing * table.win.tenths(), 1);
    return contender;
}

// One pass over a tied sub-group whose members all hold place `base`. Gives them new places
// (competition style: 1, 1, 3) and says whether it separated anyone.
bool separate(const TiebreakTable& table, const Rules& rules, std::vector<int> members, int base,
              std::vector<int>& place) {
    std::sort(members.begin(), members.end());
    std::vector<Contender> contenders;
    bool everyone_met = true;
    for (int start_no : members) {
        contenders.push_back(contenderFor(table, rules, start_no, members));
        everyone_met = everyone_met && contenders.back().met_all;
    }
    const bool by_maximum = rules.swiss_maximum && !everyone_met;
    std::stable_sort(contenders.begin(), contenders.end(), [&](const Contender& a, const Contender& b) {
        const long long by_score = a.score.compare(b.score);
        if (by_score != 0 || !by_maximum) return by_score > 0;
        return a.maximum.compare(b.maximum) > 0;
    });
    const std::size_t k = contenders.size();
    std::vector<int> new_place(k, base);
    if (!by_maximum) {
        // §6.2: all have met: order by score, equal scores share a place.
        for (std::size_t i = 1; i < k; ++i)
            new_place[i] = contenders[i].score.compare(contenders[i - 1].score) == 0 ? new_place[i - 1]
                                                                                     : base + static_cast<int>(i);
    } else {
        // §6.3: not all have met: a player is placed above the rest only when no one below
        // could have reached the score even by winning every encounter not played.
        std::vector<Score> highest_below(k);
        highest_below[k - 1] = contenders[k - 1].maximum;
        for (std::size_t i = k - 1; i-- > 0;)
            highest_below[i] = contenders[i].maximum.compare(highest_below[i + 1]) > 0 ? contenders[i].maximum
                                                                                       : highest_below[i + 1];
        for (std::size_t i = 1; i < k; ++i) {
            if (contenders[i - 1].score.compare(highest_below[i]) > 0 &&
                new_place[i - 1] == base + static_cast<int>(i) - 1) {
                new_place[i] = base + static_cast<int>(i);
            } else {
                std::fill(new_place.begin() + static_cast<long>(i), new_place.end(), new_place[i - 1]);
                break;
            }
        }
    }
    bool separated = false;
    for (std::size_t i = 0; i < k; ++i) {
        place[contenders[i].start_no - 1] = new_place[i];
        separated = separated || new_place[i] != base;
    }
    return separated;
}

}  // namespace

TiebreakColumn directEncounter(const TiebreakTable& table, const TiebreakCode& code, const std::vector<int>& group) {
    Rules rules;
    const bool round_robin = isRoundRobinFor(table, code);
    rules.counts_forfeits = round_robin || code.unplayed_as_played;
    rules.swiss_maximum = !rules.counts_forfeits || code.as_swiss;

    std::map<int, std::vector<int>> groups;
    for (int p = 1; p <= table.size(); ++p) groups[group[p - 1]].push_back(p);

    TiebreakColumn column(table.players.size(), TiebreakValue::count(0));
    std::vector<int> place(table.players.size(), 1);
    for (const auto& [id, members] : groups) {
        if (members.size() < 2) continue;
        // §6.4: repeat on each sub-group still tied, with the games inside it only, until a
        // pass changes nothing (FIDE's tool stops after 30 passes).
        for (int pass = 0; pass < 30; ++pass) {
            std::map<int, std::vector<int>> tied;
            for (int p : members) tied[place[p - 1]].push_back(p);
            bool changed = false;
            for (const auto& [base, sub_group] : tied)
                if (sub_group.size() > 1) changed = separate(table, rules, sub_group, base, place) || changed;
            if (!changed) break;
        }
        const bool separated = std::any_of(members.begin(), members.end(), [&](int p) { return place[p - 1] != 1; });
        // FIDE's tool prints 0 for a group DE leaves tied, else each player's place in it.
        if (separated)
            for (int p : members) column[p - 1] = TiebreakValue::count(place[p - 1]);
    }
    return column;
}

}  // namespace tourney
