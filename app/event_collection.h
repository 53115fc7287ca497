// The events `tourney serve` serves from one place (issue 34): the *.tourney files of a folder,
// or the events of a PostgreSQL database, each in a schema of its own
// (postgresql://USER@HOST:PORT/DATABASE/EVENT, app/postgresql_address.h). An event's id is its
// file's name without .tourney, or its schema's name. Nothing is kept between calls: the
// events are those there now, whoever made them.
#pragma once

#include "scoring/event.h"
#include "tournament/message.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace tourney::app {

class EventCollection {
public:
    // The events at `location` when it is a folder, or a PostgreSQL database whose own schema
    // holds no event; nullopt when `location` is one event (a file, an event's address, a
    // database of one event). Throws Refusal when the database cannot be reached.
    static std::optional<EventCollection> at(const QString& location);

    const QString& location() const { return location_; }
    bool inDatabase() const { return in_database_; }

    // The ids of the events held now, in order of name.
    QStringList ids() const;
    // The same, each with its revision as stored now, read on one connection for a database
    // (the index of a hundred events opens one, not a hundred); -1 where it is not read here (a
    // folder's events, which their own stores read cheaply) or cannot be.
    std::vector<std::pair<QString, long long>> revisions() const;
    // Whether `id` names an event held now.
    bool holds(const QString& id) const;
    // Where the event `id` is kept, or would be created.
    QString eventLocation(const QString& id) const;
    // Why `id` cannot name a new event here; nullopt: it can.
    std::optional<tournament::Message> idProblem(const QString& id) const;

private:
    EventCollection(QString location, bool in_database) : location_(std::move(location)), in_database_(in_database) {}

    QString location_;
    bool in_database_ = false;
};

// Every event served from `location` (a folder's or database's, or the one event it is), each
// with its id, as stored now. An event that cannot be read (damaged, written by a newer
// Tourney) is left out: the others are still listed.
std::vector<std::pair<std::string, Event>> loadServedEvents(const QString& location);

}  // namespace tourney::app
