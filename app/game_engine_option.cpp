#include "app/game_engine_option.h"

#include "app/refusal.h"

namespace tourney::app {

const rules::GameEntry& gameEntryFor(const QString& game_name) {
    std::optional<rules::GameKind> kind = rules::parseGameName(game_name.toStdString());
    if (!kind)
        throw UsageError("argument --game: '" + game_name.toStdString() + "' is not a game (" + rules::gameNameList() +
                         ")");
    const rules::GameEntry* entry = rules::findGame(*kind);
    if (!entry) throw Refusal("argument --game: no engine for " + game_name.toStdString() + " is built yet");
    return *entry;
}

}  // namespace tourney::app
