// Koya system (C.07 §9.2): points scored against the opponents who finished with at least
// half of the possible score.
#include "scoring/tiebreak_table.h"

namespace tourney {

namespace {

// The games a player can have: every round in a Swiss. In a round robin with an odd number
// of players each cycle gives everyone one bye, and a player never paired plays no one.
long long possibleGames(const TiebreakTable& table, const TiebreakCode& code) {
    const long long rounds = table.rounds;
    if (!isRoundRobinFor(table, code) || table.size() == 0 || rounds % table.size() != 0) return rounds;
    long long games = rounds - rounds / table.size();
    for (const TiebreakPlayer& player : table.players) {
        bool paired = false;
        for (const TiebreakRound& round : player.rounds) paired = paired || round.opponent > 0;
        if (!paired) --games;
    }
    return games;
}

}  // namespace

TiebreakColumn koya(const TiebreakTable& table, const TiebreakCode& code) {
    // threshold = percent/100 · W · games + offset, compared in hundredths of tenths.
    const long long threshold = code.koya_percent * table.win.tenths() * possibleGames(table, code) +
                                100 * code.koya_offset.tenths();
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) {
        Points sum;
        // FIDE's tool counts forfeits against such opponents too, in a Swiss as well.
        for (const TiebreakRound& round : player.rounds)
            if (round.opponent > 0 && 100 * table.player(round.opponent).points.tenths() >= threshold)
                sum += round.points;
        column.push_back(TiebreakValue::points(sum));
    }
    return column;
}

}  // namespace tourney
