// Why a move written in a record is not a move of its piece, in the words of the rules, for
// the verdicts of `tourney validate`. Deciding legality is move_generation's job; this only
// explains a move it has refused.
#pragma once

#include "rules/chaturaji/position.h"
#include "rules/message.h"

#include <string>

namespace tourney::rules::chaturaji {

// Why `from`-`to` is not a move of the piece on `from` (which is not empty), as the rest of a
// sentence that begins with the move: "is not a horse move", "is not an elephant move: it would
// pass over a5", as a message with the squares as values.
Message whyNotAMove(const Position& position, int from, int to);

}  // namespace tourney::rules::chaturaji
