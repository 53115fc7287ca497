#include "app/saved_file.h"

#include "app/refusal.h"

#include <QSaveFile>

namespace tourney::app {

void writeWholeFile(const QString& path, const std::string& text) {
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
        !out.commit())
        throw Refusal((path + ": cannot be written (" + out.errorString() + ")").toStdString());
}

}  // namespace tourney::app
