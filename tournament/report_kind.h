// The reports Tourney prints, by name, and the table each table-shaped report holds.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

#include <optional>
#include <string>
#include <string_view>

namespace tourney::tournament {

// Meetings and table sheets are for events at tables of four (Chaturaji).
// Prizes: the prize list (tournament/prizes.h).
enum class ReportKind {
    Pairings,
    Standings,
    Crosstable,
    WallChart,
    Scoresheets,
    Schedule,
    Meetings,
    TableSheets,
    Prizes
};
std::optional<ReportKind> parseReportKind(
    std::string_view name);  // "pairings", ..., "meetings", "tablesheets", "prizes"
std::string_view reportKindName(ReportKind kind);

// The table of a report about `round` (pairings of it; the others after it; 0 = the last
// paired; the schedule of a round robin needs no round). Throws Refusal for scoresheets and
// table sheets (forms, not tables), a round not paired, a crosstable of four-player games, or
// meetings of two-player games.
// `category` (standings only; empty: everybody): the standings of one category.
Table reportTable(const Event& event, ReportKind kind, int round, const std::string& category = {});

}  // namespace tourney::tournament
