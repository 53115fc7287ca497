// What each round contributes to an opponent-based tie-break: the opponent's score, or for an
// unplayed round the value C.07 gives it (§15 round robin, §16 Swiss); and the
// Cut / Median modifiers with their exception for voluntarily unplayed rounds (§14, §16.5).
#include "scoring/tiebreak_table.h"

#include <algorithm>

namespace tourney {

// C.07 §16.3: rounds of the last category (absent after the player's last non-VUR round,
// with no opponent) are shown to the opponents as draws. A round robin keeps their points.
Points adjustedScore(const TiebreakTable& table, const TiebreakPlayer& player) {
    Points score;
    for (int r = 1; r <= table.rounds; ++r) {
        const TiebreakRound& round = player.rounds[r - 1];
        const bool trailing_absence = r > player.last_non_vur_round && round.opponent == 0;
        if (!trailing_absence)
            score += round.points;
        else if (!table.settings.round_robin)
            score += table.draw;
    }
    return score;
}

std::vector<Points> adjustedScores(const TiebreakTable& table) {
    std::vector<Points> scores;
    scores.reserve(table.players.size());
    for (const TiebreakPlayer& player : table.players) scores.push_back(adjustedScore(table, player));
    return scores;
}

std::vector<OpponentEntry> opponentEntries(const TiebreakTable& table, const TiebreakPlayer& player,
                                           const std::vector<Points>& shown, Points own, const EntryRules& rules) {
    std::vector<OpponentEntry> entries;
    entries.reserve(table.rounds);
    // C.07 §16.4.2 (2026): an unplayed round without an opponent counts at most a draw in every round.
    const Points draws_cap = Points::fromTenths(table.draw.tenths() * table.rounds);
    for (int r = 1; r <= table.rounds; ++r) {
        const TiebreakRound& round = player.rounds[r - 1];
        const bool has_opponent = round.opponent > 0;
        const bool counts_as_game = has_opponent && (round.over_the_board || rules.unplayed_as_played ||
                                                     rules.round_robin || r == rules.fore_round);
        OpponentEntry entry;
        if (counts_as_game) {
            entry.value = shown[round.opponent - 1].tenths();
        } else if (rules.round_robin) {
            continue;  // C.07 §15: the bye of an odd round robin is left out
        } else {
            // C.07 §16.4: a dummy opponent. 2024: the player's own score. 2026: capped by the
            // forfeiting opponent's score (§16.4.1) or by a draw in every round (§16.4.2).
            Points value = own;
            if (rules.rules == TiebreakRules::Fide2026)
                value = std::min(own, has_opponent ? shown[round.opponent - 1] : draws_cap);
            entry.value = value.tenths();
            entry.voluntarily_unplayed = round.voluntarily_unplayed;
        }
        entry.contribution = rules.sonneborn_berger ? entry.value * round.points.tenths() : entry.value;
        entries.push_back(entry);
    }
    return entries;
}

namespace {

bool lower(const OpponentEntry& a, const OpponentEntry& b) {
    return a.value != b.value ? a.value < b.value : a.contribution < b.contribution;
}

}  // namespace

long long sumAfterCuts(std::vector<OpponentEntry> entries, int cut, int median, int rounds) {
    const int low = std::min(std::max(cut, median), rounds);
    const int high = median > 0 ? std::min(median, rounds - low) : 0;
    for (int i = 0; i < low && !entries.empty(); ++i) {
        // C.07 §16.5: each cut takes a voluntarily unplayed round before the lowest entry,
        // unless the lowest entry contributes less (SB: a forfeit loss contributes nothing).
        auto lowest = std::min_element(entries.begin(), entries.end(), lower);
        auto lowest_vur = entries.end();
        for (auto it = entries.begin(); it != entries.end(); ++it)
            if (it->voluntarily_unplayed && (lowest_vur == entries.end() || lower(*it, *lowest_vur))) lowest_vur = it;
        if (lowest_vur != entries.end() && !(lowest->contribution > lowest_vur->contribution)) lowest = lowest_vur;
        entries.erase(lowest);
    }
    for (int i = 0; i < high && !entries.empty(); ++i)
        entries.erase(std::max_element(entries.begin(), entries.end(), lower));
    long long sum = 0;
    for (const OpponentEntry& entry : entries) sum += entry.contribution;
    return sum;
}

EntryRules opponentEntryRules(const TiebreakTable& table, const TiebreakCode& code) {
    EntryRules rules;
    rules.unplayed_as_played = code.unplayed_as_played;
    rules.round_robin = isRoundRobinFor(table, code);
    rules.rules = rulesFor(table, code);
    return rules;
}

TiebreakColumn opponentSums(const TiebreakTable& table, const TiebreakCode& code, const EntryRules& rules,
                            const std::vector<Points>& shown, const std::vector<Points>& own) {
    TiebreakColumn column;
    column.reserve(table.players.size());
    for (const TiebreakPlayer& player : table.players) {
        const auto entries = opponentEntries(table, player, shown, own[player.start_no - 1], rules);
        const long long sum = sumAfterCuts(entries, code.cut, code.median, table.rounds);
        column.push_back({sum, rules.sonneborn_berger ? 2 : 1, true});
    }
    return column;
}

std::vector<Points> finalScores(const TiebreakTable& table) {
    std::vector<Points> scores;
    for (const TiebreakPlayer& player : table.players) scores.push_back(player.points);
    return scores;
}

}  // namespace tourney
