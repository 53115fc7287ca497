// Concurrent writers (issue 17): results entered at the same moment on different boards are
// all stored; on one board one wins and the others are told; two `pair` at once pair one
// round; readers never see half a commit. On SQLite files and on a throwaway PostgreSQL
// server. The same, 20 rounds in a row, is test_storage_concurrency_slow.
#include "concurrent_writers.h"
#include "postgresql_cluster.h"

using namespace tourney::testing;

static void contend(const QString& event, const QTemporaryDir& dir) {
    newThirtyTwoPlayerEvent(event, dir);
    sixteenWritersOnSixteenBoards(event, 1);
    sixteenWritersOnSixteenBoards(event, 2);
    twoPairsAtOnce(event, 2);
    eightWritersOnOneBoard(event, 3);
}

BOOST_AUTO_TEST_CASE(sqlite_writers_wait_their_turn_and_recheck) {
    QTemporaryDir dir;
    contend(dir.filePath("concurrent.tourney"), dir);
}

BOOST_AUTO_TEST_CASE(postgresql_writers_wait_their_turn_and_recheck) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    QTemporaryDir dir;
    contend(cluster->address("concurrent"), dir);
}
