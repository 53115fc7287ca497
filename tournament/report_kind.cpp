#include "tournament/report_kind.h"

#include "tournament/crosstable_report.h"
#include "tournament/norms_report.h"
#include "tournament/pairings_report.h"
#include "tournament/prizes.h"
#include "tournament/rating_report.h"
#include "tournament/refusal.h"
#include "tournament/round_robin_draw.h"
#include "tournament/standings_report.h"
#include "tournament/table_reports.h"
#include "tournament/venue_lists.h"
#include "tournament/wallchart_report.h"

#include <stdexcept>

namespace tourney::tournament {

namespace {

struct KindName {
    ReportKind kind;
    std::string_view name;
};
constexpr KindName kKindNames[] = {
    {ReportKind::Pairings, "pairings"},
    {ReportKind::Standings, "standings"},
    {ReportKind::Crosstable, "crosstable"},
    {ReportKind::WallChart, "wallchart"},
    {ReportKind::Scoresheets, "scoresheets"},
    {ReportKind::Schedule, "schedule"},
    {ReportKind::Meetings, "meetings"},
    {ReportKind::TableSheets, "tablesheets"},
    {ReportKind::StartingList, "startlist"},
    {ReportKind::Alphabetical, "alphabetical"},
    {ReportKind::PairingsByName, "pairings-by-name"},
    {ReportKind::Ratings, "ratings"},
    {ReportKind::Norms, "norms"},
    {ReportKind::Prizes, "prizes"},
    {ReportKind::NormCertificates, "it1"},
    {ReportKind::TournamentReport, "it3"},
    {ReportKind::PairingCards, "pairing-cards"},
    {ReportKind::Badges, "badges"},
    {ReportKind::TableNumbers, "table-numbers"},
};

}  // namespace

bool carriesQrCodes(ReportKind kind) { return kind == ReportKind::PairingCards || kind == ReportKind::Badges; }

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

std::vector<std::string_view> reportKindList() {
    std::vector<std::string_view> names;
    for (const KindName& entry : kKindNames) names.push_back(entry.name);
    return names;
}

std::string reportKindNames() {
    std::string names;
    for (const std::string_view name : reportKindList()) names += (names.empty() ? "" : ", ") + std::string(name);
    return names;
}

bool reportNeedsRound(ReportKind kind) {
    switch (kind) {
    case ReportKind::Schedule:
    case ReportKind::StartingList:
    case ReportKind::Alphabetical:
    case ReportKind::Ratings:
    case ReportKind::Norms:
    case ReportKind::Prizes:
    case ReportKind::NormCertificates:
    case ReportKind::TournamentReport:
    case ReportKind::Badges: return false;
    default: return true;
    }
}

bool madeForTeamEvents(ReportKind kind) {
    switch (kind) {
    case ReportKind::Pairings:  // each match with its boards, the results of the round
    case ReportKind::Standings:
    case ReportKind::Crosstable:
    case ReportKind::StartingList:
    case ReportKind::Alphabetical: return true;
    default: return false;
    }
}

std::vector<ReportKind> resultGrids(const Event& event) {
    if (event.atTables()) return {ReportKind::Meetings, ReportKind::WallChart};
    if (isRoundRobin(event.system)) return {ReportKind::Crosstable};
    return {ReportKind::WallChart};
}

Table reportTable(const Event& event, ReportKind kind, int round, const std::string& category) {
    if (!category.empty() && kind != ReportKind::Standings)
        throw Refusal("category", "only standings are printed for a category");
    if (kind == ReportKind::NormCertificates || kind == ReportKind::TournamentReport)
        throw Refusal(Message("%1 are forms, not a table: print them as PDF", std::string(reportKindName(kind))));
    if (event.teams && !madeForTeamEvents(kind))
        throw Refusal(Message("the %1 report is not made for team events yet", std::string(reportKindName(kind))));
    switch (kind) {
    case ReportKind::Schedule: return roundRobinSchedule(event);
    case ReportKind::StartingList: return startingList(event);
    case ReportKind::Alphabetical: return alphabeticalList(event);
    case ReportKind::Ratings: return ratingReport(event);
    case ReportKind::Norms: return normsReport(event);
    case ReportKind::Prizes: return prizeList(event);
    default: break;
    }
    const int chosen = reportRound(event, round);
    switch (kind) {
    case ReportKind::Pairings: return pairingsReport(event, chosen);
    case ReportKind::Standings:
        return category.empty() ? standingsReport(event, chosen) : categoryStandingsReport(event, chosen, category);
    case ReportKind::Crosstable: return crosstableReport(event, chosen);
    case ReportKind::WallChart: return wallChartReport(event, chosen);
    case ReportKind::PairingsByName: return pairingsByName(event, chosen);
    case ReportKind::Meetings:
        if (!event.atTables()) throw Refusal("meetings are for events at tables; two players meet in the crosstable");
        return meetingsReport(event, chosen);
    default: break;
    }
    throw Refusal(Message("%1 are forms, not a table: print them as PDF", std::string(reportKindName(kind))));
}

}  // namespace tourney::tournament
