// Moves in WCF notation (docs/games.md §2.11): the squares the piece stands on in turn, '-' before a
// square reached by a plain move or a canter, 'x' before one reached by a jump: `C6-D7`,
// `E6-C8-A8`, `H4xJ4xL6`, a knight's charge `F6-F8-H8xH10xJ12`.
//
// A record names a route, not only a start and an end, and the route is judged as written: a
// route the rules forbid is illegal even when another route to the same square is legal.
#pragma once

#include "rules/camelot/board.h"
#include "rules/camelot/move_generation.h"
#include "rules/camelot/position.h"
#include "rules/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::rules::camelot {

struct WrittenMove {
    std::vector<Square> squares;  // at least two
    std::string separators;       // separators[i] ('-' or 'x') stands before squares[i + 1]
};

// Reads a move's text. On failure, nullopt and `why` says what is wrong with it.
std::optional<WrittenMove> readWcfMove(std::string_view text, Message& why);

// Whether a word has the shape of a WCF move (squares of a letter and digits joined by '-' or
// 'x'); a record reader uses it to tell moves from other words before any square is checked.
bool looksLikeWcfMove(std::string_view word);

// The legal move a written move plays in the position, or the reason it is not legal, in plain
// words ("C8-E8: the canter route visits E8 twice"), as a message with the squares as values.
struct MoveCheck {
    std::optional<Move> move;
    Message reason;  // when no move
};
MoveCheck checkWrittenMove(const Position& position, std::string_view text);

}  // namespace tourney::rules::camelot
