// The FMJD draw rules that end a game by themselves (FMJD art. 6): the third repetition of a
// position, 25 moves each with only kings moving, and the short endgames against a lone king.
// A draw by agreement needs no rule here: any claimed draw of an unfinished game stands.
#pragma once

#include "rules/draughts/move_generation.h"
#include "rules/draughts/position.h"
#include "rules/message.h"

#include <string>
#include <vector>

namespace tourney::rules::draughts {

class DrawRules {
public:
    explicit DrawRules(const Position& start);

    // Records a move played from `before`, giving `after`. Returns the rule that draws the
    // game in `after` (for example "threefold repetition (FMJD art. 6)"), or an empty message if
    // none does.
    Message afterMove(const Position& before, const Move& move, const Position& after);

private:
    std::vector<Position> since_irreversible_;  // positions since the last man move or capture
    int king_only_plies_ = 0;                   // plies in a row with a king moving and nothing captured
    int sixteen_move_plies_ = -1;               // plies since the 16-move endgame arose; -1 when not in it
    int five_move_plies_ = -1;                  // plies since the 5-move endgame arose; -1 when not in it

    void enterEndgame(const Position& position);
};

// The short endgames against a lone king (FMJD art. 6), by the stronger side's material.
enum class LoneKingEnding { None, SixteenMoves, FiveMoves };
LoneKingEnding loneKingEnding(const Position& position);

}  // namespace tourney::rules::draughts
