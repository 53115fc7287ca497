// The --game option of the commands that work on any game (perft, validate): the game's name
// to its rules engine.
#pragma once

#include "rules/rules.h"

#include <QString>

#include <memory>

namespace tourney::app {

// Throws UsageError for a name no game has, Refusal for a game whose engine is not built yet.
std::unique_ptr<rules::Engine> engineForGame(const QString& game_name);

}  // namespace tourney::app
