// tourney export FILE --trf OUT.trf
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/saved_file.h"
#include "app/sql_event_store.h"
#include "tournament/trf_transfer.h"

#include <QFile>

#include <filesystem>

namespace tourney::app {
namespace {

// The TRF must not land on the event it is read from (by the same name, a link, or a path
// that leads there another way). writeWholeFile also refuses any SQLite file.
void checkNotTheEvent(const QString& event, const QString& trf) {
    std::error_code error;
    const std::filesystem::path event_path(QFile::encodeName(event).toStdString());
    const std::filesystem::path trf_path(QFile::encodeName(trf).toStdString());
    if (std::filesystem::equivalent(event_path, trf_path, error))
        throw Refusal((trf + ": is the event file itself; choose another name for the TRF").toStdString());
}

int run(const QStringList& arguments) {
    CommandLine line("export FILE --trf OUT.trf",
                     "Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for\n"
                     "rounds, scoring and system.");
    line.addPositional("FILE", "The event file.");
    line.addOption("trf", "OUT.trf", "The TRF file to write (required).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (!line.isSet("trf")) throw UsageError("--trf is required");
        checkNotTheEvent(line.positional(0), line.value("trf"));
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
