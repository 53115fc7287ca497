// Legal moves under the FIDE Laws of Chess, article by article, and move notation
// (Appendix C: SAN; long algebraic and UCI coordinates on input).
#include "rules/chess/notation.h"
#include "rules/chess/position.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>

using namespace tourney::rules::chess;

namespace {

std::set<std::string> legalSan(const Position& position) {
    MoveList list;
    position.generateLegal(list);
    std::set<std::string> moves;
    for (Move move : list) moves.insert(toSan(position, move));
    return moves;
}

bool isLegalSan(const std::string& fen, const std::string& san) {
    return legalSan(Position::fromFen(fen)).count(san) > 0;
}

Position play(Position position, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        ParsedMove parsed = parseMove(position, text);
        BOOST_REQUIRE_MESSAGE(parsed.ok(), text << ": " << parsed.error.text());
        Undo undo;
        position.make(parsed.move, undo);
    }
    return position;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(fen)

BOOST_AUTO_TEST_CASE(fen_round_trip) {
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
                            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 13 40"})
        BOOST_TEST(Position::fromFen(fen).fen() == fen);
}

BOOST_AUTO_TEST_CASE(bad_fen_names_the_field) {
    auto message = [](const char* fen) {
        try {
            Position::fromFen(fen);
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    BOOST_TEST(message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1").find("8 squares") !=
               std::string::npos);
    BOOST_TEST(message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1").find("one king") !=
               std::string::npos);
    BOOST_TEST(message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").find("side to move") !=
               std::string::npos);
    BOOST_TEST(message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1").find("piece letter") !=
               std::string::npos);
    BOOST_TEST(message("4k3/8/8/8/8/8/8/4K2R w K - 0 x").find("fullmove") != std::string::npos);
    BOOST_TEST(message("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").find("not to move is in check") != std::string::npos);
    BOOST_TEST(message("4k3/8/8/8/8/8/8/P3K3 w - - 0 1").find("pawn") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(castling_rights_without_king_or_rook_are_dropped) {
    BOOST_TEST(Position::fromFen("4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1").fen() == "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

BOOST_AUTO_TEST_CASE(shredder_and_x_fen_castling_for_chess960) {
    Position position = Position::fromFen("nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w GDgd - 0 1");
    BOOST_TEST(position.isChess960());
    BOOST_TEST(position.fen() == "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(castling)

// FIDE Laws 3.8.3.1: not out of check, not through or onto an attacked square.
BOOST_AUTO_TEST_CASE(law_3_8_3_1_no_castling_out_of_through_or_into_check) {
    BOOST_TEST(isLegalSan("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O"));
    BOOST_TEST(isLegalSan("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O"));
    BOOST_TEST(!isLegalSan("r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1", "O-O"));    // out of check
    BOOST_TEST(!isLegalSan("r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1", "O-O"));    // through f1
    BOOST_TEST(!isLegalSan("r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1", "O-O"));    // onto g1
    BOOST_TEST(isLegalSan("r3k2r/8/8/8/7r/8/8/R3K2R w KQkq - 0 1", "O-O"));      // the rook may be attacked
    BOOST_TEST(isLegalSan("r3k2r/8/8/8/1r6/8/8/R3K2R w KQkq - 0 1", "O-O-O"));   // b1 may be attacked
    BOOST_TEST(!isLegalSan("r3k2r/8/8/8/3r4/8/8/R3K2R w KQkq - 0 1", "O-O-O"));  // through d1
}

// FIDE Laws 3.8.3.2: no piece between king and rook.
BOOST_AUTO_TEST_CASE(law_3_8_3_2_no_castling_past_a_piece) {
    BOOST_TEST(!isLegalSan("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "O-O-O"));
    BOOST_TEST(isLegalSan("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "O-O"));
    ParsedMove parsed = parseMove(Position::fromFen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"), "O-O-O");
    BOOST_TEST(parsed.error.text().find("3.8.3.2") != std::string::npos);
}

// FIDE Laws 3.8.2: the right is lost for good when the king or that rook moves, or the rook is captured.
BOOST_AUTO_TEST_CASE(law_3_8_2_rights_lost_by_king_or_rook_move_or_capture) {
    Position start = Position::fromFen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
    BOOST_TEST(play(start, {"Ke7", "Kd1", "Ke8", "Ke1"}).fen().find(" - ") != std::string::npos);
    BOOST_TEST(play(start, {"Rh7", "Rh2", "Rh8", "Rh1"}).castlingRights() == (WhiteQueenside | BlackQueenside));
    Position captured = play(start, {"Bxh1"});
    BOOST_TEST(captured.castlingRights() == (WhiteQueenside | BlackKingside | BlackQueenside));
    BOOST_TEST(!isLegalSan(captured.fen(), "O-O"));
    ParsedMove parsed = parseMove(play(start, {"Rh7", "Rh2", "Rh8", "Rh1", "Kf8"}), "O-O");
    BOOST_TEST(parsed.error.text().find("no longer castle") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(chess960_castling_with_king_beside_rook) {
    // King f1, rook g1: O-O puts the king on g1 and the rook on f1.
    Position position = Position::fromFen("1r2k2r/8/8/8/8/8/8/1R3KR1 w GBhb - 0 1", true);
    ParsedMove parsed = parseMove(position, "O-O");
    BOOST_REQUIRE(parsed.ok());
    Undo undo;
    position.make(parsed.move, undo);
    BOOST_TEST(position.fen() == "1r2k2r/8/8/8/8/8/8/1R3RK1 b kq - 1 1");
    // A rook on the g-file makes g1 attacked once the castling rook has left it.
    BOOST_TEST(!parseMove(Position::fromFen("1r2k1r1/8/8/8/8/8/8/1R3KR1 w GBgb - 0 1", true), "O-O").ok());
    Position queenside = Position::fromFen("1r2k2r/8/8/8/8/8/8/1R3KR1 w GBhb - 0 1", true);
    BOOST_TEST(parseMove(queenside, "O-O-O").ok());
    BOOST_TEST(parseMove(queenside, "f1b1").ok());  // UCI Chess960 castling: king takes rook
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(pawns)

// FIDE Laws 3.7.3.1: en passant only immediately after the two-square advance.
BOOST_AUTO_TEST_CASE(law_3_7_3_en_passant_only_at_once) {
    Position position = play(Position(), {"e4", "a6", "e5", "d5"});
    BOOST_TEST(parseMove(position, "exd6").ok());
    BOOST_TEST(parseMove(position, "exd6e.p.").ok());
    BOOST_TEST(parseMove(position, "e5d6").ok());
    Position later = play(position, {"a3", "a5"});
    BOOST_TEST(!parseMove(later, "exd6").ok());
}

// FIDE Laws 3.9: en passant that exposes the own king along the rank is illegal.
BOOST_AUTO_TEST_CASE(law_3_9_en_passant_with_both_pawns_pinned_on_the_rank) {
    BOOST_TEST(!isLegalSan("8/8/8/KPp4r/8/8/8/7k w - c6 0 2", "bxc6"));
    BOOST_TEST(isLegalSan("8/8/8/1Pp4r/K7/8/8/7k w - c6 0 2", "bxc6"));
    // The capturing pawn pinned on a diagonal may not leave it.
    BOOST_TEST(!isLegalSan("8/8/5q2/3pP3/8/8/1K6/7k w - d6 0 2", "exd6"));
    BOOST_TEST(isLegalSan("8/8/3q4/3pP3/8/8/1K6/7k w - d6 0 2", "exd6"));
    // Removing the captured pawn opens a diagonal onto the own king.
    BOOST_TEST(!isLegalSan("b7/8/8/3pP3/8/8/8/4k2K w - d6 0 2", "exd6"));
}

// FIDE Laws 3.9: the en passant capture may remove a checking pawn.
BOOST_AUTO_TEST_CASE(law_3_9_en_passant_removes_the_checking_pawn) {
    BOOST_TEST(isLegalSan("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "exd3"));
    BOOST_TEST(parseMove(Position::fromFen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"), "exd3").ok());
}

// FIDE Laws 3.7.5: promotion to queen, rook, bishop or knight of the same colour.
BOOST_AUTO_TEST_CASE(law_3_7_5_promotion_to_any_piece) {
    std::set<std::string> moves = legalSan(Position::fromFen("8/1P6/8/8/8/8/8/k6K w - - 0 1"));
    for (const char* san : {"b8=Q", "b8=R", "b8=B", "b8=N"}) BOOST_TEST(moves.count(san) == 1);
    Position position = Position::fromFen("8/1P6/8/8/8/8/8/k6K w - - 0 1");
    BOOST_TEST(parseMove(position, "b8N").ok());
    BOOST_TEST(parseMove(position, "b7b8n").ok());
    ParsedMove missing = parseMove(position, "b8");
    BOOST_TEST(missing.error.text().find("promoted") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(notation)

// FIDE Laws C.10: a piece's file, else its rank, else both, tell two such pieces apart.
BOOST_AUTO_TEST_CASE(appendix_c_san_disambiguation) {
    std::set<std::string> moves = legalSan(Position::fromFen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"));
    BOOST_TEST(moves.count("Nbd2") == 1);
    BOOST_TEST(moves.count("Nfd2") == 1);
    moves = legalSan(Position::fromFen("4k3/8/8/N7/8/8/8/N3K3 w - - 0 1"));
    BOOST_TEST(moves.count("N1b3") == 1);
    BOOST_TEST(moves.count("N5b3") == 1);
    BOOST_TEST(moves.count("Nc2") == 1);
    BOOST_TEST(moves.count("Nab3") == 0);
    moves = legalSan(Position::fromFen("8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1"));
    BOOST_TEST(moves.count("Qh4e1") == 1);
    BOOST_TEST(moves.count("Qee1") == 1);
    BOOST_TEST(moves.count("Q1e1") == 1);
}

BOOST_AUTO_TEST_CASE(san_reader_accepts_overdisambiguation_and_coordinates) {
    Position position = Position::fromFen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    for (const char* text : {"Nbd2", "Nb1d2", "Nb1-d2", "b1d2", "Nbd2!?", "N1d2"}) BOOST_TEST_CONTEXT(text) {
            BOOST_TEST(toUci(position, parseMove(position, text).move) == "b1d2");
        }
    Position start;
    for (const char* text : {"Nf3", "Ngf3", "Ng1f3", "g1f3", "Ng1-f3", "N1f3"}) BOOST_TEST_CONTEXT(text) {
            BOOST_TEST(toUci(start, parseMove(start, text).move) == "g1f3");
        }
    BOOST_TEST(parseMove(start, "e2-e4").ok());
    BOOST_TEST(parseMove(start, "e4").ok());
    BOOST_TEST(parseMove(start, "Pe4").ok());
}

BOOST_AUTO_TEST_CASE(san_reader_refuses_ambiguous_missing_and_self_check_moves) {
    Position position = Position::fromFen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    BOOST_TEST(parseMove(position, "Nd2").error.text().find("ambiguous") != std::string::npos);
    BOOST_TEST(parseMove(position, "Nd5").error.text().find("no white knight") != std::string::npos);
    BOOST_TEST(parseMove(position, "xyz").error.text() == "not a chess move");
    BOOST_TEST(parseMove(position, "d2d4").error.text().find("d2 is empty") != std::string::npos);
    Position pinned = Position::fromFen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    BOOST_TEST(parseMove(pinned, "Nc3").error.text().find("in check") != std::string::npos);
    BOOST_TEST(parseMove(Position(), "e5").error.text().find("no white pawn") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(san_writer_marks_check_and_mate) {
    Position position = play(Position(), {"f3", "e5", "g4"});
    BOOST_TEST(toSan(position, parseMove(position, "Qh4").move) == "Qh4#");
    BOOST_TEST(toSan(position, parseMove(position, "Bb4").move) == "Bb4");
    Position check = play(Position(), {"e4", "f5"});
    BOOST_TEST(toSan(check, parseMove(check, "Qh5").move) == "Qh5+");
    BOOST_TEST(toSan(check, parseMove(check, "exf5").move) == "exf5");
}

BOOST_AUTO_TEST_CASE(uci_writer_castling_in_both_conventions) {
    Position position = Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    BOOST_TEST(toUci(position, parseMove(position, "O-O").move) == "e1g1");
    BOOST_TEST(toUci(position, parseMove(position, "e1g1").move) == "e1g1");
    BOOST_TEST(toUci(position, parseMove(position, "e1h1").move) == "e1g1");
    BOOST_TEST(toUci(position, parseMove(position, "0-0-0").move) == "e1c1");
}

BOOST_AUTO_TEST_SUITE_END()
