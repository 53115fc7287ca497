#include "tournament/report_kind.h"

#include "tournament/crosstable_report.h"
#include "tournament/pairings_report.h"
#include "tournament/refusal.h"
#include "tournament/round_robin_draw.h"
#include "tournament/standings_report.h"
#include "tournament/wallchart_report.h"

#include <stdexcept>

namespace tourney::tournament {

namespace {

struct KindName {
    ReportKind kind;
    std::string_view name;
};
constexpr KindName kKindNames[] = {
    {ReportKind::Pairings, "pairings"},       {ReportKind::Standings, "standings"},
    {ReportKind::Crosstable, "crosstable"},   {ReportKind::WallChart, "wallchart"},
    {ReportKind::Scoresheets, "scoresheets"}, {ReportKind::Schedule, "schedule"},
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

Table reportTable(const Event& event, ReportKind kind, int round) {
    if (kind == ReportKind::Schedule) return roundRobinSchedule(event);
    const int chosen = reportRound(event, round);
    switch (kind) {
    case ReportKind::Pairings: return pairingsReport(event, chosen);
    case ReportKind::Standings: return standingsReport(event, chosen);
    case ReportKind::Crosstable: return crosstableReport(event, chosen);
    case ReportKind::WallChart: return wallChartReport(event, chosen);
    case ReportKind::Scoresheets:
    case ReportKind::Schedule: break;
    }
    throw Refusal("scoresheets are forms, not a table: print them as PDF");
}

}  // namespace tourney::tournament
