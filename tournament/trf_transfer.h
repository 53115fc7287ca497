// Events in and out of FIDE TRF files (formats/trf.h): importing a TRF as a new event, and
// exporting an event.
#pragma once

#include "formats/trf.h"
#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"

#include <string>
#include <vector>

namespace tourney::tournament {

// The event a TRF file describes, as an event file can hold it: byes asked for later rounds
// kept as requests; a name taken from the file's when the TRF has none. Throws InputError
// (formats/input_error.h) for a malformed file and Refusal for what an event cannot hold.
Event eventFromTrf(const std::string& trf_path);

// The event a TRF file describes, what the reader could not use (formats::TrfDocument), and
// the log a Tourney export carried in it (trf_log.h; empty for any other TRF).
struct TrfImport {
    Event event;
    std::vector<Message> warnings;
    std::vector<LogEntry> log;
};
TrfImport readTrfForImport(const std::string& trf_path);

TrfImport importTrf(EventStore& store, const std::string& trf_path);
// The event as TRF-16 text with the TRF-26 header lines, its lines ending in `line_end`.
// Refused (field "trf") for what TRF cannot hold: tables of four, start numbers over 9999.
// `log` is the event's log: an event FIDE rates carries it at the end as TRF-26 comment lines
// (trf_log.h: trfLogComments), which other TRF readers skip and an import reads back.
std::string trfText(const Event& event, formats::LineEnd line_end = formats::LineEnd::Lf,
                    const std::vector<LogEntry>& log = {});
// The event as it stood with `round` paired, its results as entered now: the rounds up to that
// one and nothing asked for later rounds (a round's live feed, docs/federation.md). Throws
// NotInEvent (field "round") for a round not paired.
std::string roundTrfText(const Event& event, int round);

// "12 NAME: the name is cut to 33 characters in the TRF" for each player whose name (or Latin
// name, which the TRF takes first) does not fit the TRF's name field.
std::vector<Message> trfNameWarnings(const Event& event);

}  // namespace tourney::tournament
