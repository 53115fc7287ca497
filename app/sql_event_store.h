// The event core's store (tournament/event_store.h) on SQL: an SQLite file, or a PostgreSQL
// database for a `postgresql://` address. Each call opens its own connection, so the store
// keeps no state between the use cases it serves.
#pragma once

#include "tournament/event_store.h"

#include <QString>

namespace tourney::app {

class SqlEventStore final : public tournament::EventStore {
public:
    explicit SqlEventStore(QString location) : location_(std::move(location)) {}
    // A store whose changes name `actor` in the log lines they add (tournament::LogEntry).
    SqlEventStore(QString location, std::string actor) : location_(std::move(location)), actor_(std::move(actor)) {}

    using tournament::EventStore::create;
    Event load() override;
    void create(const Event& event, const std::vector<tournament::LogEntry>& log) override;
    void update(const std::function<void(Event& event, tournament::EventLog& log)>& change) override;
    std::vector<tournament::LogEntry> readLog() override;
    long long revision() override;

    const QString& location() const { return location_; }

private:
    QString location_;
    std::string actor_;
};

}  // namespace tourney::app
