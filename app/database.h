// The connection to one event's database, and its schema.
//
// An event lives in one SQLite file by default; a federation server may keep events in
// PostgreSQL (a `postgresql://user:password@host:port/database` address instead of a file):
// one event in the database's own schema, or many, each in a schema of its own, addressed as
// `postgresql://.../database/EVENT` (app/postgresql_address.h).
// Everything the two disagree on is in SqlDialect; every other statement is portable SQL with
// bound parameters. The schema carries its version: an older file is migrated on opening, a
// file written by a newer Tourney is refused.
//
// Concurrency: any number of `tourney` processes may work on one event at once. A transaction
// that writes takes the event's write lock before it reads anything (SQLite: BEGIN IMMEDIATE;
// PostgreSQL: a transaction-scoped advisory lock, keyed by the event's schema), waiting its turn up to the lock timeout, so
// the checks a use case makes on what it read still hold when it writes. A transaction that
// only reads sees one snapshot (SQLite: its shared lock; PostgreSQL: REPEATABLE READ), never
// half of another process's commit.
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <functional>

class QSqlError;

namespace tourney::app {

// The schema version this program writes. Raise it with each migration (database.cpp).
inline constexpr int kSchemaVersion = 13;

// What differs between the SQL of the database systems Tourney speaks.
struct SqlDialect {
    QString driver;          // Qt driver name
    QString generated_key;   // column type of an integer key the database numbers itself
    QStringList on_connect;  // statements run once on every new connection
    QString begin_read;      // starts a transaction that reads one consistent snapshot
    QString begin_write;     // starts a transaction that will write
    QString write_lock;      // then takes the event's write lock (empty: begin_write did)
    QString table_exists;    // a query that returns a row when the table named by ? exists

    static SqlDialect sqlite();
    static SqlDialect postgresql();
};

// True for a `postgresql://` (or `postgres://`) address.
bool isPostgresqlAddress(const QString& location);

// The location as messages show it: a PostgreSQL address without its password.
QString shownLocation(const QString& location);

// How long a writer waits for another process's lock before it gives up, in seconds: 30, or
// TOURNEY_LOCK_TIMEOUT from the environment.
int lockTimeoutSeconds();

class Database {
public:
    enum class Open {
        CreateNew,         // a new event: refused if the file exists (or the database holds one)
        Existing,          // an event that must exist and hold a Tourney schema; for reading
        ExistingToChange,  // the same, for a command that writes: the file must be writable
        // The accounts of a server (app/sql_account_store.h): an SQLite file made when missing,
        // or an existing PostgreSQL database (its schema public); no event schema is asked for.
        Accounts,
        // The player registry of a server (app/sql_player_registry.h): an SQLite file made when
        // missing, or the schema "player registry" of a PostgreSQL database, made when missing,
        // with a write lock of its own; no event schema is asked for.
        Registry,
        // A PostgreSQL database as a whole, to list its events (eventSchemas); nothing is asked of it.
        WholeDatabase,
    };

    // Throws Refusal with a message naming the file when it cannot be opened as asked.
    Database(const QString& location, Open how);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    const QString& location() const { return location_; }
    // The location for messages (shownLocation).
    QString shown() const { return shownLocation(location_); }
    const SqlDialect& dialect() const { return dialect_; }
    bool isSqlite() const { return dialect_.driver == "QSQLITE"; }

    // Runs `work` as one transaction that holds the event's write lock from its start:
    // committed when it returns, rolled back when it throws (the exception goes on). A command
    // that writes does all its reading and writing inside one call.
    void transaction(const std::function<void()>& work);
    // Runs `work` as one read-only transaction: everything it reads is one snapshot.
    void readTransaction(const std::function<void()>& work);

    // Binds `values` in order to the statement's `?` placeholders and executes. A statement
    // without values is executed as it is, unprepared: PostgreSQL prepares no CREATE TABLE.
    // Throws Refusal naming the database on any SQL error.
    QSqlQuery execute(const QString& sql, const QVariantList& values = {});
    // Prepares a statement to execute many times with run().
    QSqlQuery prepare(const QString& sql);
    void run(QSqlQuery& prepared, const QVariantList& values);

    int schemaVersion();
    bool hasTable(const QString& table);
    // PostgreSQL: the schemas of the database that hold a Tourney event (a schema_version
    // table), by name; "public" among them for a database of one event in its own schema.
    QStringList eventSchemas();

    // Inside transaction() of a database opened with Open::CreateNew: makes the whole schema,
    // refused when the database already holds an event. PostgreSQL creates tables inside a
    // transaction, so a creation that fails leaves nothing behind there either.
    void createSchema();

    // SQLite: PRAGMA quick_check. Throws Refusal naming the file when a page is damaged, so
    // that a command does not write into a damaged file. PostgreSQL checks its own pages.
    void checkIntegrity();

private:
    void checkFile(Open how) const;
    void connect();
    void createPostgresqlDatabase();
    void useEventSchema(const QString& event);
    void refuseMixedLayouts();
    [[noreturn]] void failWithoutEvent();
    void migrate();
    void applyMigrations(int from_version);
    void rollback();
    [[noreturn]] void fail(const QString& what, const QString& detail) const;
    [[noreturn]] void failWith(const QSqlError& error, const QString& statement) const;

    QString location_;
    QString connection_name_;
    SqlDialect dialect_;
    QString schema_;  // PostgreSQL: the event's own schema; empty for the database's own
    QSqlDatabase database_;
};

}  // namespace tourney::app
