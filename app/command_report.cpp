// tourney report FILE KIND [--round R] [--category NAME] [--paper a4|letter] -o OUT.pdf|OUT.csv
// KIND: pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings, tablesheets,
// startlist, alphabetical, pairings-by-name, ratings, norms, prizes, it1 [--player N], it3,
// pairing-cards, badges [--site-url URL | --no-qr], table-numbers
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_input.h"
#include "app/refusal.h"
#include "app/saved_file.h"
#include "reports/pdf_report.h"
#include "reports/table_formats.h"
#include "tournament/hall_paper.h"
#include "tournament/pairings_report.h"
#include "tournament/report_kind.h"

#include <QTextStream>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("report",
                     "Prints a report of the event as PDF (or CSV when OUT ends in .csv).\n"
                     "KIND: pairings (of a round, byes below the boards), standings (with every\n"
                     "tie-break), crosstable (round robins), wallchart (Swiss events), schedule (every\n"
                     "round of a round robin, also before round 1), scoresheets (every game of a\n"
                     "round, two to a page). At tables of four also meetings (who met whom, in which\n"
                     "round and seat) and tablesheets (a sheet per table: the players by seat, a box\n"
                     "for each seat's points, the signatures). For the venue: startlist (by start\n"
                     "number, also before round 1), alphabetical (by name), pairings-by-name (a round's\n"
                     "boards with the players by name: the sheet at the door). For FIDE: ratings (each\n"
                     "player's rating change, B.02), norms (title norms met, B.01), it1 (FIDE's\n"
                     "certificate of a title norm, one for each norm achieved) and it3 (FIDE's\n"
                     "tournament report of the norms). For the organiser: prizes (the prize list).\n"
                     "For the hall: pairing-cards (a card per board of a round, six to a page),\n"
                     "badges (a badge per player, eight to a page) and table-numbers (each board's\n"
                     "number, two to a page); cards and badges carry a QR code to each player's page\n"
                     "on the event's site (--site-url), or none with --no-qr.\n"
                     "FILE is an event file or a .trf file.");
    line.addPositional("FILE", "The event file, or a FIDE TRF file (.trf).");
    line.addPositional("KIND",
                       "pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings,\n"
                       "tablesheets, startlist, alphabetical, pairings-by-name, ratings, norms, prizes,\n"
                       "it1, it3, pairing-cards, badges or table-numbers.");
    line.addOption("round", "R",
                   "Pairings and scoresheets of round R; tables after round R (default: the last paired round).");
    line.addOption("category", "NAME", "Standings of one category (tourney category add), ranked within it.");
    line.addOption("player", "N", "it1: the norm certificates of player N only (default: every norm achieved).");
    line.addOption("site-url", "URL",
                   "pairing-cards, badges: the address of the event's pages as tourney serve serves them\n"
                   "(https://chess.example.org/events/open); each QR code leads to URL/players/N.");
    line.addFlag("no-qr", "pairing-cards, badges: print them without QR codes (the event has no site).");
    line.nameField("site_url", "--site-url");  // also when it was not given: the refusal asks for it
    line.addOption("paper", "a4|letter", "Paper size: a4 (default) or letter.");
    line.addOption("o", "OUT.pdf", "The file to write (required).");
    line.addFlag("force", "Replace OUT when it exists (never an event file).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (!line.isSet("o")) throw UsageError("-o OUT.pdf is required");
        const auto kind = tournament::parseReportKind(line.positional(1).toStdString());
        if (!kind)
            throw UsageError(tournament::Message("unknown report '%1': %2", line.positional(1).toStdString(),
                                                 tournament::reportKindNames()));
        const QString paper = line.choice("paper", {"a4", "letter"});
        const Event event = readEventOrTrf(line.positional(0));
        const int round = line.integerOption("round", 0, 1, std::max(1, tournament::roundsToReport(event)));
        const QString out = line.value("o");
        const OutputTarget target{out, line.positional(0), line.isSet("force")};
        checkOutputTarget(target);  // before the work: a refused name costs nothing
        if (out.endsWith(".csv", Qt::CaseInsensitive)) {
            const reports::TableOutput file{true, true, true};  // RFC 4180 lines in a file
            writeOutputFile(
                target,
                reports::csvTable(tournament::reportTable(event, *kind, round, utf8(line.value("category"))), file));
        } else {
            const int player = line.integerOption("player", 0, 1, std::max(1, static_cast<int>(event.players.size())));
            reports::PdfOptions options{*reports::parsePaper(paper.toStdString()), round, utf8(line.value("category")),
                                        player};
            if (line.isSet("site-url")) options.site = tournament::siteAddress(utf8(line.value("site-url")));
            options.no_qr = line.isSet("no-qr");
            writeOutputFile(target, reports::pdfReport(event, *kind, options));
        }
        printSaid(tournament::Message("Wrote %1", utf8(out)));
        return kSuccess;
    });
}

const Command registered("report", "print pairings, standings, crosstables, scoresheets and other reports as PDF", run);

}  // namespace
}  // namespace tourney::app
