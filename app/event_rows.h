// Loading and saving an Event in its database: only moves values between the model
// (scoring/event.h) and the tables (database.cpp); it decides nothing about tournaments.
#pragma once

#include "app/database.h"
#include "scoring/event.h"
#include "tournament/event_store.h"

#include <optional>
#include <vector>

namespace tourney::app {

// The whole event as stored. Throws Refusal naming the file when a stored value is invalid.
Event loadEvent(Database& database);

// Makes the database hold `event`. `stored` is the event the database holds now, as loadEvent
// gave it: only the rows that differ are written. nullptr: the database holds no event yet.
// Call it inside Database::transaction, so that a command's changes are saved together or not
// at all.
void saveEvent(Database& database, const Event& event, const Event* stored = nullptr);

// The event as loadEvent reads it back once saveEvent(database, event, &stored) is committed:
// its games, byes and requested byes in the order of their keys. None when the change touched
// what a read would give back in another order (forbidden pairs, virtual points) or not at
// all: the caller reads the event again (app/held_event.h).
std::optional<Event> asReadBack(Event event, const Event& stored);

// Lines of the event's log, each stamped with the time of writing (UTC) unless it has its stamp
// already (a line brought by an archive), and chained by hash to the lines before it
// (tournament/log_chain.h); a line without a stamp that names no one is stamped with `actor`.
void appendLog(Database& database, const std::vector<tournament::LogEntry>& entries, const std::string& actor = {});
// The log, oldest first, each line with the hash stored beside it and who made it (`named`:
// the file has schema 9's actor column).
std::vector<tournament::LogEntry> readLog(Database& database, bool named = true);
// Gives every line of the log its hash in the chain, oldest first: the migration to schema 8
// chains the lines written before the log was chained.
void chainStoredLog(Database& database);

}  // namespace tourney::app
