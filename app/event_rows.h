// Loading and saving an Event in its database: only moves values between the model
// (scoring/event.h) and the tables (database.cpp); it decides nothing about tournaments.
#pragma once

#include "app/database.h"
#include "scoring/event.h"
#include "tournament/event_store.h"

#include <vector>

namespace tourney::app {

// The whole event as stored. Throws Refusal naming the file when a stored value is invalid.
Event loadEvent(Database& database);

// Makes the database hold `event`. `stored` is the event the database holds now, as loadEvent
// gave it: only the rows that differ are written. nullptr: the database holds no event yet.
// Call it inside Database::transaction, so that a command's changes are saved together or not
// at all.
void saveEvent(Database& database, const Event& event, const Event* stored = nullptr);

// A line of the event's log, stamped with the time of writing (UTC) unless it has its stamp
// already (a line brought by an archive).
void appendLog(Database& database, const tournament::LogEntry& entry);
std::vector<tournament::LogEntry> readLog(Database& database);

}  // namespace tourney::app
