// tourney engine --dutch IN.trf -p [OUT] | -c [--explain] | --dutch -g CONFIG -o OUT.trf [-s SEED]
// (--dubov or --burstein in place of --dutch: the FIDE Dubov system, C.04.4.1, or the FIDE
// Burstein system, C.04.4.2)
//
// The command line that Swiss-Manager, Vega, Sevilla and web hosts call for an external
// pairing engine: -p pairs the next round of IN.trf and writes the number of pairs, then
// "white black" per board, "N 0" for the pairing-allocated bye; -c re-pairs every round of a
// complete tournament and checks its standings (tournament/standings_check.h), reporting each
// difference (exit code 1 if there is one); -g writes
// a random tournament (FIDE's endorsement kit, C.04.A; pairing/random_tournament.h).
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/saved_file.h"
#include "formats/trf.h"
#include "pairing/pairing.h"
#include "tournament/external_engine.h"
#include "tournament/standings_check.h"

#include <QTextStream>

#include <fstream>
#include <optional>
#include <sstream>

namespace tourney::app {
namespace {

const char* kUsage =
    "usage: tourney engine --dutch IN.trf -p [OUT] [--explain] [--trust-results]\n"
    "       tourney engine --dutch IN.trf -c [--tiebreak-values VALUES.tsv] [--explain] [--trust-results]\n"
    "       tourney engine --dutch -g CONFIG -o OUT.trf [-s SEED] [--line-end lf|crlf|cr]\n"
    "  --dubov          in place of --dutch: the FIDE Dubov system (C.04.4.1) instead of the Dutch\n"
    "  --burstein       in place of --dutch: the FIDE Burstein system (C.04.4.2) instead of the Dutch\n"
    "  -p [OUT]         pair the next round; write it to OUT (standard output without OUT)\n"
    "  -c               check a complete tournament: every round against the pairing and colours the\n"
    "                   rules require, every player's points (columns 81-84) against his results, and,\n"
    "                   when the file lists its tie-breaks (202 or 212), his rank (columns 86-89)\n"
    "  --tiebreak-values VALUES.tsv  with -c: also check the tie-break values a table gives, in the layout\n"
    "                   of FIDE's tie-break tool (#startrank, points, one column per code; tabs)\n"
    "  --explain        say bracket by bracket who floated and which colour preferences were not met\n"
    "  --trust-results  read a file whose points column contradicts its results, by the results\n"
    "                   (-c without it reads such a file too, and reports each such column)\n"
    "  -g CONFIG        play a random tournament (key = value lines: players, rounds, seed, ratings,\n"
    "                   draw_rate, forfeit_rate, bye_rate, withdraw_rate, points, acceleration, teams;\n"
    "                   or the keys of JaVaFo's generator: PlayersNumber=..., RoundsNumber=... as\n"
    "                   docs/pairing.md lists them) and write it to -o\n"
    "  -s SEED          with -g: the seed (a whole number), in place of the configuration's\n"
    "  --line-end E     end the written lines with LF (the default), CR LF, or CR as TRF-16 asks\n"
    "                   (IN.trf may end its lines in any of the three)\n"
    "exit code: 0 done, and with -c everything agrees; 1 no legal pairing exists (-p), a difference\n"
    "           was found (-c), or the command line is wrong; 2 a file cannot be read or is refused,\n"
    "           among it a round after the last one XXR/142 declares and a round with nobody to pair\n"
    "           (every player has a bye or an absence entered for it)\n";

struct EngineArguments {
    std::string input;
    bool pair = false, check = false, explain = false, trust_results = false;
    std::string output;                          // empty: standard output
    std::string generate;                        // -g: the random tournament's configuration
    std::optional<unsigned long long> seed;      // -s: replaces the configuration's seed
    std::optional<std::string> tiebreak_values;  // -c: the table of tie-break values to check
    formats::LineEnd line_end = formats::LineEnd::Lf;
    PairingSystem system = PairingSystem::Swiss;  // --dutch; Dubov for --dubov, Burstein for --burstein
};

// -s SEED: a whole number that fits 64 bits.
unsigned long long seedArgument(const QStringList& arguments, int at) {
    bool whole = false;
    const unsigned long long seed = at < arguments.size() ? arguments[at].toULongLong(&whole) : 0;
    if (!whole || !arguments[at].at(0).isDigit()) throw UsageError("-s takes the seed, a whole number");
    return seed;
}

EngineArguments parseArguments(const QStringList& arguments) {
    EngineArguments parsed;
    bool dutch = false;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == "--dutch" || a == "--dubov" || a == "--burstein") {
            if (dutch) throw UsageError("give one of --dutch, --dubov and --burstein");
            dutch = true;
            if (a == "--dubov") parsed.system = PairingSystem::Dubov;
            if (a == "--burstein") parsed.system = PairingSystem::Burstein;
            if (i + 1 < arguments.size() && !arguments[i + 1].startsWith('-'))
                parsed.input = arguments[++i].toStdString();
        } else if (a == "-g" || a == "-o") {
            if (i + 1 >= arguments.size()) throw UsageError(tournament::Message("%1 needs a file", a.toStdString()));
            (a == "-g" ? parsed.generate : parsed.output) = arguments[++i].toStdString();
        } else if (a == "-s") {
            parsed.seed = seedArgument(arguments, ++i);
        } else if (a == "-p") {
            parsed.pair = true;
            if (i + 1 < arguments.size() && !arguments[i + 1].startsWith('-'))
                parsed.output = arguments[++i].toStdString();
        } else if (a == "-c") {
            parsed.check = true;
        } else if (a == "--tiebreak-values") {
            if (i + 1 >= arguments.size()) throw UsageError("--tiebreak-values needs a file");
            parsed.tiebreak_values = arguments[++i].toStdString();
        } else if (a == "--explain") {
            parsed.explain = true;
        } else if (a == "--trust-results") {
            parsed.trust_results = true;
        } else if (a == "--line-end") {
            const auto end = i + 1 < arguments.size() ? formats::lineEndNamed(arguments[++i].toStdString())
                                                      : std::nullopt;
            if (!end) throw UsageError("--line-end takes lf, crlf or cr");
            parsed.line_end = *end;
        } else {
            throw UsageError(tournament::Message("unknown argument '%1'", a.toStdString()));
        }
    }
    if (!dutch) throw UsageError("name the system: --dutch IN.trf, --dubov IN.trf or --burstein IN.trf");
    if (parsed.pair + parsed.check + !parsed.generate.empty() != 1)
        throw UsageError("give exactly one of -p, -c and -g");
    if (!parsed.generate.empty() && (parsed.output.empty() || !parsed.input.empty()))
        throw UsageError("-g CONFIG writes the tournament to -o OUT.trf and reads no TRF");
    if (parsed.generate.empty() && parsed.input.empty())
        throw UsageError("--dutch, --dubov or --burstein needs the input TRF file");
    if (parsed.tiebreak_values && !parsed.check) throw UsageError("--tiebreak-values goes with -c");
    if (parsed.seed && parsed.generate.empty()) throw UsageError("-s SEED goes with -g");
    if (parsed.generate.empty() && parsed.line_end != formats::LineEnd::Lf)
        throw UsageError("--line-end applies to the TRF that -g writes");
    return parsed;
}

// The engine's answer: the number of pairs (the bye counts as one), then one line per board.
std::string pairsText(const tournament::EnginePairs& answer) {
    std::ostringstream out;
    out << answer.pairs.size() << '\n';
    for (const auto& [white, black] : answer.pairs) out << white << ' ' << black << '\n';
    return out.str();
}

void writeExplanation(const std::vector<std::string>& lines, QTextStream& out) {
    for (const std::string& line : lines) out << QString::fromStdString(line) << '\n';
}

// Exit code 1 when no legal pairing exists, as external pairing engines answer.
int pairOnce(const EngineArguments& args, const formats::TrfDocument& file, const Event& event) {
    const tournament::EnginePairs paired = tournament::engineNextRound(file, event, args.explain);
    if (!paired.impossible.empty()) {
        QTextStream(stderr) << "tourney engine: " << QString::fromStdString(paired.impossible) << '\n';
        return kUsageError;
    }
    const std::string text = pairsText(paired);
    if (args.output.empty()) {
        QTextStream(stdout) << QString::fromStdString(text);
        QTextStream err(stderr);
        writeExplanation(paired.explanation, err);
    } else {
        // The engine's callers (pairing checkers) name the same output round after round.
        writeOutputFile({QString::fromStdString(args.output), QString::fromStdString(args.input), true}, text);
        QTextStream out(stdout);
        writeExplanation(paired.explanation, out);
    }
    return kSuccess;
}

// A round's differences: pairs the rules do not make (C.04.x), and pairs they make with the
// colours the other way (the system's colour allocation).
void writeRoundDifferences(const RoundCheck& round, const SwissArticles& articles, QTextStream& out) {
    writeExplanation(round.explanation, out);
    if (!round.failure.empty()) {
        out << "round " << round.round << " differs: " << QString::fromStdString(round.failure) << '\n';
        return;
    }
    if (!round.missing.empty() || !round.unexpected.empty())
        out << "round " << round.round << " differs: the file pairs "
            << QString::fromStdString(describePairs(round.missing)) << ", the rules pair "
            << QString::fromStdString(describePairs(round.unexpected)) << " ("
            << QString::fromStdString(std::string(articles.system)) << ")\n";
    for (const RecordedPair& pair : round.swapped_colours)
        out << "round " << round.round << ", players " << pair.white << " and " << pair.black
            << ": colour differs: the file gives White to " << pair.white << ", the rules to " << pair.black << " ("
            << QString::fromStdString(std::string(articles.colours)) << ")\n";
}

// The standings' differences, then what was checked: the rounds' summary line comes after.
int writeStandings(const tournament::StandingsCheck& check, QTextStream& out) {
    for (const tournament::StandingDifference& d : check.differences)
        out << "after round " << d.after_round << ", player " << d.player << ", " << QString::fromStdString(d.what)
            << ": the file gives " << QString::fromStdString(d.filed) << " (" << QString::fromStdString(d.where)
            << "), the rules give " << QString::fromStdString(d.computed) << " (" << QString::fromStdString(d.article)
            << ")\n";
    out << "standings after round " << check.after_round << ": " << check.points_checked << " points, ";
    if (check.ranks_unchecked.empty())
        out << check.ranks_checked << " ranks (by points, " << QString::fromStdString(check.rank_order) << ")";
    else
        out << "no ranks (" << QString::fromStdString(check.ranks_unchecked) << ")";
    out << " and " << check.values_checked << " tie-break values checked, " << check.differences.size()
        << (check.differences.size() == 1 ? " difference\n" : " differences\n");
    return static_cast<int>(check.differences.size());
}

// Exit code 1 when a round or the standings differ.
int checkAll(const EngineArguments& args, const formats::TrfDocument& file, const Event& event) {
    QTextStream out(stdout);
    const DutchCheck check = tournament::engineCheck(file, event, args.explain);
    const SwissArticles articles = swissArticles(args.system);
    for (const RoundCheck& round : check.rounds)
        if (!round.agrees()) writeRoundDifferences(round, articles, out);
    const int standings_differing = writeStandings(
        tournament::checkStandings(file, args.tiebreak_values, !args.trust_results), out);
    const int rounds = static_cast<int>(check.rounds.size());
    out << (rounds - check.differing()) << " of " << rounds << " rounds agree\n";
    return check.differing() || standings_differing ? kUsageError : kSuccess;  // exit code 1: a difference
}

// -g: the random tournament of the configuration, written as a TRF.
int generate(const EngineArguments& args) {
    std::ifstream config(args.generate);
    if (!config) throw Refusal(tournament::Message("cannot read %1", args.generate));
    const Event event = tournament::engineRandomTournament(config, args.generate, args.system, args.seed);
    // The event has ended: nothing is written after its last paired round.
    std::ostringstream trf;
    formats::writeTrf(trf, event, {.line_end = args.line_end, .entries_ahead = false, .clubs_as_teams = true});
    writeOutputFile({QString::fromStdString(args.output), {}, true}, trf.str());
    QTextStream(stdout) << QString::fromStdString(args.output) << ": " << event.players.size() << " players, "
                        << event.roundsPaired() << " of " << event.planned_rounds << " rounds paired\n";
    return kSuccess;
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
        if (!args.generate.empty()) return generate(args);
        // -c reads by the results and reports a points column that contradicts them.
        const formats::TrfDocument document = formats::readTrfFile(args.input, {args.trust_results || args.check});
        const Event event = tournament::engineEvent(document,
                                                    args.system);  // refused (exit 2) without an initial colour
        if (args.pair) return pairOnce(args, document, event);
        return checkAll(args, document, event);
    });
}

const Command registered(
    "engine", "external pairing engine: --dutch|--dubov|--burstein IN.trf -p [OUT] | -c | -g CONFIG -o OUT [-s SEED]",
    run);

}  // namespace
}  // namespace tourney::app
