#include "reports/projector_page.h"

#include "reports/html_site.h"
#include "reports/labels.h"
#include "reports/pdf_report.h"
#include "tournament/hall_screen.h"

#include <algorithm>

namespace tourney::reports {

namespace {

// Sized for the screen, never for a page to scroll: the type follows the screen's height (as
// many rows as a slide holds fit under the title) and its width (names are cut with "…"), so
// that nothing runs over the edge of a 1280x720 or a 1920x1080 projector.
std::string projectorStyle(int rows) {
    // The page's height in lines of type: about 6 for the header, the slide's title and the
    // margins, 1.7 for each row with its padding (the header row too).
    const std::string row_share = std::to_string(100.0 / (6.0 + 1.7 * (rows + 1)));
    return "<style>\n"
           "html, body { margin: 0; height: 100%; overflow: hidden; background: #fff; color: #111; line-height: 1.35; "
           "}\n"
           "body { font-family: 'Noto Sans', 'Noto Sans Bengali', 'DejaVu Sans', sans-serif; font-size: min(2.4vw, " +
           row_share +
           "vh); }\n"
           "header { display: flex; justify-content: space-between; align-items: baseline; gap: 1em; padding: 0.4em "
           "1.2em; background: #1d3557; color: #fff; }\n"
           "header h1 { font-size: 1.2em; margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; "
           "}\n"
           "header p { margin: 0; font-size: 0.8em; white-space: nowrap; }\n"
           "main { padding: 0.3em 1.2em; }\n"
           ".slide { display: none; }\n.slide.shown { display: block; }\n"
           ".slide h2 { font-size: 1.1em; margin: 0.2em 0 0.3em; white-space: nowrap; overflow: hidden; "
           "text-overflow: ellipsis; }\n"
           "table { width: 100%; border-collapse: collapse; table-layout: fixed; }\n"
           "th, td { padding: 0.12em 0.35em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; "
           "text-align: left; }\n"
           "th { font-size: 0.75em; color: #555; border-bottom: 2px solid #1d3557; }\n"
           "tr:nth-child(even) td { background: #eef2f7; }\n"
           ".n { width: 2.6em; text-align: right; }\n.p { width: 3em; text-align: right; }\n"
           ".res { width: 4.5em; text-align: center; font-weight: bold; }\n.name { font-weight: bold; }\n"
           ".tb { width: 5em; text-align: right; }\n.bye { width: auto; text-align: left; font-weight: normal; }\n"
           ".empty { font-size: 1.4em; margin-top: 3em; text-align: center; color: #555; }\n"
           "</style>\n";
}

std::string cell(const std::string& text, const std::string& css = {}) {
    return "<td" + (css.empty() ? std::string() : " class=\"" + css + "\"") + ">" + htmlEscape(text) + "</td>";
}

std::string header(const std::vector<std::pair<std::string, std::string>>& columns) {
    std::string row = "<thead><tr>";
    for (const auto& [english, css] : columns)
        row += "<th" + (css.empty() ? std::string() : " class=\"" + css + "\"") + ">" + htmlEscape(label(english)) +
               "</th>";
    return row + "</tr></thead>\n";
}

std::string number(int value) { return withDigits(std::to_string(value)); }

std::string boardRow(const tournament::ScreenBoard& board) {
    if (board.board == 0)  // a bye: the player, then what the bye gives him across the rest
        return "<tr>" + cell("") + cell(number(board.start_nos.front()), "n") + cell(board.names.front(), "name") +
               cell(withDigits(board.points.front()), "p") + "<td class=\"bye\" colspan=\"4\">" +
               htmlEscape(label(board.result)) +
               (board.bye_points.empty() ? std::string() : " (" + htmlEscape(withDigits(board.bye_points)) + ")") +
               "</td></tr>\n";
    std::string row = "<tr>" + cell(number(board.board), "n");
    for (std::size_t seat = 0; seat < board.names.size(); ++seat) {
        if (seat == 1) row += cell(withDigits(board.result), "res");
        row += cell(number(board.start_nos[seat]), "n") + cell(board.names[seat], "name") +
               cell(withDigits(board.points[seat]), "p");
    }
    return row + "</tr>\n";
}

std::string standingRow(const tournament::ScreenStanding& standing, bool tiebreak) {
    return "<tr>" + cell(number(standing.rank), "n") + cell(number(standing.start_no), "n") +
           cell(standing.name, "name") + cell(withDigits(standing.points), "p") +
           (tiebreak ? cell(withDigits(standing.first_tiebreak), "tb") : std::string()) + "</tr>\n";
}

// Slides of `rows` rows each, titled "TITLE (1/3)" when there are several.
std::string slides(const std::string& key, const std::string& title, const std::string& head,
                   const std::vector<std::string>& lines, int rows) {
    const std::size_t per_slide = static_cast<std::size_t>(std::max(1, rows));
    const std::size_t count = std::max<std::size_t>(1, (lines.size() + per_slide - 1) / per_slide);
    std::string html;
    for (std::size_t part = 0; part < count; ++part) {
        const std::string numbered = count > 1 ? title + " (" + number(static_cast<int>(part + 1)) + "/" +
                                                     number(static_cast<int>(count)) + ")"
                                               : title;
        html += "<section class=\"slide\" data-key=\"" + key + "-" + std::to_string(part + 1) + "\">\n<h2>" +
                htmlEscape(numbered) + "</h2>\n<table>" + head + "<tbody>\n";
        for (std::size_t line = part * per_slide; line < std::min(lines.size(), (part + 1) * per_slide); ++line)
            html += lines[line];
        html += "</tbody></table>\n</section>\n";
    }
    return html;
}

std::string pairingSlides(const Event& event, const tournament::HallScreen& screen, int rows) {
    if (screen.round == 0) return {};
    std::vector<std::pair<std::string, std::string>> columns = {{event.atTables() ? "Table" : "Bd", "n"}};
    const std::size_t seats = screen.boards.empty() ? 2 : screen.boards.front().names.size();
    for (std::size_t seat = 0; seat < seats; ++seat) {
        if (seat == 1) columns.push_back({"Result", "res"});
        columns.insert(columns.end(), {{"No", "n"},
                                       {event.atTables() ? "Name"
                                        : seat == 0      ? "White"
                                                         : "Black",
                                        ""},
                                       {"Pts", "p"}});
    }
    std::vector<std::string> lines;
    for (const tournament::ScreenBoard& board : screen.boards) lines.push_back(boardRow(board));
    // "Pairings of round %1" and "Tables of round %1" are translated with their number.
    const std::string english = std::string(event.atTables() ? "Tables" : "Pairings") + " of round " +
                                std::to_string(screen.round);
    const std::string title = label(english);
    return slides("pairings", title, header(columns), lines, rows);
}

std::string standingSlides(const tournament::HallScreen& screen, int rows) {
    std::vector<std::pair<std::string, std::string>> columns = {{"Rk", "n"}, {"No", "n"}, {"Name", ""}, {"Pts", "p"}};
    const bool tiebreak = !screen.tiebreak_name.empty();
    std::vector<std::string> lines;
    for (const tournament::ScreenStanding& standing : screen.standings)
        lines.push_back(standingRow(standing, tiebreak));
    std::string head = header(columns);
    if (tiebreak)  // a tie-break's code is no word to translate ("BH-C1")
        head.insert(head.size() - std::string("</tr></thead>\n").size(),
                    "<th class=\"tb\">" + htmlEscape(screen.tiebreak_name) + "</th>");
    return slides("standings", label(screen.standings_title), head, lines, rows);
}

}  // namespace

std::string projectorPage(const Event& event, const ProjectorOptions& options) {
    const tournament::HallScreen screen = tournament::hallScreen(event);
    const RunningHeader running = runningHeaderOf(event.info);
    std::string body = pairingSlides(event, screen, options.rows) + standingSlides(screen, options.rows);
    if (event.players.empty())
        body = "<section class=\"slide\" data-key=\"empty\"><p class=\"empty\">" + htmlEscape(label("No players yet")) +
               "</p></section>\n";
    return "<!DOCTYPE html>\n<html lang=\"" + reportLanguageCode() +
           "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, "
           "initial-scale=1\">\n" +
           kSiteGenerator + "\n<title>" + htmlEscape(running.event_name) + "</title>\n" + projectorStyle(options.rows) +
           "</head>\n<body data-seconds=\"" + std::to_string(options.seconds) + "\" data-changes=\"" +
           htmlEscape(options.changes) + "\">\n<header><h1>" + htmlEscape(running.event_name) + "</h1><p>" +
           htmlEscape(running.details) + "</p></header>\n<main>\n" + body + "</main>\n<script src=\"" +
           htmlEscape(options.script) + "\"></script>\n</body>\n</html>\n";
}

}  // namespace tourney::reports
