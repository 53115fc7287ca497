#include "app/database.h"

#include "app/event_rows.h"
#include "app/postgresql_address.h"
#include "app/refusal.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <vector>

namespace tourney::app {

// Every writer of an event takes this lock first (PostgreSQL advisory locks are per database,
// and a database of the old layout holds one event): "Tourney" in ASCII. An event of its own
// schema has a lock of its own (eventLock).
static const char* kPostgresqlWriteLock = "SELECT pg_advisory_xact_lock(23763066418181497)";

// The write lock of the event in schema `event`: a key from its name that every Tourney
// computes alike (the first 8 bytes of a SHA-256), so that writers of two events of one
// database never wait for each other, and writers of one event always do.
static QString eventLock(const QString& event) {
    const QByteArray digest = QCryptographicHash::hash("Tourney event " + event.toUtf8(), QCryptographicHash::Sha256);
    qint64 key = 0;
    for (int i = 0; i < 8; ++i) key = (key << 8) | static_cast<unsigned char>(digest[i]);
    return "SELECT pg_advisory_xact_lock(" + QString::number(key) + ")";
}

SqlDialect SqlDialect::sqlite() {
    // SQLite checks foreign keys only when asked, on every connection. BEGIN IMMEDIATE takes
    // the write lock at once: a deferred transaction that reads first cannot upgrade its lock
    // while another writer holds it, and SQLite refuses it at once instead of waiting.
    return {"QSQLITE",
            "INTEGER PRIMARY KEY",
            {"PRAGMA foreign_keys = ON"},
            "BEGIN",
            "BEGIN IMMEDIATE",
            "",
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"};
}

SqlDialect SqlDialect::postgresql() {
    // A writer reads in READ COMMITTED after it holds the lock, so it sees every commit made
    // before it got its turn; a reader sees one snapshot from its first statement to its last.
    return {"QPSQL",
            "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
            {"SET client_min_messages = warning"},
            "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
            "BEGIN ISOLATION LEVEL READ COMMITTED",
            kPostgresqlWriteLock,
            "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?"};
}

bool isPostgresqlAddress(const QString& location) {
    return location.startsWith("postgresql://") || location.startsWith("postgres://");
}

QString shownLocation(const QString& location) {
    if (!isPostgresqlAddress(location)) return location;
    // Up to the last '@' before the path: a password may hold an '@' of its own.
    static const QRegularExpression kPassword("^(postgres(?:ql)?://[^:/@]*):[^/]*@");
    // A password given as a query item (?password=... or &password=...) is hidden as well.
    static const QRegularExpression kPasswordItem("([?&]password=)[^&#]*", QRegularExpression::CaseInsensitiveOption);
    QString shown = location;
    shown.replace(kPassword, "\\1:***@");
    shown.replace(kPasswordItem, "\\1***");
    return shown;
}

int lockTimeoutSeconds() {
    const char* text = std::getenv("TOURNEY_LOCK_TIMEOUT");
    if (!text) return 30;
    char* end = nullptr;
    const long seconds = std::strtol(text, &end, 10);
    return end != text && *end == '\0' && seconds >= 0 && seconds <= 3600 ? static_cast<int>(seconds) : 30;
}

// Each schema version as the statements that turn the previous version into it. Version 1 is
// the whole schema. A game's players are rows of `seats`, as many as the game has: nothing
// assumes two. Points are integers in tenths; outcomes and byes are their one-letter codes
// (scoring/result.h), so the file reads plainly in any SQL shell.
struct Migration {
    int version;
    std::vector<QString> statements;
    // Then what the statements cannot do alone, such as computing values for a new column.
    std::function<void(Database&)> then = {};
};

// Version 1: the whole schema as first released.
static std::vector<QString> firstSchema(const SqlDialect& dialect) {
    return {
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
    };
}

// Version 10's tables (issue 35): a team event's settings (a row only for one), its teams with
// their rosters in board order, and each team round's matches, free team, line-ups (player 0: a
// board left empty) and board outcomes (the first team's).
static std::vector<QString> teamTables() {
    return {
        "CREATE TABLE team_event (boards INTEGER NOT NULL, match_win INTEGER NOT NULL,"
        " match_draw INTEGER NOT NULL, match_loss INTEGER NOT NULL, primary_score TEXT NOT NULL)",
        "CREATE TABLE teams (number INTEGER PRIMARY KEY, name TEXT NOT NULL, federation TEXT NOT NULL,"
        " captain TEXT NOT NULL)",
        "CREATE TABLE team_roster (team INTEGER NOT NULL REFERENCES teams (number),"
        " position INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players (start_no),"
        " PRIMARY KEY (team, position))",
        "CREATE TABLE team_rounds (number INTEGER PRIMARY KEY, free_team INTEGER NOT NULL)",
        "CREATE TABLE team_matches (round INTEGER NOT NULL REFERENCES team_rounds (number),"
        " match_no INTEGER NOT NULL, first_team INTEGER NOT NULL, second_team INTEGER NOT NULL,"
        " PRIMARY KEY (round, match_no))",
        "CREATE TABLE team_boards (round INTEGER NOT NULL, match_no INTEGER NOT NULL,"
        " board INTEGER NOT NULL, outcome TEXT NOT NULL, PRIMARY KEY (round, match_no, board))",
        "CREATE TABLE team_lineups (round INTEGER NOT NULL REFERENCES team_rounds (number),"
        " team INTEGER NOT NULL, board INTEGER NOT NULL, player INTEGER NOT NULL,"
        " PRIMARY KEY (round, team, board))",
    };
}

// Version 11's tables (issue 36, the desk at the venue): who was checked in for a round, the
// entry fees (a row only once set) and the payments in the order recorded (amounts in
// hundredths), and what FIDE's rating asks to know of the event beyond the event row (a row
// only once one is set: the chief arbiter's FIDE id, the registration with FIDE and its day).
static std::vector<QString> deskTables() {
    return {
        "CREATE TABLE check_ins (round INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players (start_no),"
        " present INTEGER NOT NULL, PRIMARY KEY (round, player))",
        "CREATE TABLE entry_fees (standard BIGINT NOT NULL, titled_discount BIGINT NOT NULL,"
        " women_discount BIGINT NOT NULL, junior_discount BIGINT NOT NULL, junior_born_from INTEGER NOT NULL)",
        "CREATE TABLE payments (position INTEGER PRIMARY KEY, player INTEGER NOT NULL REFERENCES players (start_no),"
        " hundredths BIGINT NOT NULL, method TEXT NOT NULL, paid_at TEXT NOT NULL, received_by TEXT NOT NULL,"
        " reference TEXT NOT NULL)",
        "CREATE TABLE rated_event (chief_arbiter_fide_id TEXT NOT NULL, fide_registration TEXT NOT NULL,"
        " fide_registered_on TEXT NOT NULL)",
    };
}

// Version 12's tables (issue 36, the public registration form): whether the form takes entries
// and until when (a row only once opened), and the entries in the order they came, each
// waiting ('p'), approved ('a', with the player it made) or rejected ('r', with the reason).
static std::vector<QString> registrationTables() {
    return {
        "CREATE TABLE registration_window (open INTEGER NOT NULL, closes_at TEXT NOT NULL)",
        "CREATE TABLE registration_entries (number INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " federation TEXT NOT NULL, fide_id TEXT NOT NULL, birth_year INTEGER NOT NULL, club TEXT NOT NULL,"
        " rating INTEGER NOT NULL, title TEXT NOT NULL, sex TEXT NOT NULL, typed_name TEXT NOT NULL,"
        " submitted_at TEXT NOT NULL, status TEXT NOT NULL, start_no INTEGER NOT NULL, reason TEXT NOT NULL)",
    };
}

static std::vector<Migration> migrations(const SqlDialect& dialect) {
    return {
        {1, firstSchema(dialect)},
        // Version 2: a player's club, for lists, categories and prizes; the event's revision,
        // counted up by every change, so that a reader can tell cheaply whether it changed.
        {2,
         {"ALTER TABLE players ADD COLUMN club TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE event ADD COLUMN revision INTEGER NOT NULL DEFAULT 0"}},
        // Version 3: tables of four (Chaturaji). A seat keeps the game points it won (NULL for
        // two-player games, pending seats and forfeits); an event keeps the points of each place
        // (none stored: the default for its seats). Older files need nothing more.
        {3,
         {
             "ALTER TABLE seats ADD COLUMN game_points INTEGER",
             "CREATE TABLE placement_points (place INTEGER PRIMARY KEY, tenths INTEGER NOT NULL)",
         }},
        // Version 4: what FIDE's rating report and the organiser's prize list need: a player's
        // Latin name and K factor, the date each round was played (TRF 132), the event's
        // categories and prize table (amounts in hundredths of the currency) and how tied
        // players share prizes ('tiebreak' or 'hort').
        {4,
         {
             "ALTER TABLE players ADD COLUMN latin_name TEXT NOT NULL DEFAULT ''",
             "ALTER TABLE players ADD COLUMN k_factor INTEGER NOT NULL DEFAULT 0",
             "ALTER TABLE rounds ADD COLUMN played_on TEXT NOT NULL DEFAULT ''",
             "ALTER TABLE event ADD COLUMN prize_sharing TEXT NOT NULL DEFAULT 'tiebreak'",
             "CREATE TABLE categories (position INTEGER PRIMARY KEY, name TEXT NOT NULL, rule TEXT NOT NULL)",
             "CREATE TABLE prizes (position INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL,"
             " hundredths BIGINT NOT NULL)",
         }},
        // Version 5: a game played but not rated (TRF W/D/L, e.g. fewer than two moves; B.02
        // 5.1) stays so, and a forfeit recorded without colours (TRF colour '-') exports as
        // read. Older files hold neither: every game rated, colours known.
        {5,
         {
             "ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1",
             "ALTER TABLE games ADD COLUMN colours_known INTEGER NOT NULL DEFAULT 1",
         }},
        // Version 6: a player's whole date of birth (yyyy-mm-dd) when the source gave it, so
        // that a TRF exports the date it imported. Older files knew the year alone: ''.
        {6, {"ALTER TABLE players ADD COLUMN birth_date TEXT NOT NULL DEFAULT ''"}},
        // Version 7: each log line keeps its message with the names and numbers as values
        // (tournament/stored_message.h), so that `tourney log` translates it whole (issue 31
        // item 5). Older lines have none ('') and are said in their English.
        {7, {"ALTER TABLE event_log ADD COLUMN said TEXT NOT NULL DEFAULT ''"}},
        // Version 8 (issue 37): the log chained by hash, so that a published log shows that no
        // line was rewritten (tournament/log_chain.h); the lines already written are chained as
        // they stand, oldest first. And FIDE mode (tournament/fide_mode.h): off for an event
        // made before it existed, whose settings may have changed after round 1 already.
        {8,
         {"ALTER TABLE event_log ADD COLUMN hash TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE event ADD COLUMN fide_mode INTEGER NOT NULL DEFAULT 0"},
         chainStoredLog},
        // Version 9 (issue 34): each log line names who made the change, an account of the
        // server or the holder of its token. Older lines name no one (''), and their hashes
        // stand as they were (tournament/log_chain.h).
        {9, {"ALTER TABLE event_log ADD COLUMN actor TEXT NOT NULL DEFAULT ''"}},
        // Version 10 (issue 35): team events (teamTables).
        {10, teamTables()},
        // Version 11 (issue 36): the desk's check-ins, fees and payments, and the details of a
        // rated event (deskTables).
        {11, deskTables()},
        // Version 12 (issue 36): the public registration form and its entries (registrationTables).
        {12, registrationTables()},
        // Version 13 (issue 34): an event archived, read-only until an organiser restores it
        // (tournament/event_lifetime.h). Older events are not archived.
        {13, {"ALTER TABLE event ADD COLUMN archived INTEGER NOT NULL DEFAULT 0"}},
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
    const bool made_when_missing = how == Open::Accounts || how == Open::Registry;
    if (isSqlite() && !(made_when_missing && !QFileInfo::exists(location)))
        checkFile(made_when_missing ? Open::ExistingToChange : how);
    if (!isSqlite()) {
        const PostgresqlAddress address = PostgresqlAddress::read(location);
        // A server's accounts are one set per database, in its schema public, whichever of its
        // events the address names (app/sql_account_store.h).
        if (how == Open::Accounts) {
            dialect_.on_connect << "SET search_path = public";
        } else if (how == Open::Registry) {
            // A name no event's schema can have (schemaEventNameProblem: no blanks), and a lock
            // of its own, so that a month's import keeps no event's writer waiting.
            dialect_.on_connect << "CREATE SCHEMA IF NOT EXISTS \"player registry\""
                                << "SET search_path = \"player registry\"";
            dialect_.write_lock = eventLock("player registry");
        } else if (!address.event.isEmpty())
            useEventSchema(address.event);
        if (how == Open::CreateNew) createPostgresqlDatabase();
    }
    connect();
    if (how == Open::CreateNew || made_when_missing || how == Open::WholeDatabase)
        return;  // createSchema() makes the tables, in the creating transaction
    if (!hasTable("schema_version")) failWithoutEvent();
    migrate();
}

// An event of its own schema (postgresql://.../DATABASE/EVENT): every statement names its tables
// bare, as in SQLite, and finds them in that schema alone; the write lock is the event's.
void Database::useEventSchema(const QString& event) {
    if (const std::optional<tournament::Message> problem = schemaEventNameProblem(event))
        throw Refusal(tournament::Message("%1: %2", shown().toStdString(), *problem));
    schema_ = event;
    dialect_.on_connect << "SET search_path = " + quotedIdentifier(event);
    dialect_.write_lock = eventLock(event);
}

void Database::failWithoutEvent() {
    if (isSqlite()) fail("not a Tourney event file", "it has no schema_version table");
    if (!schema_.isEmpty())
        fail("no such event", "the database holds no event of that name; create it with `tourney new`");
    const QStringList events = eventSchemas();
    if (!events.isEmpty())
        fail("holds events of their own schemas",
             "address one as postgresql://USER@HOST:PORT/DATABASE/EVENT: " + events.join(", "));
    fail("not a Tourney event file", "the database holds no event; create one with `tourney new`");
}

Database::~Database() {
    database_.close();
    database_ = QSqlDatabase();  // the last handle must go before the connection is removed
    QSqlDatabase::removeDatabase(connection_name_);
}

static QString fileKind(const std::filesystem::file_status& status) {
    switch (status.type()) {
    case std::filesystem::file_type::directory: return "a folder";
    case std::filesystem::file_type::fifo: return "a FIFO (named pipe)";
    case std::filesystem::file_type::socket: return "a socket";
    case std::filesystem::file_type::block:
    case std::filesystem::file_type::character: return "a device";
    default: return "not a regular file";
    }
}

// What the file is, before SQLite opens it: stat() never blocks, where opening a FIFO would
// wait for a writer for ever, and SQLite would create an empty database for a missing name.
void Database::checkFile(Open how) const {
    const std::filesystem::path path(QFile::encodeName(location_).toStdString());
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    const bool exists = std::filesystem::exists(status) ||
                        std::filesystem::is_symlink(std::filesystem::symlink_status(path, error));
    if (how == Open::CreateNew) {
        if (exists) fail("already exists", "choose another name, or remove the file first");
        return;
    }
    if (!exists) fail("no such event file", "create one with `tourney new`");
    if (!std::filesystem::is_regular_file(status))
        fail("is " + fileKind(status) + ", not an event file", "an event file is an SQLite database file");
    QFile probe(location_);
    if (!probe.open(QIODevice::ReadOnly)) fail("cannot be read", probe.errorString());
    // Every SQLite database begins with this header; anything else is not an event file.
    static const QByteArray kHeader("SQLite format 3\0", 16);
    const QByteArray header = probe.read(100);
    if (header.isEmpty()) fail("is empty, not an event file", "an event file is an SQLite database file");
    if (header.size() < 100 && kHeader.startsWith(header.left(16)))
        fail("is truncated",
             QString("it holds %1 bytes, less than an SQLite header; restore it from a backup").arg(header.size()));
    if (!header.startsWith(kHeader)) fail("not a Tourney event file", "it is not an SQLite database");
    if (how != Open::ExistingToChange) return;
    const QFileInfo info(location_);
    const auto write_bits = QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther;
    // A file without any write permission was made read-only on purpose: even root leaves it.
    if (!info.isWritable() || !(info.permissions() & write_bits))
        fail("is read-only", "a command that changes the event needs write permission on the file (chmod u+w)");
    if (!QFileInfo(info.absolutePath()).isWritable())
        fail("cannot be changed: its folder is read-only",
             "SQLite writes a journal file beside the event file while it saves");
}

// The parts of a postgresql:// address Qt's driver takes; query items (sslmode=require,
// host=/run/postgresql, ...) go to libpq as they are.
static void configure(QSqlDatabase& database, const QUrl& url, const QString& database_name) {
    QUrlQuery query(url);
    QString host = url.host();
    QStringList options{"connect_timeout=10"};
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == "host")
            host = value;
        else
            options << key + "=" + value;
    }
    database.setHostName(host);
    database.setPort(url.port(5432));
    database.setDatabaseName(database_name);
    database.setUserName(url.userName(QUrl::FullyDecoded));
    // Without a password in the address, libpq takes PGPASSWORD or ~/.pgpass.
    if (!url.password().isEmpty()) database.setPassword(url.password(QUrl::FullyDecoded));
    database.setConnectOptions(options.join(';'));
}

// The database an address names; refused when it names none, or more than a database and an event.
static QString databaseName(const Database& database) {
    const PostgresqlAddress address = PostgresqlAddress::read(database.location());
    if (address.database.isEmpty() || address.extra_parts)
        throw Refusal(tournament::Message(
            "%1: names no database (write postgresql://USER@HOST:PORT/DATABASE, or .../DATABASE/EVENT for an event "
            "of its own schema)",
            database.shown().toStdString()));
    return address.database;
}

// `tourney new postgresql://.../spring` creates the database `spring` when the server has
// none of that name, as `tourney new spring.tourney` creates a file. An account that may not
// connect to the maintenance database `postgres` needs the database made for it.
void Database::createPostgresqlDatabase() {
    const QUrl url(location_);
    const QString name = databaseName(*this);
    const QString admin_name = connection_name_ + "-admin";
    const QString create = "CREATE DATABASE " + quotedIdentifier(name);
    std::optional<QSqlError> failure;
    {
        QSqlDatabase admin = QSqlDatabase::addDatabase(dialect_.driver, admin_name);
        configure(admin, url, "postgres");
        if (admin.open()) {
            QSqlQuery exists(admin);
            exists.prepare("SELECT 1 FROM pg_database WHERE datname = ?");
            exists.addBindValue(name);
            QSqlQuery creation(admin);
            // Another `tourney new` made it a moment ago: PostgreSQL says 42P04 (duplicate
            // database) when that one had committed, 23505 (unique violation in its catalogue)
            // when both were creating it at once. Either way the schema decides, under the write
            // lock, which of the two made the event (issue 40, item 7).
            if (exists.exec() && !exists.next() && !creation.exec(create) &&
                creation.lastError().nativeErrorCode() != "42P04" && creation.lastError().nativeErrorCode() != "23505")
                failure = creation.lastError();
        }
    }
    QSqlDatabase::removeDatabase(admin_name);  // the connection's handles are gone by now
    if (failure) failWith(*failure, create);
}

void Database::connect() {
    database_ = QSqlDatabase::addDatabase(dialect_.driver, connection_name_);
    if (!database_.isValid()) fail("cannot open", "the Qt SQL driver " + dialect_.driver + " is not installed");
    const int timeout_ms = lockTimeoutSeconds() * 1000;
    if (isSqlite()) {
        database_.setDatabaseName(location_);  // checkFile made sure that it may exist or not
        database_.setConnectOptions("QSQLITE_BUSY_TIMEOUT=" + QString::number(timeout_ms));
    } else {
        configure(database_, QUrl(location_), databaseName(*this));
    }
    if (!database_.open()) {
        const QSqlError error = database_.lastError();
        if (!error.nativeErrorCode().isEmpty()) failWith(error, {});
        fail("cannot open", error.text().trimmed());
    }
    for (const QString& statement : dialect_.on_connect) execute(statement);
    if (!isSqlite()) execute("SET lock_timeout = " + QString::number(timeout_ms));
}

bool Database::hasTable(const QString& table) { return execute(dialect_.table_exists, {table}).next(); }

QStringList Database::eventSchemas() {
    QStringList schemas;
    if (isSqlite()) return schemas;
    QSqlQuery rows = execute(
        "SELECT n.nspname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
        " WHERE c.relname = 'schema_version' AND c.relkind IN ('r', 'p') ORDER BY n.nspname");
    while (rows.next()) schemas << rows.value(0).toString();
    return schemas;
}

// A database holds one event in its own schema (the layout of old) or events of their own
// schemas, never both: its server would serve the one and hide the others.
void Database::refuseMixedLayouts() {
    const QStringList events = eventSchemas();
    if (!schema_.isEmpty() && events.contains("public"))
        fail("holds one event in its own schema",
             "an event of a schema of its own needs a database without one; create it in another database");
    if (schema_.isEmpty() && std::any_of(events.begin(), events.end(), [](const QString& e) { return e != "public"; }))
        fail("holds events of their own schemas",
             "address a new one as postgresql://USER@HOST:PORT/DATABASE/EVENT, or create this event in another "
             "database");
}

void Database::applyMigrations(int from_version) {
    for (const Migration& migration : migrations(dialect_)) {
        if (migration.version <= from_version) continue;
        for (const QString& statement : migration.statements) execute(statement);
        if (migration.then) migration.then(*this);
    }
    execute("DELETE FROM schema_version");
    execute("INSERT INTO schema_version (version) VALUES (?)", {kSchemaVersion});
}

void Database::createSchema() {
    if (!isSqlite()) refuseMixedLayouts();
    // Made in the creating transaction: a creation that fails leaves no schema behind.
    if (!schema_.isEmpty()) execute("CREATE SCHEMA IF NOT EXISTS " + quotedIdentifier(schema_));
    // Checked again here, under the write lock: two `tourney new` at once make one event.
    if (hasTable("schema_version")) {
        // Named, so the loser of two `tourney new` at once sees whose event is there.
        QSqlQuery name = execute("SELECT name FROM event");
        fail(name.next() ? "already holds the event \"" + name.value(0).toString() + "\"" : "already holds an event",
             "choose another name for the new event, or remove this one first");
    }
    execute("CREATE TABLE schema_version (version INTEGER NOT NULL)");
    applyMigrations(0);
}

void Database::migrate() {
    auto checkedVersion = [&] {
        const int version = schemaVersion();
        if (version > kSchemaVersion)
            fail("written by a newer version of Tourney",
                 QString("its schema version is %1 and this program knows versions up to %2; "
                         "open it with a newer Tourney")
                     .arg(version)
                     .arg(kSchemaVersion));
        return version;
    };
    if (checkedVersion() == kSchemaVersion) return;
    transaction([&] {
        const int version = checkedVersion();  // another process may have migrated it meanwhile
        if (version < kSchemaVersion) applyMigrations(version);
    });
}

int Database::schemaVersion() {
    QSqlQuery query = execute("SELECT version FROM schema_version");
    if (!query.next()) fail("not a Tourney event file", "its schema_version table is empty");
    bool number = false;
    const int version = query.value(0).toInt(&number);
    if (!number || version < 1)
        fail("is damaged or truncated", "its schema version is unreadable; restore it from a backup");
    return version;
}

void Database::rollback() {
    QSqlQuery(database_).exec("ROLLBACK");  // nothing to add when it fails: the error is on its way
}

void Database::transaction(const std::function<void()>& work) {
    execute(dialect_.begin_write);
    try {
        if (!dialect_.write_lock.isEmpty()) execute(dialect_.write_lock);
        work();
        execute("COMMIT");
    } catch (...) {
        rollback();
        throw;
    }
}

void Database::readTransaction(const std::function<void()>& work) {
    execute(dialect_.begin_read);
    try {
        work();
        execute("COMMIT");
    } catch (...) {
        rollback();
        throw;
    }
}

void Database::checkIntegrity() {
    if (!isSqlite()) return;
    QSqlQuery check = execute("PRAGMA quick_check");
    QStringList problems;  // the first few; one damaged page can fill a screen
    while (check.next() && problems.size() < 3)
        for (const QString& line : check.value(0).toString().split('\n', Qt::SkipEmptyParts))
            if (line != "ok" && !line.startsWith("***") && problems.size() < 3) problems << line;
    if (!problems.isEmpty())
        fail("is damaged", problems.join("; ") + "; nothing was changed: restore the file from a backup");
}

QSqlQuery Database::prepare(const QString& sql) {
    QSqlQuery query(database_);
    query.setForwardOnly(true);
    if (!query.prepare(sql)) failWith(query.lastError(), sql);
    return query;
}

void Database::run(QSqlQuery& prepared, const QVariantList& values) {
    for (int i = 0; i < values.size(); ++i) prepared.bindValue(i, values[i]);
    if (!prepared.exec()) failWith(prepared.lastError(), prepared.lastQuery());
}

QSqlQuery Database::execute(const QString& sql, const QVariantList& values) {
    if (!values.isEmpty()) {
        QSqlQuery query = prepare(sql);
        run(query, values);
        return query;
    }
    QSqlQuery query(database_);
    query.setForwardOnly(true);
    if (!query.exec(sql)) failWith(query.lastError(), sql);
    return query;
}

// SQLite's result codes (the primary code is the low byte of an extended one).
static QString sqliteProblem(int code, QString& detail) {
    switch (code & 0xFF) {
    case 5:  // SQLITE_BUSY
    case 6:  // SQLITE_LOCKED
        detail = QString("another program held it for %1 s; try again when it has finished").arg(lockTimeoutSeconds());
        return "is locked";
    case 8:
        detail = "a command that changes the event needs write permission on the file and its folder";
        return "is read-only";
    case 11:  // SQLITE_CORRUPT
    case 26:  // SQLITE_NOTADB
        detail += "; restore it from a backup";
        return "is damaged or truncated";
    case 13: return "cannot be saved: the disk is full";
    case 10: return "cannot be read or written (input/output error)";
    case 14: return "cannot be opened";
    default: return {};
    }
}

// PostgreSQL's SQLSTATE codes.
static QString postgresqlProblem(const QString& state, QString& detail) {
    if (state == "55P03") {
        detail =
            QString("another session held its lock for %1 s; try again when it has finished").arg(lockTimeoutSeconds());
        return "is locked";
    }
    if (state == "3D000") return "no such database";
    if (state == "28P01" || state == "28000") return "refused the login";
    if (state.startsWith("08")) return "cannot be reached";
    if (state == "25006" || state == "42501") return "may not be changed by this login";
    if (state == "53100") return "cannot be saved: the disk is full";
    return {};
}

void Database::failWith(const QSqlError& error, const QString& statement) const {
    QString detail = error.databaseText().trimmed();
    if (detail.isEmpty()) detail = error.text().trimmed();
    const QString problem = isSqlite() ? sqliteProblem(error.nativeErrorCode().toInt(), detail)
                                       : postgresqlProblem(error.nativeErrorCode(), detail);
    if (!problem.isEmpty()) fail(problem, detail);
    fail("SQL error", detail + (statement.isEmpty() ? QString() : " in: " + statement));
}

void Database::fail(const QString& what, const QString& detail) const {
    throw Refusal(tournament::Message("%1: %2 (%3)", shown().toStdString(),
                                      tournament::Message::english(what.toStdString()),
                                      tournament::Message::english(detail.toStdString())));
}

}  // namespace tourney::app
