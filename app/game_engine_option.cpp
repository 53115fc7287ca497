#include "app/game_engine_option.h"

#include "app/refusal.h"

namespace tourney::app {

const rules::GameEntry& gameEntryFor(const QString& game_name) {
    std::optional<rules::GameKind> kind = rules::parseGameName(game_name.toStdString());
    if (!kind)
        throw UsageError(tournament::Message("argument %1: '%2' is not a game (%3)", "--game", game_name.toStdString(),
                                             rules::gameNameList()));
    const rules::GameEntry* entry = rules::findGame(*kind);
    if (!entry)
        throw Refusal(
            tournament::Message("argument %1: no engine for %2 is built yet", "--game", game_name.toStdString()));
    return *entry;
}

}  // namespace tourney::app
