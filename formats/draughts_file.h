// The draughts tournament file (DTF): Tourney's TRF-style exchange profile for draughts events,
// which FMJD has none of (docs/draughts.md describes it line by line). One record a line, a
// three-character code first as in TRF, then fields separated by tabs: the event, the players
// with their FMJD id, rating and title, every round's games with their results on FMJD's 2-1-0
// scale, the byes, and what the pairing must respect. Writing and reading are each other's
// inverse: an event written, read and written again gives the same text and an equal Event.
#pragma once

#include "formats/input_error.h"
#include "scoring/event.h"

#include <iosfwd>
#include <string>
#include <string_view>

namespace tourney::formats {

// The first line of every file, with the profile's version.
inline constexpr std::string_view kDraughtsFileHeader = "DTF 1";

// Writes the event. Games of two seats only: the caller refuses tables of more seats, team
// events and what the profile has no line for (tournament/draughts_transfer.h).
void writeDraughtsFile(std::ostream& out, const Event& event);

// Reads a file the writer wrote (or one made by hand to the same profile). Throws InputError
// naming the file, the line and the field ("001 rating", "301 result") of the first fault.
Event readDraughtsFile(std::istream& in, const std::string& file_name);

}  // namespace tourney::formats
