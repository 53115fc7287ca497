// tourney publish FILE --html DIR
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_input.h"
#include "app/refusal.h"
#include "app/saved_file.h"
#include "reports/html_site.h"

#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("publish",
                     "Writes the event as a small static web site: an index, the pairings of every\n"
                     "round, the standings and the crosstable (round robin) or wall chart (Swiss).\n"
                     "Pages read on a phone and print cleanly. FILE is an event file or a .trf file.");
    line.addPositional("FILE", "The event file, or a FIDE TRF file (.trf).");
    line.addOption("html", "DIR", "The folder to write the site into (required; created when missing).");
    line.addFlag("force", "Replace files of DIR that an earlier publish did not write (never an event file).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (!line.isSet("html")) throw UsageError("--html DIR is required");
        const Event event = readEventOrTrf(line.positional(0));
        const bool force = line.isSet("force");
        const auto files = reports::writeHtmlSite(
            event, line.value("html").toStdString(), [&](const std::string& path, const std::string& content) {
                const QString file = QString::fromStdString(path);
                writeOutputFile({file, line.positional(0), force || publishedEarlier(file)}, content);
            });
        printSaid(tournament::Message("Wrote %1 files to %2", files.size(), utf8(line.value("html"))));
        return kSuccess;
    });
}

const Command registered("publish", "write the event as a static HTML site", run);

}  // namespace
}  // namespace tourney::app
