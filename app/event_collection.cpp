#include "app/event_collection.h"

#include "app/database.h"
#include "app/postgresql_address.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

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

QStringList EventCollection::ids() const {
    if (!in_database_) {
        QStringList ids = QDir(location_).entryList({"*.tourney"}, QDir::Files, QDir::Name);
        for (QString& id : ids) id.chop(8);  // ".tourney"
        return ids;
    }
    Database database(location_, Database::Open::WholeDatabase);
    QStringList ids;
    for (const QString& schema : database.eventSchemas())
        if (!schemaEventNameProblem(schema)) ids << schema;  // a schema no address could name is no event of ours
    return ids;
}

bool EventCollection::holds(const QString& id) const {
    static const QRegularExpression name("^[A-Za-z0-9_-]+$");
    if (id.size() > kMaxFileEventId || !name.match(id).hasMatch()) return false;
    if (!in_database_) return QFileInfo(eventLocation(id)).isFile();
    return !schemaEventNameProblem(id) && ids().contains(id);
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

}  // namespace tourney::app
