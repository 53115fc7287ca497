// Camelot perft against ../shared/fixtures/camelot/perft.tsv (distinct positions per node, as
// docs/games.md defines it), read in place: every row, from the start and from positions made to
// test one rule each. The deepest row has about 100,000 leaves, so all run here.
#include "rules/camelot/perft.h"
#include "rules/camelot/position.h"
#include "rules/registry.h"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace tourney::rules;

namespace {

struct PerftRow {
    std::string position;
    int depth = 0;
    std::uint64_t count = 0;
};

std::vector<PerftRow> perftRows() {
    const std::string path = std::string(TOURNEY_SHARED_DIR) + "/fixtures/camelot/perft.tsv";
    std::ifstream in(path);
    BOOST_REQUIRE_MESSAGE(in, path << " cannot be opened");
    std::vector<PerftRow> rows;
    std::string line;
    std::getline(in, line);  // fen, depth, nodes
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        PerftRow row;
        std::string depth, count;
        std::getline(fields, row.position, '\t');
        std::getline(fields, depth, '\t');
        std::getline(fields, count, '\t');
        row.depth = std::stoi(depth);
        row.count = std::stoull(count);
        rows.push_back(row);
    }
    return rows;
}

}  // namespace

BOOST_AUTO_TEST_CASE(perft_from_the_start_counts_100_then_10026_then_1071110) {
    const camelot::Position start = camelot::initialPosition();
    BOOST_TEST(camelot::perft(start, 0) == 1u);
    BOOST_TEST(camelot::perft(start, 1) == 100u);
    BOOST_TEST(camelot::perft(start, 2) == 10'026u);
    BOOST_TEST(camelot::perft(start, 3) == 1'071'110u);
}

BOOST_AUTO_TEST_CASE(every_row_of_the_shared_perft_table_matches) {
    const std::vector<PerftRow> rows = perftRows();
    BOOST_TEST(rows.size() >= 100u);
    for (const PerftRow& row : rows) {
        BOOST_TEST_CONTEXT(row.position << " depth " << row.depth) {
            BOOST_TEST(camelot::perft(camelot::parsePosition(row.position), row.depth) == row.count);
        }
    }
}

BOOST_AUTO_TEST_CASE(the_engine_reads_its_positions_and_refuses_bad_ones) {
    const auto engine = makeEngine(GameKind::Camelot);
    BOOST_REQUIRE(engine);
    BOOST_TEST(engine->perft(std::string(findGame(GameKind::Camelot)->initial_position), PerftPlan{2, {}}) == 10'026u);
    BOOST_CHECK_THROW(engine->perft("not a position", PerftPlan{1, {}}), std::invalid_argument);
}
