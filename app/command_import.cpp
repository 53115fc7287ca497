// tourney import IN.trf FILE: a new event file from a FIDE TRF file.
#include "app/command.h"
#include "app/command_line.h"
#include "app/database.h"
#include "app/sql_event_store.h"
#include "tournament/trf_transfer.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("import IN.trf FILE",
                     "Creates an event file from a FIDE TRF file (TRF-16, with TRF-26 and\n"
                     "JaVaFo header lines).");
    line.addPositional("IN.trf", "The TRF file to read.");
    line.addPositional("FILE", "The event file to create.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store(line.positional(1));
        const tournament::TrfImport imported = tournament::importTrf(store, utf8(line.positional(0)));
        const Event& event = imported.event;
        for (const std::string& warning : imported.warnings)
            printErr("warning: " + utf8(line.positional(0)) + ": " + warning + '\n');
        printOut("Created " + utf8(shownLocation(line.positional(1))) + " from " + utf8(line.positional(0)) + ": " +
                 counted(event.players.size(), "player") + ", " +
                 counted(static_cast<std::size_t>(event.roundsPaired()), "round") + " paired\n");
        return kSuccess;
    });
}

const Command registered("import", "create an event file from a FIDE TRF file", run);

}  // namespace
}  // namespace tourney::app
