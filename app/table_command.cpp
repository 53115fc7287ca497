#include "app/table_command.h"

#include "app/command.h"
#include "app/command_line.h"
#include "app/event_input.h"
#include "reports/table_formats.h"

namespace tourney::app {

int printEventTable(const QStringList& arguments, const QString& usage, const QString& description, EventTable table) {
    CommandLine line(usage, description);
    line.addPositional("FILE", "The event file, or a FIDE TRF file (.trf).");
    line.addOption("format", "text|csv|tsv|json", "text (default), csv, tsv or json.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "csv", "tsv", "json"});
        const Event event = readEventOrTrf(line.positional(0));
        printOut(reports::renderTable(table(event), *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

}  // namespace tourney::app
