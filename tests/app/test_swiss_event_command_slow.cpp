// Seeded random Swiss events through the commands: byes requested for random rounds,
// forbidden pairs, withdrawals, late entries, forfeits and double forfeits, round after round.
// Each round `tourney pair` must equal `tourney engine --dutch` on the TRF exported just
// before (swiss_cross_check.h), and every player must appear exactly once in every round.
#include "swiss_cross_check.h"

#include <QTemporaryDir>

#include <algorithm>
#include <random>

using namespace tourney::testing;

namespace {

// Runs a command that may be refused (a bye asked twice, a player withdrawn twice): it either
// succeeds or is refused with exit code 2, never anything else.
void mayRun(const QStringList& arguments) {
    const CommandRun run = runTourney(arguments);
    BOOST_TEST_INFO("tourney " << arguments.join(' ').toStdString() << "\n" << run.err.toStdString());
    BOOST_TEST((run.exit_code == 0 || run.exit_code == 2));
}

void playRandomEvent(unsigned seed, int players, int rounds) {
    std::mt19937 random(seed);
    auto pick = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
    auto chance = [&](int percent) { return pick(1, 100) <= percent; };

    QTemporaryDir dir;
    const QString event = dir.filePath("random.tourney");
    // Outside FIDE mode: the run adds forbidden pairs between rounds, which FIDE mode locks.
    mustRun({"new", event, "--name", "Random", "--game", "chess", "--system", "swiss", "--rounds",
             QString::number(rounds), "--fide-mode", "off"});
    std::vector<int> ratings;
    for (int i = 0; i < players; ++i) ratings.push_back(pick(1400, 2600));
    std::sort(ratings.rbegin(), ratings.rend());  // registered in ranking order: numbers stay
    QString csv = "name,rating\n";
    for (int i = 0; i < players; ++i) csv += QString("R%1,%2\n").arg(i, 3, 10, QChar('0')).arg(ratings[i]);
    writeFile(dir.filePath("players.csv"), csv.toUtf8());
    mustRun({"player", "import", event, dir.filePath("players.csv")});

    int registered = players;
    for (int round = 1; round <= rounds; ++round) {
        BOOST_TEST_CONTEXT("seed " << seed << ", round " << round) {
            const QString number = QString::number(round);
            for (int requests = pick(0, 2); requests > 0; --requests)
                mayRun({"bye", "add", event, QString::number(pick(round, rounds)), QString::number(pick(1, registered)),
                        "--kind", QStringList{"half", "zero", "full"}[pick(0, 2)]});
            if (chance(30)) {
                const int first = pick(1, registered), second = pick(1, registered);
                if (first != second) mustRun({"forbid", "add", event, QString("%1,%2").arg(first).arg(second)});
            }
            if (round > 1 && chance(30)) mayRun({"player", "withdraw", event, QString::number(pick(1, registered))});
            if (round > 1 && chance(30)) {
                mustRun({"player", "add", event, "--name", "Late " + number, "--rating",
                         QString::number(pick(1400, 2600)), "--missed-rounds", chance(50) ? "zero" : "half"});
                ++registered;
            }
            const std::vector<PairingLine> lines = pairCrossChecked(dir, event, round);
            std::vector<int> seen(registered + 1, 0);
            for (const PairingLine& line : lines) {
                ++seen[line.white];
                if (line.black != 0) ++seen[line.black];
            }
            BOOST_TEST(std::count(seen.begin() + 1, seen.end(), 1) == registered);
            static const QStringList kResults = {"1-0", "0-1", "1/2-1/2", "1-0", "0-1", "1/2-1/2", "+/-", "-/+", "-/-"};
            for (const PairingLine& line : lines)
                if (line.black != 0) {
                    const int roll = pick(0, 99);
                    const QString result = roll < 90   ? kResults[roll % 6]
                                           : roll < 99 ? kResults[6 + roll % 2]
                                                       : kResults[8];
                    mustRun({"result", event, number, QString::number(line.board), result});
                }
        }
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(random_swiss_events_pair_as_the_engine_pairs_their_trf) {
    for (unsigned seed : {1u, 2u, 3u}) playRandomEvent(seed, 40, 9);
}
