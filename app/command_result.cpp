// tourney result FILE ROUND BOARD RESULT [--force] [--record GAME.pgn|GAME.pdn]
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"
#include "app/result_token.h"
#include "rules/registry.h"

#include <QTextStream>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

namespace tourney::app {
namespace {

Game& gameAt(Event& event, int round_no, int board) {
    Round& round = event.rounds[round_no - 1];
    const auto found = std::find_if(round.games.begin(), round.games.end(),
                                    [&](const Game& game) { return game.board == board; });
    if (found == round.games.end())
        throw Refusal("argument BOARD: round " + std::to_string(round_no) + " has no board " + std::to_string(board) +
                      " (it has boards 1 to " + std::to_string(round.games.size()) + ")");
    return *found;
}

// The game's record, checked move by move by the game's rules engine against the result
// claimed for it. Returns the record's text, to be kept with the game.
std::string checkedRecord(const std::string& path, GameKind game, const std::vector<Outcome>& outcomes) {
    if (std::any_of(outcomes.begin(), outcomes.end(), [](Outcome outcome) { return isForfeit(outcome); }))
        throw Refusal("argument --record: a game lost by forfeit was not played and has no record");
    const auto engine = rules::makeEngine(game);
    if (!engine)
        throw Refusal("argument --record: Tourney cannot check " + std::string(rules::gameName(game)) +
                      " records yet; enter the result without --record");
    std::ifstream file(path, std::ios::binary);
    if (!file) throw Refusal(path + ": cannot be read");
    const std::string text(std::istreambuf_iterator<char>(file), {});
    std::istringstream in(text);
    const std::vector<rules::GameRecord> records = engine->readRecords(in, path);
    if (records.size() != 1)
        throw Refusal(path + ": holds " + std::to_string(records.size()) +
                      " games; --record takes a file with one game");
    const rules::GameRecord& record = records.front();
    if (!record.read_error.empty()) {
        // Engines may already name the file and line in their message.
        const bool placed = record.read_error.rfind(path + ":", 0) == 0;
        throw Refusal(placed ? record.read_error
                             : path + ":" + std::to_string(record.read_error_line) + ": " + record.read_error);
    }

    const rules::Placing claimed = placingOf(outcomes);
    if (!record.result_token.empty() && record.result_token != "*") {
        const auto written = engine->parseResult(record.result_token);
        if (written && written->claimed() && *written != claimed)
            throw Refusal(path + ":" + std::to_string(record.line) + ": field Result: the record says " +
                          record.result_token + ", which is not the result entered");
    }
    const rules::Verdict verdict = engine->judge(record, claimed);
    if (verdict.kind == rules::VerdictKind::Illegal) {
        const int line = verdict.ply >= 1 && verdict.ply <= static_cast<int>(record.move_lines.size())
                             ? record.move_lines[verdict.ply - 1]
                             : record.line;
        throw Refusal(path + ":" + std::to_string(line) + ": move " + verdict.move_text + " (ply " +
                      std::to_string(verdict.ply) + ") is illegal: " + verdict.reason);
    }
    if (verdict.kind == rules::VerdictKind::Inconsistent)
        throw Refusal(path + ":" + std::to_string(record.line) +
                      ": the result entered contradicts the final position: " + verdict.reason);
    return text;
}

int run(const QStringList& arguments) {
    CommandLine line("result FILE ROUND BOARD RESULT",
                     "Enters a game's result: 1-0, 0-1, 1/2-1/2 (or ½-½), forfeits +/-, -/+, -/-,\n"
                     "and for draughts also 2-0, 1-1, 0-2.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round.");
    line.addPositional("BOARD", "The board.");
    line.addPositional("RESULT", "The result, White's first.");
    line.addFlag("force", "Replace a result already entered (written to the event's log).");
    line.addOption("record", "GAME",
                   "The game's record (PGN for chess, PDN for draughts): checked move by\n"
                   "move against the result, and kept with the game.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("result", [&] {
        const std::string token = line.positional(3).trimmed().toStdString();
        QString summary;
        updateEventFile(line.positional(0), [&](Event& event, Database& database) {
            const auto outcomes = parseResultToken(token, event.game);
            if (!outcomes)
                throw Refusal("argument RESULT: '" + token + "' is not a " + std::string(rules::gameName(event.game)) +
                              " result (" + resultTokensOf(event.game) + ")");
            if (event.rounds.empty()) throw Refusal("argument ROUND: no round is paired yet");
            const int round_no = line.integer("ROUND", line.positional(1), 1, event.roundsPaired());
            const int board = line.integer("BOARD", line.positional(2), 1, 1'000'000);
            Game& game = gameAt(event, round_no, board);
            if (game.seats.size() != outcomes->size())
                throw Refusal("argument RESULT: board " + std::to_string(board) + " has " +
                              std::to_string(game.seats.size()) + " seats, '" + token + "' gives " +
                              std::to_string(outcomes->size()));
            const std::string where = "round " + std::to_string(round_no) + " board " + std::to_string(board);
            const std::string previous = resultToken(game, event.game);
            const bool has_result = std::any_of(game.seats.begin(), game.seats.end(),
                                                [](const Seat& seat) { return seat.outcome != Outcome::Pending; });
            if (has_result && !line.isSet("force"))
                throw Refusal(where + " already has a result (" + (previous.empty() ? "partial" : previous) +
                              "); --force replaces it");
            std::string record = line.isSet("record")
                                     ? checkedRecord(line.value("record").toStdString(), event.game, *outcomes)
                                     : std::string();
            for (std::size_t seat = 0; seat < game.seats.size(); ++seat) game.seats[seat].outcome = (*outcomes)[seat];
            if (has_result) {
                std::string message = where + ": " + previous + " replaced by " + token;
                if (record.empty() && !game.record.empty())
                    message += "; its record, made for the old result, is removed";
                appendLog(database, "result --force", message);
            }
            if (!record.empty() || has_result) game.record = std::move(record);
            summary = QString::fromStdString(where + ": " + resultToken(game, event.game, DrawSign::Half));
        });
        QTextStream(stdout) << summary << '\n';
        return kSuccess;
    });
}

const Command registered("result", "enter a game's result", run);

}  // namespace
}  // namespace tourney::app
