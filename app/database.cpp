#include "app/database.h"

#include "app/refusal.h"

#include <QAtomicInt>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QUrl>

#include <vector>

namespace tourney::app {

SqlDialect SqlDialect::sqlite() {
    // SQLite checks foreign keys only when asked, on every connection.
    return {"QSQLITE", "INTEGER PRIMARY KEY", {"PRAGMA foreign_keys = ON"}};
}

SqlDialect SqlDialect::postgresql() { return {"QPSQL", "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY", {}}; }

static bool isPostgresqlAddress(const QString& location) {
    return location.startsWith("postgresql://") || location.startsWith("postgres://");
}

// Each schema version as the statements that turn the previous version into it. Version 1 is
// the whole schema. A game's players are rows of `seats`, as many as the game has: nothing
// assumes two. Points are integers in tenths; outcomes and byes are their one-letter codes
// (scoring/result.h), so the file reads plainly in any SQL shell.
struct Migration {
    int version;
    std::vector<QString> statements;
};

static std::vector<Migration> migrations(const SqlDialect& dialect) {
    return {
        {1,
         {
             "CREATE TABLE event ("
             " name TEXT NOT NULL, city TEXT NOT NULL, federation TEXT NOT NULL,"
             " start_date TEXT NOT NULL, end_date TEXT NOT NULL, chief_arbiter TEXT NOT NULL,"
             " deputy_arbiters TEXT NOT NULL, time_control TEXT NOT NULL,"
             " game TEXT NOT NULL, pairing_system TEXT NOT NULL, planned_rounds INTEGER NOT NULL,"
             " first_board_white INTEGER NOT NULL, acceleration TEXT NOT NULL,"
             " lots_seed TEXT NOT NULL)",
             "CREATE TABLE point_values (result TEXT PRIMARY KEY, tenths INTEGER NOT NULL)",
             "CREATE TABLE tiebreaks (position INTEGER PRIMARY KEY, code TEXT NOT NULL)",
             "CREATE TABLE players ("
             " start_no INTEGER PRIMARY KEY, name TEXT NOT NULL, rating INTEGER NOT NULL,"
             " title TEXT NOT NULL, federation TEXT NOT NULL, fide_id TEXT NOT NULL,"
             " birth_year INTEGER NOT NULL, sex TEXT NOT NULL,"
             " withdrawn_from_round INTEGER NOT NULL)",
             "CREATE TABLE rounds (number INTEGER PRIMARY KEY)",
             "CREATE TABLE games ("
             " round INTEGER NOT NULL REFERENCES rounds (number), board INTEGER NOT NULL,"
             " record TEXT NOT NULL, PRIMARY KEY (round, board))",
             "CREATE TABLE seats ("
             " round INTEGER NOT NULL, board INTEGER NOT NULL, seat INTEGER NOT NULL,"
             " player INTEGER NOT NULL REFERENCES players (start_no), outcome TEXT NOT NULL,"
             " PRIMARY KEY (round, board, seat),"
             " FOREIGN KEY (round, board) REFERENCES games (round, board))",
             "CREATE TABLE byes ("
             " round INTEGER NOT NULL REFERENCES rounds (number),"
             " player INTEGER NOT NULL REFERENCES players (start_no), kind TEXT NOT NULL,"
             " PRIMARY KEY (round, player))",
             "CREATE TABLE requested_byes ("
             " round INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players (start_no),"
             " kind TEXT NOT NULL, PRIMARY KEY (round, player))",
             "CREATE TABLE forbidden_pairs ("
             " first_player INTEGER NOT NULL REFERENCES players (start_no),"
             " second_player INTEGER NOT NULL REFERENCES players (start_no))",
             "CREATE TABLE virtual_points ("
             " player INTEGER NOT NULL REFERENCES players (start_no), round INTEGER NOT NULL,"
             " tenths INTEGER NOT NULL, PRIMARY KEY (player, round))",
             "CREATE TABLE event_log (id " + dialect.generated_key +
                 ","
                 " logged_at TEXT NOT NULL, command TEXT NOT NULL, message TEXT NOT NULL)",
         }},
        // Version 2: tables of four (Chaturaji). A seat keeps the game points it won (NULL for
        // two-player games, pending seats and forfeits); an event keeps the points of each place
        // (none stored: the default for its seats). Older files need nothing more.
        {2,
         {
             "ALTER TABLE seats ADD COLUMN game_points INTEGER",
             "CREATE TABLE placement_points (place INTEGER PRIMARY KEY, tenths INTEGER NOT NULL)",
         }},
    };
}

static QString nextConnectionName() {
    static QAtomicInt counter;
    return QString("tourney-%1").arg(counter.fetchAndAddRelaxed(1));
}

Database::Database(const QString& location, Open how)
    : location_(location),
      connection_name_(nextConnectionName()),
      dialect_(isPostgresqlAddress(location) ? SqlDialect::postgresql() : SqlDialect::sqlite()) {
    const bool is_file = dialect_.driver == "QSQLITE";
    if (is_file) {
        const QFileInfo file(location);
        if (how == Open::CreateNew && file.exists())
            fail("already exists", "choose another name, or remove the file first");
        if (how == Open::Existing) {
            if (!file.exists()) fail("no such event file", "create one with `tourney new`");
            QFile probe(location);
            // Every SQLite database begins with this header; anything else is not an event file.
            if (!probe.open(QIODevice::ReadOnly) || probe.read(16) != QByteArray("SQLite format 3\0", 16))
                fail("not a Tourney event file", "it is not an SQLite database");
        }
    }
    connect();
    if (how == Open::Existing && !database_.tables().contains("schema_version"))
        fail("not a Tourney event file", "it has no schema_version table");
    migrate();
}

Database::~Database() {
    database_.close();
    database_ = QSqlDatabase();  // the last handle must go before the connection is removed
    QSqlDatabase::removeDatabase(connection_name_);
}

void Database::connect() {
    database_ = QSqlDatabase::addDatabase(dialect_.driver, connection_name_);
    if (!database_.isValid()) fail("cannot open", "the Qt SQL driver " + dialect_.driver + " is not installed");
    if (dialect_.driver == "QSQLITE") {
        database_.setDatabaseName(location_);  // the constructor checked that it may exist or not
    } else {
        const QUrl url(location_);
        database_.setHostName(url.host());
        database_.setPort(url.port(5432));
        database_.setDatabaseName(url.path().mid(1));
        database_.setUserName(url.userName());
        database_.setPassword(url.password());
    }
    if (!database_.open()) fail("cannot open", database_.lastError().text());
    for (const QString& statement : dialect_.on_connect) execute(statement);
}

void Database::migrate() {
    int version = 0;
    if (database_.tables().contains("schema_version")) {
        version = schemaVersion();
        if (version > kSchemaVersion)
            fail("written by a newer version of Tourney",
                 QString("its schema version is %1 and this program knows versions up to %2; "
                         "open it with a newer Tourney")
                     .arg(version)
                     .arg(kSchemaVersion));
        if (version == kSchemaVersion) return;
    }
    transaction([&] {
        if (version == 0) execute("CREATE TABLE schema_version (version INTEGER NOT NULL)");
        for (const Migration& migration : migrations(dialect_)) {
            if (migration.version <= version) continue;
            for (const QString& statement : migration.statements) execute(statement);
        }
        execute("DELETE FROM schema_version");
        execute("INSERT INTO schema_version (version) VALUES (?)", {kSchemaVersion});
    });
}

int Database::schemaVersion() {
    QSqlQuery query = execute("SELECT version FROM schema_version");
    if (!query.next()) fail("not a Tourney event file", "its schema_version table is empty");
    return query.value(0).toInt();
}

void Database::transaction(const std::function<void()>& work) {
    if (!database_.transaction()) fail("cannot start a transaction", database_.lastError().text());
    try {
        work();
    } catch (...) {
        database_.rollback();
        throw;
    }
    if (!database_.commit()) {
        const QString error = database_.lastError().text();
        database_.rollback();
        fail("cannot save", error);
    }
}

QSqlQuery Database::prepare(const QString& sql) {
    QSqlQuery query(database_);
    query.setForwardOnly(true);
    if (!query.prepare(sql)) fail("SQL error", query.lastError().text() + " in: " + sql);
    return query;
}

void Database::run(QSqlQuery& prepared, const QVariantList& values) {
    for (int i = 0; i < values.size(); ++i) prepared.bindValue(i, values[i]);
    if (!prepared.exec()) fail("SQL error", prepared.lastError().text() + " in: " + prepared.lastQuery());
}

QSqlQuery Database::execute(const QString& sql, const QVariantList& values) {
    QSqlQuery query = prepare(sql);
    run(query, values);
    return query;
}

void Database::fail(const QString& what, const QString& detail) const {
    // A PostgreSQL address may hold a password: name the database without it.
    const QString shown = dialect_.driver == "QSQLITE" ? location_ : QUrl(location_).toString(QUrl::RemovePassword);
    throw Refusal((shown + ": " + what + " (" + detail + ")").toStdString());
}

}  // namespace tourney::app
