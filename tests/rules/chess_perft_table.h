// The published perft counts of tests/fixtures/perft/chess.tsv, read for the perft tests.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

struct PerftRow {
    std::string fen;
    int depth = 0;
    std::uint64_t nodes = 0;
};

inline std::vector<PerftRow> readChessPerftTable() {
    std::string path = TOURNEY_FIXTURES_DIR "/perft/chess.tsv";
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot be opened");
    std::vector<PerftRow> rows;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.starts_with("fen\t")) continue;
        std::istringstream fields(line);
        PerftRow row;
        std::getline(fields, row.fen, '\t');
        fields >> row.depth >> row.nodes;
        rows.push_back(row);
    }
    return rows;
}
