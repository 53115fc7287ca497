// Issue 32's acceptance on every real TRF file of tests/fixtures (test_fide_reporting_command.cpp
// takes a sample): each imports, and its export imports and exports again to the same bytes;
// the rating report and the norms of the file and of the imported event are the same.
#include "trf_round_trip.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(every_real_trf_file_exports_twice_alike) {
    QStringList files;
    for (const char* folder : {"dutch", "tiebreaks/swiss", "tiebreaks/round-robin"})
        files += sharedTrfFiles(folder, "*.trf");
    BOOST_REQUIRE(files.size() >= 50);
    for (const QString& file : files) {
        BOOST_TEST_CONTEXT(file.toStdString()) {
            QTemporaryDir dir;
            mustRun({"import", file, dir.filePath("a.tourney")});
            mustRun({"export", dir.filePath("a.tourney"), "--trf", dir.filePath("a.trf")});
            mustRun({"import", dir.filePath("a.trf"), dir.filePath("b.tourney")});
            mustRun({"export", dir.filePath("b.tourney"), "--trf", dir.filePath("b.trf")});
            BOOST_TEST(fileBytes(dir.filePath("a.trf")) == fileBytes(dir.filePath("b.trf")));
            for (const char* report : {"ratings", "norms"})
                BOOST_TEST(mustRun({report, file, "--format", "tsv"}) ==
                           mustRun({report, dir.filePath("a.tourney"), "--format", "tsv"}));
        }
    }
}
