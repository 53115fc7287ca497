// A chess position under the FIDE Laws: pieces, side to move, castling rights (also for
// Chess960), en passant square and move counters; FEN in and out; legal move generation and
// make/unmake without allocation.
#pragma once

#include "rules/chess/bitboard.h"
#include "rules/chess/move.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tourney::rules::chess {

constexpr std::uint8_t kEmpty = 12;
constexpr std::uint8_t pieceCode(Color color, PieceType type) { return std::uint8_t(color * 6 + type); }
constexpr Color codeColor(std::uint8_t code) { return Color(code / 6); }
constexpr PieceType codeType(std::uint8_t code) { return PieceType(code % 6); }

// Castling rights, one bit each. The rook of each right is remembered by square (Chess960).
enum CastlingRight : int { WhiteKingside = 1, WhiteQueenside = 2, BlackKingside = 4, BlackQueenside = 8 };
constexpr int castlingIndex(Color color, bool kingside) { return color * 2 + (kingside ? 0 : 1); }

// What make() changes that unmake() cannot recompute.
struct Undo {
    std::uint8_t captured = kEmpty;
    std::uint8_t castling = 0;
    Square en_passant = kNoSquare;
    int halfmove_clock = 0;
    std::uint64_t key = 0;
    Bitboard checkers = 0;
    Bitboard pinned = 0;
};

class Position {
public:
    static constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    Position();  // the initial position
    // Throws std::invalid_argument naming the field at fault. Castling rights accept KQkq,
    // Shredder letters (HAha) and X-FEN; rights without their king and rook are dropped.
    static Position fromFen(std::string_view fen, bool chess960 = false);
    std::string fen() const;

    Color sideToMove() const { return side_; }
    Bitboard pieces() const { return by_color_[White] | by_color_[Black]; }
    Bitboard pieces(Color color) const { return by_color_[color]; }
    Bitboard pieces(PieceType type) const { return by_type_[type]; }
    Bitboard pieces(Color color, PieceType type) const { return by_color_[color] & by_type_[type]; }
    std::uint8_t pieceOn(Square square) const { return board_[square]; }
    Square kingSquare(Color color) const { return lowestSquare(pieces(color, King)); }
    int castlingRights() const { return castling_; }
    Square castlingRook(int index) const { return castling_rook_[index]; }
    int halfmoveClock() const { return halfmove_clock_; }
    bool isChess960() const { return chess960_; }

    Bitboard checkers() const { return checkers_; }
    bool inCheck() const { return checkers_ != 0; }
    Bitboard attackersTo(Square square, Bitboard occupied) const;
    bool attackedBy(Color color, Square square, Bitboard occupied) const;

    // Legal moves only. Pseudo-legal generation is kept for telling "no such move" from
    // "a move that leaves the king in check" when a record is judged; it can be confined to
    // some destination squares (castling then only with all squares allowed).
    static constexpr Bitboard kAllSquares = ~Bitboard{0};
    void generateLegal(MoveList& list) const;
    void generatePseudoLegal(MoveList& list, Bitboard destinations = kAllSquares) const;
    bool isLegal(Move move) const;  // for a pseudo-legal move
    bool hasLegalMove() const;

    void make(Move move, Undo& undo);
    void unmake(Move move, const Undo& undo);

    // The Zobrist key of the position for repetition (FIDE Laws 9.2.3): pieces, side to move,
    // castling rights, and the en passant file only when such a capture is really legal.
    std::uint64_t repetitionKey() const;
    bool enPassantCaptureLegal() const;

    // Where a castling move puts king and rook.
    static Square castlingKingTarget(Move move) {
        return makeSquare(move.to() > move.from() ? 6 : 2, rankOf(move.from()));
    }
    static Square castlingRookTarget(Move move) {
        return makeSquare(move.to() > move.from() ? 5 : 3, rankOf(move.from()));
    }

private:
    struct EmptyBoard {};
    explicit Position(EmptyBoard) {}
    void clear();
    void putPiece(Square square, std::uint8_t code);
    void removePiece(Square square);
    void movePiece(Square from, Square to);
    void updateCheckInfo();
    Bitboard blockersOfKing(Color color) const;
    void addCastlingRight(Color color, Square rook_square);
    void parseCastling(std::string_view field);
    void generateCastling(MoveList& list) const;

    std::array<Bitboard, 2> by_color_{};
    std::array<Bitboard, 6> by_type_{};
    std::array<std::uint8_t, 64> board_{};
    std::array<std::uint8_t, 64> castling_lost_{};  // rights lost when a move touches the square
    std::array<Square, 4> castling_rook_{kNoSquare, kNoSquare, kNoSquare, kNoSquare};
    Color side_ = White;
    int castling_ = 0;
    Square en_passant_ = kNoSquare;
    int halfmove_clock_ = 0;
    int fullmove_number_ = 1;
    bool chess960_ = false;
    std::uint64_t key_ = 0;  // without en passant: see repetitionKey()
    Bitboard checkers_ = 0;
    Bitboard pinned_ = 0;  // own pieces pinned to the king of the side to move
};

}  // namespace tourney::rules::chess
