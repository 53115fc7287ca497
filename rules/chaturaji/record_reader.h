// Reading Chaturaji game files (docs/games.md §3.13): tag pairs, a blank line, then one turn
// per line; records of several games follow each other, separated by blank lines.
#pragma once

#include "rules/rules.h"

#include <istream>
#include <string>
#include <vector>

namespace tourney::rules::chaturaji {

// Every record of the file. Each turn line is kept as written (trimmed) in `moves`, one turn a
// token. A record that breaks the format (an unknown army letter, a throw digit outside 2-5,
// a square off the board, a missing move slot, a bad tag) has read_error set to
// "FILE:LINE:COLUMN: why" and keeps the turns read before it; reading resumes at the next
// record. Throws std::runtime_error when the file holds no record at all.
std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name);

// Whether a record's read error lies in its turns (then the turn at fault is the one after
// those read) rather than in its tags.
bool readErrorInTurns(const GameRecord& record);

// The points of Red, Green, Yellow and Black a result claims ("12 5 0 3"), an empty list for
// "*" (no claim), nullopt when the text is neither.
std::optional<std::vector<int>> parsePoints(std::string_view text);

}  // namespace tourney::rules::chaturaji
