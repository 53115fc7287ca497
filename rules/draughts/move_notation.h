// Moves as PDN writes them for international draughts: "32-28" for a move, "19x30" for a
// capture by its start and end, and "26x17x8x19" with the landing squares in between when
// start and end alone do not tell two captures apart.
#pragma once

#include "rules/draughts/move_generation.h"
#include "rules/draughts/position.h"
#include "rules/message.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tourney::rules::draughts {

// The legal moves a token can name in a position: one, or several when a short capture
// ("36x16") fits captures of different pieces; none, with the reason as a message.
struct MoveMatch {
    std::vector<Move> moves;
    Message reason;  // when `moves` is empty
};
MoveMatch matchMove(const Position& position, std::string_view token);

// The one legal move a token names, or why it names none or is ambiguous.
std::variant<Move, Message> findMove(const Position& position, std::string_view token);

// The short form: "32-28" or "19x30".
std::string moveText(const Move& move);

}  // namespace tourney::rules::draughts
