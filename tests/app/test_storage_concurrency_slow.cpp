// Issue 17's acceptance: 16 results entered at the same moment on 16 boards are all stored,
// 20 rounds in a row, on SQLite and on PostgreSQL, with readers running alongside.
#include "concurrent_writers.h"
#include "postgresql_cluster.h"

using namespace tourney::testing;

static void twentyRounds(const QString& event, const QTemporaryDir& dir) {
    newThirtyTwoPlayerEvent(event, dir);
    for (int round = 1; round <= 20; ++round) sixteenWritersOnSixteenBoards(event, round);
}

BOOST_AUTO_TEST_CASE(sqlite_sixteen_writers_twenty_times) {
    QTemporaryDir dir;
    twentyRounds(dir.filePath("concurrent.tourney"), dir);
}

BOOST_AUTO_TEST_CASE(postgresql_sixteen_writers_twenty_times) {
    PostgresqlCluster* cluster = postgresqlOrSkip();
    if (!cluster) return;
    QTemporaryDir dir;
    twentyRounds(cluster->address("concurrent_slow"), dir);
}
