#include "app/saved_file.h"

#include "app/refusal.h"
#include "reports/html_site.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <filesystem>

namespace tourney::app {

namespace {

// `why` is a literal of this file, translated with its file name as the value.
[[noreturn]] void refuse(const QString& path, const char* why) {
    throw Refusal(tournament::Message("%1: %2", path.toStdString(), tournament::Message(why)));
}

bool isSqliteDatabase(const QString& path) {
    QFile existing(path);
    return existing.open(QIODevice::ReadOnly) && existing.read(16) == QByteArray("SQLite format 3\0", 16);
}

bool sameFile(const QString& one, const QString& other) {
    std::error_code error;
    return std::filesystem::equivalent(QFile::encodeName(one).toStdString(), QFile::encodeName(other).toStdString(),
                                       error);
}

}  // namespace

// `report -o e.tourney` once turned the event into a PDF, `-o FIFO` and `-o /dev/full` replaced
// the node, and `publish` overwrote an event named index.html (issue 40, item 1).
void checkOutputTarget(const OutputTarget& target) {
    const QString& path = target.path;
    if (!target.event.isEmpty() && sameFile(path, target.event))
        refuse(path, "is the event file itself; choose another name for the output");
    const QFileInfo existing(path);
    if (!existing.exists() && !existing.isSymLink()) return;
    if (existing.isDir()) refuse(path, "is a folder; name a file to write");
    if (!existing.isFile()) refuse(path, "is not a regular file (a FIFO or a device?); name a file to write");
    if (isSqliteDatabase(path))
        refuse(path, "is an SQLite database, perhaps an event file; it is not overwritten: choose another name");
    if (!target.replace) refuse(path, "exists; add --force to replace it");
}

void writeOutputFile(const OutputTarget& target, const std::string& bytes) {
    checkOutputTarget(target);
    QSaveFile out(target.path);
    // QSaveFile writes beside the path and renames at commit; it never writes in place.
    out.setDirectWriteFallback(false);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes.data(), static_cast<qint64>(bytes.size())) < 0 ||
        !out.commit())
        throw Refusal(tournament::Message("%1: cannot be written (%2)", target.path.toStdString(),
                                          out.errorString().toStdString()));
}

bool publishedEarlier(const QString& path) {
    // Only a regular file is opened: opening a FIFO would wait for a writer for ever (issue 40,
    // item 7); the checked writer then refuses it by name.
    if (!QFileInfo(path).isFile()) return false;
    QFile existing(path);
    return existing.open(QIODevice::ReadOnly) && reports::isPublishedSiteFile(existing.read(4096).toStdString());
}

}  // namespace tourney::app
