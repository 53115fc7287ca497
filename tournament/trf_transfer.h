// Events in and out of FIDE TRF files (formats/trf.h): importing a TRF as a new event, and
// exporting an event.
#pragma once

#include "formats/trf.h"
#include "scoring/event.h"
#include "tournament/event_store.h"

#include <string>
#include <vector>

namespace tourney::tournament {

// The event a TRF file describes, as an event file can hold it: byes asked for later rounds
// kept as requests; a name taken from the file's when the TRF has none. Throws InputError
// (formats/input_error.h) for a malformed file and Refusal for what an event cannot hold.
Event eventFromTrf(const std::string& trf_path);

// Creates the event of a TRF file in `store`, which must hold none yet.
Event importTrf(EventStore& store, const std::string& trf_path);

// The event as TRF-16 text with the TRF-26 header lines.
std::string trfText(const Event& event);

// "12 NAME: the name is cut to 33 characters in the TRF" for each player whose name (or Latin
// name, which the TRF takes first) does not fit the TRF's name field.
std::vector<std::string> trfNameWarnings(const Event& event);

}  // namespace tourney::tournament
