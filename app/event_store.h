// Loading and saving an Event in its database. The store only moves values between the model
// (scoring/event.h) and the tables (database.cpp); it decides nothing about tournaments.
#pragma once

#include "app/database.h"
#include "scoring/event.h"

#include <functional>
#include <string>
#include <vector>

namespace tourney::app {

// The whole event as stored. Throws Refusal naming the file when a stored value is invalid.
Event loadEvent(Database& database);

// Makes the database hold `event`. `stored` is the event the database holds now, as loadEvent
// gave it: only the rows that differ are written. nullptr: the database holds no event yet.
// Call it inside Database::transaction, so that a command's changes are saved together or not
// at all.
void saveEvent(Database& database, const Event& event, const Event* stored = nullptr);

// The event's log: what arbiters changed by force, and why, in the order it happened.
struct LogEntry {
    std::string logged_at;  // UTC, ISO 8601
    std::string command;    // e.g. "result"
    std::string message;
};

void appendLog(Database& database, const std::string& command, const std::string& message);
std::vector<LogEntry> readLog(Database& database);

}  // namespace tourney::app

namespace tourney::app {

// The event stored at `location` (a file, or a PostgreSQL address).
Event readEventFile(const QString& location);

// A new event file holding `event`; refused when `location` exists. Nothing is left behind
// when it fails.
void createEventFile(const QString& location, const Event& event);

// Opens the event at `location`, lets `change` edit it, and saves it: one transaction. When
// `change` throws, nothing is saved and the file stays byte-for-byte as it was.
void updateEventFile(const QString& location, const std::function<void(Event& event, Database& database)>& change);

}  // namespace tourney::app
