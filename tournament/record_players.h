// Whose game a record is: the players its tags name must be the board's (or the table's), so
// that a record of another game is not stored beside this one (issue 31, item 3).
#pragma once

#include "rules/rules.h"
#include "scoring/event.h"

#include <string>

namespace tourney::tournament {

// The record's seat tags (White and Black; at tables Red, Green, ...) against the game's seats.
// A seat is matched by its id when the record has one for it (tag WhiteFideId, or for draughts
// WhiteFmjdId; compared with the player's id) and the player has one, else by its name (the
// player's name or his Latin name); a tag left out or written "?" says nothing. Refused (field
// "record") naming `where` (file:line), the tag, and the board's player; a record whose two
// players are the board's the other way round is told so.
void checkRecordPlayers(const Event& event, const Game& game, const rules::GameRecord& record,
                        const std::string& where);

}  // namespace tourney::tournament
