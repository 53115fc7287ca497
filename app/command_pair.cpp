// tourney pair FILE [--explain] [--date yyyy-mm-dd]: pairs the next round and prints it.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/pairings_report.h"
#include "tournament/round_pairing.h"

#include <QDate>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("pair FILE",
                     "Pairs the next round and prints it. Refused while the previous round\n"
                     "lacks results.");
    line.addPositional("FILE", "The event file.");
    line.addFlag("explain", "Also print how the pairing was reached.");
    line.addOption("date", "yyyy-mm-dd", "The round's date, for the TRF (default: today, local time).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::PairedRound paired = tournament::pairNextRound(
            store, line.isSet("explain"),
            utf8(line.isSet("date") ? line.value("date") : QDate::currentDate().toString(Qt::ISODate)));
        std::string text;
        text += spokenLines(paired.notes);
        for (const std::string& step : paired.explanation) text += step + '\n';
        text += reports::textTable(tournament::roundSheet(paired.event, paired.round));
        printOut(text);
        return kSuccess;
    });
}

const Command registered("pair", "pair the next round", run);

}  // namespace
}  // namespace tourney::app
