// A four-player Swiss TRF after round 1 (1 beat 3, 4 beat 2; 1 and 4 had White), 5 rounds,
// initial colour White: the smallest file on which `tourney engine --dubov` and `--burstein`
// show their rules from the command line.
#pragma once

#include <QByteArray>

namespace tourney::testing {

// system_line: the 092 line's value, e.g. "FIDE_DUBOV".
inline QByteArray fourPlayersAfterRoundOne(const QByteArray& system_line) {
    const QByteArray cells[4] = {"     3 w 1", "     4 b 0", "     1 b 0", "     2 w 1"};
    const QByteArray points[4] = {" 1.0", " 0.0", " 0.0", " 1.0"};
    QByteArray text = "012 Four players\n092 " + system_line + "\nXXR 5\nXXC white1\n";
    for (int i = 0; i < 4; ++i)
        text += "001 " + QByteArray::number(i + 1).rightJustified(4) + "      " +
                ("Player " + QByteArray::number(i + 1)).leftJustified(33) + " " + QByteArray::number(2400 - 100 * i) +
                QByteArray(28, ' ') + points[i] + " " + QByteArray::number(i + 1).rightJustified(4) + cells[i] + "\n";
    return text;
}

}  // namespace tourney::testing
