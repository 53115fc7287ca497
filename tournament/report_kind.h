// The reports Tourney prints, by name, and the table each table-shaped report holds.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::tournament {

// Meetings and table sheets are for events at tables of four (Chaturaji). The venue's lists
// (starting list, alphabetical list, pairings by name), the FIDE rating changes and the title
// norms close the list; prizes is the prize list (tournament/prizes.h).
enum class ReportKind {
    Pairings,
    Standings,
    Crosstable,
    WallChart,
    Scoresheets,
    Schedule,
    Meetings,
    TableSheets,
    StartingList,
    Alphabetical,
    PairingsByName,
    Ratings,
    Norms,
    Prizes,
    NormCertificates,  // FIDE's IT1, one for each norm achieved (tournament/norm_forms.h)
    TournamentReport,  // FIDE's IT3
    PairingCards,      // the hall's paper (tournament/hall_paper.h): a card per board of a round,
    Badges,            // a badge per player with a QR code to his page,
    TableNumbers       // the boards' numbers for the tables
};
// "pairings", ..., "meetings", "tablesheets", "startlist", "alphabetical", "pairings-by-name",
// "ratings", "norms", "prizes", "it1", "it3", "pairing-cards", "badges", "table-numbers"
std::optional<ReportKind> parseReportKind(std::string_view name);
std::string_view reportKindName(ReportKind kind);
// Every name, comma-separated, for help and error messages.
std::string reportKindNames();
// Every name, in the order above (the application's list of PDFs).
std::vector<std::string_view> reportKindList();

// Whether the report is about a round (and so needs one paired): the schedule, the player
// lists, the rating changes, the norms, FIDE's norm forms and the badges are about the whole event.
bool reportNeedsRound(ReportKind kind);

// The hall's paper with a QR code to each player's page on the event's site: pairing cards and
// badges (tournament/hall_paper.h).
bool carriesQrCodes(ReportKind kind);

// The reports a team event has: its matches board by board (pairings), the team standings,
// the team crosstable and the lists of players. The others are refused for team events.
bool madeForTeamEvents(ReportKind kind);

// The reports that show who met whom and how, as the event's site serves and lists them
// (reports/html_site.h), each as `tourney report` prints it: the crosstable of a round robin at
// boards of two; at tables of four the meetings and the wall chart (their crosstable is refused:
// the wall chart is their grid); otherwise the wall chart.
std::vector<ReportKind> resultGrids(const Event& event);

// The table of a report about `round` (pairings of it; the others after it; 0 = the last
// paired; the schedule of a round robin needs no round). Throws Refusal for scoresheets,
// table sheets, FIDE's norm forms and the hall's paper (forms, not tables), a round not paired, a crosstable of four-player games, or
// meetings of two-player games.
// `category` (standings only; empty: everybody): the standings of one category.
Table reportTable(const Event& event, ReportKind kind, int round, const std::string& category = {});

}  // namespace tourney::tournament
