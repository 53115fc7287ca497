// Reading PDN 3.0 files (Portable Draughts Notation): tags, move text with move numbers,
// comments, variations, move strengths and NAGs, and the game terminator.
//
// The reader keeps the main line only. It also decides whether a game is international
// draughts (GameType 20): a game of another variant comes back with read_error set, saying
// which variant, so that no 8x8 or Frisian record is ever misread as a 10x10 game.
#pragma once

#include "rules/rules.h"

#include <istream>
#include <string>
#include <vector>

namespace tourney::rules::draughts {

// Why a game read from PDN is not international draughts, or an empty message when it is. GameType 20 is
// international draughts (PDN 3.0 GameType table). Without the tag, a game is read as
// international only when its squares show a 10x10 board: a square above 32 in its FEN or
// its moves. Other games (squares 1-32, or letters) are refused, never misread.
Message otherVariant(const GameRecord& game);

// Every game of the file. A game that breaks the grammar, or that is not international
// draughts, has read_error set ("FILE:LINE: ..."); the rest of the file is still read.
// Throws UnreadableFile when the file holds nothing that looks like a game at all.
std::vector<GameRecord> readPdn(std::istream& in, const std::string& file_name);

}  // namespace tourney::rules::draughts
