// TRF import and export through the command keep every player line: start number, name,
// rating, federation, FIDE id, and each round's opponent, colour and result. A sample of the
// shared fixtures of each kind; test_trf_command_slow.cpp takes them all.
#include "trf_round_trip.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(swiss_events_with_byes_forfeits_and_withdrawals_survive_import_and_export) {
    for (const char* pattern : {"s0*_r*.trf", "b0*_r*.trf", "p0*_r*.trf"}) {
        const QStringList files = sharedTrfFiles("dutch", pattern);
        BOOST_REQUIRE(!files.isEmpty());
        for (const QString& file : files.mid(0, 2)) checkImportExportKeepsPlayerLines(file);
    }
}

BOOST_AUTO_TEST_CASE(round_robins_survive_import_and_export) {
    const QStringList files = sharedTrfFiles("tiebreaks/round-robin", "*.trf");
    BOOST_REQUIRE(!files.isEmpty());
    for (const QString& file : files.mid(0, 3)) checkImportExportKeepsPlayerLines(file);
}

BOOST_AUTO_TEST_CASE(an_exported_event_imports_to_the_same_standings) {
    const QString trf = sharedTrfFiles("tiebreaks/round-robin", "*.trf").value(0);
    QTemporaryDir dir;
    mustRun({"import", trf, dir.filePath("a.tourney")});
    mustRun({"export", dir.filePath("a.tourney"), "--trf", dir.filePath("a.trf")});
    mustRun({"import", dir.filePath("a.trf"), dir.filePath("b.tourney")});
    BOOST_TEST(mustRun({"standings", dir.filePath("a.tourney"), "--format", "tsv"}) ==
               mustRun({"standings", dir.filePath("b.tourney"), "--format", "tsv"}));
}
