#include "reports/html_site.h"

#include "reports/labels.h"
#include "reports/pdf_report.h"
#include "rules/registry.h"
#include "tournament/crosstable_report.h"
#include "tournament/fide_mode.h"
#include "tournament/norms_report.h"
#include "tournament/pairings_report.h"
#include "tournament/player_card.h"
#include "tournament/prizes.h"
#include "tournament/rating_report.h"
#include "tournament/refusal.h"
#include "tournament/report_kind.h"
#include "tournament/round_robin_draw.h"
#include "tournament/standings_report.h"
#include "tournament/table_reports.h"
#include "tournament/teams.h"
#include "tournament/venue_lists.h"
#include "tournament/wallchart_report.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string_view>

namespace tourney::reports {

using tournament::Align;
using tournament::Cell;
using tournament::Column;
using tournament::Table;

namespace {

constexpr const char* kStyle = R"(/* Tourney site style */
body { font-family: "Noto Sans", "DejaVu Sans", system-ui, sans-serif; margin: 0 auto;
  max-width: 72rem; padding: 0.75rem; color: #1a1a1a; line-height: 1.35; }
header h1 { font-size: 1.35rem; margin: 0.2rem 0; }
header p { margin: 0.1rem 0 0.6rem; color: #555; font-size: 0.9rem; }
nav { display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; border-bottom: 2px solid #333; padding-bottom: 0.4rem; }
nav a { color: #1f4e8c; text-decoration: none; }
nav a[aria-current] { font-weight: bold; color: #1a1a1a; }
h2 { font-size: 1.1rem; margin: 0.9rem 0 0.4rem; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; font-size: 0.85rem; white-space: nowrap; }
th, td { padding: 0.2rem 0.45rem; border: 1px solid #c8c8c8; }
th { background: #e2e2e2; }
tbody tr:nth-child(even) { background: #f3f3f3; }
td.r { text-align: right; } td.c { text-align: center; white-space: nowrap; }
td.s { background: #8c8c8c; }
.strong { font-weight: bold; }
p.note { font-size: 0.8rem; color: #444; margin: 0.3rem 0; white-space: normal; }
footer { margin-top: 1.2rem; font-size: 0.75rem; color: #777; }
@media (max-width: 40rem) { .opt { display: none; } table { white-space: normal; font-size: 0.8rem; }
  th, td { padding: 0.15rem 0.3rem; } }
@media print { nav, footer { display: none; } body { max-width: none; padding: 0; }
  table { font-size: 8pt; } .scroll { overflow: visible; } thead { display: table-header-group; } }
)";

// Where a page lives: a file of a published folder ("round-3.html") or a path of the server
// ("/rounds/3").
std::string href(const std::string& id, const SiteLinks& links) {
    if (links.files) return id + ".html";
    if (id == "index") return links.base + "/";
    if (id.rfind("round-", 0) == 0) return links.base + "/rounds/" + id.substr(6);
    if (id.rfind("player-", 0) == 0) return links.base + "/players/" + id.substr(7);
    return links.base + "/" + id;
}

// Under a round's pairings: its live feed, for broadcasters and other sites (docs/federation.md).
std::string feedLinks(int round, const SiteLinks& links) {
    if (links.feed.empty()) return {};
    const std::string path = links.feed + "/rounds/" + std::to_string(round);
    return "<p class=\"note\">" + htmlEscape(label("Live feed")) + ": <a href=\"" + htmlEscape(path) +
           ".trf\">TRF</a> · <a href=\"" + htmlEscape(path) + ".json\">JSON</a></p>\n";
}

std::string navigation(const std::vector<SitePage>& pages, const std::string& current, const SiteLinks& links) {
    std::string html = "<nav>";
    for (const SitePage& page : pages)
        html += "<a href=\"" + htmlEscape(href(page.id, links)) + "\"" +
                (page.id == current ? " aria-current=\"page\"" : "") + ">" + htmlEscape(label(page.label)) + "</a>";
    return html + "</nav>\n";
}

// A page: its head, a header naming `heading` (and `details` when given), `nav`, `body`, the footer.
std::string pageFrame(const std::string& title, const std::string& heading, const std::string& details,
                      const std::string& style, const std::string& nav, const std::string& body) {
    std::string html = "<!DOCTYPE html>\n<html lang=\"" + reportLanguageCode() +
                       "\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n" +
                       kSiteGenerator + "\n<title>" + htmlEscape(title) + "</title>\n<link rel=\"stylesheet\" href=\"" +
                       style + "\">\n</head>\n<body>\n<header>\n<h1>" + htmlEscape(heading) + "</h1>\n";
    if (!details.empty()) html += "<p>" + htmlEscape(details) + "</p>\n";
    html += "</header>\n" + nav + "<main>\n" + body + "</main>\n<footer>" +
            htmlEscape(label("Published with Tourney")) + "</footer>\n</body>\n</html>\n";
    return html;
}

std::string framed(const Event& event, const std::string& nav, const SiteLinks& links, const std::string& title,
                   const std::string& body) {
    const RunningHeader header = runningHeaderOf(event.info);
    return pageFrame(label(title) + " · " + header.event_name, header.event_name, header.details,
                     links.files ? "style.css" : "/style.css", nav, body);
}

std::string indexBody(const Event& event) {
    std::string index = "<h2>" + htmlEscape(label("About the event")) + "</h2>\n<table>\n";
    const auto fact = [&index](const std::string& name, const std::string& value) {
        if (!value.empty())
            index += "<tr><th>" + htmlEscape(label(name)) + "</th><td>" + htmlEscape(value) + "</td></tr>\n";
    };
    fact("Game", std::string(rules::gameName(event.game)));
    fact("System", std::string(systemName(event.system)));
    fact("Place", event.info.city);
    fact("Federation", event.info.federation);
    fact("Dates",
         withDigits(event.info.start_date + (event.info.end_date.empty() || event.info.end_date == event.info.start_date
                                                 ? ""
                                                 : " – " + event.info.end_date)));
    fact("Chief Arbiter", event.info.chief_arbiter);
    fact("Deputy arbiters", event.info.deputy_arbiters);
    fact("Time control", event.info.time_control);
    fact("Players", withDigits(std::to_string(event.players.size())));
    fact("Rounds", label(std::to_string(tournament::roundsToReport(event)) +
                         (event.planned_rounds > 0 ? " of " + std::to_string(event.planned_rounds) : "")));
    return index + "</table>\n";
}

// The starting list, each name linking to the player's card.
std::string playersBody(const Event& event, const SiteLinks& links) {
    auto heading = [](const char* text, bool secondary) {
        return std::string(secondary ? "<th class=\"opt\">" : "<th>") + htmlEscape(label(text)) + "</th>";
    };
    std::string html = "<h2>" + htmlEscape(label("Starting list")) +
                       "</h2>\n<div class=\"scroll\">\n<table>\n<thead><tr>" + heading("No", false) +
                       heading("Name", false) + heading("Ti", true) + heading("Fed", true) + heading("Rtg", false) +
                       "</tr></thead>\n<tbody>\n";
    for (const Player& player : event.players)
        html += "<tr><td class=\"r\">" + withDigits(std::to_string(player.start_no)) + "</td><td><a href=\"" +
                htmlEscape(href("player-" + std::to_string(player.start_no), links)) + "\">" + htmlEscape(player.name) +
                "</a></td><td class=\"opt\">" + htmlEscape(player.title) + "</td><td class=\"opt\">" +
                htmlEscape(player.federation) + "</td><td class=\"r\">" +
                withDigits(player.rating > 0 ? std::to_string(player.rating) : "") + "</td></tr>\n";
    return html + "</tbody>\n</table>\n</div>\n";
}

// The menu's and the page's title of a report of tournament::resultGrids.
std::string gridTitle(tournament::ReportKind kind) {
    return kind == tournament::ReportKind::Meetings     ? "Meetings"
           : kind == tournament::ReportKind::Crosstable ? "Crosstable"
                                                        : "Wall chart";
}

// The body and title of one page; nullopt for a page the event does not have.
std::optional<std::pair<std::string, std::string>> pageContent(const Event& event, const std::string& id,
                                                               const SiteLinks& links) {
    const bool grid = isRoundRobin(event.system) && rules::seatCount(event.game) == 2;
    if (id == "index") return std::pair{std::string("Event"), indexBody(event)};
    if (id == "players") return std::pair{std::string("Players"), playersBody(event, links)};
    if (id == "alphabetical")
        return std::pair{std::string("Players by name"), htmlTable(tournament::alphabeticalList(event))};
    if (id == "schedule" && grid && !event.teams && event.players.size() >= 2)
        return std::pair{std::string("Schedule"), htmlTable(tournament::roundRobinSchedule(event))};
    // Each name of the starting list links to its player's card: the cards exist before round 1.
    if (id.rfind("player-", 0) == 0) {
        const int start_no = std::atoi(id.c_str() + 7);
        if (!event.player(start_no) || id != "player-" + std::to_string(start_no)) return std::nullopt;
        return std::pair{event.player(start_no)->name, htmlTable(tournament::playerCard(event, start_no))};
    }
    if (id == "teams" && event.teams)
        return std::pair{std::string("Teams"), htmlTable(tournament::teamListTable(event))};
    if (tournament::roundsToReport(event) == 0) return std::nullopt;
    if (id == "standings") return std::pair{std::string("Standings"), htmlTable(tournament::standingsReport(event, 0))};
    if (id == "prizes" && !event.prizes.empty())
        return std::pair{std::string("Prizes"), htmlTable(tournament::prizeList(event))};
    for (const tournament::ReportKind grid_kind : tournament::resultGrids(event))
        if (id == tournament::reportKindName(grid_kind))
            return std::pair{gridTitle(grid_kind), htmlTable(tournament::reportTable(event, grid_kind, 0))};
    if (id == "ratings" && tournament::isFideRated(event))
        return std::pair{std::string("Rating changes"), htmlTable(tournament::ratingReport(event))};
    if (id == "norms" && tournament::isFideRated(event))
        return std::pair{std::string("Title norms"), htmlTable(tournament::normsReport(event))};
    const auto number = [&](const std::string& prefix) {
        return id.rfind(prefix, 0) == 0 ? std::atoi(id.c_str() + prefix.size()) : 0;
    };
    if (const int round = number("round-");
        round >= 1 && round <= tournament::roundsToReport(event) && id == "round-" + std::to_string(round)) {
        // A team round: its matches board by board (no engine check, no feed: individual rounds only).
        if (event.teams)
            return std::pair{"Round " + std::to_string(round), htmlTable(tournament::pairingsReport(event, round))};
        tournament::Table pairings = tournament::pairingsReport(event, round);
        // Issue 37: the published pairings say whether the checker re-pairs them the same way.
        if (const auto checked = tournament::engineCheckNote(event, round)) pairings.note(*checked);
        return std::pair{"Round " + std::to_string(round), htmlTable(pairings) + feedLinks(round, links)};
    }
    return std::nullopt;
}

// Pages of rounds and players a folder held from an earlier publishing and the event no
// longer has (after an unpair, a player removed) go: a stale page would show a pairing that
// does not exist. Only Tourney's own page names are touched.
// A page this writer makes for one round or one player: "round-3.html", "player-12.html".
bool isNumberedPage(std::string_view name) {
    for (std::string_view kind : {"round-", "player-"}) {
        if (!name.starts_with(kind) || !name.ends_with(".html")) continue;
        const std::string_view number = name.substr(kind.size(), name.size() - kind.size() - 5);
        return !number.empty() &&
               std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; });
    }
    return false;
}

void removeStalePages(const std::string& directory, const std::vector<std::string>& written) {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(directory, error)) {
        const std::string name = entry.path().filename().string();
        if (isNumberedPage(name) && std::find(written.begin(), written.end(), name) == written.end())
            std::filesystem::remove(entry.path(), error);
    }
}

}  // namespace

void writeSiteFile(const SiteFileWriter& write, const std::string& path, const std::string& content) {
    if (write) return write(path, content);
    std::ofstream out(path, std::ios::binary);
    out << content;
    if (!out) throw tournament::Refusal("cannot write " + path);
}

std::string htmlEscape(std::string_view text) {
    std::string escaped;
    escaped.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&': escaped += "&amp;"; break;
        case '<': escaped += "&lt;"; break;
        case '>': escaped += "&gt;"; break;
        case '"': escaped += "&quot;"; break;
        case '\'': escaped += "&#39;"; break;
        default: escaped += c;
        }
    }
    return escaped;
}

std::string htmlTable(const Table& original) {
    const Table table = localized(original);
    std::string html = "<h2>" + htmlEscape(table.title) + "</h2>\n<div class=\"scroll\">\n<table>\n<thead><tr>";
    for (const Column& column : table.columns)
        html += (column.secondary ? "<th class=\"opt\">" : "<th>") + htmlEscape(column.header) + "</th>";
    html += "</tr></thead>\n<tbody>\n";
    for (const auto& row : table.rows) {
        html += "<tr>";
        for (std::size_t c = 0; c < row.size() && c < table.columns.size(); ++c) {
            std::string classes = table.columns[c].align == Align::Right    ? "r"
                                  : table.columns[c].align == Align::Center ? "c"
                                                                            : "";
            if (row[c].strong) classes += classes.empty() ? "strong" : " strong";
            if (row[c].shaded) classes += classes.empty() ? "s" : " s";
            if (table.columns[c].secondary) classes += classes.empty() ? "opt" : " opt";
            html += classes.empty() ? "<td>" : "<td class=\"" + classes + "\">";
            html += htmlEscape(row[c].text) + "</td>";
        }
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n</div>\n";
    for (const std::string& note : table.notes) html += "<p class=\"note\">" + htmlEscape(note) + "</p>\n";
    return html;
}

std::vector<SitePage> sitePages(const Event& event) {
    const bool grid = isRoundRobin(event.system) && rules::seatCount(event.game) == 2;
    std::vector<SitePage> pages = {{"index", "Event"}, {"players", "Players"}, {"alphabetical", "By name"}};
    if (event.teams) pages.push_back({"teams", "Teams"});
    if (grid && !event.teams && event.players.size() >= 2) pages.push_back({"schedule", "Schedule"});
    for (int r = 1; r <= tournament::roundsToReport(event); ++r)
        pages.push_back({"round-" + std::to_string(r), "Round " + std::to_string(r)});
    if (tournament::roundsToReport(event) > 0) {
        pages.push_back({"standings", "Standings"});
        // Who met whom, as `tourney report` prints it (issue 31: a Chaturaji Swiss had its wall
        // chart as a PDF but neither page nor link).
        for (const tournament::ReportKind grid_kind : tournament::resultGrids(event))
            pages.push_back({std::string(tournament::reportKindName(grid_kind)), gridTitle(grid_kind)});
        if (tournament::isFideRated(event)) {
            pages.push_back({"ratings", "Ratings"});
            pages.push_back({"norms", "Title norms"});
        }
        if (!event.prizes.empty()) pages.push_back({"prizes", "Prizes"});
    }
    return pages;
}

const SiteLinks SiteLinks::Files{true, "", ""};
const SiteLinks SiteLinks::Served{false, "", ""};

std::string standalonePage(const std::string& title, const std::string& body, const std::string& style) {
    return pageFrame(title, title, "", style, "", body);
}

const char* siteStyle() { return kStyle; }

std::string framedPage(const Event& event, const std::string& id, const std::string& title, const std::string& body,
                       const SiteLinks& links, const std::vector<SitePage>& extra) {
    std::vector<SitePage> pages = sitePages(event);
    pages.insert(pages.end(), extra.begin(), extra.end());
    return framed(event, navigation(pages, id, links), links, title, body);
}

std::optional<std::string> sitePage(const Event& event, const std::string& id, const SiteLinks& links,
                                    const std::vector<SitePage>& extra) {
    const auto content = pageContent(event, id, links);
    if (!content) return std::nullopt;
    return framedPage(event, id, content->first, content->second, links, extra);
}

bool isPublishedSiteFile(std::string_view opening) {
    return opening.find(kSiteGenerator) != std::string_view::npos || opening.rfind("/* Tourney site style */", 0) == 0;
}

std::vector<std::string> writeHtmlSite(const Event& event, const std::string& directory, const SiteFileWriter& write) {
    namespace fs = std::filesystem;
    std::error_code error;
    fs::create_directories(directory, error);
    if (error) throw tournament::Refusal("cannot create " + directory + ": " + error.message());
    std::vector<std::string> written = {"style.css"};
    const auto put = [&](const fs::path& path, const std::string& content) {
        writeSiteFile(write, path.string(), content);
    };
    put(fs::path(directory) / "style.css", kStyle);
    std::vector<SitePage> pages = sitePages(event);
    for (const Player& player : event.players) pages.push_back({"player-" + std::to_string(player.start_no), ""});
    for (const SitePage& page : pages) {
        const std::optional<std::string> html = sitePage(event, page.id, SiteLinks::Files);
        if (!html) throw std::logic_error("the site lists a page it cannot make: " + page.id);
        put(fs::path(directory) / (page.id + ".html"), *html);
        written.push_back(page.id + ".html");
    }
    removeStalePages(directory, written);
    return written;
}

}  // namespace tourney::reports
