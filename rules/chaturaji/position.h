// A Chaturaji position: the board, the army to move, and what the game has scored so far.
//
// Small on purpose (64 bytes of squares and 17 of game state): perft copies a position for
// every way a throw can be played, and replaying a record copies none at all.
#pragma once

#include "rules/chaturaji/board.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tourney::rules::chaturaji {

// The start, in the position format of docs/games.md §3.11.
inline constexpr std::string_view kInitialPosition =
    "yByb....bKbEbHbB/yHyh....bkbebhbb/yEye............/yKyk............/"
    "............rkrK/............rerE/gbghgegk....rhrH/gBgHgEgK....rbrB r";

struct Position {
    std::array<Piece, kSquareCount> squares{};
    Army to_move = Army::Red;
    // Kings on the board per army. A player whose last king is captured is out (docs/games.md
    // §3.8): he never gets a king back, since his turns are skipped and his pawns stand still.
    std::array<std::uint8_t, kArmyCount> kings{};
    std::array<std::int16_t, kArmyCount> points{};  // the value of what each army has captured
    // The army that captured each army's last king, for the 54 rule; -1 while in play, or when
    // the position was set up with the army already out.
    std::array<std::int8_t, kArmyCount> put_out_by{-1, -1, -1, -1};

    Piece at(int square) const { return squares[std::size_t(square)]; }
    bool inPlay(Army army) const { return kings[std::size_t(index(army))] > 0; }
    int armiesInPlay() const;
    // The game ends at once when only one player has a king left (docs/games.md §3.10).
    bool over() const { return armiesInPlay() <= 1; }
    // The same board and army to move: what perft counts as one position (docs/games.md §3.12).
    bool sameAs(const Position& other) const { return squares == other.squares && to_move == other.to_move; }
};

Position initialPosition();

// The position format of docs/games.md §3.11: 8 rank strings from rank 8 down, each 16 characters (two per
// square, `..` or army and piece), a space, the army to move. Throws std::invalid_argument
// naming the part at fault. When the army named to move is out, his turn is skipped.
Position parsePosition(std::string_view text);
std::string toText(const Position& position);

// Ends the mover's turn: the next army clockwise that is still in play moves (an army that is
// out has his turns skipped). Once the game is over the mover stays, for there is no next turn.
void endTurn(Position& position);

// The points each army has when the game stands as it does: what it captured, and 54 for a
// player who himself put all three others out, when his captures come to less (docs/games.md
// §3.9). A game stopped before its end scores what was captured so far.
std::array<int, kArmyCount> gamePoints(const Position& position);

// The army that put all three others out, or -1.
int sweeperOf(const Position& position);

}  // namespace tourney::rules::chaturaji
