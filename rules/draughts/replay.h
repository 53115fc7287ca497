// Replaying a draughts record: every move checked against the legal moves, the game's end
// found by the rules (no legal move loses, FMJD art. 6 draws), and the claimed result judged.
#pragma once

#include "rules/draughts/position.h"
#include "rules/rules.h"

namespace tourney::rules::draughts {

struct Replay {
    Verdict verdict;
    Position final_position;  // after the last legal move
};

Replay replayRecord(const GameRecord& record, const Placing& claimed);

// How the game stands in a position reached by play: the side to move with no legal move
// has lost (FMJD art. 6); otherwise the game goes on.
FinalState stateOf(const Position& position);

}  // namespace tourney::rules::draughts
