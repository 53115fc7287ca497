// Issue 32's acceptance on every real TRF file of tests/fixtures (test_fide_reporting_command.cpp
// takes a sample): each imports, and its export imports and exports again to the same bytes;
// the rating report and the norms of the file and of the imported event are the same.
#include "trf_exported_twice.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(every_real_trf_file_exports_twice_alike) {
    const QStringList files = realTrfFiles();
    BOOST_REQUIRE(files.size() >= 50);
    for (const QString& file : files) {
        BOOST_TEST_CONTEXT(file.toStdString()) {
            QTemporaryDir dir;
            const QString event = checkExportedTwiceAlike(file, dir);
            for (const char* report : {"ratings", "norms"})
                BOOST_TEST(mustRun({report, file, "--format", "tsv"}) == mustRun({report, event, "--format", "tsv"}));
        }
    }
}
