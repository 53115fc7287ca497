// Small TRF-16 tournaments written inline in tests: one string per player, cells as
// "OPP COLOUR RESULT" ("4 w 1", "0000 - U"), in round order.
#pragma once

#include "formats/trf.h"

#include <sstream>
#include <string>
#include <vector>

namespace tourney::test {

struct PlayerRow {
    int rating = 0;
    std::vector<std::string> cells;
};

inline std::string rightAligned(const std::string& text, std::size_t width) {
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

// A 001 line in TRF-16 columns: start number 5-8, name 15-47, rating 49-52, rounds from 92.
inline std::string trfPlayerLine(int start_no, const PlayerRow& row) {
    std::string line = "001 " + rightAligned(std::to_string(start_no), 4) + "      ";
    std::string name = "Player " + std::to_string(start_no);
    line += name + std::string(33 - name.size(), ' ') + " ";
    line += rightAligned(row.rating > 0 ? std::to_string(row.rating) : "", 4);
    line += std::string(91 - line.size(), ' ');
    for (const std::string& cell : row.cells) {
        std::istringstream words(cell);
        std::string opponent, colour, result;
        words >> opponent >> colour >> result;
        line += rightAligned(opponent, 4) + " " + colour + " " + result + "  ";
    }
    return line;
}

inline formats::TrfDocument trfEvent(const std::vector<PlayerRow>& rows, const std::string& header_lines = "") {
    std::string text = "012 Test event\n" + header_lines;
    for (std::size_t i = 0; i < rows.size(); ++i) text += trfPlayerLine(static_cast<int>(i) + 1, rows[i]) + "\n";
    std::istringstream in(text);
    return formats::readTrf(in, "test.trf");
}

// 6 players, 5 rounds, with every kind of unplayed round (the worked example of the shared
// C.07 notes, checked there against FIDE's tool): P1 has a full-point bye in round 5; P2 wins
// by forfeit against P4 in round 5; P3 takes a zero-point bye in round 5; P4 has a PAB in
// round 4; P5 a half-point bye in round 5; P6 withdraws after round 3.
inline std::vector<PlayerRow> lastRoundForfeitRows() {
    return {
        {2400, {"4 w 1", "2 b 1", "3 w 1", "5 b 1", "0000 - F"}},
        {2322, {"5 b 1", "1 w 0", "6 b 1", "3 b 1", "4 w +"}},
        {2000, {"6 w 1", "4 b =", "1 b 0", "2 w 0", "0000 - Z"}},
        {1900, {"1 b 0", "3 w =", "5 b =", "0000 - U", "2 b -"}},
        {1934, {"2 w 0", "6 b =", "4 w =", "1 w 0", "0000 - H"}},
        {1800, {"3 b 0", "5 w =", "2 w 0", "0000 - -", "0000 - -"}},
    };
}

}  // namespace tourney::test
