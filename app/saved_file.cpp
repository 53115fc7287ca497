#include "app/saved_file.h"

#include "app/refusal.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace tourney::app {

// An output never replaces an event file: `export --trf` or `report -o` pointed at one by
// mistake would turn the event into a TRF or a PDF.
static void checkTarget(const QString& path) {
    const QFileInfo target(path);
    if (!target.exists()) return;
    auto refuse = [&](const QString& why) { throw Refusal((path + ": " + why).toStdString()); };
    if (target.isDir()) refuse("is a folder; name a file to write");
    if (!target.isFile()) refuse("is not a regular file (a FIFO or a device?); name a file to write");
    QFile existing(path);
    if (existing.open(QIODevice::ReadOnly) && existing.read(16) == QByteArray("SQLite format 3\0", 16))
        refuse("is an SQLite database, perhaps an event file; it is not overwritten: choose another name");
}

void writeWholeFile(const QString& path, const std::string& text) {
    checkTarget(path);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
        !out.commit())
        throw Refusal((path + ": cannot be written (" + out.errorString() + ")").toStdString());
}

}  // namespace tourney::app
