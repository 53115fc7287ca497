// The connection to one event's database, and its schema.
//
// An event lives in one SQLite file by default; a federation server may keep events in
// PostgreSQL (a `postgresql://user:password@host:port/database` address instead of a file).
// Everything the two disagree on is in SqlDialect; every other statement is portable SQL with
// bound parameters. The schema carries its version: an older file is migrated on opening, a
// file written by a newer Tourney is refused.
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <functional>

namespace tourney::app {

// The schema version this program writes. Raise it with each migration (database.cpp).
inline constexpr int kSchemaVersion = 2;

// What differs between the SQL of the database systems Tourney speaks.
struct SqlDialect {
    QString driver;          // Qt driver name
    QString generated_key;   // column type of an integer key the database numbers itself
    QStringList on_connect;  // statements run once on every new connection

    static SqlDialect sqlite();
    static SqlDialect postgresql();
};

class Database {
public:
    enum class Open {
        CreateNew,  // a new event: refused if the file exists
        Existing,   // an event file that must exist and hold a Tourney schema
    };

    // Throws Refusal with a message naming the file when it cannot be opened as asked.
    Database(const QString& location, Open how);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    const QString& location() const { return location_; }
    const SqlDialect& dialect() const { return dialect_; }

    // Runs `work` as one transaction: committed when it returns, rolled back when it throws
    // (the exception goes on). A command that writes does all its writing inside one call.
    void transaction(const std::function<void()>& work);

    // Prepares, binds `values` in order to the statement's `?` placeholders and executes.
    // Throws Refusal naming the database on any SQL error.
    QSqlQuery execute(const QString& sql, const QVariantList& values = {});
    // Prepares a statement to execute many times with run().
    QSqlQuery prepare(const QString& sql);
    void run(QSqlQuery& prepared, const QVariantList& values);

    int schemaVersion();

private:
    void connect();
    void migrate();
    [[noreturn]] void fail(const QString& what, const QString& detail) const;

    QString location_;
    QString connection_name_;
    SqlDialect dialect_;
    QSqlDatabase database_;
};

}  // namespace tourney::app
