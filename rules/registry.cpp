#include "rules/registry.h"

namespace tourney::rules {

// Each engine folder defines its entry beside its engine.
GameEntry chessEntry();      // rules/chess/chess_engine.cpp
GameEntry draughtsEntry();   // rules/draughts/draughts_engine.cpp
GameEntry camelotEntry();    // rules/camelot/camelot_engine.cpp
GameEntry chaturajiEntry();  // rules/chaturaji/chaturaji_engine.cpp

const std::vector<GameEntry>& registeredGames() {
    static const std::vector<GameEntry> games = {chessEntry(), draughtsEntry(), camelotEntry(), chaturajiEntry()};
    return games;
}

const GameEntry* findGame(GameKind kind) {
    for (const GameEntry& entry : registeredGames())
        if (entry.kind == kind) return &entry;
    return nullptr;
}

std::string_view gameName(GameKind kind) {
    const GameEntry* entry = findGame(kind);
    return entry ? entry->name : "unknown";
}

Message gameWord(GameKind kind) { return Message::english(std::string(gameName(kind))); }

std::optional<GameKind> parseGameName(std::string_view name) {
    for (const GameEntry& entry : registeredGames())
        if (entry.name == name) return entry.kind;
    return std::nullopt;
}

std::string gameNameList(std::string_view last) {
    std::string list;
    const std::vector<GameEntry>& games = registeredGames();
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i > 0) list += i + 1 == games.size() ? last : ", ";
        list += games[i].name;
    }
    return list;
}

const std::vector<std::string_view>& seatNames(GameKind kind) {
    static const GameEntry kTwoSeats;
    const GameEntry* entry = findGame(kind);
    return (entry ? *entry : kTwoSeats).seat_names;
}

int seatCount(GameKind kind) { return static_cast<int>(seatNames(kind).size()); }

std::unique_ptr<Engine> makeEngine(GameKind kind) {
    const GameEntry* entry = findGame(kind);
    return entry ? entry->make() : nullptr;
}

}  // namespace tourney::rules
