// Many `tourney` processes on one event at the same moment, as arbiters at several desks (or
// a web server's workers) would run them: the storage tests of issue 17, shared by the SQLite
// and PostgreSQL runs and by the fast and slow suites.
#pragma once

#include "tourney_process.h"

#include <QProcess>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace tourney::testing {

// Starts every command before waiting for any, so that they contend for the event.
inline std::vector<CommandRun> runAtOnce(const std::vector<QStringList>& commands) {
    std::vector<std::unique_ptr<QProcess>> processes;
    for (const QStringList& arguments : commands) {
        auto process = std::make_unique<QProcess>();
        process->setProgram(TOURNEY_BINARY);
        process->setArguments(arguments);
        processes.push_back(std::move(process));
    }
    for (auto& process : processes) process->start();
    std::vector<CommandRun> runs;
    for (auto& process : processes) {
        process->closeWriteChannel();
        if (!process->waitForFinished(300'000)) process->kill();
        CommandRun run;
        run.exit_code = process->exitStatus() == QProcess::NormalExit ? process->exitCode() : -1;
        run.out = QString::fromUtf8(process->readAllStandardOutput());
        run.err = QString::fromUtf8(process->readAllStandardError());
        runs.push_back(run);
    }
    return runs;
}

// A chess round robin of 32 players (16 boards a round, 31 rounds) at `event`: a file path or
// a postgresql:// address.
inline void newThirtyTwoPlayerEvent(const QString& event, const QTemporaryDir& dir) {
    QByteArray csv = "name,rating\n";
    for (int i = 1; i <= 32; ++i) csv += "Player " + QByteArray::number(i) + "," + QByteArray::number(2400 - i) + "\n";
    writeFile(dir.filePath("players.csv"), csv);
    mustRun({"new", event, "--name", "Concurrent Open", "--game", "chess", "--system", "round-robin"});
    mustRun({"player", "import", event, dir.filePath("players.csv")});
}

// The result each board gets in the tests: all three kinds, so a lost or swapped write shows.
inline QString resultFor(int board) {
    static const char* kResults[] = {"1-0", "0-1", "1/2-1/2"};
    return kResults[board % 3];
}

// Pairs the next round and enters all 16 results at once, with 4 readers running alongside;
// every writer must succeed, every reader must read a whole event, and every result be stored.
inline void sixteenWritersOnSixteenBoards(const QString& event, int round) {
    mustRun({"pair", event});
    std::vector<QStringList> commands;
    for (int board = 1; board <= 16; ++board)
        commands.push_back({"result", event, QString::number(round), QString::number(board), resultFor(board)});
    commands.push_back({"standings", event});
    commands.push_back({"pairings", event, "--round", QString::number(round)});
    commands.push_back({"player", "list", event});
    commands.push_back({"log", event});
    const std::vector<CommandRun> runs = runAtOnce(commands);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        BOOST_TEST_INFO("round " << round << ": tourney " << commands[i].join(' ').toStdString() << "\n"
                                 << runs[i].err.toStdString());
        BOOST_TEST(runs[i].exit_code == 0);
    }
    const std::vector<PairingLine> stored = pairingsTsv(event, round);
    BOOST_REQUIRE_EQUAL(stored.size(), 16u);
    for (const PairingLine& game : stored) {
        BOOST_TEST_INFO("round " << round << " board " << game.board);
        BOOST_TEST(game.result == resultFor(game.board));
    }
}

inline int logLines(const QString& event) {
    return static_cast<int>(mustRun({"log", event}).split('\n', Qt::SkipEmptyParts).size());
}

// 8 writers on one board without --force: one wins, 7 are told the board has a result, and
// the stored result is the winner's. Then 8 with --force: all succeed, and each of the 8 wrote a line to
// the log, the 7 that replaced a result as a correction (nothing vanishes unlogged). `round` is paired
// and boards 1 and 2 have no result yet.
inline void eightWritersOnOneBoard(const QString& event, int round) {
    std::vector<QStringList> commands;
    for (int writer = 0; writer < 8; ++writer)
        commands.push_back({"result", event, QString::number(round), "1", resultFor(writer)});
    std::vector<CommandRun> runs = runAtOnce(commands);
    int winners = 0;
    QString winning_result;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        BOOST_TEST_INFO("writer " << i << ": " << runs[i].err.toStdString());
        if (runs[i].exit_code == 0) {
            ++winners;
            winning_result = commands[i][4];
        } else {
            BOOST_TEST(runs[i].exit_code == 2);
            BOOST_TEST(runs[i].err.contains("board 1 already has a result"));
            BOOST_TEST(!runs[i].err.contains("SQL"));
        }
    }
    BOOST_TEST(winners == 1);
    BOOST_TEST(pairingsTsv(event, round).front().result == winning_result);

    const int logged_before = logLines(event);
    commands.clear();
    for (int writer = 0; writer < 8; ++writer)
        commands.push_back({"result", event, QString::number(round), "2", resultFor(writer), "--force"});
    runs = runAtOnce(commands);
    for (const CommandRun& run : runs) {
        BOOST_TEST_INFO(run.err.toStdString());
        BOOST_TEST(run.exit_code == 0);
    }
    // Every entry is logged; the first writer's finds the board empty, the 7 others replace.
    BOOST_TEST(logLines(event) - logged_before == 8);
    const QString log = mustRun({"log", event});
    BOOST_TEST(log.count("result --force") == 7);
}

// Two `pair` at once when the round is complete: one pairs the next round, the other waits,
// sees it, and is told it still lacks results.
inline void twoPairsAtOnce(const QString& event, int complete_rounds) {
    const std::vector<CommandRun> runs = runAtOnce({{"pair", event}, {"pair", event}});
    const int successes = (runs[0].exit_code == 0) + (runs[1].exit_code == 0);
    BOOST_TEST(successes == 1);
    for (const CommandRun& run : runs)
        if (run.exit_code != 0) {
            BOOST_TEST(run.exit_code == 2);
            BOOST_TEST(run.err.contains("still lacks results"), run.err.toStdString());
        }
    BOOST_TEST(pairingsTsv(event, complete_rounds + 1).size() == 16u);
}

}  // namespace tourney::testing
