#include "reports/pdf_report.h"

#include "reports/hall_paper_pdf.h"
#include "reports/labels.h"
#include "reports/norm_forms_pdf.h"
#include "reports/pdf_table.h"
#include "reports/scoresheet_pdf.h"
#include "reports/table_sheet_pdf.h"
#include "tournament/pairings_report.h"
#include "tournament/refusal.h"

#include <filesystem>
#include <fstream>

namespace tourney::reports {

using tournament::Align;
using tournament::Cell;
using tournament::Column;
using tournament::Table;

RunningHeader runningHeaderOf(const EventInfo& info) {
    std::string details = info.city;
    const auto add = [&details](const std::string& part) {
        if (part.empty()) return;
        if (!details.empty()) details += "  ·  ";
        details += part;
    };
    if (!info.start_date.empty() && !info.end_date.empty() && info.start_date != info.end_date)
        add(withDigits(info.start_date + " – " + info.end_date));
    else
        add(withDigits(info.start_date.empty() ? info.end_date : info.start_date));
    if (!info.chief_arbiter.empty()) add(label("Chief Arbiter") + ": " + info.chief_arbiter);
    return RunningHeader{info.name.empty() ? label("Tournament") : info.name, details};
}

namespace {

// FIDE's norm forms, in English with ASCII digits whatever the interface speaks: FIDE takes them
// in English (B.01), and the arbiter files them as they are.
std::string normFormsPdf(const Event& event, tournament::ReportKind kind, const PdfOptions& options) {
    const EnglishReports english;
    PdfDocument pdf(options.paper, runningHeaderOf(event.info));
    printNormForms(pdf, kind == tournament::ReportKind::NormCertificates
                            ? tournament::normCertificates(event, options.player)
                            : std::vector<tournament::NormForm>{tournament::tournamentReportForm(event)});
    return pdf.bytes();
}

// The hall's paper (tournament/hall_paper.h). A card or badge promises a QR code to the player's
// page: without the site's address it is printed without one only when asked to.
std::string hallPaperPdf(const Event& event, tournament::ReportKind kind, const PdfOptions& options) {
    if (tournament::carriesQrCodes(kind) && !options.site && !options.no_qr)
        throw tournament::Refusal("site_url",
                                  tournament::Message("%1 carry a QR code to each player's page on the event's "
                                                      "site: give the site's address, or ask for no QR code",
                                                      std::string(tournament::reportKindName(kind))));
    const std::optional<tournament::SiteAddress> site = options.no_qr ? std::nullopt : options.site;
    PdfDocument pdf(options.paper, runningHeaderOf(event.info));
    if (kind == tournament::ReportKind::PairingCards)
        printPairingCards(pdf, event, tournament::pairingCards(event, options.round, site));
    else if (kind == tournament::ReportKind::Badges)
        printBadges(pdf, event, tournament::playerBadges(event, site));
    else
        printTableNumbers(pdf, event, tournament::tableNumbers(event, options.round));
    return pdf.bytes();
}

}  // namespace

std::string pdfReport(const Event& event, tournament::ReportKind kind, const PdfOptions& options) {
    if (!options.category.empty() && kind != tournament::ReportKind::Standings)
        throw tournament::Refusal("category", "only standings are printed for a category");
    if (options.player != 0 && kind != tournament::ReportKind::NormCertificates)
        throw tournament::Refusal("player", "only norm certificates (it1) are printed for one player");
    if (event.teams && !tournament::madeForTeamEvents(kind))
        throw tournament::Refusal(tournament::Message("the %1 report is not made for team events yet",
                                                      std::string(tournament::reportKindName(kind))));
    if (kind == tournament::ReportKind::NormCertificates || kind == tournament::ReportKind::TournamentReport)
        return normFormsPdf(event, kind, options);
    if (kind == tournament::ReportKind::PairingCards || kind == tournament::ReportKind::Badges ||
        kind == tournament::ReportKind::TableNumbers)
        return hallPaperPdf(event, kind, options);
    PdfDocument pdf(options.paper, runningHeaderOf(event.info));
    if (!tournament::reportNeedsRound(kind)) {  // also before round 1: no round to choose
        const Table table = localized(tournament::reportTable(event, kind, 0));
        printTable(pdf, table, table.columns.size() > 11 ? Orientation::Landscape : Orientation::Portrait);
        return pdf.bytes();
    }
    const int round = tournament::reportRound(event, options.round);
    switch (kind) {
    case tournament::ReportKind::Pairings:
    case tournament::ReportKind::PairingsByName:
        printTable(pdf, localized(tournament::reportTable(event, kind, round)), Orientation::Portrait);
        break;
    case tournament::ReportKind::Standings: {
        const Table table = localized(tournament::reportTable(event, kind, round, options.category));
        // Many tie-breaks make the table wide: turn the page rather than crowd the names.
        printTable(pdf, table, table.columns.size() > 11 ? Orientation::Landscape : Orientation::Portrait);
        break;
    }
    case tournament::ReportKind::Crosstable:
        printTable(pdf, localized(tournament::reportTable(event, kind, round)), Orientation::Landscape);
        break;
    case tournament::ReportKind::WallChart:
        printTable(pdf, localized(tournament::reportTable(event, kind, round)), Orientation::Landscape,
                   TableStyle{7.5f, 11.5f});
        break;
    case tournament::ReportKind::Scoresheets: printScoresheets(pdf, event, round); break;
    case tournament::ReportKind::Meetings:
        printTable(pdf, localized(tournament::reportTable(event, kind, round)), Orientation::Landscape);
        break;
    case tournament::ReportKind::TableSheets: printTableSheets(pdf, event, round); break;
    default: break;  // the reports of the whole event are printed above
    }
    return pdf.bytes();
}

void writePdfReport(const Event& event, tournament::ReportKind kind, const PdfOptions& options,
                    const std::string& path) {
    const std::string pdf = pdfReport(event, kind, options);
    // Written aside and renamed at the end: a failed write leaves no half-written file.
    const std::string partial = path + ".part";
    std::error_code ignored;
    std::ofstream out(partial, std::ios::binary);
    out.write(pdf.data(), static_cast<std::streamsize>(pdf.size()));
    out.close();
    std::error_code renamed;
    if (out) std::filesystem::rename(partial, path, renamed);
    if (!out || renamed) {
        std::filesystem::remove(partial, ignored);
        throw std::runtime_error(path + ": cannot be written");
    }
}

}  // namespace tourney::reports
