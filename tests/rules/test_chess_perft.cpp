// Move generation against the published perft counts (tests/fixtures/perft/chess.tsv),
// every row up to five million leaves; the deeper rows are in test_chess_perft_slow.cpp.
#include "rules/chess/perft.h"
#include "rules/chess/position.h"
#include "rules/registry.h"
#include "tests/rules/chess_perft_table.h"

#include <boost/test/unit_test.hpp>

using namespace tourney::rules;

BOOST_AUTO_TEST_CASE(published_perft_counts_up_to_five_million_leaves) {
    std::vector<PerftRow> rows = readChessPerftTable();
    BOOST_REQUIRE_GE(rows.size(), 30u);
    int checked = 0;
    for (const PerftRow& row : rows) {
        if (row.nodes > 5'000'000) continue;
        chess::Position position = chess::Position::fromFen(row.fen);
        BOOST_TEST_CONTEXT(row.fen << " depth " << row.depth) {
            BOOST_TEST(chess::perft(position, row.depth) == row.nodes);
        }
        BOOST_TEST(position.fen() == chess::Position::fromFen(row.fen).fen());  // make/unmake restores all
        ++checked;
    }
    BOOST_TEST(checked >= 24);
}

BOOST_AUTO_TEST_CASE(engine_perft_reads_fen_and_rejects_bad_fen) {
    std::unique_ptr<Engine> engine = makeEngine(GameKind::Chess);
    BOOST_REQUIRE(engine);
    BOOST_TEST(engine->perft(std::string(chess::Position::kStartFen), PerftPlan{3, {}}) == 8902u);
    BOOST_CHECK_THROW(engine->perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", PerftPlan{1, {}}),
                      std::invalid_argument);
}

// Chess960 castling: published counts for Chess960 start positions (Reinhard Scharnagl's table).
BOOST_AUTO_TEST_CASE(chess960_castling_perft) {
    chess::Position position = chess::Position::fromFen(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true);
    BOOST_TEST(chess::perft(position, 1) == 21u);
    BOOST_TEST(chess::perft(position, 2) == 528u);
    BOOST_TEST(chess::perft(position, 3) == 12189u);
    BOOST_TEST(chess::perft(position, 4) == 326672u);
}
