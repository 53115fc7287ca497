// Sonneborn-Berger (C.07 §9.1).
#include "scoring/tiebreak_table.h"

namespace tourney {

// SB: each round's Buchholz entry times the player's points in it.
TiebreakColumn sonnebornBerger(const TiebreakTable& table, const TiebreakCode& code) {
    EntryRules rules = opponentEntryRules(table, code);
    rules.sonneborn_berger = true;
    return opponentSums(table, code, rules, adjustedScores(table), finalScores(table));
}

}  // namespace tourney
