// tourney validate --game GAME FILE [--format text|tsv]: replays every game of a record file
// under the game's rules and judges its claimed result. Exit 0 when every game is ok, 3 when
// any is illegal or inconsistent, 2 when the file cannot be read at all.
#include "app/command.h"
#include "rules/rules.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>
#include <exception>
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

std::string describe(const rules::GameRecord& record, const rules::Verdict& verdict) {
    std::string text = std::string(rules::verdictName(verdict.kind));
    if (verdict.kind == rules::VerdictKind::Illegal) {
        text += " at ply " + std::to_string(verdict.ply);
        if (!verdict.move_text.empty()) text += " (" + verdict.move_text + ")";
        if (verdict.ply > 0 && std::size_t(verdict.ply) <= record.move_lines.size())
            text += " on line " + std::to_string(record.move_lines[std::size_t(verdict.ply) - 1]);
        text += ": " + verdict.reason;
    } else {
        text += ", " + std::to_string(verdict.ply) + " plies";
        if (!verdict.reason.empty()) text += ": " + verdict.reason;
        else if (!verdict.final_state.reason.empty()) text += " (" + verdict.final_state.reason + ")";
    }
    return text;
}

int runValidate(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Replays game records and judges their claimed results.");
    parser.addHelpOption();
    parser.addOption({"game", "The game: chess, draughts, ... (default chess).", "game", "chess"});
    parser.addOption({"format", "Output: text (default) or tsv (index, verdict, ply, reason).", "format", "text"});
    parser.addPositionalArgument("file", "The record file (PGN for chess, PDN for draughts).");
    QTextStream err(stderr);
    if (!parser.parse(arguments)) {
        err << "tourney validate: " << parser.errorText() << '\n';
        return kUsageError;
    }
    if (parser.isSet("help")) {
        QTextStream(stdout) << parser.helpText();
        return kSuccess;
    }
    std::optional<rules::GameKind> kind = rules::parseGameName(parser.value("game").toStdString());
    QString format = parser.value("format");
    if (!kind || (format != "text" && format != "tsv") || parser.positionalArguments().size() != 1) {
        err << "tourney validate: usage: tourney validate --game GAME FILE [--format text|tsv]\n";
        return kUsageError;
    }
    std::unique_ptr<rules::Engine> engine = rules::makeEngine(*kind);
    if (!engine) {
        err << "tourney validate: no engine for " << parser.value("game") << " is built yet\n";
        return kRefused;
    }
    std::string file = parser.positionalArguments().front().toStdString();
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        err << "tourney validate: " << QString::fromStdString(file) << ": cannot be opened\n";
        return kRefused;
    }
    std::vector<rules::GameRecord> records;
    try {
        records = engine->readRecords(in, file);
    } catch (const std::exception& error) {
        err << "tourney validate: " << error.what() << '\n';
        return kRefused;
    }

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
                      "): " + describe(record, verdict) + '\n';
        }
    }
    if (format == "text")
        output += std::to_string(records.size()) + " games: " + std::to_string(counts[0]) + " ok, " +
                  std::to_string(counts[1]) + " illegal, " + std::to_string(counts[2]) + " inconsistent\n";
    std::fwrite(output.data(), 1, output.size(), stdout);
    return counts[0] == int(records.size()) ? kSuccess : kNotAllOk;
}

const Command registration("validate", "replay game records and judge their results", runValidate);

}  // namespace

}  // namespace tourney::app
