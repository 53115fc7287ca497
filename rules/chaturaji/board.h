// The Chaturaji board and its pieces, as docs/games.md §3.2 sets them out: four armies on an
// 8x8 board, files a-h and ranks 1-8.
//
// A square is a number 0-63, a1 = 0, h1 = 7, a8 = 56. A square's content is one byte (Piece),
// so a whole board is 64 bytes and copies as cheaply as a few machine words.
#pragma once

#include "rules/message.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tourney::rules::chaturaji {

// The armies in turn order: play passes clockwise, Red, Green, Yellow, Black, and Red starts
// (docs/games.md §3.3).
enum class Army : std::uint8_t { Red, Green, Yellow, Black };
constexpr int kArmyCount = 4;
constexpr int index(Army army) { return static_cast<int>(army); }
constexpr Army armyAt(int index) { return static_cast<Army>(index); }
constexpr Army nextClockwise(Army army) { return armyAt((index(army) + 1) % kArmyCount); }

std::string_view armyName(Army army);  // "Red", ...
Message armyWord(Army army);           // the same as a message, for a front end to translate
char armyLetter(Army army);            // 'r', 'g', 'y', 'b'
std::optional<Army> armyOfLetter(char letter);

// The four kinds of piece that are not pawns. A pawn is written by its destiny: the figure it
// becomes on its promotion line (docs/games.md §3.5).
enum class Figure : std::uint8_t { King, Elephant, Horse, Boat };

std::string_view figureName(Figure figure);  // "king", "elephant", "horse", "boat"

// The die that moves a figure: 5 a king, 4 an elephant, 3 a horse, 2 a boat; a pawn moves
// with a 5 like the king (docs/games.md §3.6).
constexpr int dieOf(Figure figure) {
    constexpr int kDie[4] = {5, 4, 3, 2};
    return kDie[static_cast<int>(figure)];
}
constexpr int kPawnDie = 5;

// What a captured piece is worth to its captor: pawn 1, boat 2, horse 3, elephant 4, king 5;
// a promoted piece counts as what it has become (docs/games.md §3.9).
constexpr int valueOf(Figure figure) {
    constexpr int kValue[4] = {5, 4, 3, 2};
    return kValue[static_cast<int>(figure)];
}
constexpr int kPawnValue = 1;

// One square's content. Bits: 7 occupied, 3-4 army, 2 pawn, 0-1 figure (a pawn's destiny).
class Piece {
public:
    constexpr Piece() = default;
    constexpr Piece(Army army, Figure figure, bool pawn)
        : code_(std::uint8_t(0x80 | index(army) << 3 | (pawn ? 4 : 0) | static_cast<int>(figure))) {}

    constexpr bool empty() const { return code_ == 0; }
    constexpr Army army() const { return armyAt((code_ >> 3) & 3); }
    constexpr Figure figure() const { return static_cast<Figure>(code_ & 3); }  // a pawn's destiny
    constexpr bool isPawn() const { return (code_ & 4) != 0; }
    constexpr bool is(Figure figure) const { return !empty() && !isPawn() && this->figure() == figure; }
    constexpr int die() const { return isPawn() ? kPawnDie : dieOf(figure()); }
    constexpr int value() const { return isPawn() ? kPawnValue : valueOf(figure()); }
    constexpr Piece promoted() const { return Piece(army(), figure(), false); }
    constexpr bool operator==(const Piece&) const = default;

private:
    std::uint8_t code_ = 0;
};

// "a Red horse", "a Green pawn": for the reasons a verdict gives, as a message.
Message describePiece(Piece piece);

constexpr int kSquareCount = 64;
constexpr int fileOf(int square) { return square & 7; }
constexpr int rankOf(int square) { return square >> 3; }
constexpr int squareAt(int file, int rank) { return rank * 8 + file; }
constexpr bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

std::string squareName(int square);  // "e4"

// A step on the board: files to the east (towards h), ranks to the north (towards 8).
struct Step {
    int file;
    int rank;
};

// Where each army's pawns go: Red west, Green north, Yellow east, Black south (docs/games.md
// §3.2, the table of armies). The promotion line is the edge the pawn walks towards.
constexpr Step pawnForward(Army army) {
    constexpr Step kForward[4] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    return kForward[index(army)];
}

// Whether a pawn of `army` standing on `square` stands on its promotion line (the a-file for
// Red, rank 8 for Green, the h-file for Yellow, rank 1 for Black).
constexpr bool onPromotionLine(Army army, int square) {
    const Step forward = pawnForward(army);
    return !onBoard(fileOf(square) + forward.file, rankOf(square) + forward.rank);
}

}  // namespace tourney::rules::chaturaji
