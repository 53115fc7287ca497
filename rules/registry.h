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

// How a game's paper scoresheet is laid out (reports/scoresheet_pdf.cpp draws it): the grid
// of moves, what is printed beside it or under it, and the colour of each seat's mark.
struct ScoresheetLayout {
    enum class Moves {
        WhiteAndBlack,    // numbered moves, a White and a Black cell each
        TurnsWithThrows,  // one line a turn: the army, the throw, its moves (Chaturaji)
    };
    enum class Panel {
        None,           // the moves take the whole width
        NumberedBoard,  // the board with its dark squares numbered (draughts), panel_lines under it
        Help,           // panel_title, then panel_lines
    };
    Moves moves = Moves::WhiteAndBlack;
    int blocks = 3;             // blocks of moves side by side
    int rows = 20;              // WhiteAndBlack: moves a block
    bool square_pairs = false;  // each move cell split into a from and a to square (draughts)
    int board_size = 0;         // Panel::NumberedBoard: squares a side
    Panel panel = Panel::None;
    std::string_view panel_title;
    std::vector<std::string_view> panel_lines;
    std::vector<std::string_view> notes;  // lines under the moves (Camelot's notation)
    struct Colour {
        float red = 0, green = 0, blue = 0;
    };
    std::vector<Colour> seat_colours;  // games at tables: each seat's mark, in seat order
};

struct GameEntry {
    GameKind kind = GameKind::Chess;
    std::string_view name;    // as typed and stored: "chess", "draughts", ...
    std::string_view title;   // as printed on paper: "Chess", "International draughts", ...
    bool fide_rated = false;  // results go to FIDE's rating list (B.02): chess played in pairs
    ScoresheetLayout scoresheet;
    std::string_view record_format;                   // "PGN", "PDN", ...
    std::vector<std::string_view> record_extensions;  // ".pgn", ...
    std::string_view move_unit = "ply";               // what a verdict counts: "ply" or "turn"
    std::string_view move_units = "plies";            // its plural: "plies" or "turns"
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
    std::optional<Message> (*impossible_points)(const std::vector<int>& points) = nullptr;
    // How a two-player game's results are written (FMJD: 2-0, 0-2, 1-1).
    std::string_view first_wins = "1-0", second_wins = "0-1", drawn = "1/2-1/2";
    double win_points = 1, draw_points = 0.5, loss_points = 0;  // the game's own scale (FMJD: 2/1/0)
    std::unique_ptr<Engine> (*make)() = nullptr;
};

// Every game with an engine, in the order of GameKind.
const std::vector<GameEntry>& registeredGames();

// The name of a game ("chess", "unknown" for a game without an entry), and the game of a name.
std::string_view gameName(GameKind kind);
// The name of a game as a word inside a message, translated with the rest ("দাবা").
Message gameWord(GameKind kind);
std::optional<GameKind> parseGameName(std::string_view name);
// The names of every game, for messages and help: "chess, draughts, camelot, chaturaji", the
// last joined by `last` (", " or " or ").
std::string gameNameList(std::string_view last = ", ");

// The entry of a game; nullptr while its engine is not built.
const GameEntry* findGame(GameKind kind);

// The seats of a game, in the order of play (White, Black when the game has no entry), and
// how many: 2, or 4 for Chaturaji.
const std::vector<std::string_view>& seatNames(GameKind kind);
int seatCount(GameKind kind);

// The engine for a game; nullptr while it is not built.
std::unique_ptr<Engine> makeEngine(GameKind kind);

}  // namespace tourney::rules
