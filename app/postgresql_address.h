// A postgresql:// address, read into the database it names and the event inside that database
// when it names one (issue 34): postgresql://USER@HOST:PORT/DATABASE is a database (one event in
// its own schema, the layout of old; or the events of a federation's server, each in a schema of
// its own), postgresql://USER@HOST:PORT/DATABASE/EVENT the event EVENT of that database, its
// tables in the schema EVENT. Query items (?sslmode=require) stay as they are.
#pragma once

#include "tournament/message.h"

#include <QString>

#include <optional>

namespace tourney::app {

// The longest name of an event in PostgreSQL: a schema's name has at most 63 bytes there.
inline constexpr int kMaxSchemaEventName = 63;

struct PostgresqlAddress {
    QString location;          // the address as given
    QString database;          // empty when the address names none
    QString event;             // empty: the database's own schema
    bool extra_parts = false;  // the path has more than a database and an event

    static PostgresqlAddress read(const QString& location);

    // The address of event `name` in this address's database (its query items kept).
    QString withEvent(const QString& name) const;
    // The address of the database itself, without the event.
    QString withoutEvent() const { return withEvent({}); }
};

// Why `name` cannot name an event in a PostgreSQL database: the characters of an event file's
// id on a server (letters, digits, '-' and '_'), at most kMaxSchemaEventName, and none of the
// schemas PostgreSQL keeps for itself (public, information_schema, pg_*). nullopt: it can.
std::optional<tournament::Message> schemaEventNameProblem(const QString& name);

// `name` as an SQL identifier, quoted: safe for any text, though only names that passed
// schemaEventNameProblem reach it.
QString quotedIdentifier(const QString& name);

}  // namespace tourney::app
