// The event core's store (tournament/event_store.h) on SQL: an SQLite file, or a PostgreSQL
// database for a `postgresql://` address. Each call opens its own connection, so the store
// keeps no state between the use cases it serves, except the event a server holds
// (app/held_event.h) when it is given one.
#pragma once

#include "app/held_event.h"
#include "tournament/event_store.h"

#include <QString>

#include <memory>

namespace tourney::app {

class SqlEventStore final : public tournament::EventStore {
public:
    // `held`: the event as this process last read or wrote it; a load or an update takes it in
    // place of reading the event when the stored revision is the one held, and holds what it
    // read or wrote. nullptr: every call reads the database.
    explicit SqlEventStore(QString location, HeldEvent* held = nullptr) : location_(std::move(location)), held_(held) {}
    // A store whose changes name `actor` in the log lines they add (tournament::LogEntry).
    SqlEventStore(QString location, HeldEvent* held, std::string actor)
        : location_(std::move(location)), held_(held), actor_(std::move(actor)) {}

    using tournament::EventStore::create;
    Event load() override;
    void create(const Event& event, const std::vector<tournament::LogEntry>& log) override;
    std::vector<tournament::LogEntry> readLog() override;
    long long revision() override;

    // The event as stored now and its revision, read as one snapshot: shared with the holder's
    // other users, and read from the database only when the revision is not the one held.
    struct Snapshot {
        std::shared_ptr<const Event> event;
        long long revision = 0;
    };
    Snapshot current();

    const QString& location() const { return location_; }

    // Deletes the event with everything it holds, its log included, under its write lock: the
    // SQLite file (and what SQLite keeps beside it), or the PostgreSQL schema of an event of its
    // own schema. Refused for a database of one event in its schema public: that is dropped
    // with its database (`dropdb`), by hand.
    void removeEvent();

private:
    void write(const std::function<void(Event& event, tournament::EventLog& log)>& change) override;

    QString location_;
    HeldEvent* held_ = nullptr;
    std::string actor_;
};

// The store of a command typed at a terminal: the log lines its changes add name the system
// account that ran it, "NAME (command line)", as a server's name the account signed in or the
// token's holder (issue 34: every change says who made it).
SqlEventStore commandLineStore(QString location);
// The name of the system account this process runs as (the command line's user).
std::string commandLineUser();

}  // namespace tourney::app
