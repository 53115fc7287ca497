// The accounts of a server (tournament/accounts.h) in SQL. A folder of events keeps them in
// FOLDER/accounts.sqlite (the index serves *.tourney files only, so it is never an event); a
// server of one event file in the same file beside it; PostgreSQL in tables named server_* of
// the database's schema public, one set for all the events of the database (each event in a
// schema of its own, or the one event of the database in public beside them). Each call opens its own connection, so several
// processes (`tourney serve`, `tourney user`) may share the accounts.
#pragma once

#include "tournament/accounts.h"

#include <QString>

namespace tourney::app {

class Database;

// Where the accounts of what `tourney serve LOCATION` serves are kept.
QString accountsLocation(const QString& served);

class SqlAccountStore final : public tournament::AccountStore {
public:
    explicit SqlAccountStore(QString location) : location_(std::move(location)) {}

    std::optional<tournament::Account> account(const std::string& name) override;
    std::vector<std::string> accountNames() override;
    void addAccount(const tournament::Account& account) override;
    void setPasswordHash(const std::string& name, const std::string& hash) override;
    void setGrants(const std::string& name, const std::vector<tournament::Grant>& grants) override;
    void addSession(const std::string& id_hash, const std::string& account, std::int64_t now) override;
    std::optional<std::pair<std::string, std::int64_t>> session(const std::string& id_hash) override;
    void touchSession(const std::string& id_hash, std::int64_t now) override;
    void removeSession(const std::string& id_hash) override;
    void removeSessions(const std::string& account) override;
    int failuresSince(const std::string& account, const std::string& address, std::int64_t since) override;
    void addFailure(const std::string& account, const std::string& address, std::int64_t now) override;
    void clearFailures(const std::string& account, const std::string& address) override;
    void addServerLogLine(const tournament::ServerLogLine& line) override;
    std::vector<tournament::ServerLogLine> serverLog() override;

private:
    // Runs `work` in one transaction on the accounts' tables, made first when missing.
    void write(const std::function<void(Database&)>& work);
    void read(const std::function<void(Database&)>& work);

    QString location_;
};

}  // namespace tourney::app
