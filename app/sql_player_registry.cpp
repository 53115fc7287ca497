#include "app/sql_player_registry.h"

#include "app/database.h"
#include "app/postgresql_address.h"
#include "formats/json.h"

#include <QDir>
#include <QFileInfo>
#include <QVariant>

#include <unordered_set>

namespace tourney::app {

using tournament::RegistryEntry;
using tournament::RegistryPlayer;

QString registryLocation(const QString& served) {
    // A database's events share one registry: the address of one of them leads to the database.
    if (isPostgresqlAddress(served))
        return PostgresqlAddress::read(served).event.isEmpty() ? served
                                                               : PostgresqlAddress::read(served).withoutEvent();
    const QFileInfo info(served);
    return QDir(info.isDir() ? info.absoluteFilePath() : info.absolutePath()).filePath("registry.sqlite");
}

namespace {

QString text(const std::string& value) { return QString::fromStdString(value); }
// An id the player lacks is NULL, so that the UNIQUE columns hold any number of players without one.
QVariant idValue(const std::string& value) {
    return value.empty() ? QVariant(QMetaType(QMetaType::QString)) : text(value);
}

const char* kColumns =
    "number, fide_id, national_id, name, federation, title, sex, birth_year, birth_date, standard_rating, "
    "standard_month, rapid_rating, rapid_month, blitz_rating, blitz_month";

// The keys are compared byte by byte (a prefix is a range of them): PostgreSQL's collation "C".
QString bytewise(const Database& database) { return database.isSqlite() ? QString() : QString(" COLLATE \"C\""); }

void createTables(Database& database) {
    const QString c = bytewise(database);
    database.execute("CREATE TABLE IF NOT EXISTS registry_players (number " + database.dialect().generated_key +
                     ", fide_id TEXT UNIQUE, national_id TEXT UNIQUE, name TEXT NOT NULL, federation TEXT NOT NULL,"
                     " title TEXT NOT NULL, sex TEXT NOT NULL, birth_year INTEGER NOT NULL, birth_date TEXT NOT NULL,"
                     " standard_rating INTEGER NOT NULL, standard_month TEXT NOT NULL, rapid_rating INTEGER NOT NULL,"
                     " rapid_month TEXT NOT NULL, blitz_rating INTEGER NOT NULL, blitz_month TEXT NOT NULL,"
                     " surname_key TEXT" +
                     c + " NOT NULL, given_key TEXT" + c + " NOT NULL)");
    database.execute("CREATE TABLE IF NOT EXISTS registry_words (word TEXT" + c + " PRIMARY KEY, initial TEXT" + c +
                     " NOT NULL, length INTEGER NOT NULL)");
    database.execute("CREATE INDEX IF NOT EXISTS registry_words_by_initial ON registry_words (initial, length)");
}

void createNameIndexes(Database& database) {
    // With the rating: a search reads its range of names and their ratings from the index alone.
    database.execute(
        "CREATE INDEX IF NOT EXISTS registry_by_surname ON registry_players (surname_key, standard_rating, number)");
    database.execute(
        "CREATE INDEX IF NOT EXISTS registry_by_given ON registry_players (given_key, standard_rating, number)");
}

RegistryPlayer playerOf(const QSqlQuery& row) {
    auto string = [&](int column) { return row.value(column).toString().toStdString(); };
    RegistryPlayer player;
    player.number = row.value(0).toLongLong();
    player.fide_id = string(1);
    player.national_id = string(2);
    player.name = string(3);
    player.federation = string(4);
    player.title = string(5);
    const std::string sex = string(6);
    player.sex = sex.empty() ? Sex::Unknown : static_cast<Sex>(sex.front());
    player.birth_year = row.value(7).toInt();
    player.birth_date = string(8);
    player.standard = {row.value(9).toInt(), string(10)};
    player.rapid = {row.value(11).toInt(), string(12)};
    player.blitz = {row.value(13).toInt(), string(14)};
    return player;
}

QString sexText(Sex sex) { return sex == Sex::Unknown ? QString("") : QString(QChar(static_cast<char>(sex))); }

// FIDE's players go to the registry a thousand to a statement, their values one JSON text: Qt
// binds each value of a statement by its place at a cost that grows with the statement's
// values, which took most of an import's time when each value was one of them.
constexpr std::size_t kRowsAStatement = 1000;

// Inserts the FIDE players of a JSON array of rows (fideRow), or changes those whose FIDE ids
// the registry has. The database reads the array: SQLite's json_each, PostgreSQL's
// json_array_elements, each a row `value` whose items `->>` takes by place.
QString fideUpsert(const Database& database) {
    const QString rows = database.isSqlite() ? "json_each(?)" : "json_array_elements(CAST(? AS json))";
    return "INSERT INTO registry_players (fide_id, national_id, name, federation, title, sex, birth_year,"
           " birth_date, standard_rating, standard_month, rapid_rating, rapid_month, blitz_rating, blitz_month,"
           " surname_key, given_key) SELECT value ->> 0, NULL, value ->> 1, value ->> 2, value ->> 3, value ->> 4,"
           " CAST(value ->> 5 AS INTEGER), '', CAST(value ->> 6 AS INTEGER), value ->> 7,"
           " CAST(value ->> 8 AS INTEGER), value ->> 9, CAST(value ->> 10 AS INTEGER), value ->> 11, value ->> 12,"
           " value ->> 13 FROM " +
           rows +
           " WHERE true"  // SQLite: an upsert's SELECT needs a WHERE, or ON reads as a join's
           // The federation's spelling of a name (in any script) stays; FIDE's is its Latin one.
           " ON CONFLICT (fide_id) DO UPDATE SET name = CASE WHEN registry_players.national_id IS NULL"
           " THEN excluded.name ELSE registry_players.name END, federation = excluded.federation,"
           " title = excluded.title, sex = excluded.sex, birth_year = excluded.birth_year,"
           " standard_rating = excluded.standard_rating, standard_month = excluded.standard_month,"
           " rapid_rating = excluded.rapid_rating, rapid_month = excluded.rapid_month,"
           " blitz_rating = excluded.blitz_rating, blitz_month = excluded.blitz_month,"
           " surname_key = CASE WHEN registry_players.national_id IS NULL THEN excluded.surname_key"
           " ELSE registry_players.surname_key END, given_key = CASE WHEN registry_players.national_id IS NULL"
           " THEN excluded.given_key ELSE registry_players.given_key END";
}

// A FIDE player as one row of fideUpsert's array, its values in the statement's order.
formats::JsonValue fideRow(const RegistryEntry& entry) {
    const RegistryPlayer& p = entry.player;
    formats::JsonValue row = formats::JsonValue::array();
    for (const std::string* value : {&p.fide_id, &p.name, &p.federation, &p.title})
        row.add(formats::JsonValue::string(*value));
    row.add(formats::JsonValue::string(p.sex == Sex::Unknown ? "" : std::string(1, static_cast<char>(p.sex))));
    row.add(formats::JsonValue::number(p.birth_year));
    for (const tournament::RegistryRating* rating : {&p.standard, &p.rapid, &p.blitz}) {
        row.add(formats::JsonValue::number(rating->rating));
        row.add(formats::JsonValue::string(rating->month));
    }
    row.add(formats::JsonValue::string(entry.keys.surname_first));
    row.add(formats::JsonValue::string(entry.keys.given_first));
    return row;
}

// The writes of one import (tournament::RegistryImport) on one connection, in its transaction.
class SqlImport final : public tournament::RegistryImport {
public:
    explicit SqlImport(Database& database)
        : database_(database), upsert_fide_(database.prepare(fideUpsert(database))) {}

    void putFidePlayer(const RegistryEntry& entry) override {
        // One statement changes a row once (PostgreSQL refuses more): a FIDE id met twice in a
        // batch, which the import refuses anyway, goes to a statement of its own.
        if (!batch_ids_.insert(entry.player.fide_id).second) {
            flushFide();
            batch_ids_.insert(entry.player.fide_id);
        }
        pending_.add(fideRow(entry));
        if (batch_ids_.size() == kRowsAStatement) flushFide();
        keepWords(entry);
    }

    void flushFide() {
        if (!batch_ids_.empty()) database_.run(upsert_fide_, {QString::fromStdString(formats::jsonLine(pending_))});
        pending_ = formats::JsonValue::array();
        batch_ids_.clear();
    }

    void putNationalPlayer(const RegistryEntry& entry) override;
    std::optional<RegistryPlayer> matchOf(const std::string& national_id, const std::string& fide_id) override;

    std::size_t count() override {
        flushFide();
        QSqlQuery row = database_.execute("SELECT COUNT(*) FROM registry_players");
        return row.next() ? static_cast<std::size_t>(row.value(0).toLongLong()) : 0;
    }

    // The words met, into the table of words where typos are corrected (three letters and more:
    // a word of four may have one typo, typosAllowed).
    void saveWords() {
        QSqlQuery insert = database_.prepare(
            "INSERT INTO registry_words (word, initial, length) VALUES (?, ?, ?) ON CONFLICT (word) DO NOTHING");
        for (const std::string& word : words_) {
            const QString folded = text(word);
            database_.run(insert, {folded, folded.left(folded.at(0).isHighSurrogate() ? 2 : 1),
                                   static_cast<qlonglong>(word.size())});
        }
    }

private:
    void keepWords(const RegistryEntry& entry) {
        for (const std::string& word : entry.words)
            if (word.size() >= 3) words_.insert(word);
    }

    Database& database_;
    QSqlQuery upsert_fide_;
    formats::JsonValue pending_ = formats::JsonValue::array();
    std::unordered_set<std::string> batch_ids_;
    std::unordered_set<std::string> words_;
};

std::optional<RegistryPlayer> SqlImport::matchOf(const std::string& national_id, const std::string& fide_id) {
    flushFide();
    for (const auto& [column, value] : {std::pair{"national_id", national_id}, std::pair{"fide_id", fide_id}}) {
        if (value.empty()) continue;
        QSqlQuery row = database_.execute(QString("SELECT %1 FROM registry_players WHERE %2 = ?").arg(kColumns, column),
                                          {text(value)});
        if (row.next()) return playerOf(row);
    }
    return std::nullopt;
}

void SqlImport::putNationalPlayer(const RegistryEntry& entry) {
    const RegistryPlayer& listed = entry.player;
    RegistryPlayer player = matchOf(listed.national_id, listed.fide_id).value_or(RegistryPlayer{});
    // What the list leaves empty is kept; the ratings are FIDE's, never the national list's.
    auto take = [](std::string& kept, const std::string& given) {
        if (!given.empty()) kept = given;
    };
    player.national_id = listed.national_id;
    take(player.fide_id, listed.fide_id);
    player.name = listed.name;
    take(player.federation, listed.federation);
    take(player.title, listed.title);
    if (listed.sex != Sex::Unknown) player.sex = listed.sex;
    if (listed.birth_year != 0) player.birth_year = listed.birth_year, player.birth_date = listed.birth_date;
    const QVariantList values{idValue(player.fide_id),     text(player.national_id), text(player.name),
                              text(player.federation),     text(player.title),       sexText(player.sex),
                              player.birth_year,           text(player.birth_date),  text(entry.keys.surname_first),
                              text(entry.keys.given_first)};
    if (player.number == 0) {
        database_.execute(
            "INSERT INTO registry_players (fide_id, national_id, name, federation, title, sex, birth_year,"
            " birth_date, surname_key, given_key, standard_rating, standard_month, rapid_rating,"
            " rapid_month, blitz_rating, blitz_month) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '', 0,"
            " '', 0, '')",
            values);
    } else {
        QVariantList with_number = values;
        with_number << static_cast<qlonglong>(player.number);
        database_.execute(
            "UPDATE registry_players SET fide_id = ?, national_id = ?, name = ?, federation = ?,"
            " title = ?, sex = ?, birth_year = ?, birth_date = ?, surname_key = ?, given_key = ?"
            " WHERE number = ?",
            with_number);
    }
    keepWords(entry);
}

}  // namespace

void SqlPlayerRegistry::import(bool bulk, const std::function<void(tournament::RegistryImport&)>& work) {
    Database database(location_, Database::Open::Registry);
    // A month's list is a million rows: more of the file's pages in memory while they are written.
    if (database.isSqlite()) {
        database.execute("PRAGMA cache_size = -131072");
        // Readers (the server's searches) go on reading the registry as it was while a month's
        // list is imported, rather than wait for the import's lock on the whole file.
        database.execute("PRAGMA journal_mode = WAL");
    }
    // The tables first, on their own: a new file refused by its first import is an empty
    // registry, not an empty file that no later command could open.
    if (!database.hasTable("registry_words"))
        database.transaction([&] {
            createTables(database);
            createNameIndexes(database);
        });
    database.transaction([&] {
        // A whole list changes most rows: the name indexes are made again once, in order, at the
        // end, rather than kept up to date a row at a time.
        if (bulk) {
            database.execute("DROP INDEX IF EXISTS registry_by_surname");
            database.execute("DROP INDEX IF EXISTS registry_by_given");
        }
        SqlImport writer(database);
        work(writer);
        writer.flushFide();
        writer.saveWords();
        createNameIndexes(database);
    });
}

void SqlPlayerRegistry::read(const std::function<void(Database&)>& work) {
    Database database(location_, Database::Open::Registry);
    if (!database.hasTable("registry_words"))
        database.transaction([&] {
            createTables(database);
            createNameIndexes(database);
        });
    database.readTransaction([&] { work(database); });
}

std::optional<RegistryPlayer> SqlPlayerRegistry::onePlayer(const QString& column, const QVariant& value) {
    std::optional<RegistryPlayer> found;
    read([&](Database& database) {
        QSqlQuery row = database.execute(QString("SELECT %1 FROM registry_players WHERE %2 = ?").arg(kColumns, column),
                                         {value});
        if (row.next()) found = playerOf(row);
    });
    return found;
}

std::optional<RegistryPlayer> SqlPlayerRegistry::byNumber(std::int64_t number) {
    return onePlayer("number", static_cast<qlonglong>(number));
}

std::optional<RegistryPlayer> SqlPlayerRegistry::byFideId(const std::string& fide_id) {
    return onePlayer("fide_id", text(fide_id));
}

std::optional<RegistryPlayer> SqlPlayerRegistry::byNationalId(const std::string& national_id) {
    return onePlayer("national_id", text(national_id));
}

namespace {

// Above every character a key may hold: a key that begins with `prefix` sorts below prefix + this.
const QString kAfterEverything = QString::fromUcs4(U"\U0010FFFF", 1);

// One SELECT of the search: the players whose `key` begins with `prefix` and has a word
// beginning with one of the alternatives of every other word (both keys hold the same words, so
// the index of `key` answers it alone).
QString rangeSelect(const tournament::NameSearch& search, std::size_t leading, const QString& key,
                    const QString& prefix, QVariantList& values) {
    QString select = QString("SELECT number, standard_rating FROM registry_players WHERE %1 >= ? AND %1 < ?").arg(key);
    values << prefix << prefix + kAfterEverything;
    for (std::size_t i = 0; i < search.words.size(); ++i) {
        if (i == leading) continue;
        QStringList alternatives;
        for (const std::string& word : search.words[i]) {
            alternatives << "' ' || " + key + " LIKE ?";
            values << "% " + text(word) + "%";
        }
        select += " AND (" + alternatives.join(" OR ") + ")";
    }
    return select;
}

}  // namespace

tournament::RegistryHits SqlPlayerRegistry::byName(const tournament::NameSearch& search) {
    QStringList selects;
    QVariantList values;
    for (std::size_t leading : search.leading)
        for (const std::string& word : search.words[leading])
            for (const char* key : {"surname_key", "given_key"})
                selects << rangeSelect(search, leading, key, text(word), values);
    values << static_cast<qlonglong>(search.limit);
    // The players found are counted and ranked by their numbers and ratings alone; only the
    // ones shown are read whole.
    const QString sql = QString(
                            "SELECT %1, found.total FROM (SELECT number, standard_rating, COUNT(*) OVER () AS total"
                            " FROM (%2) AS matched ORDER BY standard_rating DESC, number LIMIT ?) AS found"
                            " JOIN registry_players USING (number) ORDER BY found.standard_rating DESC, number")
                            .arg(QString(kColumns).replace("standard_rating", "registry_players.standard_rating"),
                                 selects.join(" UNION "));
    tournament::RegistryHits hits;
    read([&](Database& database) {
        QSqlQuery rows = database.execute(sql, values);
        while (rows.next()) {
            hits.players.push_back(playerOf(rows));
            hits.matched = static_cast<std::size_t>(rows.value(15).toLongLong());
        }
    });
    return hits;
}

std::vector<std::string> SqlPlayerRegistry::nameWords(const std::string& initial, std::size_t shortest,
                                                      std::size_t longest) {
    std::vector<std::string> words;
    read([&](Database& database) {
        QSqlQuery rows = database.execute(
            "SELECT word FROM registry_words WHERE initial = ? AND length BETWEEN ? AND ?",
            {text(initial), static_cast<qlonglong>(shortest), static_cast<qlonglong>(longest)});
        while (rows.next()) words.push_back(rows.value(0).toString().toStdString());
    });
    return words;
}

std::size_t SqlPlayerRegistry::size() {
    std::size_t players = 0;
    read([&](Database& database) {
        QSqlQuery row = database.execute("SELECT COUNT(*) FROM registry_players");
        if (row.next()) players = static_cast<std::size_t>(row.value(0).toLongLong());
    });
    return players;
}

}  // namespace tourney::app
