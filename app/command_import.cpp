// tourney import IN.trf FILE: a new event file from a FIDE TRF file.
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"
#include "formats/trf.h"

#include <QFileInfo>
#include <QTextStream>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("import IN.trf FILE",
                     "Creates an event file from a FIDE TRF file (TRF-16, with TRF-26 and\n"
                     "JaVaFo header lines).");
    line.addPositional("IN.trf", "The TRF file to read.");
    line.addPositional("FILE", "The event file to create.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("import", [&] {
        const QString trf_path = line.positional(0);
        if (!QFileInfo(trf_path).isFile()) throw Refusal(trf_path.toStdString() + ": no such file");
        formats::TrfDocument document = formats::readTrfFile(trf_path.toStdString());
        Event& event = document.event;
        if (!event.forbidden_in_rounds.empty())
            throw Refusal(trf_path.toStdString() + ": line 260 keeps players " +
                          std::to_string(event.forbidden_in_rounds.front().first) + " and " +
                          std::to_string(event.forbidden_in_rounds.front().second) +
                          " apart in some rounds only; an event file stores forbidden pairs for every round "
                          "(tourney forbid add)");
        event.requested_byes.insert(event.requested_byes.end(), document.later_byes.begin(), document.later_byes.end());
        if (event.info.name.empty()) event.info.name = QFileInfo(trf_path).completeBaseName().toStdString();

        const QString location = line.positional(1);
        createEventFile(location, event);
        QTextStream(stdout) << "Created " << location << " from " << trf_path << ": " << event.players.size()
                            << " players, " << event.roundsPaired() << " rounds paired\n";
        return kSuccess;
    });
}

const Command registered("import", "create an event file from a FIDE TRF file", run);

}  // namespace
}  // namespace tourney::app
