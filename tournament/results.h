// Entering results: one board, or a whole round at once; correcting and clearing them.
#pragma once

#include "formats/results_file.h"
#include "tournament/event_store.h"
#include "tournament/message.h"

#include <string>
#include <vector>

namespace tourney::tournament {

struct ResultEntry {
    int round = 0;
    int board = 0;
    std::string result;  // as typed: "1-0", "½-½", "=", "+/-", the game's own ("2-0"), ...
    bool clear = false;  // take the result back instead (logged)
    bool force = false;  // replace a result already entered, or change one a later pairing used
    // The game's record, checked move by move against the result and kept with the game.
    std::string record_file;  // its name, for messages; empty when no record comes with it
    std::string record_text;
    // Played but not rated (B.02 5.1: e.g. fewer than one move each, or as the arbiter
    // decides): the game scores as entered but counts for no rating (B.02) and no norm (B.01
    // 1.4.2c), and TRF writes it W, D, L. Only for a game played over the board.
    bool unrated = false;
};

struct EnteredResult {
    Message where;        // "round 3 board 2"
    std::string players;  // "12 Rahman, Tanvir - 7 Iyer, Karthik"
    std::string result;   // as printed for people: "½-½"; empty when cleared
    std::string before;   // the result it replaced or cleared; empty for a first entry
    // A later round was paired with the result that changed: which, and where its players sit.
    std::vector<Message> warnings;
};

// Stores the result of one board. Refused (nothing stored) for a round not paired, a board the
// round does not have, a token that is not a result of the event's game, a board that has a
// result already (unless forced), a change to a result that a later round's pairing used
// (unless forced: the warning names that round and its boards), or a record that is illegal or
// contradicts the result. Every entry is logged.
EnteredResult enterResult(EventStore& store, const ResultEntry& entry);

// Throws NotInEvent, as enterResult does, when the event has no such round or board: for a
// front end that answers from the event it holds in memory (the web server's 404 costs no load
// of the event and no wait for its write lock; issue 40, item 5).
void requireBoard(const Event& event, int round, int board);

// A round's results in one transaction: every line is checked first, and either all are
// stored or none. Every bad line is reported at once, each naming the file, the line and the field.
struct RoundResults {
    int round = 0;
    std::string file;  // where the lines come from, for messages ("-": standard input)
    std::vector<formats::ResultLine> lines;
    bool force = false;
    // The lines the file's reader could not read (formats::ResultsFile): reported with the lines
    // that name a bad board or result, in the order of the file, and nothing is stored.
    std::vector<formats::InputError> unreadable = {};
};

std::vector<EnteredResult> enterRoundResults(EventStore& store, const RoundResults& results);

}  // namespace tourney::tournament
