// tourney engine --dutch IN.trf -p [OUT] | -c [--explain]
//
// The command line that Swiss-Manager, Vega, Sevilla and web hosts call for an external
// pairing engine: -p pairs the next round of IN.trf and writes the number of pairs, then
// "white black" per board, "N 0" for the pairing-allocated bye; -c re-pairs every round of a
// complete tournament and reports each round that differs (exit code 1 if any does).
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "formats/trf.h"
#include "pairing/dutch.h"
#include "pairing/dutch_check.h"
#include "pairing/dutch_replay.h"

#include <QTextStream>

#include <fstream>
#include <sstream>

namespace tourney::app {
namespace {

const char* kUsage =
    "usage: tourney engine --dutch IN.trf -p [OUT] [--explain]\n"
    "       tourney engine --dutch IN.trf -c [--explain]\n"
    "  -p [OUT]   pair the next round; write it to OUT (standard output without OUT)\n"
    "  -c         check every round of a complete tournament against the pairing the rules require\n"
    "  --explain  say bracket by bracket who floated and which colour preferences were not met\n";

struct EngineArguments {
    std::string input;
    bool pair = false, check = false, explain = false;
    std::string output;  // empty: standard output
};

EngineArguments parseArguments(const QStringList& arguments) {
    EngineArguments parsed;
    bool dutch = false;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == "--dutch") {
            dutch = true;
            if (i + 1 >= arguments.size()) throw UsageError("--dutch needs the input TRF file");
            parsed.input = arguments[++i].toStdString();
        } else if (a == "-p") {
            parsed.pair = true;
            if (i + 1 < arguments.size() && !arguments[i + 1].startsWith('-'))
                parsed.output = arguments[++i].toStdString();
        } else if (a == "-c") {
            parsed.check = true;
        } else if (a == "--explain") {
            parsed.explain = true;
        } else {
            throw UsageError("unknown argument '" + a.toStdString() + "'");
        }
    }
    if (!dutch) throw UsageError("only the FIDE Dutch system is available: give --dutch IN.trf");
    if (parsed.pair == parsed.check) throw UsageError("give exactly one of -p and -c");
    return parsed;
}

// The engine's answer: the number of pairs (the bye counts as one), then one line per board.
std::string pairsText(const Round& round) {
    std::ostringstream out;
    int byes = 0;
    for (const Bye& bye : round.byes) byes += bye.kind == ByeKind::PairingAllocated;
    out << round.games.size() + byes << '\n';
    for (const Game& game : round.games) out << game.seats[0].player << ' ' << game.seats[1].player << '\n';
    for (const Bye& bye : round.byes)
        if (bye.kind == ByeKind::PairingAllocated) out << bye.player << " 0\n";
    return out.str();
}

void writeExplanation(const std::vector<std::string>& lines, QTextStream& out) {
    for (const std::string& line : lines) out << QString::fromStdString(line) << '\n';
}

// Exit code 1 when no legal pairing exists (C.04.3 1.9.3), as external pairing engines answer.
int pairOnce(const EngineArguments& args, const Event& event) {
    PairedRound paired;
    try {
        paired = pairDutch(event, PairingOptions{args.explain});
    } catch (const PairingError& impossible) {
        QTextStream(stderr) << "tourney engine: " << QString::fromStdString(impossible.what()) << '\n';
        return kUsageError;
    }
    const std::string text = pairsText(paired.round);
    if (args.output.empty()) {
        QTextStream(stdout) << QString::fromStdString(text);
        QTextStream err(stderr);
        writeExplanation(paired.explanation, err);
    } else {
        std::ofstream file(args.output);
        if (!file) throw Refusal("cannot write " + args.output);
        file << text;
        QTextStream out(stdout);
        writeExplanation(paired.explanation, out);
    }
    return kSuccess;
}

int checkAll(const EngineArguments& args, const Event& event) {
    QTextStream out(stdout);
    const DutchCheck check = checkDutchRounds(event, args.explain);
    for (const RoundCheck& round : check.rounds) {
        if (round.agrees()) continue;
        writeExplanation(round.explanation, out);
        out << "round " << round.round << " differs: ";
        if (!round.failure.empty())
            out << QString::fromStdString(round.failure) << '\n';
        else
            out << "the file has " << QString::fromStdString(describePairs(round.missing)) << ", the rules give "
                << QString::fromStdString(describePairs(round.unexpected)) << '\n';
    }
    const int rounds = static_cast<int>(check.rounds.size());
    out << (rounds - check.differing()) << " of " << rounds << " rounds agree\n";
    return check.differing() ? kUsageError : kSuccess;  // exit code 1: some round differs
}

int run(const QStringList& arguments) {
    if (arguments.size() >= 2 && (arguments[1] == "--help" || arguments[1] == "-h")) {
        QTextStream(stdout) << kUsage;
        return kSuccess;
    }
    return runCommand("engine", [&] {
        EngineArguments args;
        try {
            args = parseArguments(arguments);
        } catch (const UsageError& misuse) {
            QTextStream(stderr) << "tourney engine: " << misuse.what() << '\n' << kUsage;
            return static_cast<int>(kUsageError);
        }
        formats::TrfDocument document = formats::readTrfFile(args.input);
        Event& event = document.event;
        event.system = PairingSystem::Swiss;
        // C.04.3 5.1: without an XXC/152 line the initial colour is read back from round 1.
        if (!document.colour_declared) event.first_board_white = initialColourFromRoundOne(event);
        if (args.pair) return pairOnce(args, event);
        return checkAll(args, event);
    });
}

const Command registered("engine", "external pairing engine: --dutch IN.trf -p [OUT] | -c", run);

}  // namespace
}  // namespace tourney::app
