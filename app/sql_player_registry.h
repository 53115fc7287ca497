// The player registry (tournament/player_registry.h) in SQL. A folder of events keeps it in
// FOLDER/registry.sqlite (the index serves *.tourney files only, so it is never an event), a
// server of one event file in the same file beside it; PostgreSQL in the schema
// "player registry" of the events' database (a name no event's schema can have), one registry
// for all its events. Each call opens its own connection, as the accounts' store does
// (app/sql_account_store.h), so `tourney registry` and `tourney serve` may share it.
//
// A name is found by two indexed columns, the name's folded words in its two orders
// (tournament/registry_names.h, NameKeys): a search reads a range of one of them for a word that
// begins the name and checks the other words in the rows of that range; the distinct words of
// the names, by first letter and length, are where a typo's corrections are looked for.
#pragma once

#include "tournament/player_registry.h"

#include <QString>

namespace tourney::app {

class Database;

// Where the registry of what `tourney serve LOCATION` serves is kept; for an event file or
// address, the registry of the folder or database it belongs to.
QString registryLocation(const QString& served);

class SqlPlayerRegistry final : public tournament::RegistryStore {
public:
    explicit SqlPlayerRegistry(QString location) : location_(std::move(location)) {}

    void import(bool bulk, const std::function<void(tournament::RegistryImport&)>& work) override;
    std::optional<tournament::RegistryPlayer> byNumber(std::int64_t number) override;
    std::optional<tournament::RegistryPlayer> byFideId(const std::string& fide_id) override;
    std::optional<tournament::RegistryPlayer> byNationalId(const std::string& national_id) override;
    tournament::RegistryHits byName(const tournament::NameSearch& search) override;
    std::vector<std::string> nameWords(const std::string& initial, std::size_t shortest, std::size_t longest) override;
    std::size_t size() override;

private:
    void read(const std::function<void(Database&)>& work);
    std::optional<tournament::RegistryPlayer> onePlayer(const QString& column, const QVariant& value);

    QString location_;
};

}  // namespace tourney::app
