// Issue 32's acceptance on real TRF files, shared by test_fide_reporting_command (a sample)
// and test_fide_reporting_command_slow (every file): a file imports, and the event exports to
// a TRF that imports and exports again to the same bytes.
#pragma once

#include "trf_round_trip.h"

namespace tourney::testing {

// The real TRF files of tests/fixtures: Dutch pairings and the tie-breaks of Swiss and round-robin
// events; the first `per_folder` of each folder, or every one for 0.
inline QStringList realTrfFiles(int per_folder = 0) {
    QStringList files;
    for (const char* folder : {"dutch", "tiebreaks/swiss", "tiebreaks/round-robin"}) {
        const QStringList found = sharedTrfFiles(folder, "*.trf");
        files += per_folder > 0 ? found.mid(0, per_folder) : found;
    }
    return files;
}

// Imports `file` into `dir`/a.tourney, exports it, imports and exports that again, and checks
// that both exports are the same bytes. Returns the first event, for further comparisons.
inline QString checkExportedTwiceAlike(const QString& file, const QTemporaryDir& dir) {
    const QString event = dir.filePath("a.tourney");
    mustRun({"import", file, event});
    mustRun({"export", event, "--trf", dir.filePath("a.trf")});
    mustRun({"import", dir.filePath("a.trf"), dir.filePath("b.tourney")});
    mustRun({"export", dir.filePath("b.tourney"), "--trf", dir.filePath("b.trf")});
    BOOST_TEST(fileBytes(dir.filePath("a.trf")) == fileBytes(dir.filePath("b.trf")));
    return event;
}

}  // namespace tourney::testing
