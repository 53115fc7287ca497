#include "app/sql_account_store.h"

#include "app/database.h"
#include "app/postgresql_address.h"
#include "tournament/stored_message.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QVariant>

namespace tourney::app {

using tournament::Grant;

QString accountsLocation(const QString& served) {
    // A database's events share its accounts: the address of one of them leads to the database's.
    if (isPostgresqlAddress(served))
        return PostgresqlAddress::read(served).event.isEmpty() ? served
                                                               : PostgresqlAddress::read(served).withoutEvent();
    const QFileInfo info(served);
    return QDir(info.isDir() ? info.absoluteFilePath() : info.absolutePath()).filePath("accounts.sqlite");
}

// The accounts' tables, portable SQL: `IF NOT EXISTS` lets any process make them first.
static void createTables(Database& database) {
    database.execute("CREATE TABLE IF NOT EXISTS server_accounts (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL)");
    database.execute(
        "CREATE TABLE IF NOT EXISTS server_roles (account TEXT NOT NULL, event TEXT NOT NULL, role TEXT NOT NULL,"
        " PRIMARY KEY (account, event))");
    database.execute(
        "CREATE TABLE IF NOT EXISTS server_sessions (id_hash TEXT PRIMARY KEY, account TEXT NOT NULL,"
        " last_used BIGINT NOT NULL)");
    database.execute(
        "CREATE TABLE IF NOT EXISTS server_login_failures (account TEXT NOT NULL, address TEXT NOT NULL,"
        " failed_at BIGINT NOT NULL)");
    // The server's own log (issue 34): what no event's log can keep, such as an event deleted.
    database.execute("CREATE TABLE IF NOT EXISTS server_log (id " + database.dialect().generated_key +
                     ", at BIGINT NOT NULL, actor TEXT NOT NULL, command TEXT NOT NULL, event TEXT NOT NULL,"
                     " message TEXT NOT NULL, said TEXT NOT NULL)");
}

// The tables are made when the last one added is missing: accounts kept before it get it then.
static const char* kLastTable = "server_log";

// A new SQLite file of accounts is its owner's alone: it holds the password hashes.
static void keepPrivate(const QString& location, bool existed) {
    if (!existed && !isPostgresqlAddress(location) && QFileInfo::exists(location))
        QFile::setPermissions(location, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void SqlAccountStore::write(const std::function<void(Database&)>& work) {
    const bool existed = QFileInfo::exists(location_);
    Database database(location_, Database::Open::Accounts);
    keepPrivate(location_, existed);
    database.transaction([&] {
        if (!database.hasTable(kLastTable)) createTables(database);
        work(database);
    });
}

void SqlAccountStore::read(const std::function<void(Database&)>& work) {
    const bool existed = QFileInfo::exists(location_);
    Database database(location_, Database::Open::Accounts);
    keepPrivate(location_, existed);
    if (!database.hasTable(kLastTable)) database.transaction([&] { createTables(database); });
    database.readTransaction([&] { work(database); });
}

static QString text(const std::string& value) { return QString::fromStdString(value); }

std::optional<tournament::Account> SqlAccountStore::account(const std::string& name) {
    std::optional<tournament::Account> found;
    read([&](Database& database) {
        QSqlQuery row = database.execute("SELECT password_hash FROM server_accounts WHERE name = ?", {text(name)});
        if (!row.next()) return;
        found = tournament::Account{name, row.value(0).toString().toStdString(), {}};
        QSqlQuery roles = database.execute("SELECT event, role FROM server_roles WHERE account = ? ORDER BY event",
                                           {text(name)});
        while (roles.next())
            if (const auto role = tournament::roleNamed(roles.value(1).toString().toStdString()))
                found->grants.push_back({*role, roles.value(0).toString().toStdString()});
    });
    return found;
}

std::vector<std::string> SqlAccountStore::accountNames() {
    std::vector<std::string> names;
    read([&](Database& database) {
        QSqlQuery rows = database.execute("SELECT name FROM server_accounts ORDER BY name");
        while (rows.next()) names.push_back(rows.value(0).toString().toStdString());
    });
    return names;
}

static void insertGrants(Database& database, const std::string& name, const std::vector<Grant>& grants) {
    database.execute("DELETE FROM server_roles WHERE account = ?", {text(name)});
    for (const Grant& grant : grants)
        database.execute("INSERT INTO server_roles (account, event, role) VALUES (?, ?, ?)",
                         {text(name), text(grant.event), text(std::string(tournament::roleName(grant.role)))});
}

void SqlAccountStore::addAccount(const tournament::Account& account) {
    write([&](Database& database) {
        if (database.execute("SELECT 1 FROM server_accounts WHERE name = ?", {text(account.name)}).next())
            throw tournament::Refusal("name",
                                      tournament::Message("an account named '%1' exists already", account.name));
        database.execute("INSERT INTO server_accounts (name, password_hash) VALUES (?, ?)",
                         {text(account.name), text(account.password_hash)});
        insertGrants(database, account.name, account.grants);
    });
}

void SqlAccountStore::setPasswordHash(const std::string& name, const std::string& hash) {
    write([&](Database& database) {
        database.execute("UPDATE server_accounts SET password_hash = ? WHERE name = ?", {text(hash), text(name)});
    });
}

void SqlAccountStore::setGrants(const std::string& name, const std::vector<Grant>& grants) {
    write([&](Database& database) { insertGrants(database, name, grants); });
}

void SqlAccountStore::addSession(const std::string& id_hash, const std::string& account, std::int64_t now) {
    write([&](Database& database) {
        database.execute("INSERT INTO server_sessions (id_hash, account, last_used) VALUES (?, ?, ?)",
                         {text(id_hash), text(account), qint64(now)});
    });
}

std::optional<std::pair<std::string, std::int64_t>> SqlAccountStore::session(const std::string& id_hash) {
    std::optional<std::pair<std::string, std::int64_t>> found;
    read([&](Database& database) {
        QSqlQuery row = database.execute("SELECT account, last_used FROM server_sessions WHERE id_hash = ?",
                                         {text(id_hash)});
        if (row.next()) found.emplace(row.value(0).toString().toStdString(), row.value(1).toLongLong());
    });
    return found;
}

void SqlAccountStore::touchSession(const std::string& id_hash, std::int64_t now) {
    write([&](Database& database) {
        database.execute("UPDATE server_sessions SET last_used = ? WHERE id_hash = ?", {qint64(now), text(id_hash)});
    });
}

void SqlAccountStore::removeSession(const std::string& id_hash) {
    write([&](Database& database) {
        database.execute("DELETE FROM server_sessions WHERE id_hash = ?", {text(id_hash)});
    });
}

void SqlAccountStore::removeSessions(const std::string& account) {
    write([&](Database& database) {
        database.execute("DELETE FROM server_sessions WHERE account = ?", {text(account)});
    });
}

int SqlAccountStore::failuresSince(const std::string& account, const std::string& address, std::int64_t since) {
    int count = 0;
    read([&](Database& database) {
        QSqlQuery row = database.execute(
            "SELECT COUNT(*) FROM server_login_failures WHERE account = ? AND address = ? AND failed_at > ?",
            {text(account), text(address), qint64(since)});
        if (row.next()) count = row.value(0).toInt();
    });
    return count;
}

void SqlAccountStore::addFailure(const std::string& account, const std::string& address, std::int64_t now) {
    write([&](Database& database) {
        // Failures older than a day say nothing any more: the table stays small.
        database.execute("DELETE FROM server_login_failures WHERE failed_at < ?", {qint64(now - 24 * 3600)});
        database.execute("INSERT INTO server_login_failures (account, address, failed_at) VALUES (?, ?, ?)",
                         {text(account), text(address), qint64(now)});
    });
}

void SqlAccountStore::clearFailures(const std::string& account, const std::string& address) {
    write([&](Database& database) {
        database.execute("DELETE FROM server_login_failures WHERE account = ? AND address = ?",
                         {text(account), text(address)});
    });
}

void SqlAccountStore::addServerLogLine(const tournament::ServerLogLine& line) {
    write([&](Database& database) {
        database.execute("INSERT INTO server_log (at, actor, command, event, message, said) VALUES (?, ?, ?, ?, ?, ?)",
                         {qint64(line.at), text(line.actor), text(line.command), text(line.event),
                          text(line.said.text()), text(tournament::storedMessage(line.said))});
    });
}

std::vector<tournament::ServerLogLine> SqlAccountStore::serverLog() {
    std::vector<tournament::ServerLogLine> lines;
    read([&](Database& database) {
        QSqlQuery rows = database.execute(
            "SELECT at, actor, command, event, message, said FROM server_log ORDER BY id");
        while (rows.next()) {
            tournament::Message said = tournament::messageFromStored(rows.value(5).toString().toStdString());
            if (said.text().empty()) said = tournament::Message::english(rows.value(4).toString().toStdString());
            lines.push_back({rows.value(0).toLongLong(), rows.value(1).toString().toStdString(),
                             rows.value(2).toString().toStdString(), rows.value(3).toString().toStdString(), said});
        }
    });
    return lines;
}

}  // namespace tourney::app
