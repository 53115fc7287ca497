#include "app/sql_event_store.h"

#include "app/database.h"
#include "app/event_rows.h"

#include <QFile>
#include <QSqlQuery>
#include <QVariant>

namespace tourney::app {

Event SqlEventStore::load() {
    Database database(location_, Database::Open::Existing);
    return loadEvent(database);
}

void SqlEventStore::create(const Event& event) {
    bool created = false;
    try {
        Database database(location_, Database::Open::CreateNew);
        created = true;
        database.transaction([&] { saveEvent(database, event); });
    } catch (...) {
        if (created) QFile::remove(location_);  // the connection is closed by now
        throw;
    }
}

void SqlEventStore::update(const std::function<void(Event& event, tournament::EventLog& log)>& change) {
    Database database(location_, Database::Open::Existing);
    database.transaction([&] {
        const Event stored = loadEvent(database);
        Event event = stored;
        tournament::EventLog log;
        change(event, log);
        saveEvent(database, event, &stored);
        for (const tournament::LogEntry& entry : log.added()) appendLog(database, entry);
        database.execute("UPDATE event SET revision = revision + 1");
    });
}

long long SqlEventStore::revision() {
    Database database(location_, Database::Open::Existing);
    QSqlQuery row = database.execute("SELECT revision FROM event");
    return row.next() ? row.value(0).toLongLong() : 0;
}

std::vector<tournament::LogEntry> SqlEventStore::readLog() {
    Database database(location_, Database::Open::Existing);
    return app::readLog(database);
}

}  // namespace tourney::app
