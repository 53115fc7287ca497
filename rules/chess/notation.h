// Move notation: Standard Algebraic Notation (FIDE Laws, Appendix C) in and out, and long
// algebraic / UCI coordinates on input.
#pragma once

#include "rules/chess/move.h"
#include "rules/chess/position.h"
#include "rules/message.h"

#include <string>
#include <string_view>

namespace tourney::rules::chess {

struct ParsedMove {
    Move move;      // null when the text names no legal move
    Message error;  // why, when move is null: a pattern with the squares and moves as values
    bool ok() const { return !move.isNull(); }
};

// Reads SAN ("Nf3", "exd6", "e8=Q+", "O-O", also over-disambiguated "Ng1f3" and "Nge2"), long
// algebraic ("Ng1-f3", "e7-e8Q") and UCI ("g1f3", "e7e8q", "e1g1" or Chess960 "e1h1").
// Check marks and annotation glyphs (+ # ! ?) are ignored.
ParsedMove parseMove(const Position& position, std::string_view text);

// SAN with the least disambiguation that makes the move unique, and + or # when it checks.
std::string toSan(const Position& position, Move move);
// UCI coordinates; castling as king to g/c file, or king takes rook in Chess960.
std::string toUci(const Position& position, Move move);

std::string squareName(Square square);

}  // namespace tourney::rules::chess
