// `tourney tiebreaks`: FIDE C.07 tie-breaks computed from a TRF alone, like FIDE's reference
// tool. One line per player in starting-rank order: start rank, points, each value.
#include "app/command.h"

#include "formats/trf.h"
#include "scoring/tiebreaks.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <algorithm>
#include <iostream>

namespace tourney::app {

namespace {

// FIDE's tool: the 092 line names the system; failing that, a field that fits the number of
// rounds of a single or double round robin is one.
bool looksLikeRoundRobin(const formats::TrfDocument& document, int rounds) {
    std::string system = document.system_line;
    std::transform(system.begin(), system.end(), system.begin(), [](unsigned char c) { return std::toupper(c); });
    if (system.find("SWISS") != std::string::npos) return false;
    if (system.find("RR") != std::string::npos || system.find("ROBIN") != std::string::npos ||
        system.find("BERGER") != std::string::npos)
        return true;
    if (isRoundRobin(document.event.system)) return true;
    const int n = static_cast<int>(document.event.players.size());
    return n == rounds || n == rounds + 1 || n == 2 * rounds || n == 2 * rounds + 1;
}

int run(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Computes FIDE tie-breaks (Handbook C.07) from a TRF file. Prints a '#' header, then one line per\n"
        "player in starting-rank order: start rank, points and each tie-break, separated by tabs.\n"
        "Codes as TRF-26 writes them, e.g. BH/C1,BH,SB,DE,WIN,KS/L+1,ARO/C1,TPR.");
    parser.addHelpOption();
    const QCommandLineOption trf_option("trf", "The tournament, as a TRF file.", "IN.trf");
    const QCommandLineOption list_option("list", "Tie-break codes, separated by commas (default: the TRF's 202 line).",
                                         "CODES");
    const QCommandLineOption swiss_option("swiss", "Compute as a Swiss event.");
    const QCommandLineOption round_robin_option("round-robin", "Compute as a round robin.");
    const QCommandLineOption rules_option("rules", "C.07 edition: 2024 or 2026 (default: by the event's start date).",
                                          "YEAR");
    const QCommandLineOption round_option("round", "Standings after this round (default: all rounds).", "N");
    const QCommandLineOption unrated_option("unrated-rating", "Rating that unrated players count with.", "RATING");
    parser.addOptions(
        {trf_option, list_option, swiss_option, round_robin_option, rules_option, round_option, unrated_option});
    QTextStream err(stderr);
    if (!parser.parse(arguments)) {
        err << "tourney tiebreaks: " << parser.errorText() << '\n';
        return kUsageError;
    }
    if (parser.isSet("help")) {
        QTextStream(stdout) << parser.helpText();
        return kSuccess;
    }
    auto usage = [&](const QString& message) {
        err << "tourney tiebreaks: " << message << "\n\n" << parser.helpText();
        return kUsageError;
    };
    if (!parser.isSet(trf_option)) return usage("--trf is required");
    if (parser.isSet(swiss_option) && parser.isSet(round_robin_option))
        return usage("--swiss and --round-robin exclude each other");
    auto number = [&](const QCommandLineOption& option, int& value) {
        bool ok = false;
        value = parser.value(option).toInt(&ok);
        return ok && value >= 0;
    };

    try {
        const formats::TrfDocument document = formats::readTrfFile(parser.value(trf_option).toStdString());
        const Event& event = document.event;
        TiebreakSettings settings = settingsFor(event);
        if (parser.isSet(rules_option)) {
            auto rules = parseRulesEdition(parser.value(rules_option).toStdString());
            if (!rules) return usage("--rules must be 2024 or 2026");
            settings.rules = *rules;
        }
        if (parser.isSet(round_option) && (!number(round_option, settings.after_round) || settings.after_round == 0))
            return usage("--round must be a round number");
        if (parser.isSet(unrated_option)) {
            int rating = 0;
            if (!number(unrated_option, rating)) return usage("--unrated-rating must be a rating");
            settings.unrated_rating = rating;
        }
        const int rounds = settings.after_round > 0 ? std::min(settings.after_round, event.roundsPaired())
                                                    : event.roundsPaired();
        settings.round_robin = parser.isSet(round_robin_option) ||
                               (!parser.isSet(swiss_option) && looksLikeRoundRobin(document, rounds));

        std::vector<TiebreakCode> codes;
        if (parser.isSet(list_option))
            codes = parseTiebreakList(parser.value(list_option).toStdString());
        else
            for (const std::string& code : event.tiebreaks) codes.push_back(parseTiebreakCode(code));

        std::vector<std::vector<TiebreakValue>> values;
        try {
            values = computeTiebreaks(event, codes, settings);
        } catch (const UnratedPlayersError& error) {
            // Like FIDE's tool: these columns print as undefined (-0); the arbiter is told why.
            err << "tourney tiebreaks: warning: " << error.what() << "; printed as -0 (undefined)\n";
            settings.unrated_as_undefined = true;
            values = computeTiebreaks(event, codes, settings);
        }
        std::string out = "#startrank\tpoints";
        for (const TiebreakCode& code : codes) out += "\t" + code.text();
        out += '\n';
        for (const Player& player : event.players) {
            out += std::to_string(player.start_no) + '\t' + pointsAfter(event, player.start_no, rounds).toFixed1();
            for (const auto& column : values) out += '\t' + column[player.start_no - 1].toString();
            out += '\n';
        }
        std::cout << out;
        return kSuccess;
    } catch (const formats::InputError& error) {
        err << "tourney tiebreaks: " << error.what() << '\n';
    } catch (const TiebreakError& error) {
        err << "tourney tiebreaks: " << error.what() << '\n';
    }
    return kRefused;
}

const Command command("tiebreaks", "compute FIDE tie-breaks from a TRF file", run);

}  // namespace

}  // namespace tourney::app
