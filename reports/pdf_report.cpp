#include "reports/pdf_report.h"

#include "reports/crosstable_report.h"
#include "reports/pairings_report.h"
#include "reports/pdf_table.h"
#include "reports/scoresheet_pdf.h"
#include "reports/standings_report.h"
#include "reports/wallchart_report.h"

namespace tourney::reports {

namespace {

struct KindName {
    ReportKind kind;
    std::string_view name;
};
constexpr KindName kKindNames[] = {
    {ReportKind::Pairings, "pairings"},     {ReportKind::Standings, "standings"},
    {ReportKind::Crosstable, "crosstable"}, {ReportKind::WallChart, "wallchart"},
    {ReportKind::Scoresheets, "scoresheets"},
};

}  // namespace

std::optional<ReportKind> parseReportKind(std::string_view name) {
    for (const KindName& entry : kKindNames)
        if (entry.name == name) return entry.kind;
    return std::nullopt;
}

std::string_view reportKindName(ReportKind kind) {
    for (const KindName& entry : kKindNames)
        if (entry.kind == kind) return entry.name;
    return "report";
}

RunningHeader runningHeaderOf(const EventInfo& info) {
    std::string details = info.city;
    const auto add = [&details](const std::string& part) {
        if (part.empty()) return;
        if (!details.empty()) details += "  ·  ";
        details += part;
    };
    if (!info.start_date.empty() && !info.end_date.empty() && info.start_date != info.end_date)
        add(info.start_date + " – " + info.end_date);
    else
        add(info.start_date.empty() ? info.end_date : info.start_date);
    if (!info.chief_arbiter.empty()) add("Chief Arbiter: " + info.chief_arbiter);
    return RunningHeader{info.name.empty() ? "Tournament" : info.name, details};
}

void writePdfReport(const Event& event, ReportKind kind, const PdfOptions& options, const std::string& path) {
    PdfDocument pdf(options.paper, runningHeaderOf(event.info));
    switch (kind) {
    case ReportKind::Pairings:
        printTable(pdf, pairingsReport(event, options.round), Orientation::Portrait);
        break;
    case ReportKind::Standings: {
        const ReportTable table = standingsReport(event, options.round);
        // Many tie-breaks make the table wide: turn the page rather than crowd the names.
        printTable(pdf, table, table.columns.size() > 11 ? Orientation::Landscape : Orientation::Portrait);
        break;
    }
    case ReportKind::Crosstable:
        printTable(pdf, crosstableReport(event, options.round), Orientation::Landscape);
        break;
    case ReportKind::WallChart:
        printTable(pdf, wallChartReport(event, options.round), Orientation::Landscape, TableStyle{7.5f, 11.5f});
        break;
    case ReportKind::Scoresheets:
        printScoresheets(pdf, event, reportRound(event, options.round));
        break;
    }
    pdf.save(path);
}

}  // namespace tourney::reports
