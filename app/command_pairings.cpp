// tourney pairings FILE [--round R] [--format text|tsv]
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"
#include "app/round_table.h"

#include <QTextStream>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("pairings FILE",
                     "Prints a round's pairings and results.\n"
                     "tsv: board<TAB>white_start<TAB>black_start<TAB>result per game, then\n"
                     "a line per bye with black_start 0 and the bye's TRF code (U, H, F, Z; A: absent).");
    line.addPositional("FILE", "The event file.");
    line.addOption("round", "R", "The round (default: the last paired).");
    line.addOption("format", "text|tsv", "text (default) or tsv.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("pairings", [&] {
        const QString format = line.choice("format", {"text", "tsv"});
        const Event event = readEventFile(line.positional(0));
        if (event.rounds.empty()) throw Refusal("no round is paired yet (tourney pair pairs one)");
        const int round = line.integerOption("round", event.roundsPaired(), 1, event.roundsPaired());
        QTextStream out(stdout);
        printRound(out, event, event.rounds[round - 1], format == "tsv" ? TableFormat::Tsv : TableFormat::Text);
        return kSuccess;
    });
}

const Command registered("pairings", "print a round's pairings and results", run);

}  // namespace
}  // namespace tourney::app
