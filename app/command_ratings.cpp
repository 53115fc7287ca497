// tourney ratings FILE [--format text|csv|tsv|json]
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_input.h"
#include "reports/table_formats.h"
#include "tournament/rating_report.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("ratings FILE",
                     "Prints each player's FIDE rating change over the event (rating regulations B.02):\n"
                     "K, rated games, score, expected score, change, new rating and performance.\n"
                     "Unrated players get their performance for a first rating. K is the rating\n"
                     "list's when known, else derived from rating and year of birth (marked *).\n"
                     "FILE is an event file or a .trf file. PDF: tourney report FILE ratings -o OUT.pdf");
    line.addPositional("FILE", "The event file, or a FIDE TRF file (.trf).");
    line.addOption("format", "text|csv|tsv|json", "text (default), csv, tsv or json.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "csv", "tsv", "json"});
        const Event event = readEventOrTrf(line.positional(0));
        printOut(reports::renderTable(tournament::ratingReport(event), *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

const Command registered("ratings", "print each player's FIDE rating change (B.02)", run);

}  // namespace
}  // namespace tourney::app
