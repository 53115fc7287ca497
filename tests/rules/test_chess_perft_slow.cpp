// Every published perft count of tests/fixtures/perft/chess.tsv, to the deepest row
// (about 700 million leaves in all).
#include "rules/chess/perft.h"
#include "rules/chess/position.h"
#include "tests/rules/chess_perft_table.h"

#include <boost/test/unit_test.hpp>

using namespace tourney::rules;

BOOST_AUTO_TEST_CASE(every_published_perft_count) {
    std::vector<PerftRow> rows = readChessPerftTable();
    BOOST_REQUIRE_GE(rows.size(), 30u);
    for (const PerftRow& row : rows) {
        if (row.nodes <= 5'000'000) continue;  // in test_chess_perft
        chess::Position position = chess::Position::fromFen(row.fen);
        BOOST_TEST_CONTEXT(row.fen << " depth " << row.depth) {
            BOOST_TEST(chess::perft(position, row.depth) == row.nodes);
        }
    }
}
