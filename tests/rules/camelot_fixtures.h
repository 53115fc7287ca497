// The shared Camelot fixtures, read in place from tests/fixtures/camelot/ (never copied into
// the project): perft.tsv and games.expected.tsv, each a header line and then tab-separated rows.
#pragma once

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace tourney::tests {

inline std::string camelotFixture(const std::string& name) {
    return (std::filesystem::path(TOURNEY_FIXTURES_DIR) / "camelot" / name).string();
}

// The cells of every row after the header line.
inline std::vector<std::vector<std::string>> camelotTable(const std::string& name) {
    std::ifstream in(camelotFixture(name));
    BOOST_REQUIRE_MESSAGE(in, camelotFixture(name) << " cannot be opened");
    std::vector<std::vector<std::string>> rows;
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line)) {
        std::vector<std::string> cells;
        std::istringstream split(line);
        for (std::string cell; std::getline(split, cell, '\t');) cells.push_back(cell);
        BOOST_REQUIRE_GE(cells.size(), 3u);
        rows.push_back(cells);
    }
    return rows;
}

struct CamelotPerftRow {
    std::string position;
    int depth = 0;
    std::uint64_t count = 0;
};

inline std::vector<CamelotPerftRow> camelotPerftRows() {
    std::vector<CamelotPerftRow> rows;
    for (const auto& cells : camelotTable("perft.tsv"))
        rows.push_back({cells[0], std::stoi(cells[1]), std::stoull(cells[2])});
    return rows;
}

// A record's expected verdict: ok, illegal at a ply, or inconsistent; `kind` says why.
struct ExpectedVerdict {
    std::string index;  // 1-based, as `tourney validate --format tsv` numbers games
    std::string verdict;
    int ply = 0;
    std::string kind;
};

inline std::vector<ExpectedVerdict> camelotExpectedVerdicts() {
    std::vector<ExpectedVerdict> verdicts;
    for (const auto& cells : camelotTable("games.expected.tsv"))
        verdicts.push_back({cells[0], cells[1], std::stoi(cells[2]), cells.size() > 3 ? cells[3] : ""});
    return verdicts;
}

}  // namespace tourney::tests
