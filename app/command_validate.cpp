// tourney validate --game GAME FILE [--format text|tsv]: replays every game of a record file
// under the game's rules and judges its claimed result. Exit 0 when every game is ok, 3 when
// any is illegal or inconsistent, 2 when the file cannot be read at all.
#include "app/command.h"
#include "app/command_line.h"
#include "app/interface_language.h"
#include "app/refusal.h"
#include "formats/input_file.h"
#include "reports/table_formats.h"
#include "rules/registry.h"
#include "tournament/game_records.h"

#include <sstream>

namespace tourney::app {

namespace {

// The record formats of the built engines, and where an engine chose what its game's rules
// leave open: an arbiter must be able to read both in --help.
QString gamesHelp() {
    std::string text =
        "Exit 0 when every game is ok, 3 when any is illegal or inconsistent,\n"
        "2 when the file cannot be read at all.\n\nGames and their records:";
    for (const rules::GameEntry& game : rules::registeredGames()) {
        text += "\n  " + std::string(rules::gameName(game.kind)) + ": " + std::string(game.record_format) +
                ", results " + std::string(game.result_help);
        if (!game.rules_choices.empty()) text += "\n    Tourney's choices: " + std::string(game.rules_choices);
    }
    return QString::fromStdString(text);
}

int runValidate(const QStringList& arguments) {
    CommandLine line("validate --game GAME FILE [--format text|tsv]",
                     "Replays every game of a record file and judges its claimed result.\n" + gamesHelp());
    line.addPositional("FILE", "The record file, in its game's format (below).");
    line.addOption("game", "GAME", "The game, by default chess: %1.", {QString::fromStdString(rules::gameNameList())});
    line.addOption("format", "FORMAT", "text (default) or tsv: index, verdict, ply, reason per game.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const QString format = line.isSet("format") ? line.value("format") : "text";
        if (format != "text" && format != "tsv") throw UsageError("--format must be text or tsv");
        const std::string file = utf8(line.positional(0));
        std::istringstream in(formats::readTextFile(file));  // a folder, a FIFO or UTF-16 is named as such
        const tournament::JudgedRecords judged = tournament::judgeRecords(
            line.isSet("game") ? utf8(line.value("game")) : "chess", in, file);
        std::string output;
        if (format == "tsv") {
            output = reports::tsvTable(judged.verdicts, {false});
        } else {
            for (const tournament::Message& sentence : judged.sentences) output += utf8(translated(sentence)) + '\n';
            output += utf8(translated(judged.summary)) + '\n';
        }
        printOut(output);
        return int(judged.all_ok ? kSuccess : kNotAllOk);
    });
}

const Command registration("validate", "replay game records and judge their results", runValidate);

}  // namespace

}  // namespace tourney::app
