// The cross-check of the Swiss event tests: each round is paired twice over, by `tourney pair`
// on the stored event and by `tourney engine --dutch` on the event exported as TRF just
// before, and the two must agree: the same engine reached through another path (the TRF writer
// and reader), so a constraint dropped on either way shows up as a difference.
#pragma once

#include "tourney_process.h"

#include <set>
#include <utility>
#include <vector>

namespace tourney::testing {

// The games of a round as (white, black), and its pairing-allocated bye (0 when none).
struct Pairing {
    std::set<std::pair<int, int>> games;
    int bye = 0;
    bool operator==(const Pairing&) const = default;
};

inline std::ostream& operator<<(std::ostream& out, const Pairing& pairing) {
    for (auto [white, black] : pairing.games) out << white << '-' << black << ' ';
    return out << "bye " << pairing.bye;
}

inline Pairing pairingOf(const std::vector<PairingLine>& lines) {
    Pairing pairing;
    for (const PairingLine& line : lines) {
        if (line.black != 0)
            pairing.games.insert({line.white, line.black});
        else if (line.result == "U")
            pairing.bye = line.white;
    }
    return pairing;
}

// `engine --dutch -p` output: the number of pairs, then "white black", "N 0" for the bye.
inline Pairing engineOutput(const QString& path) {
    Pairing pairing;
    const QStringList lines = QString::fromUtf8(fileBytes(path)).split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE(!lines.isEmpty());
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(' ', Qt::SkipEmptyParts);
        BOOST_REQUIRE_EQUAL(cells.size(), 2);
        if (cells[1] == "0")
            pairing.bye = cells[0].toInt();
        else
            pairing.games.insert({cells[0].toInt(), cells[1].toInt()});
    }
    BOOST_TEST(lines[0].toInt() == static_cast<int>(lines.size()) - 1);
    return pairing;
}

// Pairs the next round of `event` both ways (files kept in `dir`), requires the two to agree,
// and returns the round as `tourney pairings` prints it.
inline std::vector<PairingLine> pairCrossChecked(const QTemporaryDir& dir, const QString& event, int round) {
    const QString trf = dir.filePath(QString("before-round-%1.trf").arg(round));
    const QString expected = dir.filePath(QString("engine-round-%1.txt").arg(round));
    mustRun({"export", event, "--trf", trf});
    mustRun({"engine", "--dutch", trf, "-p", expected});
    mustRun({"pair", event});
    const std::vector<PairingLine> lines = pairingsTsv(event, round);
    BOOST_TEST_INFO("round " << round);
    BOOST_TEST(pairingOf(lines) == engineOutput(expected));
    return lines;
}

}  // namespace tourney::testing
