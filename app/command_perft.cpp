// tourney perft --game GAME --fen POSITION --depth N: the leaf count of the legal move tree,
// on the last line of output. Works for any game whose engine is built.
#include "app/command.h"
#include "app/command_line.h"
#include "app/game_engine_option.h"
#include "app/refusal.h"

#include <QTextStream>

#include <chrono>

namespace tourney::app {

namespace {

constexpr const char* kChessInitialPosition = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

int runPerft(const QStringList& arguments) {
    CommandLine line("perft --game GAME [--fen POSITION] --depth N",
                     "Counts the leaf nodes of the legal move tree from a position (perft).");
    line.addOption("game", "GAME", "The game: chess (default), draughts, ...");
    line.addOption("fen", "POSITION",
                   "The start position in the game's own FEN (default: the initial\n"
                   "chess position).");
    line.addOption("depth", "N", "Depth in plies, 0 to 20.");
    line.addFlag("time", "Also print the time taken and the nodes per second.");
    if (auto stop = line.parse(arguments)) return *stop;
    return runCommand("perft", [&] {
        if (!line.isSet("depth")) throw UsageError("--depth is required");
        int depth = line.integer("--depth", line.value("depth"), 0, 20);
        QString game = line.isSet("game") ? line.value("game") : "chess";
        std::unique_ptr<rules::Engine> engine = engineForGame(game);
        std::string position = line.value("fen").toStdString();
        if (!line.isSet("fen")) {
            if (engine->kind() != rules::GameKind::Chess)
                throw UsageError("--fen is required for " + game.toStdString());
            position = kChessInitialPosition;
        }
        auto start = std::chrono::steady_clock::now();
        std::uint64_t nodes = engine->perft(position, depth);  // throws on a bad FEN: exit 2
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QTextStream out(stdout);
        if (line.isSet("time"))
            out << "time " << QString::number(seconds, 'f', 3) << " s, "
                << QString::number(seconds > 0 ? double(nodes) / seconds / 1e6 : 0.0, 'f', 1) << " M nodes/s\n";
        out << nodes << '\n';
        return int(kSuccess);
    });
}

const Command registration("perft", "count the legal move tree of a position (move generator check)", runPerft);

}  // namespace

}  // namespace tourney::app
