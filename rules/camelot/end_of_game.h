// The end of a Camelot game (docs/games.md §2.10), checked after every move in this order:
//   1. the mover holds both squares of the enemy castle: the mover wins;
//   2. each side has at most one piece (one against one, or one against none): draw;
//   3. the side to move has no piece or no legal move: the mover wins with two or more
//      pieces, and it is a draw with one.
// The mover is the side that is not to move.
#pragma once

#include "rules/camelot/position.h"
#include "rules/rules.h"

namespace tourney::rules::camelot {

enum class EndReason { None, CastleTaken, BareMaterial, NoPiece, NoLegalMove };

// Checks 1 and 2, which need no move generation (perft makes its own moves for check 3).
EndReason endBeforeMoving(const Position& position);

// All three checks, with the places the rules give and the reason in words.
FinalState finalState(const Position& position);

}  // namespace tourney::rules::camelot
