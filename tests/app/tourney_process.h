// Runs the built `tourney` command as a user would, for the tests of tests/app/.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <boost/test/unit_test.hpp>

#include <ostream>
#include <vector>

// Boost.Test prints the values of failed checks; QStrings print as UTF-8.
inline std::ostream& operator<<(std::ostream& out, const QString& text) { return out << text.toStdString(); }

namespace tourney::testing {

// For tests that use Qt in-process (QtSql needs an application object):
// BOOST_TEST_GLOBAL_FIXTURE(QtApplication);
struct QtApplication {
    int argc = 1;
    char name[8] = "test";
    char* argv[1] = {name};
    QCoreApplication application{argc, argv};
};

struct CommandRun {
    int exit_code = -1;
    QString out;
    QString err;
};

inline CommandRun runTourney(const QStringList& arguments) {
    QProcess process;
    process.setProgram(TOURNEY_BINARY);
    process.setArguments(arguments);
    process.start();
    process.closeWriteChannel();
    if (!process.waitForFinished(120'000)) process.kill();
    CommandRun run;
    run.exit_code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Runs a command that must succeed, and returns what it printed.
inline QString mustRun(const QStringList& arguments) {
    const CommandRun run = runTourney(arguments);
    BOOST_TEST_INFO("tourney " << arguments.join(' ').toStdString() << "\n" << run.err.toStdString());
    BOOST_REQUIRE_EQUAL(run.exit_code, 0);
    return run.out;
}

// `tourney user add NAME --role ROLE [--event EVENT] --server FOLDER`, the password piped on
// standard input as a script gives it.
inline void addAccount(const QString& folder, const QString& name, const QString& role, const QString& event,
                       const QByteArray& password) {
    QProcess user;
    QStringList arguments{"user", "add", name, "--role", role, "--server", folder};
    if (!event.isEmpty()) arguments << "--event" << event;
    user.start(TOURNEY_BINARY, arguments);
    user.write(password + "\n");
    user.closeWriteChannel();
    BOOST_REQUIRE(user.waitForFinished(60'000));
    BOOST_REQUIRE_MESSAGE(user.exitCode() == 0, user.readAllStandardError().toStdString());
}

// The Dhaka Open in two sections, A (2000 and above) and B, in `dir`/open: Rahman (2105) and
// Akter (2010) in A; Sen (1800), Biswas (1750) and Das (1500) in B, in that order. Returns the folder.
inline QString openInTwoSections(const QTemporaryDir& dir) {
    const QString open = dir.filePath("open");
    mustRun({"sections", "new", open, "--name", "Dhaka Open", "--game", "chess", "--system", "swiss", "--rounds", "5",
             "--section", "A:2000-", "--section", "B:-1999"});
    for (const auto& [name, rating] : {std::pair{"Rahman, Arif", 2105},
                                       {"Akter, Nila", 2010},
                                       {"Sen, Rupa", 1800},
                                       {"Biswas, Omar", 1750},
                                       {"Das, Mita", 1500}})
        mustRun({"player", "add", open + (rating >= 2000 ? "/A.tourney" : "/B.tourney"), "--name", name, "--rating",
                 QString::number(rating)});
    return open;
}

// How many players `event` has, as `tourney player list` lists them.
inline int playersOf(const QString& event) {
    return mustRun({"player", "list", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts).size() - 1;
}

// A TRF without its comment lines (`### `): the log an event in FIDE mode writes there carries
// the times of its changes, which differ between two runs of the same event (issue 37).
inline QString trfRecords(const QByteArray& trf) {
    QStringList records = QString::fromUtf8(trf).split('\n');
    records.removeIf([](const QString& line) { return line.startsWith("### "); });
    return records.join('\n');
}

inline QByteArray fileBytes(const QString& path) {
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

inline void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// A fresh chess round robin of four players, A to D, not yet paired, in a temporary folder.
struct FourPlayerRoundRobin {
    QTemporaryDir dir;
    QString event = dir.filePath("event.tourney");

    explicit FourPlayerRoundRobin(const char* name) {
        mustRun({"new", event, "--name", name, "--game", "chess", "--system", "round-robin"});
        for (const char* player : {"A", "B", "C", "D"}) mustRun({"player", "add", event, "--name", player});
    }
};

// Runs a command that must be refused: exit code 2, every expected text in its message, and
// the event file byte-for-byte unchanged.
inline void expectRefused(const QString& event, const QStringList& arguments, const QStringList& expected_texts) {
    const QByteArray before = fileBytes(event);
    const CommandRun run = runTourney(arguments);
    BOOST_TEST_INFO("tourney " << arguments.join(' ').toStdString());
    BOOST_TEST(run.exit_code == 2);
    for (const QString& text : expected_texts)
        BOOST_TEST(run.err.contains(text), run.err.toStdString() << " lacks " << text.toStdString());
    BOOST_TEST((fileBytes(event) == before), "the event file changed");
}

// One line of `tourney pairings --format tsv`: a game, or a bye (black 0, result the bye's
// TRF code: U, H, Z, F, or A for an absence).
struct PairingLine {
    int board = 0;
    int white = 0;
    int black = 0;
    QString result;
};

// The lines of `tourney pairings --format tsv` of a round after its header, each split into its
// `cells` cells.
inline std::vector<QStringList> pairingCells(const QString& event, int round, int cells) {
    std::vector<QStringList> lines;
    QStringList texts = mustRun({"pairings", event, "--round", QString::number(round), "--format", "tsv"})
                            .split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE(!texts.isEmpty());
    BOOST_TEST((texts.front().startsWith("board\t") || texts.front().startsWith("table\t")), texts.front());
    texts.removeFirst();
    for (const QString& text : texts) {
        lines.push_back(text.split('\t'));
        BOOST_REQUIRE_EQUAL(lines.back().size(), cells);
    }
    return lines;
}

inline std::vector<PairingLine> pairingsTsv(const QString& event, int round) {
    std::vector<PairingLine> lines;
    for (const QStringList& cells : pairingCells(event, round, 4))
        lines.push_back({cells[0].toInt(), cells[1].toInt(), cells[2].toInt(), cells[3]});
    return lines;
}

inline QString sourcePath(const QString& relative) { return QString(TOURNEY_SOURCE_DIR) + "/" + relative; }

}  // namespace tourney::testing
