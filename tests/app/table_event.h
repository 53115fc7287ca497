// Events at tables of four (Chaturaji) through the `tourney` command, for tests/app: creating one
// from a generated player list, and reading `tourney pairings --format tsv` back.
#pragma once

#include "tourney_process.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <array>
#include <vector>

namespace tourney::testing {

// One line of the table list: a table (seats Red, Green, Yellow, Black as start numbers) or a
// bye (table 0, the player in red, zeros elsewhere, the bye's code as result).
struct TableLine {
    int table = 0;
    std::array<int, 4> seats{};
    QString result;
};

inline std::vector<TableLine> tablesTsv(const QString& event, int round) {
    std::vector<TableLine> lines;
    for (const QStringList& cells : pairingCells(event, round, 6)) {
        TableLine line;
        line.table = cells[0].toInt();
        for (int seat = 0; seat < 4; ++seat) line.seats[static_cast<std::size_t>(seat)] = cells[seat + 1].toInt();
        line.result = cells[5];
        lines.push_back(line);
    }
    return lines;
}

// A new Chaturaji event of `players` named "Player N" (rated in start-number order).
struct TableEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("tables.tourney");

    TableEvent(int players, const QStringList& options) {
        mustRun(QStringList{"new", event, "--name", "Chaturaji Open", "--game", "chaturaji"} + options);
        QString csv = "name,rating\n";
        for (int i = 1; i <= players; ++i) csv += QString("\"Player %1\",%2\n").arg(i).arg(2200 - i);
        writeFile(dir.filePath("players.csv"), csv.toUtf8());
        mustRun({"player", "import", event, dir.filePath("players.csv")});
    }
};

// Game 4 of the shared Chaturaji fixtures: a finished game, Result "4 11 3 13", between
// Rahman (Red), Akter (Green), Biswas (Yellow) and Sen (Black).
inline QByteArray fixtureGame() {
    const QString all = QString::fromUtf8(fileBytes(QString(TOURNEY_FIXTURES_DIR) + "/chaturaji/games.chaturaji"));
    const QStringList games = all.split(QRegularExpression("\n(?=\\[Event )"));
    BOOST_REQUIRE(games.size() > 3);
    BOOST_REQUIRE(games[3].contains("[Result \"4 11 3 13\"]"));
    return games[3].toUtf8();
}

// The four players of that game in a Swiss event, rated so that round 1 seats them as the
// record does.
struct RecordedTable {
    QTemporaryDir dir;
    QString event = dir.filePath("record.tourney");
    QString record = dir.filePath("game.chaturaji");

    RecordedTable() {
        mustRun({"new", event, "--name", "Records", "--game", "chaturaji", "--system", "swiss", "--rounds", "3"});
        writeFile(dir.filePath("players.csv"),
                  "name,rating\n\"Rahman, Tanvir\",2400\n\"Akter, Rumana\",2300\n"
                  "\"Biswas, Sumon\",2200\n\"Sen, Mitali\",2100\n");
        mustRun({"player", "import", event, dir.filePath("players.csv")});
        mustRun({"pair", event});
        writeFile(record, fixtureGame());
    }
};

}  // namespace tourney::testing
