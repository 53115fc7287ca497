// tourney import IN.trf FILE: a new event file from a FIDE TRF file; tourney import --archive
// IN.json [FILE]: the event of an archive, whole, with its log; tourney import --dtf IN.dtf FILE:
// a draughts tournament file (docs/draughts.md).
#include "app/command.h"
#include "app/command_line.h"
#include "app/database.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "tournament/draughts_transfer.h"
#include "tournament/event_archive.h"
#include "tournament/pairings_report.h"
#include "tournament/trf_transfer.h"

#include <QDir>
#include <QFileInfo>

namespace tourney::app {
namespace {

// Beside the archive, its name with .tourney for its extension: spring.json gives spring.tourney.
QString eventBeside(const QString& archive) {
    const QFileInfo info(archive);
    return info.dir().filePath(info.completeBaseName() + ".tourney");
}

int importArchive(const CommandLine& line) {
    const QString archive = line.positional(0);
    const QString location = line.positionalCount() > 1 ? line.positional(1) : eventBeside(archive);
    SqlEventStore store = commandLineStore(location);
    const tournament::EventArchive imported = tournament::importArchive(store, utf8(archive));
    printSaid(tournament::Message(
        "Created %1 from %2: %3, %4 paired, %5", utf8(shownLocation(location)), utf8(archive),
        tournament::countedMessage(imported.event.players.size(), "%1 player", "%1 players"),
        tournament::countedMessage(tournament::roundsToReport(imported.event), "%1 round", "%1 rounds"),
        tournament::countedMessage(imported.log.size(), "%1 log line", "%1 log lines")));
    return kSuccess;
}

int importDraughts(const CommandLine& line) {
    SqlEventStore store = commandLineStore(line.positional(1));
    const Event event = tournament::importDraughtsFile(store, utf8(line.positional(0)));
    printSaid(tournament::Message("Created %1 from %2: %3, %4 paired", utf8(shownLocation(line.positional(1))),
                                  utf8(line.positional(0)),
                                  tournament::countedMessage(event.players.size(), "%1 player", "%1 players"),
                                  tournament::countedMessage(event.roundsPaired(), "%1 round", "%1 rounds")));
    return kSuccess;
}

int run(const QStringList& arguments) {
    CommandLine line("import IN.trf FILE | import --dtf IN.dtf FILE | import --archive IN.json [FILE]",
                     "Creates an event file from a FIDE TRF file (TRF-16, with TRF-26 and\n"
                     "JaVaFo header lines), from a draughts tournament file (docs/draughts.md),\n"
                     "or from an archive that `export --archive` wrote:\n"
                     "the whole event with its log, as it was (docs/archive.md). An existing\n"
                     "event is never replaced.");
    line.addPositional("IN", "The TRF file, or with --archive the archive, to read.");
    line.addPositional("FILE",
                       "The event file to create (a postgresql:// address too). With --archive it "
                       "may be left out: the archive's name with .tourney, beside it.",
                       false);
    line.addFlag("archive", "IN is an archive written by `export --archive`.");
    line.addFlag("dtf", "IN is a draughts tournament file (`export --dtf` writes one).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&]() -> int {
        if (line.isSet("archive") && line.isSet("dtf")) throw UsageError("--archive and --dtf exclude each other");
        if (line.isSet("archive")) return importArchive(line);
        if (line.positionalCount() < 2) throw UsageError("missing arguments");
        if (line.isSet("dtf")) return importDraughts(line);
        SqlEventStore store = commandLineStore(line.positional(1));
        const tournament::TrfImport imported = tournament::importTrf(store, utf8(line.positional(0)));
        const Event& event = imported.event;
        for (const tournament::Message& warning : imported.warnings)
            printErr(spoken(tournament::Message("warning: %1: %2", utf8(line.positional(0)), warning)) + '\n');
        printSaid(tournament::Message(
            "Created %1 from %2: %3, %4 paired", utf8(shownLocation(line.positional(1))), utf8(line.positional(0)),
            tournament::countedMessage(event.players.size(), "%1 player", "%1 players"),
            tournament::countedMessage(tournament::roundsToReport(event), "%1 round", "%1 rounds")));
        return kSuccess;
    });
}

const Command registered("import", "create an event file from a FIDE TRF file or an archive", run);

}  // namespace
}  // namespace tourney::app
