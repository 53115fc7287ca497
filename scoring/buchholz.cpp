// Buchholz and the tie-breaks built on it: BH (C.07 §8.1), FB (§8.3), AOB (§8.4).
#include "scoring/tiebreak_table.h"

namespace tourney {

// BH: the sum of the opponents' adjusted scores, a dummy opponent for unplayed rounds.
TiebreakColumn buchholz(const TiebreakTable& table, const TiebreakCode& code) {
    return opponentSums(table, code, opponentEntryRules(table, code), adjustedScores(table), finalScores(table));
}

// FB: Buchholz as if every game of the last round had been drawn. A player paired in the
// last round (a forfeit too) counts it as played: the trailing-absence rule stops at it.
TiebreakColumn foreBuchholz(const TiebreakTable& table, const TiebreakCode& code) {
    std::vector<Points> shown = adjustedScores(table);
    std::vector<Points> own = finalScores(table);
    const int last = table.rounds;
    for (const TiebreakPlayer& player : table.players) {
        if (last == 0) break;
        const TiebreakRound& final_round = player.rounds[last - 1];
        if (final_round.opponent == 0) continue;
        TiebreakPlayer paired_to_the_end = player;
        paired_to_the_end.last_non_vur_round = last;
        const Points drawn = table.draw - final_round.points;
        shown[player.start_no - 1] = adjustedScore(table, paired_to_the_end) + drawn;
        own[player.start_no - 1] = player.points + drawn;
    }
    EntryRules rules = opponentEntryRules(table, code);
    rules.fore_round = last;
    return opponentSums(table, code, rules, shown, own);
}

// AOB: the mean of the Buchholz (with AOB's own modifiers) of the opponents met over the
// board, rounded half up to two decimals.
TiebreakColumn averageOpponentsBuchholz(const TiebreakTable& table, const TiebreakCode& code) {
    TiebreakCode as_buchholz = code;
    as_buchholz.name = TiebreakName::Buchholz;
    const TiebreakColumn opponents_buchholz = buchholz(table, as_buchholz);
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) {
        long long tenths = 0;
        long long games = 0;
        for (const TiebreakRound& round : player.rounds)
            if (round.over_the_board) {
                tenths += opponents_buchholz[round.opponent - 1].scaled;
                ++games;
            }
        if (games == 0)
            column.push_back(TiebreakValue::undefined(2));
        else  // hundredths, half up: floor(10 * tenths / games + 1/2)
            column.push_back({(20 * tenths + games) / (2 * games), 2, true});
    }
    return column;
}

}  // namespace tourney
