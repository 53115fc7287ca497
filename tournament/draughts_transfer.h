// Events in and out of the draughts tournament file (formats/draughts_file.h, docs/draughts.md):
// Tourney's exchange profile for draughts events, since FMJD has no TRF.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"

#include <string>

namespace tourney::tournament {

// The event as a draughts tournament file. Refused (field "dtf") for what the profile has no
// line for: tables of more than two seats, team events, accelerated pairings and forbidden pairs
// limited to some rounds (export those as an archive).
std::string draughtsFileText(const Event& event);

// The event a draughts tournament file describes. Throws formats::InputError naming the file, the
// line and the field of a fault, and Refusal for a tie-break Tourney cannot compute.
Event readDraughtsFileEvent(const std::string& path);

// Reads the file and stores its event as a new event, in one transaction.
Event importDraughtsFile(EventStore& store, const std::string& path);

}  // namespace tourney::tournament
