#include "reports/event_index.h"

#include "reports/html_site.h"
#include "reports/labels.h"
#include "rules/registry.h"
#include "tournament/pairings_report.h"

#include <algorithm>

namespace tourney::reports {
namespace {

using tournament::EventStage;

std::string heading(const char* english) { return "<th>" + htmlEscape(label(english)) + "</th>"; }

std::string cell(const std::string& text) { return "<td>" + htmlEscape(text) + "</td>"; }

std::string dates(const EventInfo& info) {
    if (info.end_date.empty() || info.end_date == info.start_date) return withDigits(info.start_date);
    return withDigits(info.start_date + " – " + info.end_date);
}

std::string rounds(const Event& event) {
    return label(std::to_string(tournament::roundsToReport(event)) +
                 (event.planned_rounds > 0 ? " of " + std::to_string(event.planned_rounds) : ""));
}

std::string eventRow(const IndexedEvent& indexed) {
    const Event& event = *indexed.event;
    // An archived event is listed with the finished ones, marked: still read, no longer changed.
    const std::string archived = event.archived
                                     ? " <span class=\"archived\">(" + htmlEscape(label("archived")) + ")</span>"
                                     : "";
    return "<tr><td><a href=\"/events/" + htmlEscape(indexed.id) + "/\">" + htmlEscape(event.info.name) + "</a>" +
           archived + "</td>" + cell(event.info.city) + cell(event.info.federation) +
           cell(std::string(rules::gameName(event.game))) + "<td class=\"c\">" + htmlEscape(dates(event.info)) +
           "</td><td class=\"r\">" + htmlEscape(rounds(event)) + "</td></tr>\n";
}

std::string stageSection(const std::vector<IndexedEvent>& events, EventStage stage, const std::string& title) {
    std::vector<IndexedEvent> listed;
    std::copy_if(events.begin(), events.end(), std::back_inserter(listed),
                 [stage](const IndexedEvent& indexed) { return indexed.stage == stage; });
    if (listed.empty()) return {};
    std::stable_sort(listed.begin(), listed.end(), [](const IndexedEvent& a, const IndexedEvent& b) {
        return a.event->info.start_date < b.event->info.start_date;
    });
    std::string html = "<h2 id=\"" + std::string(tournament::eventStageName(stage)) + "\">" + htmlEscape(title) +
                       "</h2>\n<div class=\"scroll\">\n<table>\n<thead><tr>" + heading("Event") + heading("Place") +
                       heading("Federation") + heading("Game") + heading("Dates") + heading("Rounds") +
                       "</tr></thead>\n<tbody>\n";
    for (const IndexedEvent& indexed : listed) html += eventRow(indexed);
    return html + "</tbody>\n</table>\n</div>\n";
}

std::string field(const char* name, const char* english, const std::string& value) {
    return "<label>" + htmlEscape(label(english)) + " <input name=\"" + name + "\" value=\"" + htmlEscape(value) +
           "\"></label>\n";
}

// A GET form: the search is a plain query string, a link a reader can keep or share.
std::string searchForm(const tournament::EventSearch& search) {
    std::string stages = "<label>" + htmlEscape(label("Stage")) +
                         " <select name=\"stage\"><option value=\"\"></option>";
    for (const auto& [stage, name] :
         {std::pair{EventStage::Running, label("Running")}, std::pair{EventStage::Upcoming, label("Upcoming")},
          std::pair{EventStage::Finished, label("Finished")}})
        stages += "<option value=\"" + std::string(tournament::eventStageName(stage)) + "\"" +
                  (search.stage == stage ? " selected" : "") + ">" + htmlEscape(name) + "</option>";
    return "<form method=\"get\" action=\"/events/\" role=\"search\">\n" + field("q", "Search", search.text) +
           field("date", "Date", search.date) + field("game", "Game", search.game) + stages +
           "</select></label>\n<button type=\"submit\">" + htmlEscape(label("Search")) + "</button>\n</form>\n";
}

}  // namespace

std::string eventIndexPage(const std::vector<IndexedEvent>& events, const tournament::EventSearch& search) {
    std::string body = searchForm(search);
    body += stageSection(events, EventStage::Running, label("Running"));
    body += stageSection(events, EventStage::Upcoming, label("Upcoming"));
    body += stageSection(events, EventStage::Finished, label("Finished"));
    if (events.empty()) body += "<p>" + htmlEscape(label("No event matches the search.")) + "</p>\n";
    body += "<p class=\"note\"><a href=\"/app/\">" + htmlEscape(label("The arbiters' application")) + "</a></p>\n";
    return standalonePage(label("Events"), body);
}

std::string missingEventPage(const tournament::Message& why) {
    return standalonePage(label("No such event"), "<p>" + htmlEscape(said(why)) + "</p>\n<p><a href=\"/events/\">" +
                                                      htmlEscape(label("Events")) + "</a></p>\n");
}

}  // namespace tourney::reports
