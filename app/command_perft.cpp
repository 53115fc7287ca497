// tourney perft --game GAME --fen POSITION --depth N: the leaf count of the legal move tree,
// on the last line of output. Works for any game whose engine is built.
#include "app/command.h"
#include "rules/rules.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <chrono>
#include <exception>

namespace tourney::app {

namespace {

int runPerft(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Counts the leaf nodes of the legal move tree (perft).");
    parser.addHelpOption();
    parser.addOption({"game", "The game: chess, draughts, ... (default chess).", "game", "chess"});
    parser.addOption({"fen", "The start position in the game's own FEN (default: the initial position).", "fen"});
    parser.addOption({"depth", "Depth in plies (0 to 20).", "n"});
    parser.addOption({"time", "Also print the time taken and nodes per second."});
    QTextStream out(stdout), err(stderr);
    if (!parser.parse(arguments)) {
        err << "tourney perft: " << parser.errorText() << '\n';
        return kUsageError;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return kSuccess;
    }
    std::optional<rules::GameKind> kind = rules::parseGameName(parser.value("game").toStdString());
    if (!kind) {
        err << "tourney perft: unknown game '" << parser.value("game") << "'\n";
        return kUsageError;
    }
    bool depth_ok = false;
    int depth = parser.value("depth").toInt(&depth_ok);
    if (!parser.isSet("depth") || !depth_ok || depth < 0 || depth > 20) {
        err << "tourney perft: --depth needs a whole number from 0 to 20\n";
        return kUsageError;
    }
    std::unique_ptr<rules::Engine> engine = rules::makeEngine(*kind);
    if (!engine) {
        err << "tourney perft: no engine for " << parser.value("game") << " is built yet\n";
        return kRefused;
    }
    std::string position = parser.value("fen").toStdString();
    if (position.empty() && *kind == rules::GameKind::Chess)
        position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    try {
        auto start = std::chrono::steady_clock::now();
        std::uint64_t nodes = engine->perft(position, depth);
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (parser.isSet("time"))
            out << "time " << QString::number(seconds, 'f', 3) << " s, "
                << QString::number(seconds > 0 ? double(nodes) / seconds / 1e6 : 0.0, 'f', 1) << " M nodes/s\n";
        out << nodes << '\n';
    } catch (const std::exception& error) {
        err << "tourney perft: " << error.what() << '\n';
        return kRefused;
    }
    return kSuccess;
}

const Command registration("perft", "count the legal move tree of a position (move generator check)", runPerft);

}  // namespace

}  // namespace tourney::app
