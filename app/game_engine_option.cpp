#include "app/game_engine_option.h"

#include "app/refusal.h"

namespace tourney::app {

std::unique_ptr<rules::Engine> engineForGame(const QString& game_name) {
    std::optional<rules::GameKind> kind = rules::parseGameName(game_name.toStdString());
    if (!kind)
        throw UsageError("argument --game: '" + game_name.toStdString() +
                         "' is not a game (chess, draughts, camelot, chaturaji)");
    std::unique_ptr<rules::Engine> engine = rules::makeEngine(*kind);
    if (!engine) throw Refusal("argument --game: no engine for " + game_name.toStdString() + " is built yet");
    return engine;
}

}  // namespace tourney::app
