// The engines Tourney has, one entry a game. Each engine describes its own game here: how its
// records are written, how its results are written and scored, and how to build it. Nothing
// outside an engine's folder knows a game's rules; adding a game adds its folder and one line
// in rules/registry.cpp, and touches no other engine.
#pragma once

#include "rules/rules.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::rules {

// How a game's results are written and what a game is worth to the players.
enum class ResultScale {
    WinDrawLoss,    // two players; a win, a draw or a loss, scored win/draw/loss points
    PointsPerSeat,  // every seat scores the game points it won on the board (Chaturaji)
};

struct GameEntry {
    GameKind kind = GameKind::Chess;
    std::string_view record_format;                   // "PGN", "PDN", ...
    std::vector<std::string_view> record_extensions;  // ".pgn", ...
    std::string_view move_unit = "ply";               // what a verdict counts: "ply" or "turn"
    bool uses_throws = false;                         // played with dice: perft takes the throws
    std::string_view initial_position;                // the start, in the game's own position format
    std::string_view result_help;                     // the results a record may claim, for --help
    std::string_view rules_choices;                   // where the engine chose what the rules leave open
    ResultScale scale = ResultScale::WinDrawLoss;
    // The seats of a game in the order of play: the first moves first. Two seats for chess,
    // four for Chaturaji; an event of a game with more than two seats is played at tables
    // (pairing/table_pairing.h) and scored by places (scoring/placement.h).
    std::vector<std::string_view> seat_names = {"White", "Black"};
    // PointsPerSeat games: why the game points of one table (one value per seat, in seat
    // order, each a whole number from 0) cannot come from one game of this game, or nullopt
    // when they can. Only what the rules make impossible is refused. nullptr: no check.
    std::optional<std::string> (*impossible_points)(const std::vector<int>& points) = nullptr;
    // How a two-player game's results are written (FMJD: 2-0, 0-2, 1-1).
    std::string_view first_wins = "1-0", second_wins = "0-1", drawn = "1/2-1/2";
    double win_points = 1, draw_points = 0.5, loss_points = 0;  // the game's own scale (FMJD: 2/1/0)
    std::unique_ptr<Engine> (*make)() = nullptr;
};

// Every game with an engine, in the order of GameKind.
const std::vector<GameEntry>& registeredGames();

// The entry of a game; nullptr while its engine is not built.
const GameEntry* findGame(GameKind kind);

// The seats of a game, in the order of play (White, Black when the game has no entry), and
// how many: 2, or 4 for Chaturaji.
const std::vector<std::string_view>& seatNames(GameKind kind);
int seatCount(GameKind kind);

// The engine for a game; nullptr while it is not built.
std::unique_ptr<Engine> makeEngine(GameKind kind);

}  // namespace tourney::rules
