// Camelot perft against tests/fixtures/camelot/perft.tsv (distinct positions per node, as
// docs/games.md §2.13 defines it), read in place: every row, from the start and from positions made to
// test one rule each. The deepest row has about 100,000 leaves, so all run here.
#include "rules/camelot/perft.h"
#include "rules/camelot/position.h"
#include "rules/registry.h"
#include "tests/rules/camelot_fixtures.h"

#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

using namespace tourney::rules;
using namespace tourney::tests;

BOOST_AUTO_TEST_CASE(perft_from_the_start_counts_100_then_10026_then_1071110) {
    const camelot::Position start = camelot::initialPosition();
    BOOST_TEST(camelot::perft(start, 0) == 1u);
    BOOST_TEST(camelot::perft(start, 1) == 100u);
    BOOST_TEST(camelot::perft(start, 2) == 10'026u);
    BOOST_TEST(camelot::perft(start, 3) == 1'071'110u);
}

BOOST_AUTO_TEST_CASE(every_row_of_the_shared_perft_table_matches) {
    const std::vector<CamelotPerftRow> rows = camelotPerftRows();
    BOOST_TEST(rows.size() >= 100u);
    for (const CamelotPerftRow& row : rows) {
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
