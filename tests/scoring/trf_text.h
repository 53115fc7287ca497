// Small TRF-16 tournaments written inline in tests: one string per player, cells as
// "OPP COLOUR RESULT" ("4 w 1", "0000 - U"), in round order.
#pragma once

#include "scoring/trf.h"

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

inline TrfDocument trfEvent(const std::vector<PlayerRow>& rows, const std::string& header_lines = "") {
    std::string text = "012 Test event\n" + header_lines;
    for (std::size_t i = 0; i < rows.size(); ++i) text += trfPlayerLine(static_cast<int>(i) + 1, rows[i]) + "\n";
    std::istringstream in(text);
    return readTrf(in, "test.trf");
}

}  // namespace tourney::test
