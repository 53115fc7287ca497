// Game records checked by the rules engines: a whole file of records judged one by one (an
// arbiter checking a round's games), and the record entered with a result.
#pragma once

#include "rules/rules.h"
#include "scoring/event.h"
#include "scoring/result.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

struct JudgedRecords {
    // One row per record: index (from 1), verdict (ok, illegal, inconsistent), ply (or turn:
    // the first illegal one, else the game's length) and the reason.
    Table verdicts;
    // The same in sentences: "game 2 (round5.pgn:9): illegal at ply 3 (Ke3) on line 11: ..."
    std::vector<Message> sentences;
    Message summary;  // "3 games: 1 ok, 1 illegal, 1 inconsistent"
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

// The one game of a file entered with a result (--record): refused (field "record", naming
// the file and line) when the file holds no game or several, or its game cannot be read.
rules::GameRecord oneRecord(const rules::Engine& engine, const std::string& file_name, const std::string& text);

// The result a record claims: its termination marker, or its Result tag when the movetext has
// none or only "*"; nothing claimed: an empty placing.
rules::Placing claimedResult(const rules::Engine& engine, const rules::GameRecord& record);

// The record of one game of two seats, entered with its result or in its place: it must hold
// one game of the board's players (record_players.h), legal move by move, whose result is the
// one typed (when one is) and does not contradict the final position. Throws Refusal (field
// "record") naming the file, line and tag. Returns the outcomes (typed, or the record's) and the
// record's text, to be kept with the game.
struct CheckedRecord {
    std::vector<Outcome> outcomes;
    std::string text;
};
CheckedRecord checkedRecord(const Event& event, const Game& game, const std::optional<std::vector<Outcome>>& typed,
                            const std::string& file_name, const std::string& text);

}  // namespace tourney::tournament
