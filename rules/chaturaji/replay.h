// Replaying a Chaturaji record: every turn checked against the rules of docs/games.md §3, the points
// scored, the end of the game found, and the claimed points judged.
#pragma once

#include "rules/chaturaji/position.h"
#include "rules/chaturaji/turn_notation.h"
#include "rules/rules.h"

#include <string>

namespace tourney::rules::chaturaji {

struct Replay {
    Verdict verdict;          // ply is the turn (counted from 1)
    Position final_position;  // after the last legal turn
};

// Illegal at the first turn that breaks a rule or the format; Inconsistent when the claimed
// points differ from those the turns give (at the end, with the 54 rule; before it, what was
// captured so far); Ok otherwise, and always when nothing is claimed.
Replay replayRecord(const GameRecord& record, const Placing& claimed);

// Plays one recorded turn on `position`. Returns why the turn is illegal, or an empty message
// when it is legal; `move_text` then names the slot at fault, or the whole turn.
Message playTurn(Position& position, const Turn& turn, std::string& move_text);

}  // namespace tourney::rules::chaturaji
