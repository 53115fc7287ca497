// PGN reader (PGN standard, 1994, sections 8 and 16): many games per file, tags with escapes,
// brace and semicolon comments, NAGs, recursive variations (skipped: only the main line is
// judged), `%` escape lines, a UTF-8 byte order mark, and the four game termination markers.
#pragma once

#include "rules/rules.h"

#include <string>
#include <string_view>
#include <vector>

namespace tourney::rules::chess {

// Reads every game of a PGN text. A game that breaks the grammar comes back with read_error
// and read_error_line set; reading resumes at the next game.
std::vector<GameRecord> readPgn(std::string_view text, const std::string& file_name);

}  // namespace tourney::rules::chess
