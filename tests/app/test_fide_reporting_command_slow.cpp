// Issue 32's acceptance on every TRF file of tests/fixtures, in every folder
// (test_fide_reporting_command.cpp takes a sample): each imports, and its export imports and
// exports again to the same bytes; the player lines keep their fields, dates of birth
// included; the rating report and the norms of the file and of the imported event are the same.
#include "trf_exported_twice.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(every_real_trf_file_exports_twice_alike) {
    const QStringList files = everyFixtureTrf();
    BOOST_REQUIRE(files.size() >= 270);
    for (const QString& file : files) {
        BOOST_TEST_CONTEXT(file.toStdString()) {
            QTemporaryDir dir;
            const QString event = checkExportedTwiceAlike(file, dir);
            BOOST_TEST(playerFields(file) == playerFields(dir.filePath("a.trf")));
            for (const char* report : {"ratings", "norms"})
                BOOST_TEST(mustRun({report, file, "--format", "tsv"}) == mustRun({report, event, "--format", "tsv"}));
        }
    }
}
