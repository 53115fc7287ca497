// tourney standings FILE [--after-round R] [--category NAME] [--format text|csv|tsv|json|html]
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/standings_report.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("standings FILE",
                     "Prints the standings: rank, start number, name, rating, federation,\n"
                     "points, then the event's tie-breaks in order.");
    line.addPositional("FILE", "The event file.");
    line.addOption("after-round", "R", "Standings after round R (default: every paired round).");
    line.addOption("category", "NAME", "Only the players of a category, ranked within it beside the overall rank.");
    line.addOption("format", "text|csv|tsv|json|html", "text (default), csv, tsv, json or html.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "csv", "tsv", "json", "html"});
        const Event event = SqlEventStore(line.positional(0)).load();
        const int after_round = line.isSet("after-round") ? line.wholeNumber("--after-round", line.value("after-round"))
                                                          : 0;
        const tournament::Table table = line.isSet("category") ? tournament::categoryStandings(
                                                                     event, after_round, utf8(line.value("category")))
                                                               : tournament::standingsList(event, after_round);
        printOut(reports::renderTable(table, *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

const Command registered("standings", "print the standings with the event's tie-breaks", run);

}  // namespace
}  // namespace tourney::app
