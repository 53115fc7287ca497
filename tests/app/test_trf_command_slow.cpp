// Every shared TRF fixture through `tourney import` and `tourney export`: player lines kept.
#include "trf_round_trip.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(every_dutch_fixture_survives_import_and_export) {
    const QStringList files = sharedTrfFiles("dutch", "*.trf");
    BOOST_REQUIRE(files.size() > 100);
    for (const QString& file : files) checkImportExportKeepsPlayerLines(file);
}

BOOST_AUTO_TEST_CASE(every_tiebreak_fixture_survives_import_and_export) {
    for (const char* folder : {"tiebreaks/swiss", "tiebreaks/round-robin"})
        for (const QString& file : sharedTrfFiles(folder, "*.trf")) checkImportExportKeepsPlayerLines(file);
}
