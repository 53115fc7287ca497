// The deeper rows of the published draughts perft table (up to 41 million leaves).
#include "tests/rules/draughts_perft_table.h"

#include <boost/test/unit_test.hpp>

BOOST_AUTO_TEST_CASE(published_perft_counts_above_two_million_leaves) {
    int checked = 0;
    for (const auto& row : tourney::tests::draughtsPerftRows()) {
        if (row.nodes <= 2'000'000) continue;
        BOOST_TEST_CONTEXT(row.fen << " depth " << row.depth) {
            BOOST_TEST(tourney::rules::draughts::perft(tourney::rules::draughts::parseFen(row.fen), row.depth) ==
                       row.nodes);
        }
        ++checked;
    }
    BOOST_TEST(checked >= 4);
}
