// tourney norms FILE [--format text|csv|tsv|json]
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_input.h"
#include "reports/table_formats.h"
#include "tournament/norms_report.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("norms FILE",
                     "Prints the title norms (GM, IM, WGM, WIM) players meet in the event under the\n"
                     "FIDE title regulations B.01, with the figures: games, score, average rating of\n"
                     "the opponents (Ra, with the rating floor), performance, titled opponents and\n"
                     "federations. The exceptions of B.01 1.43 are not checked: see the notes.\n"
                     "FILE is an event file or a .trf file. PDF: tourney report FILE norms -o OUT.pdf");
    line.addPositional("FILE", "The event file, or a FIDE TRF file (.trf).");
    line.addOption("format", "text|csv|tsv|json", "text (default), csv, tsv or json.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "csv", "tsv", "json"});
        const Event event = readEventOrTrf(line.positional(0));
        printOut(reports::renderTable(tournament::normsReport(event), *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

const Command registered("norms", "print the title norms players meet (B.01)", run);

}  // namespace
}  // namespace tourney::app
