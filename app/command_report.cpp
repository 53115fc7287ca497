// tourney report FILE pairings|standings|crosstable|wallchart|scoresheets [--round R]
//                [--paper a4|letter] -o OUT.pdf
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_input.h"
#include "app/refusal.h"
#include "reports/csv_table.h"
#include "reports/pdf_report.h"

#include <QSaveFile>
#include <QTextStream>

#include <sstream>

namespace tourney::app {
namespace {

void writeCsvFile(const QString& path, const tournament::Table& table) {
    std::ostringstream csv;
    reports::writeCsv(csv, table);
    // Written aside and renamed at the end: a failed write leaves no half-written file.
    QSaveFile out(path);
    const std::string text = csv.str();
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
        !out.commit())
        throw Refusal((path + ": cannot be written (" + out.errorString() + ")").toStdString());
}

int run(const QStringList& arguments) {
    CommandLine line("report",
                     "Prints a report of the event as PDF (or CSV when OUT ends in .csv).\n"
                     "KIND: pairings (of a round, byes below the boards), standings (with every\n"
                     "tie-break), crosstable (round robins), wallchart (Swiss events), scoresheets\n"
                     "(every game of a round, two to a page). FILE is an event file or a .trf file.");
    line.addPositional("FILE", "The event file, or a FIDE TRF file (.trf).");
    line.addPositional("KIND", "pairings, standings, crosstable, wallchart or scoresheets.");
    line.addOption("round", "R",
                   "Pairings and scoresheets of round R; tables after round R (default: the last paired round).");
    line.addOption("paper", "a4|letter", "Paper size: a4 (default) or letter.");
    line.addOption("o", "OUT.pdf", "The file to write (required).");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("report", [&] {
        if (!line.isSet("o")) throw UsageError("-o OUT.pdf is required");
        const auto kind = tournament::parseReportKind(line.positional(1).toStdString());
        if (!kind)
            throw UsageError(("unknown report '" + line.positional(1) +
                              "': pairings, standings, crosstable, wallchart or scoresheets")
                                 .toStdString());
        const QString paper = line.choice("paper", {"a4", "letter"});
        const Event event = readEventOrTrf(line.positional(0));
        const int round = line.integerOption("round", 0, 1, std::max(1, event.roundsPaired()));
        const QString out = line.value("o");
        try {
            if (out.endsWith(".csv", Qt::CaseInsensitive)) {
                writeCsvFile(out, tournament::reportTable(event, *kind, round));
            } else {
                const reports::PdfOptions options{*reports::parsePaper(paper.toStdString()), round};
                reports::writePdfReport(event, *kind, options, out.toStdString());
            }
        } catch (const std::invalid_argument& refused) {
            throw Refusal(refused.what());
        }
        QTextStream(stdout) << "Wrote " << out << '\n';
        return kSuccess;
    });
}

const Command registered("report", "print pairings, standings, crosstable, wall chart or scoresheets as PDF", run);

}  // namespace
}  // namespace tourney::app
