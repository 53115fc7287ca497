#include "app/event_collection.h"

#include "app/database.h"
#include "app/postgresql_address.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QVariant>

namespace tourney::app {

// The longest id of an event file a server serves or creates.
static constexpr int kMaxFileEventId = 100;

std::optional<EventCollection> EventCollection::at(const QString& location) {
    if (!isPostgresqlAddress(location))
        return QFileInfo(location).isDir() ? std::optional(EventCollection(location, false)) : std::nullopt;
    if (!PostgresqlAddress::read(location).event.isEmpty()) return std::nullopt;
    // The layout of old, one event in the database's own schema public, stays one event.
    Database database(location, Database::Open::WholeDatabase);
    if (database.eventSchemas().contains("public")) return std::nullopt;
    return EventCollection(location, true);
}

static QStringList eventIds(Database& database) {
    QStringList ids;
    for (const QString& schema : database.eventSchemas())
        if (!schemaEventNameProblem(schema)) ids << schema;  // a schema no address could name is no event of ours
    return ids;
}

QStringList EventCollection::ids() const {
    if (!in_database_) {
        QStringList ids = QDir(location_).entryList({"*.tourney"}, QDir::Files, QDir::Name);
        for (QString& id : ids) id.chop(8);  // ".tourney"
        return ids;
    }
    Database database(location_, Database::Open::WholeDatabase);
    return eventIds(database);
}

std::vector<std::pair<QString, long long>> EventCollection::revisions() const {
    std::vector<std::pair<QString, long long>> found;
    if (!in_database_) {
        for (const QString& id : ids()) found.emplace_back(id, -1);
        return found;
    }
    // Each event's own statement in its own schema, as its store reads it; outside a transaction,
    // so that one event that cannot be read leaves the others' readings be.
    Database database(location_, Database::Open::WholeDatabase);
    for (const QString& id : eventIds(database)) {
        long long revision = -1;
        try {
            database.execute("SET search_path = " + quotedIdentifier(id));
            QSqlQuery row = database.execute("SELECT revision FROM event");
            if (row.next()) revision = row.value(0).toLongLong();
        } catch (const Refusal&) {
            // read by the event's own store, which says what is wrong
        }
        found.emplace_back(id, revision);
    }
    return found;
}

bool EventCollection::holds(const QString& id) const {
    if (idProblem(id)) return false;  // the name alone rules it out, before any file or query
    if (!in_database_) return QFileInfo(eventLocation(id)).isFile();
    return ids().contains(id);
}

QString EventCollection::eventLocation(const QString& id) const {
    if (!in_database_) return QDir(location_).filePath(id + ".tourney");
    return PostgresqlAddress::read(location_).withEvent(id);
}

std::optional<tournament::Message> EventCollection::idProblem(const QString& id) const {
    if (in_database_) return schemaEventNameProblem(id);
    static const QRegularExpression name("^[A-Za-z0-9_-]+$");
    if (id.size() <= kMaxFileEventId && name.match(id).hasMatch()) return std::nullopt;
    return tournament::Message("id: letters, digits, '-' and '_' only (at most 100)");
}

std::vector<std::pair<std::string, Event>> loadServedEvents(const QString& location) {
    std::vector<std::pair<std::string, Event>> events;
    auto add = [&](const QString& id, const QString& event) {
        try {
            events.emplace_back(id.toStdString(), SqlEventStore(event).load());
        } catch (const tournament::Refusal&) {}
    };
    if (const std::optional<EventCollection> collection = EventCollection::at(location)) {
        for (const QString& id : collection->ids()) add(id, collection->eventLocation(id));
    } else {
        QString id = QFileInfo(location).fileName();
        if (id.endsWith(".tourney")) id.chop(8);
        add(isPostgresqlAddress(location) ? PostgresqlAddress::read(location).event : id, location);
    }
    return events;
}

}  // namespace tourney::app
