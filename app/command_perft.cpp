// tourney perft --game GAME --fen POSITION --depth N | --throws T,T,...: the leaf count of the
// legal move tree, on the last line of output. Works for any game whose engine is built.
#include "app/command.h"
#include "app/command_line.h"
#include "app/game_engine_option.h"
#include "app/refusal.h"

#include <QTextStream>

#include <chrono>
#include <stdexcept>

namespace tourney::app {

namespace {

rules::PerftPlan perftPlan(const CommandLine& line, const rules::GameEntry& game) {
    rules::PerftPlan plan;
    if (game.uses_throws) {
        if (!line.isSet("throws")) throw UsageError("--throws is required for a game played with dice");
        if (line.isSet("depth")) throw UsageError("--depth is not taken for a game played with dice: give --throws");
        for (const QString& one : line.value("throws").split(',')) plan.throws.push_back(one.trimmed().toStdString());
        plan.depth = int(plan.throws.size());
        return plan;
    }
    if (line.isSet("throws")) throw UsageError("--throws is only for a game played with dice");
    if (!line.isSet("depth")) throw UsageError("--depth is required");
    plan.depth = line.integer("--depth", line.value("depth"), 0, 20);
    return plan;
}

int runPerft(const QStringList& arguments) {
    CommandLine line("perft --game GAME [--fen POSITION] --depth N | --throws T,T,...",
                     "Counts the leaf nodes of the legal move tree from a position (perft).");
    line.addOption("game", "GAME", "The game, by default chess: %1.", {QString::fromStdString(rules::gameNameList())});
    line.addOption("fen", "POSITION",
                   "The start position in the game's own FEN (default: the game's initial\n"
                   "position).");
    line.addOption("depth", "N", "Depth in plies, 0 to 20.");
    line.addOption("throws", "T,T,...",
                   "For a game played with dice: the throw of each turn, in order\n"
                   "(35,24 is two turns: 3 and 5, then 2 and 4).");
    line.addFlag("time", "Also print the time taken and the nodes per second.");
    if (auto stop = line.parse(arguments)) return *stop;
    return runCommand("perft", [&] {
        const QString game = line.isSet("game") ? line.value("game") : "chess";
        const rules::GameEntry& entry = gameEntryFor(game);
        const rules::PerftPlan plan = perftPlan(line, entry);
        std::string position = line.value("fen").toStdString();
        if (!line.isSet("fen")) {
            if (entry.initial_position.empty())
                throw UsageError(tournament::Message("--fen is required for %1", game.toStdString()));
            position = entry.initial_position;
        }
        const std::unique_ptr<rules::Engine> engine = entry.make();
        auto start = std::chrono::steady_clock::now();
        std::uint64_t nodes = 0;
        try {
            nodes = engine->perft(position, plan);
        } catch (const std::invalid_argument& unreadable) {  // the engine's word for a bad FEN or throw
            throw Refusal(tourney::saidOf(unreadable));
        }
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
