// Reads tests/fixtures/perft/draughts.tsv in place (fen, depth, nodes; '#' comments).
#pragma once

#include "rules/draughts/move_generation.h"
#include "rules/draughts/position.h"

#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace tourney::tests {

struct DraughtsPerftRow {
    std::string fen;
    int depth = 0;
    std::uint64_t nodes = 0;
};

inline std::vector<DraughtsPerftRow> draughtsPerftRows() {
    const std::string path = TOURNEY_FIXTURES_DIR "/perft/draughts.tsv";
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot be opened");
    std::vector<DraughtsPerftRow> rows;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.rfind("fen\t", 0) == 0) continue;
        std::istringstream fields(line);
        DraughtsPerftRow row;
        std::string depth, nodes;
        std::getline(fields, row.fen, '\t');
        std::getline(fields, depth, '\t');
        std::getline(fields, nodes, '\t');
        row.depth = std::stoi(depth);
        row.nodes = std::stoull(nodes);
        rows.push_back(row);
    }
    return rows;
}

}  // namespace tourney::tests
