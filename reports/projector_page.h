// The hall's screen (issue 36): one page for a projector that shows, one slide at a time and by
// itself, the pairings of the round being played (paged when long) and the standings, in large
// type, and follows the event's changes (app/web/projector.js reads the page's data-* values).
// Served by `tourney serve` at /events/ID/projector (app/public_site.cpp).
#pragma once

#include "scoring/event.h"

#include <string>

namespace tourney::reports {

struct ProjectorOptions {
    int seconds = 15;     // each slide's time on the screen
    int rows = 12;        // rows of a table on one slide
    std::string changes;  // the stream of the event's changes ("/api/events/ID/changes"); empty: none
    std::string script;   // the address of the script that turns the slides ("/app/projector.js")
};

// The whole page, in the report language and digits (labels.h). Throws Refusal for a team event.
std::string projectorPage(const Event& event, const ProjectorOptions& options);

}  // namespace tourney::reports
