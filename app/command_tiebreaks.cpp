// `tourney tiebreaks`: FIDE tie-breaks computed from a TRF alone, like FIDE's reference
// tool. One line per player in starting-rank order: start rank, points, each value.
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "reports/table_formats.h"
#include "tournament/trf_tiebreaks.h"

namespace tourney::app {

namespace {

void describe(CommandLine& line) {
    line.addOption("trf", "IN.trf", "The tournament, as a TRF file (required).");
    line.addOption("list", "CODES", "Tie-break codes, separated by commas (default: the TRF's 202 line).");
    line.addFlag("swiss", "Compute as a Swiss event.");
    line.addFlag("round-robin", "Compute as a round robin.");
    line.addOption("rules", "YEAR",
                   "Edition of the tie-break rules: 2024 or 2026 (default: by the event's start date).");
    line.addOption("round", "N", "Standings after this round (default: all rounds).");
    line.addOption("unrated-rating", "RATING", "Rating that unrated players count with.");
}

tournament::TrfTiebreakRequest requestOf(const CommandLine& line) {
    if (!line.isSet("trf")) throw UsageError("--trf is required");
    if (line.isSet("swiss") && line.isSet("round-robin"))
        throw UsageError("--swiss and --round-robin exclude each other");
    tournament::TrfTiebreakRequest request;
    request.trf_path = utf8(line.value("trf"));
    if (line.isSet("list")) request.codes = utf8(line.value("list"));
    using System = tournament::TrfTiebreakRequest::System;
    request.system = line.isSet("swiss")         ? System::Swiss
                     : line.isSet("round-robin") ? System::RoundRobin
                                                 : System::Detect;
    if (line.isSet("rules")) request.rules = utf8(line.value("rules"));
    auto number = [&](const char* option, int minimum) {
        bool ok = false;
        const int value = line.value(option).toInt(&ok);
        if (!ok || value < minimum)
            throw UsageError(tournament::Message("%1 must be a number from %2", std::string("--") + option, minimum));
        return value;
    };
    if (line.isSet("round")) request.after_round = number("round", 1);
    if (line.isSet("unrated-rating")) request.unrated_rating = number("unrated-rating", 0);
    return request;
}

int run(const QStringList& arguments) {
    CommandLine line("tiebreaks --trf IN.trf [--list CODES]",
                     "Computes FIDE tie-breaks from a TRF file. Prints a '#' header, then one line per\n"
                     "player in starting-rank order: start rank, points and each tie-break, separated by tabs.\n"
                     "Codes as TRF-26 writes them, e.g. BH/C1,BH,SB,DE,WIN,KS/L+1,ARO/C1,TPR.");
    describe(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const tournament::TrfTiebreaks computed = tournament::trfTiebreaks(requestOf(line));
        for (const tournament::Message& warning : computed.warnings)
            printErr(spoken(tournament::Message("tourney tiebreaks: warning: %1", warning)) + '\n');
        printOut(reports::tsvTable(computed.table));
        return kSuccess;
    });
}

const Command command("tiebreaks", "compute FIDE tie-breaks from a TRF file", run);

}  // namespace

}  // namespace tourney::app
