// Judging a Camelot record: every written move checked, as written, against the position; the
// end of the game found after every move (docs/games.md §2.10); the claimed result judged.
#pragma once

#include "rules/camelot/position.h"
#include "rules/rules.h"

namespace tourney::rules::camelot {

struct Replay {
    Verdict verdict;
    Position final_position;  // after the last legal move
};

// Illegal at the first move the rules forbid, a move written after the game ended included;
// Inconsistent when the claimed result contradicts a finished game; Ok otherwise.
Replay replayRecord(const GameRecord& record, const Placing& claimed);

}  // namespace tourney::rules::camelot
