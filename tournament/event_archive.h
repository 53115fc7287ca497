// The event archive: everything an event file holds, its log included, in one JSON file that
// Tourney writes and reads back without loss (docs/archive.md describes it field by field). TRF
// carries what FIDE needs and no more; the archive is how an event moves between computers,
// storages (SQLite, PostgreSQL) and versions of Tourney whole.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"

#include <string>
#include <string_view>
#include <vector>

namespace tourney::tournament {

// The first two members of every archive. The version counts up whenever a field is added or
// changes its meaning; a reader takes every version up to its own and refuses a newer one
// (docs/archive.md, "Versions").
inline constexpr std::string_view kArchiveFormat = "tourney-event-archive";
inline constexpr int kArchiveVersion = 3;

struct EventArchive {
    Event event;
    std::vector<LogEntry> log;  // oldest first, each line with the time it was stamped
};

// The archive's text. Equal events and logs give equal bytes.
std::string archiveText(const EventArchive& archive);

// Reads an archive's text. Throws formats::InputError naming `file_name`, the line and the field
// (a JSON path such as `rounds[2].games[0].seats[1].player`) of the first fault: malformed JSON,
// another format, a newer version, a member missing or unknown, a value of the wrong kind or out
// of range, or data the event cannot hold (a seat naming a player not registered, rounds or
// boards out of order, a player paired twice in a round).
EventArchive readArchive(std::string_view text, const std::string& file_name);

// The event and its log as the store holds them, read as one snapshot: read again when a change
// came in between.
EventArchive storedArchive(EventStore& store);

// Reads the archive file at `path` and stores its event, with its log, as a new event in one
// transaction; refused (nothing stored) when the store already holds an event.
EventArchive importArchive(EventStore& store, const std::string& path);

}  // namespace tourney::tournament
