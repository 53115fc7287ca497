// tourney pairings FILE [--round R] [--by-name] [--format text|tsv|csv|json]
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/pairings_report.h"
#include "tournament/venue_lists.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("pairings FILE",
                     "Prints a round's pairings and results.\n"
                     "tsv: a header line (board, white, black, result), then\n"
                     "board<TAB>white_start<TAB>black_start<TAB>result per game, then\n"
                     "a line per bye or absence with the board empty (it is no board), black_start 0\n"
                     "and the bye's TRF code as the result (U, H, F, Z; A: absent).\n"
                     "At tables of four: table<TAB>red<TAB>green<TAB>yellow<TAB>black<TAB>result\n"
                     "(start numbers; the result as entered, e.g. 12-5-0-3), then a line per bye with\n"
                     "the table empty, the player in the red column, 0 in the others and the bye's code.\n"
                     "In json a bye's board (table) is 0.");
    line.addPositional("FILE", "The event file.");
    line.addOption("round", "R", "The round (default: the last paired).");
    line.addFlag("by-name", "Every player by name with his board, colour and opponent: the sheet at the door.");
    line.addOption("format", "text|tsv|csv|json", "text (default), tsv, csv or json.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const Event event = SqlEventStore(line.positional(0)).load();
        const int round = line.isSet("round") ? line.wholeNumber("--round", line.value("round")) : 0;
        if (line.isSet("by-name")) {
            printOut(reports::renderTable(tournament::pairingsByName(event, round),
                                          *reports::parseTableFormat(utf8(format))));
        } else if (format == "text") {
            printOut(reports::textTable(tournament::roundSheet(event, round)));
        } else {
            // Headed like every other TSV of Tourney (issue 31 item 11); tourney result --file
            // takes the header line too.
            printOut(
                reports::renderTable(tournament::pairingsList(event, round), *reports::parseTableFormat(utf8(format))));
        }
        return kSuccess;
    });
}

const Command registered("pairings", "print a round's pairings and results", run);

}  // namespace
}  // namespace tourney::app
