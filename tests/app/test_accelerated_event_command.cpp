// tourney new --acceleration baku: the event keeps the option, and tourney pair pairs the
// accelerated rounds with virtual points (C.04.7) and says so under --explain.
#include "tourney_process.h"

using namespace tourney::testing;

namespace {

// A fresh Swiss event of eight players rated 2400 down to 2050, five rounds.
struct EightPlayerSwiss {
    QTemporaryDir dir;
    QString event = dir.filePath("event.tourney");

    explicit EightPlayerSwiss(const QStringList& options) {
        mustRun(QStringList{"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "5"} +
                options);
        for (int i = 0; i < 8; ++i)
            mustRun({"player", "add", event, "--name", QString("Player %1").arg(i + 1), "--rating",
                     QString::number(2400 - 50 * i)});
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(baku_round_one_pairs_group_a_and_group_b_apart) {
    // Group A = 1-4 carry one virtual point: 1-3 and 2-4 meet, then 5-7 and 6-8 (C.04.7).
    EightPlayerSwiss accelerated({"--acceleration", "baku"});
    const QString said = mustRun({"pair", accelerated.event, "--explain"});
    BOOST_TEST(said.contains("Virtual points (accelerated pairing, C.04.7): 1 for 1 to 4"), said);
    BOOST_TEST(mustRun({"pairings", accelerated.event, "--format", "tsv"}) ==
               "board\twhite\tblack\tresult\n"
               "1\t1\t3\t\n2\t4\t2\t\n3\t5\t7\t\n4\t8\t6\t\n");

    // Without acceleration the top half meets the bottom half.
    EightPlayerSwiss plain({});
    mustRun({"pair", plain.event});
    BOOST_TEST(mustRun({"pairings", plain.event, "--format", "tsv"}) ==
               "board\twhite\tblack\tresult\n"
               "1\t1\t5\t\n2\t6\t2\t\n3\t3\t7\t\n4\t8\t4\t\n");
}

BOOST_AUTO_TEST_CASE(baku_is_refused_outside_the_standard_point_system_and_round_robins) {
    QTemporaryDir dir;
    const QString event = dir.filePath("event.tourney");
    for (const QStringList& options : {QStringList{"--system", "swiss", "--rounds", "5", "--scoring", "3,1,0"},
                                       QStringList{"--system", "round-robin"},
                                       QStringList{"--system", "swiss", "--rounds", "5", "--acceleration", "fast"}}) {
        const CommandRun run = runTourney(
            QStringList{"new", event, "--name", "Open", "--game", "chess"} + options +
            (options.contains("--acceleration") ? QStringList{} : QStringList{"--acceleration", "baku"}));
        BOOST_TEST(run.exit_code == 2, run.err);
        BOOST_TEST(run.err.contains("argument --acceleration"), run.err);
        BOOST_TEST(!QFile::exists(event));
    }
}
