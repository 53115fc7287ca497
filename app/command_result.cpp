// tourney result FILE ROUND BOARD [RESULT] [--force] [--record GAME]
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "tournament/results.h"

#include <fstream>
#include <iterator>

namespace tourney::app {
namespace {

std::string fileText(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw Refusal(path + ": cannot be read");
    return std::string(std::istreambuf_iterator<char>(file), {});
}

int run(const QStringList& arguments) {
    CommandLine line("result FILE ROUND BOARD RESULT",
                     "Enters a game's result: 1-0, 0-1, 1/2-1/2 (or ½-½), forfeits +/-, -/+, -/-,\n"
                     "and for draughts also 2-0, 1-1, 0-2. At tables of four (chaturaji) the game\n"
                     "points of Red, Green, Yellow and Black, e.g. 12-5-0-3, F for a seat lost by\n"
                     "forfeit; or only --record, whose points are taken.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round.");
    line.addPositional("BOARD", "The board (the table, at tables of four).");
    line.addPositional("RESULT", "The result, White's first (at tables: each seat's game points).", false);
    line.addFlag("force", "Replace a result already entered (written to the event's log).");
    line.addOption("record", "GAME",
                   "The game's record (PGN for chess, PDN for draughts, WCF for Camelot, the\n"
                   "Chaturaji record format): checked move by move against the result, and\n"
                   "kept with the game.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        tournament::ResultEntry entry;
        entry.round = line.wholeNumber("ROUND", line.positional(1));
        entry.board = line.wholeNumber("BOARD", line.positional(2));
        entry.result = utf8(line.positional(3).trimmed());
        entry.force = line.isSet("force");
        if (line.isSet("record")) {
            entry.record_file = utf8(line.value("record"));
            entry.record_text = fileText(entry.record_file);
        }
        SqlEventStore store(line.positional(0));
        const tournament::EnteredResult entered = tournament::enterResult(store, entry);
        printOut(entered.where + ": " + entered.result + '\n');
        return kSuccess;
    });
}

const Command registered("result", "enter a game's result", run);

}  // namespace
}  // namespace tourney::app
