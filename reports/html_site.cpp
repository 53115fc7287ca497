#include "reports/html_site.h"

#include "reports/pdf_report.h"
#include "rules/registry.h"
#include "scoring/placement.h"
#include "tournament/crosstable_report.h"
#include "tournament/pairings_report.h"
#include "tournament/standings_report.h"
#include "tournament/table_reports.h"
#include "tournament/wallchart_report.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace tourney::reports {

using tournament::Align;
using tournament::Cell;
using tournament::Column;
using tournament::Table;

namespace {

constexpr const char* kStyle = R"(body { font-family: "Noto Sans", "DejaVu Sans", system-ui, sans-serif; margin: 0 auto;
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
td.r { text-align: right; } td.c { text-align: center; }
td.s { background: #8c8c8c; }
.strong { font-weight: bold; }
p.note { font-size: 0.8rem; color: #444; margin: 0.3rem 0; white-space: normal; }
footer { margin-top: 1.2rem; font-size: 0.75rem; color: #777; }
@media print { nav, footer { display: none; } body { max-width: none; padding: 0; }
  table { font-size: 8pt; } .scroll { overflow: visible; } thead { display: table-header-group; } }
)";

struct Page {
    std::string file;   // "round-3.html"
    std::string label;  // "Round 3"
};

std::string pageHtml(const Event& event, const std::vector<Page>& pages, const std::string& current,
                     const std::string& title, const std::string& body) {
    const RunningHeader header = runningHeaderOf(event.info);
    std::string html =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
        htmlEscape(title + " · " + header.event_name) +
        "</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n<header>\n<h1>" +
        htmlEscape(header.event_name) + "</h1>\n";
    if (!header.details.empty()) html += "<p>" + htmlEscape(header.details) + "</p>\n";
    html += "</header>\n<nav>";
    for (const Page& page : pages)
        html += "<a href=\"" + htmlEscape(page.file) + "\"" + (page.file == current ? " aria-current=\"page\"" : "") +
                ">" + htmlEscape(page.label) + "</a>";
    html += "</nav>\n<main>\n" + body + "</main>\n<footer>Published with Tourney</footer>\n</body>\n</html>\n";
    return html;
}

void writeFile(const std::filesystem::path& path, const std::string& content) {
    std::ofstream out(path, std::ios::binary);
    out << content;
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

}  // namespace

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

std::string htmlTable(const Table& table) {
    std::string html = "<h2>" + htmlEscape(table.title) + "</h2>\n<div class=\"scroll\">\n<table>\n<thead><tr>";
    for (const Column& column : table.columns) html += "<th>" + htmlEscape(column.header) + "</th>";
    html += "</tr></thead>\n<tbody>\n";
    for (const auto& row : table.rows) {
        html += "<tr>";
        for (std::size_t c = 0; c < row.size() && c < table.columns.size(); ++c) {
            std::string classes = table.columns[c].align == Align::Right    ? "r"
                                  : table.columns[c].align == Align::Center ? "c"
                                                                            : "";
            if (row[c].strong) classes += classes.empty() ? "strong" : " strong";
            if (row[c].shaded) classes += classes.empty() ? "s" : " s";
            html += classes.empty() ? "<td>" : "<td class=\"" + classes + "\">";
            html += htmlEscape(row[c].text) + "</td>";
        }
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n</div>\n";
    for (const std::string& note : table.notes) html += "<p class=\"note\">" + htmlEscape(note) + "</p>\n";
    return html;
}

std::vector<std::string> writeHtmlSite(const Event& event, const std::string& directory) {
    namespace fs = std::filesystem;
    std::error_code error;
    fs::create_directories(directory, error);
    if (error) throw std::runtime_error("cannot create " + directory + ": " + error.message());

    // Which tables the event has: pairings per round, standings, and one crosstable.
    // Tables of four show who met whom in a list of meetings instead.
    const bool tables = isTableEvent(event);
    const bool grid = isRoundRobin(event.system) && rules::seatCount(event.game) == 2;
    std::vector<Page> pages = {{"index.html", "Event"}};
    for (int r = 1; r <= event.roundsPaired(); ++r)
        pages.push_back({"round-" + std::to_string(r) + ".html", "Round " + std::to_string(r)});
    if (event.roundsPaired() > 0) {
        pages.push_back({"standings.html", "Standings"});
        pages.push_back(tables ? Page{"meetings.html", "Meetings"}
                        : grid ? Page{"crosstable.html", "Crosstable"}
                               : Page{"wallchart.html", "Wall chart"});
    }

    std::vector<std::string> written;
    const auto write = [&](const std::string& file, const std::string& title, const std::string& body) {
        writeFile(fs::path(directory) / file, pageHtml(event, pages, file, title, body));
        written.push_back(file);
    };
    writeFile(fs::path(directory) / "style.css", kStyle);
    written.push_back("style.css");

    std::string index = "<h2>About the event</h2>\n<table>\n";
    const auto fact = [&index](const std::string& label, const std::string& value) {
        if (!value.empty()) index += "<tr><th>" + htmlEscape(label) + "</th><td>" + htmlEscape(value) + "</td></tr>\n";
    };
    fact("Game", std::string(rules::gameName(event.game)));
    fact("System", std::string(systemName(event.system)));
    fact("Place", event.info.city);
    fact("Federation", event.info.federation);
    fact("Dates", event.info.start_date + (event.info.end_date.empty() || event.info.end_date == event.info.start_date
                                               ? ""
                                               : " – " + event.info.end_date));
    fact("Chief Arbiter", event.info.chief_arbiter);
    fact("Deputy arbiters", event.info.deputy_arbiters);
    fact("Time control", event.info.time_control);
    fact("Players", std::to_string(event.players.size()));
    fact("Rounds", std::to_string(event.roundsPaired()) +
                       (event.planned_rounds > 0 ? " of " + std::to_string(event.planned_rounds) : ""));
    index += "</table>\n";
    write("index.html", "Event", index);

    for (int r = 1; r <= event.roundsPaired(); ++r)
        write("round-" + std::to_string(r) + ".html", "Round " + std::to_string(r),
              htmlTable(tournament::pairingsReport(event, r)));
    if (event.roundsPaired() > 0) {
        write("standings.html", "Standings", htmlTable(tournament::standingsReport(event, 0)));
        if (tables)
            write("meetings.html", "Meetings", htmlTable(tournament::meetingsReport(event, 0)));
        else if (grid)
            write("crosstable.html", "Crosstable", htmlTable(tournament::crosstableReport(event, 0)));
        else
            write("wallchart.html", "Wall chart", htmlTable(tournament::wallChartReport(event, 0)));
    }
    return written;
}

}  // namespace tourney::reports
