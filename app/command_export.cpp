// tourney export FILE --trf OUT.trf | --dtf OUT.dtf | --csv OUT.csv | --json OUT.json | --archive OUT.json
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/saved_file.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/draughts_transfer.h"
#include "tournament/event_archive.h"
#include "tournament/pairings_report.h"
#include "tournament/table_reports.h"
#include "tournament/trf_transfer.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("export FILE --trf OUT.trf | --dtf OUT.dtf | --csv OUT.csv | --json OUT.json | --archive OUT.json",
                     "Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for\n"
                     "rounds, scoring and system; or as a draughts tournament file (DTF, the\n"
                     "TRF-style profile of docs/draughts.md, which `import --dtf` reads back);\n"
                     "or every seat of every game and every bye as\n"
                     "CSV or JSON (round, table, seat, start, name, game points, place, points);\n"
                     "or the whole event with its log as an archive (JSON, docs/archive.md), which\n"
                     "`import --archive` reads back without loss. TRF has no form for tables of\n"
                     "four: export such events as CSV, JSON or an archive.");
    line.addPositional("FILE", "The event file.");
    line.addOption("trf", "OUT.trf", "The TRF file to write.");
    line.addOption("dtf", "OUT.dtf", "The draughts tournament file to write.");
    line.addOption("csv", "OUT.csv", "The CSV file to write.");
    line.addOption("json", "OUT.json", "The JSON file to write.");
    line.addOption("archive", "OUT.json", "The archive to write: everything the event file holds.");
    line.addOption("line-end", "E",
                   "How the TRF's lines end: lf (the default), crlf, or cr as TRF-16 asks (for a\n"
                   "program that reads only that).");
    line.addFlag("force", "Replace the output file when it exists (never an event file).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QStringList kinds{"trf", "dtf", "csv", "json", "archive"};
        const auto chosen = std::count_if(kinds.begin(), kinds.end(),
                                          [&](const QString& kind) { return line.isSet(kind); });
        if (chosen != 1) throw UsageError("one of --trf, --dtf, --csv, --json or --archive is required");
        if (line.isSet("line-end") && !line.isSet("trf")) throw UsageError("--line-end applies to --trf");
        const QString kind = *std::find_if(kinds.begin(), kinds.end(),
                                           [&](const QString& kind) { return line.isSet(kind); });
        const QString out = line.value(kind);
        const OutputTarget target{out, line.positional(0), line.isSet("force")};
        checkOutputTarget(target);
        SqlEventStore store = commandLineStore(line.positional(0));
        // A TRF carries the log too in FIDE mode (tournament/trf_transfer.h).
        const tournament::EventArchive archive = kind == "archive" || kind == "trf"
                                                     ? tournament::storedArchive(store)
                                                     : tournament::EventArchive{store.load(), {}};
        const Event& event = archive.event;
        std::string notes;
        if (kind == "archive") {
            writeOutputFile(target, tournament::archiveText(archive));
        } else if (kind == "dtf") {
            writeOutputFile(target, tournament::draughtsFileText(event));
        } else if (kind == "trf") {
            const auto end = formats::lineEndNamed(line.isSet("line-end") ? utf8(line.value("line-end")) : "lf");
            if (!end) throw UsageError("--line-end takes lf, crlf or cr");
            writeOutputFile(target, tournament::trfText(event, *end, archive.log));
            for (const tournament::Message& warning : tournament::trfNameWarnings(event))
                notes += spoken(tournament::Message("warning: %1", warning)) + '\n';
        } else {
            const tournament::Table results = tournament::resultsExport(event);
            const reports::TableOutput file{true, true, true};  // RFC 4180 lines in a file
            writeOutputFile(target, line.isSet("csv") ? reports::csvTable(results, file) : reports::jsonTable(results));
        }
        const tournament::Message players = tournament::countedMessage(event.players.size(), "%1 player", "%1 players");
        const tournament::Message rounds = tournament::countedMessage(tournament::roundsToReport(event), "%1 round",
                                                                      "%1 rounds");
        printOut(spoken(kind == "archive" ? tournament::Message("Wrote %1 (%2, %3, %4)", utf8(out), players, rounds,
                                                                tournament::countedMessage(
                                                                    archive.log.size(), "%1 log line", "%1 log lines"))
                                          : tournament::Message("Wrote %1 (%2, %3)", utf8(out), players, rounds)) +
                 '\n' + notes);
        return kSuccess;
    });
}

const Command registered(
    "export",
    "write the event as a FIDE TRF file, a draughts tournament file or a lossless archive, or its results as "
    "CSV or JSON",
    run);

}  // namespace
}  // namespace tourney::app
