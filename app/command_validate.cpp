// tourney validate --game GAME FILE [--format text|tsv]: replays every game of a record file
// under the game's rules and judges its claimed result. Exit 0 when every game is ok, 3 when
// any is illegal or inconsistent, 2 when the file cannot be read at all.
#include "app/command.h"
#include "app/command_line.h"
#include "app/game_engine_option.h"
#include "app/refusal.h"
#include "rules/rules.h"

#include <cstdio>
#include <fstream>

namespace tourney::app {

namespace {

// The result a record claims: its termination marker, or the Result tag when the movetext
// has none or only "*".
rules::Placing claimedResult(const rules::Engine& engine, const rules::GameRecord& record) {
    for (const std::string& token : {record.result_token, record.tag("Result")})
        if (std::optional<rules::Placing> placing = engine.parseResult(token); placing && placing->claimed())
            return *placing;
    return {};
}

std::string oneLine(std::string text) {
    for (char& c : text)
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    return text;
}

std::string describe(const rules::GameEntry& game, const rules::GameRecord& record, const rules::Verdict& verdict) {
    // A record that breaks its format gets the reader's message, which names line and column.
    if (verdict.unreadable) return "cannot be read: " + verdict.reason;
    const std::string unit(game.move_unit);
    std::string text = std::string(rules::verdictName(verdict.kind));
    if (verdict.kind == rules::VerdictKind::Illegal) {
        // A reason that names its turn itself ("turn 14, Green, throw 3 5: b1-d3 ...") is not
        // preceded by the turn and the move again.
        const std::string at = unit + " " + std::to_string(verdict.ply);
        if (verdict.reason.rfind(at + ", ", 0) != 0) {
            text += " at " + at;
            if (!verdict.move_text.empty()) text += " (" + verdict.move_text + ")";
        }
        if (verdict.ply > 0 && std::size_t(verdict.ply) <= record.move_lines.size())
            text += " on line " + std::to_string(record.move_lines[std::size_t(verdict.ply) - 1]);
        text += ": " + verdict.reason;
    } else {
        text += ", " + std::to_string(verdict.ply) + " " + unit + (verdict.ply == 1 ? "" : "s");
        if (!verdict.reason.empty())
            text += ": " + verdict.reason;
        else if (!verdict.final_state.reason.empty())
            text += " (" + verdict.final_state.reason + ")";
    }
    return text;
}

// The record formats of the built engines, and where an engine chose what its game's rules
// leave open: an arbiter must be able to read both in --help.
QString gamesHelp() {
    QString text =
        "Exit 0 when every game is ok, 3 when any is illegal or inconsistent,\n"
        "2 when the file cannot be read at all.\n\nGames and their records:";
    for (const rules::GameEntry& game : rules::registeredGames()) {
        text += QString("\n  %1: %2, results %3")
                    .arg(QString::fromUtf8(rules::gameName(game.kind).data(), int(rules::gameName(game.kind).size())),
                         QString::fromUtf8(game.record_format.data(), int(game.record_format.size())),
                         QString::fromUtf8(game.result_help.data(), int(game.result_help.size())));
        if (!game.rules_choices.empty())
            text += "\n    Tourney's choices: " +
                    QString::fromUtf8(game.rules_choices.data(), int(game.rules_choices.size()));
    }
    return text;
}

int runValidate(const QStringList& arguments) {
    CommandLine line("validate --game GAME FILE [--format text|tsv]",
                     "Replays every game of a record file and judges its claimed result.\n" + gamesHelp());
    line.addPositional("FILE", "The record file (PGN for chess, PDN for draughts, ...).");
    line.addOption("game", "GAME", "The game: chess (default), draughts, camelot, chaturaji.");
    line.addOption("format", "FORMAT", "text (default) or tsv: index, verdict, ply, reason per game.");
    if (auto stop = line.parse(arguments)) return *stop;
    return runCommand("validate", [&] {
        QString format = line.isSet("format") ? line.value("format") : "text";
        if (format != "text" && format != "tsv") throw UsageError("--format must be text or tsv");
        const rules::GameEntry& game = gameEntryFor(line.isSet("game") ? line.value("game") : "chess");
        const std::unique_ptr<rules::Engine> engine = game.make();
        std::string file = line.positional(0).toStdString();
        std::ifstream in(file, std::ios::binary);
        if (!in) throw Refusal(file + ": cannot be opened");
        std::vector<rules::GameRecord> records = engine->readRecords(in, file);  // throws when nothing is readable

        std::string output;
        int counts[3] = {0, 0, 0};
        for (std::size_t index = 0; index < records.size(); ++index) {
            const rules::GameRecord& record = records[index];
            rules::Verdict verdict = engine->judge(record, claimedResult(*engine, record));
            ++counts[int(verdict.kind)];
            if (format == "tsv") {
                output += std::to_string(index + 1) + '\t' + std::string(rules::verdictName(verdict.kind)) + '\t' +
                          std::to_string(verdict.ply) + '\t' + oneLine(verdict.reason) + '\n';
            } else {
                output += "game " + std::to_string(index + 1) + " (" + record.file + ":" + std::to_string(record.line) +
                          "): " + describe(game, record, verdict) + '\n';
            }
        }
        if (format == "text")
            output += std::to_string(records.size()) + " games: " + std::to_string(counts[0]) + " ok, " +
                      std::to_string(counts[1]) + " illegal, " + std::to_string(counts[2]) + " inconsistent\n";
        std::fwrite(output.data(), 1, output.size(), stdout);
        return int(counts[0] == int(records.size()) ? kSuccess : kNotAllOk);
    });
}

const Command registration("validate", "replay game records and judge their results", runValidate);

}  // namespace

}  // namespace tourney::app
