// The --game option of the commands that work on any game (perft, validate): the game's name
// to its rules engine.
#pragma once

#include "rules/registry.h"

#include <QString>

namespace tourney::app {

// Throws UsageError for a name no game has, Refusal for a game whose engine is not built yet.
const rules::GameEntry& gameEntryFor(const QString& game_name);

}  // namespace tourney::app
