#include "app/sql_event_store.h"

#include "app/database.h"
#include "app/event_rows.h"
#include "app/postgresql_address.h"
#include "app/refusal.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QVariant>

#include <fcntl.h>
#include <pwd.h>
#include <unistd.h>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>

namespace tourney::app {

std::string commandLineUser() {
    const passwd* account = getpwuid(geteuid());
    return account && account->pw_name ? account->pw_name : "uid " + std::to_string(geteuid());
}

SqlEventStore commandLineStore(QString location) {
    return SqlEventStore(std::move(location), nullptr, commandLineUser() + " (command line)");
}

static long long storedRevision(Database& database) {
    QSqlQuery row = database.execute("SELECT revision FROM event");
    return row.next() ? row.value(0).toLongLong() : 0;
}

Event SqlEventStore::load() {
    if (held_) return *current().event;
    Database database(location_, Database::Open::Existing);
    Event event;
    database.readTransaction([&] { event = loadEvent(database); });
    return event;
}

SqlEventStore::Snapshot SqlEventStore::current() {
    Database database(location_, Database::Open::Existing);
    Snapshot snapshot;
    bool read = false;
    database.readTransaction([&] {
        snapshot.revision = storedRevision(database);
        if (held_) snapshot.event = held_->at(snapshot.revision);
        if (snapshot.event) return;
        snapshot.event = std::make_shared<const Event>(loadEvent(database));
        read = true;
    });
    if (held_ && read) held_->hold(snapshot.event, snapshot.revision);
    return snapshot;
}

// A name beside `final_path` that no other process picks: the new file is built there and
// renamed when complete, so an interrupted `new` or `import` leaves nothing in the way of a
// retry (only a hidden .NAME.XXXXXX.partial, which nothing reads).
static QString partialPath(const QString& final_path) {
    const QFileInfo info(final_path);
    const QString suffix = QString::number(QRandomGenerator::system()->generate64() % 1'000'000'000ull, 36);
    return info.dir().filePath("." + info.fileName() + "." + suffix + ".partial");
}

// Whether a process holds a lock on the file: SQLite locks the partial file of a `new` or
// `import` while it writes; a process that was killed holds none.
static bool lockedByAnother(const QString& path) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    struct flock probe {};
    probe.l_type = F_WRLCK;
    probe.l_whence = SEEK_SET;
    const bool locked = ::fcntl(fd, F_GETLK, &probe) == 0 && probe.l_type != F_UNLCK;
    ::close(fd);
    return locked;
}

// The partial files of a `new` or `import` of the same name that was killed: no lock held and
// older than a minute (a live one is locked once its first transaction starts, within moments).
// Nothing else would ever remove them (issue 40, item 7).
static void removeAbandonedPartials(const QString& final_path) {
    const QFileInfo info(final_path);
    const QDir folder = info.dir();
    const QStringList pattern{"." + info.fileName() + ".*.partial"};
    for (const QFileInfo& partial : folder.entryInfoList(pattern, QDir::Files | QDir::Hidden | QDir::System))
        if (partial.lastModified().secsTo(QDateTime::currentDateTime()) > 60 && !lockedByAnother(partial.filePath()))
            QFile::remove(partial.filePath());
}

// Gives the complete file its name, unless a file of that name appeared meanwhile: never
// replaces one.
static void publish(const QString& partial, const QString& final_path) {
    const QByteArray from = QFile::encodeName(partial), to = QFile::encodeName(final_path);
    int result = ::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE);
    if (result != 0 && errno == EINVAL) {  // a file system without RENAME_NOREPLACE
        result = ::link(from.constData(), to.constData());
        if (result == 0) ::unlink(from.constData());
    }
    if (result != 0) {
        const int error = errno;
        QFile::remove(partial);
        if (error == EEXIST)
            throw Refusal(
                (final_path + ": already exists (choose another name, or remove the file first)").toStdString());
        throw Refusal(
            (final_path + ": cannot be created (" + QString::fromLocal8Bit(std::strerror(error)) + ")").toStdString());
    }
}

void SqlEventStore::create(const Event& event, const std::vector<tournament::LogEntry>& log) {
    if (isPostgresqlAddress(location_)) {
        // One transaction makes the tables and stores the event: a failure leaves no schema.
        Database database(location_, Database::Open::CreateNew);
        database.transaction([&] {
            database.createSchema();
            saveEvent(database, event);
            appendLog(database, log, actor_);
        });
        return;
    }
    if (QFileInfo::exists(location_) || QFileInfo(location_).isSymLink())
        throw Refusal(tournament::Message("%1: already exists (choose another name, or remove the file first)",
                                          location_.toStdString()));
    const QString folder = QFileInfo(location_).absolutePath();
    if (!QFileInfo(folder).isDir())
        throw Refusal(tournament::Message("%1: cannot be created (the folder %2 does not exist)",
                                          location_.toStdString(), folder.toStdString()));
    removeAbandonedPartials(location_);
    const QString partial = partialPath(location_);
    try {
        Database database(partial, Database::Open::CreateNew);
        database.transaction([&] {
            database.createSchema();
            saveEvent(database, event);
            appendLog(database, log, actor_);
        });
    } catch (const Refusal& refusal) {
        QFile::remove(partial);
        // The partial file's name means nothing to the user; the event file's does.
        std::string message = refusal.what();
        const std::string partial_name = partial.toStdString();
        if (message.rfind(partial_name, 0) == 0) message.replace(0, partial_name.size(), location_.toStdString());
        throw Refusal(message);
    } catch (...) {
        QFile::remove(partial);
        throw;
    }
    publish(partial, location_);
}

void SqlEventStore::write(const std::function<void(Event& event, tournament::EventLog& log)>& change) {
    Database database(location_, Database::Open::ExistingToChange);
    // The write lock is taken first: the event read here is the one this change replaces, and
    // no other writer can change it before this one commits.
    // The event held is the one stored when the revision is the same: every writer, of any
    // process, stores a new revision under the lock taken here.
    std::shared_ptr<const Event> written;
    long long written_revision = 0;
    database.transaction([&] {
        database.checkIntegrity();
        const long long revision = storedRevision(database);
        const std::shared_ptr<const Event> held = held_ ? held_->at(revision) : nullptr;
        const Event stored = held ? *held : loadEvent(database);
        Event event = stored;
        tournament::EventLog log;
        change(event, log);
        saveEvent(database, event, &stored);
        appendLog(database, log.added(), actor_);
        database.execute("UPDATE event SET revision = revision + 1");
        written_revision = revision + 1;
        if (held_)
            if (std::optional<Event> read_back = asReadBack(std::move(event), stored))
                written = std::make_shared<const Event>(std::move(*read_back));
    });
    // Held once committed; a change whose order of rows a read would not give back (asReadBack)
    // is read again by the next user instead.
    if (held_) held_->hold(written, written ? written_revision : -1);
}

long long SqlEventStore::revision() {
    Database database(location_, Database::Open::Existing);
    return storedRevision(database);
}

std::vector<tournament::LogEntry> SqlEventStore::readLog() {
    Database database(location_, Database::Open::Existing);
    std::vector<tournament::LogEntry> entries;
    database.readTransaction([&] { entries = app::readLog(database); });
    return entries;
}

void SqlEventStore::removeEvent() {
    if (isPostgresqlAddress(location_)) {
        const QString schema = PostgresqlAddress::read(location_).event;
        if (schema.isEmpty())
            throw Refusal(tournament::Message("%1 is a database of one event: drop the database itself (dropdb)",
                                              shownLocation(location_).toStdString()));
        Database database(location_, Database::Open::ExistingToChange);
        database.transaction([&] { database.execute("DROP SCHEMA " + quotedIdentifier(schema) + " CASCADE"); });
    } else {
        {
            // Under the write lock, so that no writer is half-way through a change of the file.
            Database database(location_, Database::Open::ExistingToChange);
            database.transaction([&] {
                if (!QFile::remove(location_))
                    throw Refusal(tournament::Message("%1: cannot be deleted", location_.toStdString()));
            });
        }
        for (const char* beside : {"-journal", "-wal", "-shm"}) QFile::remove(location_ + beside);
    }
    if (held_) held_->hold(nullptr, -1);
}

}  // namespace tourney::app
