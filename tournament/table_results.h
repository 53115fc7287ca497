// Entering the result of a table of more than two (Chaturaji): the game points of every seat,
// typed ("12-5-0-3": Red, Green, Yellow, Black; F for a seat lost by forfeit) or read from the
// game's record, which the game's engine replays and which gives the points.
#pragma once

#include "rules/rules.h"
#include "tournament/event_store.h"
#include "tournament/results.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// The result of `table` (table `entry.board` of round `entry.round`, found by the caller),
// checked and stored in `event`. Every entry is logged: a replacement as a correction, and
// entry.clear takes the result back. Refused, with nothing changed, for a result with the wrong
// number of seats, negative points, points that one game cannot give (the game's registry entry
// says which), a table that already has a result (unless forced), or a record that is illegal,
// contradicts the points or names other players. Called by enterResult (results.h) for events
// at tables.
EnteredResult enterTableResult(Event& event, EventLog& log, const ResultEntry& entry, Game& table);

// Each seat's game points as typed, nullopt for a forfeited seat ("F"). Throws Refusal (field
// "result") saying what is wrong.
std::vector<std::optional<int>> parseTableResult(const std::string& text, rules::GameKind game);

// How a table's result is written, for messages and --help.
std::string tableResultHelp(rules::GameKind game);

}  // namespace tourney::tournament
