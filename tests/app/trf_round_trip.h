// TRF through the command and the event file: `tourney import` a TRF, `tourney export` it
// again, and compare the player lines field by field.
#pragma once

#include "tourney_process.h"

#include <QDir>
#include <QDirIterator>

namespace tourney::testing {

// The fields of a TRF-16 player line that an import and export must keep: start number
// (columns 5-8), name (15-47), rating (49-52), federation (54-56), FIDE id (58-68), date of
// birth (70-79, as written when it is TRF's yyyy/mm/dd or a year alone), and every round's cell
// from column 92 on (opponent, colour, result).
inline QStringList keptFields(const QString& line) {
    auto columns = [&](int first, int last) { return line.mid(first - 1, last - first + 1).trimmed(); };
    QString rounds = line.mid(91);
    while (rounds.endsWith(' ')) rounds.chop(1);
    return {columns(5, 8), columns(15, 47), columns(49, 52), columns(54, 56), columns(58, 68), columns(70, 79), rounds};
}

inline std::vector<QStringList> playerFields(const QString& trf_path) {
    std::vector<QStringList> players;
    for (const QString& line : QString::fromUtf8(fileBytes(trf_path)).split('\n'))
        if (line.startsWith("001")) players.push_back(keptFields(line));
    return players;
}

inline void checkImportExportKeepsPlayerLines(const QString& trf) {
    BOOST_TEST_CONTEXT(trf.toStdString()) {
        QTemporaryDir dir;
        const QString event = dir.filePath("imported.tourney");
        const QString exported = dir.filePath("exported.trf");
        mustRun({"import", trf, event});
        mustRun({"export", event, "--trf", exported});
        const auto original = playerFields(trf);
        const auto again = playerFields(exported);
        BOOST_REQUIRE_EQUAL(original.size(), again.size());
        for (std::size_t i = 0; i < original.size(); ++i)
            BOOST_TEST(original[i] == again[i], "player line " << i + 1 << ": " << original[i].join('|').toStdString()
                                                               << " became " << again[i].join('|').toStdString());
    }
}

// Every TRF file under tests/fixtures, in every folder.
inline QStringList everyFixtureTrf() {
    QStringList files;
    QDirIterator found(QString(TOURNEY_FIXTURES_DIR), {"*.trf"}, QDir::Files, QDirIterator::Subdirectories);
    while (found.hasNext()) files << found.next();
    files.sort();
    return files;
}

inline QStringList sharedTrfFiles(const QString& folder, const QString& pattern) {
    const QDir dir(QString(TOURNEY_FIXTURES_DIR) + "/" + folder);
    QStringList files;
    for (const QString& name : dir.entryList({pattern}, QDir::Files, QDir::Name)) files << dir.filePath(name);
    return files;
}

}  // namespace tourney::testing
