// Perft counts of international draughts against the published table (identical captures
// counted once, as FMJD counts moves). Rows up to two million leaves run here; the deeper
// rows run in test_draughts_perft_slow.
#include "tests/rules/draughts_perft_table.h"

#include <boost/test/unit_test.hpp>

BOOST_AUTO_TEST_CASE(published_perft_counts_up_to_two_million_leaves) {
    const auto rows = tourney::tests::draughtsPerftRows();
    BOOST_REQUIRE_GE(rows.size(), 30u);
    int checked = 0;
    for (const auto& row : rows) {
        if (row.nodes > 2'000'000) continue;
        BOOST_TEST_CONTEXT(row.fen << " depth " << row.depth) {
            BOOST_TEST(tourney::rules::draughts::perft(tourney::rules::draughts::parseFen(row.fen), row.depth) ==
                       row.nodes);
        }
        ++checked;
    }
    BOOST_TEST(checked >= 20);
}
