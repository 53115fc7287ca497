#include "tournament/draughts_transfer.h"

#include "formats/draughts_file.h"
#include "formats/input_file.h"
#include "scoring/tiebreaks.h"
#include "tournament/refusal.h"

#include <sstream>

namespace tourney::tournament {

std::string draughtsFileText(const Event& event) {
    if (event.atTables())
        throw Refusal("dtf", Message("the draughts tournament file has no form for games at tables of more than two"));
    if (event.teams) throw Refusal("dtf", Message("team events are not written to the draughts tournament file yet"));
    if (event.acceleration != Acceleration::None || !event.virtual_points.empty() || !event.forbidden_in_rounds.empty())
        throw Refusal("dtf", Message("the draughts tournament file has no line for accelerated pairings or for pairs "
                                     "kept apart in some rounds only; export the event as an archive"));
    std::ostringstream text;
    formats::writeDraughtsFile(text, event);
    return text.str();
}

Event readDraughtsFileEvent(const std::string& path) {
    std::istringstream in(formats::readInputFile(path, 64u << 20));
    Event event = formats::readDraughtsFile(in, path);
    // A 202 code Tourney cannot compute would make every later standings and export fail.
    for (const std::string& code : event.tiebreaks) {
        try {
            parseTiebreakCode(code);
        } catch (const TiebreakError& error) {
            throw Refusal("dtf", Message("%1: line 202: %2", path, error.said()));
        }
    }
    return event;
}

Event importDraughtsFile(EventStore& store, const std::string& path) {
    Event event = readDraughtsFileEvent(path);
    store.create(event, {});
    return event;
}

}  // namespace tourney::tournament
