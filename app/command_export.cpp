// tourney export FILE --trf OUT.trf
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"
#include "formats/trf.h"

#include <QSaveFile>
#include <QTextStream>

#include <sstream>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("export FILE --trf OUT.trf",
                     "Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for\n"
                     "rounds, scoring and system.");
    line.addPositional("FILE", "The event file.");
    line.addOption("trf", "OUT.trf", "The TRF file to write (required).");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("export", [&] {
        if (!line.isSet("trf")) throw UsageError("--trf is required");
        const Event event = readEventFile(line.positional(0));
        std::ostringstream trf;
        formats::writeTrf(trf, event);
        // Written aside and renamed at the end: a failed export leaves no half-written file.
        QSaveFile out(line.value("trf"));
        const std::string text = trf.str();
        if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
            !out.commit())
            throw Refusal((line.value("trf") + ": cannot be written (" + out.errorString() + ")").toStdString());
        QTextStream(stdout) << "Wrote " << line.value("trf") << " (" << event.players.size() << " players, "
                            << event.roundsPaired() << " rounds)\n";
        return kSuccess;
    });
}

const Command registered("export", "write the event as a FIDE TRF file", run);

}  // namespace
}  // namespace tourney::app
