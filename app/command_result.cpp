// tourney result FILE ROUND BOARD RESULT [--force] [--record GAME] | --clear
// tourney result FILE ROUND --file RESULTS | --interactive
#include "app/command.h"
#include "app/command_line.h"
#include "app/interface_language.h"
#include "app/key_reader.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "formats/input_file.h"
#include "formats/results_file.h"
#include "reports/table_formats.h"
#include "tournament/pairings_report.h"
#include "tournament/result_tokens.h"
#include "tournament/results.h"
#include "tournament/round_readiness.h"
#include "tournament/teams.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace tourney::app {
namespace {

void describe(CommandLine& line) {
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round.");
    line.addPositional("BOARD",
                       "The board, or the table at tables of four (not with --file or --interactive);\n"
                       "in a team event MATCH.BOARD, e.g. 2.1 for board 1 of match 2.",
                       false);
    line.addPositional("RESULT",
                       "The result, White's first; at tables each seat's game points (not with --clear).\n"
                       "With --record it may be left out: the record's result is taken.",
                       false);
    line.addFlag("force", "Replace a result already entered, or change one a later pairing used (logged).");
    line.addFlag("clear", "Take the board's result back (logged).");
    line.addFlag("unrated",
                 "The game was played but is not rated (e.g. fewer than one move each, B.02 5.1):\n"
                 "it scores, but counts for no rating or norm; TRF writes it W, D, L.");
    line.addOption("record", "GAME",
                   "The game's record, in its game's format (tourney validate --help lists\n"
                   "them): its players must be the board's (names, or FIDE ids in tags such as\n"
                   "WhiteFideId), its result the one typed; it is checked move by move and kept\n"
                   "with the game. Without RESULT the record gives it (at tables, the points).");
    line.addOption("file", "RESULTS",
                   "A round's results, one line per board: BOARD RESULT (space, tab or comma\n"
                   "between; a header line is allowed; - reads standard input). All are checked\n"
                   "first, then stored together, or none.");
    line.addFlag("interactive",
                 "Ask board by board, one key each: 1 (White wins), 0 (Black wins), = (a draw),\n"
                 "+ and - (forfeits); Enter skips a board, Backspace goes back one (a key then\n"
                 "replaces its result), q quits. Each result is stored as its key is pressed,\n"
                 "so quitting keeps them. From a pipe every character is a key (\"10=\" is three\n"
                 "boards) and an empty line is Enter.");
}

// The interface language's words for a message of the event core.
std::string said(const tournament::Message& message) { return utf8(translated(message)); }

std::string warningLines(const std::vector<tournament::Message>& warnings) {
    std::string text;
    for (const tournament::Message& warning : warnings)
        text += said(tournament::Message("warning: %1", warning)) + '\n';
    return text;
}

std::string confirmation(const tournament::EnteredResult& entered) {
    using tournament::Message;
    const Message result = entered.result.empty() ? Message("cleared") : Message::value(entered.result);
    const Message said_now = entered.before.empty()
                                 ? Message("%1: %2  %3", entered.where, entered.players, result)
                                 : Message("%1: %2  %3 (was %4)", entered.where, entered.players, result,
                                           entered.before == "partial" ? Message("partial")
                                                                       : Message::value(entered.before));
    return said(said_now) + '\n' + warningLines(entered.warnings);
}

// A team event's board, MATCH.BOARD (tournament/teams.h): the token is read as for a game,
// White's first.
int teamBoard(const CommandLine& line) {
    if (line.positionalCount() < 4) throw UsageError("give MATCH.BOARD and RESULT");
    if (line.isSet("clear") || line.isSet("record") || line.isSet("unrated"))
        throw UsageError("a team board takes a RESULT, and --force to replace one");
    const QStringList parts = line.positional(2).split('.');
    if (parts.size() != 2) throw UsageError("a team board is MATCH.BOARD, e.g. 2.1");
    tournament::BoardResultEntry entry;
    entry.round = line.wholeNumber("ROUND", line.positional(1));
    entry.match = line.wholeNumber("BOARD", parts[0]);
    entry.board = line.wholeNumber("BOARD", parts[1]);
    entry.result = utf8(line.positional(3).trimmed());
    entry.force = line.isSet("force");
    SqlEventStore store = commandLineStore(line.positional(0));
    const tournament::EnteredBoardResult entered = tournament::enterBoardResult(store, entry);
    printOut(said(tournament::Message("%1: %2", entered.where, tournament::Message::value(entered.result))) + "\n");
    return kSuccess;
}

int oneBoard(const CommandLine& line) {
    if (line.positionalCount() > 2 && line.positional(2).contains('.')) return teamBoard(line);
    // At tables of four a record alone gives each seat's points; the event core says whether
    // the event's game allows that.
    const int needed = line.isSet("clear") || line.isSet("record") ? 3 : 4;
    if (line.positionalCount() < needed) throw UsageError("give BOARD and RESULT, or --file");
    if (line.isSet("clear") && line.positionalCount() > 3) throw UsageError("--clear takes no RESULT");
    tournament::ResultEntry entry;
    entry.round = line.wholeNumber("ROUND", line.positional(1));
    entry.board = line.wholeNumber("BOARD", line.positional(2));
    entry.result = utf8(line.positional(3).trimmed());
    entry.clear = line.isSet("clear");
    entry.force = line.isSet("force");
    entry.unrated = line.isSet("unrated");
    if (entry.unrated && entry.clear) throw UsageError("--unrated goes with a result, not with --clear");
    if (line.isSet("record")) {
        entry.record_file = utf8(line.value("record"));
        entry.record_text = formats::readTextFile(entry.record_file);
    }
    SqlEventStore store = commandLineStore(line.positional(0));
    printOut(confirmation(tournament::enterResult(store, entry)));
    return kSuccess;
}

// The lines of --file: a file, or standard input for "-".
tournament::RoundResults fromFile(const CommandLine& line, int round) {
    tournament::RoundResults results{round, utf8(line.value("file")), {}, line.isSet("force")};
    formats::ResultsFile read;
    if (results.file == "-") {
        read = formats::readResultsLines(std::cin, "standard input");
        results.file = "standard input";
    } else {
        // Read whole and checked first: a FIFO would block for ever, UTF-16 would read as noise
        // (issue 40, item 7).
        std::istringstream in(formats::readTextFile(results.file));
        read = formats::readResultsLines(in, results.file);
    }
    results.lines = std::move(read.lines);
    results.unreadable = std::move(read.unreadable);  // reported with the event core's checks
    return results;
}

// The interface language's words for a text of the interactive entry.
std::string said(const std::string& english) { return utf8(translated("messages", QString::fromStdString(english))); }

const char* const kKeys = "1 0 = + -, Enter skips, Backspace goes back, q quits";

std::string keyName(char key) {
    if (key == '\t') return "Tab";
    if (key == '\x1b') return "Escape";
    if (static_cast<unsigned char>(key) < 0x20) return "Ctrl-" + std::string(1, static_cast<char>(key + 0x40));
    return std::string(1, key);
}

// --interactive: each board without a result, its players shown, one key for its result. Each
// result is stored as its key is pressed, as a change of its own (so quitting keeps what was
// entered); Backspace goes back a board, whose result a new key then replaces (logged as a
// correction); a key that means nothing is refused and the board asked again (issue 31 item 7).
class KeyEntry {
public:
    KeyEntry(SqlEventStore& store, int round) : store_(store), round_(round), event_(store.load()) {
        if (event_.atTables())
            throw UsageError("--interactive takes one key per board; enter the game points of tables with --file");
        awaiting_ = tournament::boardsAwaitingResults(event_, round);
        entered_.resize(awaiting_.size());
    }

    // The number of results stored.
    int run() {
        KeyReader keys;
        while (at_ < awaiting_.size()) {
            printOut(prompt());
            const char key = keys.next();
            if (key == KeyReader::kEnd || key == 'q' || key == 'Q') {
                printOut(said(key == KeyReader::kEnd ? "end of the input; the results entered are kept"
                                                     : "quit; the results entered are kept") +
                         '\n');
                break;
            }
            if (key == '\x7f') {
                printOut(said(at_ == 0 ? "this is the first board" : "back") + '\n');
                if (at_ > 0) --at_;
            } else if (key == KeyReader::kEnter) {
                printOut(said(entered_[at_].empty() ? "skipped" : "kept") + '\n');
                ++at_;
            } else {
                enter(key);
            }
        }
        return stored_;
    }

private:
    std::string prompt() const {
        const tournament::AwaitingBoard& board = awaiting_[at_];
        std::string players;
        for (int start_no : board.players)
            players += (players.empty() ? "" : " - ") + tournament::playerLabel(event_, start_no);
        const std::string now = entered_[at_].empty() ? "" : " (" + said("now") + " " + entered_[at_] + ")";
        return said(tournament::Message("Board %1", board.board)) + ": " + players + now + "  [" + said(kKeys) + "] ";
    }

    void enter(char key) {
        const std::optional<std::string> result = tournament::resultOfKey(key);
        if (!result) {
            printOut(said("not a key here") + ": " + keyName(key) + " (" + said(kKeys) + ")\n");
            return;
        }
        tournament::ResultEntry entry;
        entry.round = round_;
        entry.board = awaiting_[at_].board;
        entry.result = *result;
        entry.force = !entered_[at_].empty();  // this session's own result, gone back to
        try {
            const tournament::EnteredResult done = tournament::enterResult(store_, entry);
            printOut(done.result + '\n' + warningLines(done.warnings));
            if (entered_[at_].empty()) ++stored_;
            entered_[at_] = done.result;
            ++at_;
        } catch (const tournament::Refusal& refusal) {  // said, and the board asked again
            printOut(said(refusal.message()) + '\n');
        }
    }

    SqlEventStore& store_;
    int round_;
    Event event_;
    std::vector<tournament::AwaitingBoard> awaiting_;
    std::vector<std::string> entered_;  // what this session stored on each board
    std::size_t at_ = 0;
    int stored_ = 0;
};

int interactive(const CommandLine& line, int round) {
    SqlEventStore store = commandLineStore(line.positional(0));
    if (KeyEntry(store, round).run() == 0) {
        printOut(said("No result entered") + '\n');
        return kSuccess;
    }
    printOut(reports::textTable(tournament::roundSheet(store.load(), round)));
    return kSuccess;
}

int wholeRound(const CommandLine& line) {
    if (line.positionalCount() > 2) throw UsageError("--file and --interactive take no BOARD or RESULT");
    const int round = line.wholeNumber("ROUND", line.positional(1));
    if (line.isSet("interactive")) return interactive(line, round);
    SqlEventStore store = commandLineStore(line.positional(0));
    const tournament::RoundResults results = fromFile(line, round);
    std::string text;
    for (const tournament::EnteredResult& entered : tournament::enterRoundResults(store, results))
        for (const tournament::Message& warning : entered.warnings)
            text += said(tournament::Message("warning: %1: %2", entered.where, warning)) + '\n';
    text += reports::textTable(tournament::roundSheet(store.load(), round));
    printOut(text);
    return kSuccess;
}

int run(const QStringList& arguments) {
    CommandLine line("result FILE ROUND [BOARD RESULT]",
                     "Enters results: one board (1-0, 0-1, 1/2-1/2, =, ½, forfeits +/-, -/+, -/-, and each\n"
                     "game's own, which tourney validate --help lists), or a whole round from a file or\n"
                     "the keyboard. At tables: each seat's game points in the order of play,\n"
                     "e.g. 12-5-0-3, F for a seat lost by forfeit.");
    describe(line);
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        if (line.isSet("file") && line.isSet("interactive")) throw UsageError("--file or --interactive, not both");
        if (line.isSet("file") || line.isSet("interactive")) return wholeRound(line);
        return oneBoard(line);
    });
}

const Command registered("result", "enter results: one board, or a round from a file or the keyboard", run);

}  // namespace
}  // namespace tourney::app
