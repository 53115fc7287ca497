// tourney export FILE --trf OUT.trf
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/saved_file.h"
#include "app/sql_event_store.h"
#include "tournament/trf_transfer.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("export FILE --trf OUT.trf",
                     "Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for\n"
                     "rounds, scoring and system.");
    line.addPositional("FILE", "The event file.");
    line.addOption("trf", "OUT.trf", "The TRF file to write (required).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (!line.isSet("trf")) throw UsageError("--trf is required");
        const Event event = SqlEventStore(line.positional(0)).load();
        writeWholeFile(line.value("trf"), tournament::trfText(event));
        printOut("Wrote " + utf8(line.value("trf")) + " (" + counted(event.players.size(), "player") + ", " +
                 counted(static_cast<std::size_t>(event.roundsPaired()), "round") + ")\n");
        return kSuccess;
    });
}

const Command registered("export", "write the event as a FIDE TRF file", run);

}  // namespace
}  // namespace tourney::app
