// Reading Camelot game files (docs/games.md §2.14): PGN-style tag pairs ([White "..."], [Result
// "1-0"], ...), then the numbered WCF moves and the result (1-0, 0-1, 1/2-1/2 or *); many games
// a file. Comments in braces and after ';' and move strengths ("!", "?!") are skipped. A [FEN "..."] tag gives a start other
// than the usual one, in Tourney's position format.
#pragma once

#include "rules/rules.h"

#include <istream>
#include <string>
#include <vector>

namespace tourney::rules::camelot {

// Every game of the file. A game that breaks the grammar (a tag without quotes or ']', a word
// that is neither a move, a move number nor a result, a move number out of turn, a comment
// never closed, no result before the next game's tags) comes back with read_error set
// ("FILE:LINE: ...") and the moves read before it; reading resumes at the next game. Throws
// std::runtime_error when the file holds nothing that looks like a game, or is not text.
std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name);

}  // namespace tourney::rules::camelot
