// Game records checked by the rules engines: a whole file of records judged one by one (an
// arbiter checking a round's games), and the record entered with a result.
#pragma once

#include "rules/rules.h"
#include "scoring/result.h"
#include "tournament/table.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace tourney::tournament {

struct JudgedRecords {
    // One row per record: index (from 1), verdict (ok, illegal, inconsistent), ply (or turn:
    // the first illegal one, else the game's length) and the reason.
    Table verdicts;
    // The same in sentences: "game 2 (round5.pgn:9): illegal at ply 3 (Ke3) on line 11: ..."
    std::vector<std::string> sentences;
    std::string summary;  // "3 games: 1 ok, 1 illegal, 1 inconsistent"
    bool all_ok = true;
};

// Every record of a file, read by the game's engine. Refused (with `field`) when nothing in the
// file can be read at all (rules::Engine::readRecords); a record that cannot be read comes back
// with its read_error set.
std::vector<rules::GameRecord> readRecords(const rules::Engine& engine, std::istream& in, const std::string& file_name,
                                           const std::string& field);

// Reads every record of a file in `game`'s notation and judges each one's claimed result.
// Throws Refusal when the game has no engine yet or nothing in the file can be read.
JudgedRecords judgeRecords(const std::string& game, std::istream& in, const std::string& file_name);

// The record of one game, entered with its result: it must hold one game, legal move by move,
// whose result does not contradict the result entered. Throws Refusal (field "record") naming
// the file and line. Returns the record's text, to be kept with the game.
std::string checkedRecord(rules::GameKind game, const std::vector<Outcome>& outcomes, const std::string& file_name,
                          const std::string& text);

}  // namespace tourney::tournament
