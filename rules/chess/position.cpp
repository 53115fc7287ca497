#include "rules/chess/position.h"

#include "rules/message.h"

#include <cctype>
#include <stdexcept>
#include <vector>

namespace tourney::rules::chess {

namespace {

// Zobrist keys for repetition detection: one random number per (piece, square), side,
// castling-rights set and en passant file. Fixed seed, so keys are stable between runs.
struct ZobristKeys {
    std::uint64_t piece_square[12][64];
    std::uint64_t castling[16];
    std::uint64_t en_passant_file[8];
    std::uint64_t black_to_move;
};

ZobristKeys buildZobristKeys() {
    ZobristKeys keys{};
    std::uint64_t state = 0x2545F4914F6CDD1DULL;
    auto next = [&state] {  // splitmix64
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto& squares : keys.piece_square)
        for (auto& key : squares) key = next();
    for (auto& key : keys.castling) key = next();
    for (auto& key : keys.en_passant_file) key = next();
    keys.black_to_move = next();
    return keys;
}

const ZobristKeys& zobrist() {
    static const ZobristKeys keys = buildZobristKeys();
    return keys;
}

constexpr std::string_view kPieceLetters = "PNBRQKpnbrqk";

std::vector<std::string_view> splitFields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i > start) fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

// A FEN the position cannot be set up from: the FEN and what is wrong, as a message that a front
// end translates (issue 31 item 5).
[[noreturn]] void badFen(std::string_view fen, const Message& why) {
    throw BadValue(Message("FEN '%1': %2", std::string(fen), why));
}

// `fault`: what the FEN says when the field is not a number.
int parseCounter(std::string_view fen, std::string_view field, const Message& fault) {
    if (field.empty() || field.size() > 6) badFen(fen, fault);
    int value = 0;
    for (char c : field) {
        if (!std::isdigit(static_cast<unsigned char>(c))) badFen(fen, fault);
        value = value * 10 + (c - '0');
    }
    return value;
}

}  // namespace

Position::Position() {
    static const Position initial = fromFen(kStartFen);  // parsed once, copied after
    *this = initial;
}

void Position::clear() {
    by_color_ = {};
    by_type_ = {};
    board_.fill(kEmpty);
    castling_lost_.fill(0);
    castling_rook_.fill(kNoSquare);
    side_ = White;
    castling_ = 0;
    en_passant_ = kNoSquare;
    halfmove_clock_ = 0;
    fullmove_number_ = 1;
    key_ = 0;
}

void Position::putPiece(Square square, std::uint8_t code) {
    board_[square] = code;
    by_color_[codeColor(code)] |= bit(square);
    by_type_[codeType(code)] |= bit(square);
    key_ ^= zobrist().piece_square[code][square];
}

void Position::removePiece(Square square) {
    std::uint8_t code = board_[square];
    board_[square] = kEmpty;
    by_color_[codeColor(code)] &= ~bit(square);
    by_type_[codeType(code)] &= ~bit(square);
    key_ ^= zobrist().piece_square[code][square];
}

void Position::movePiece(Square from, Square to) {
    std::uint8_t code = board_[from];
    Bitboard change = bit(from) | bit(to);
    board_[from] = kEmpty;
    board_[to] = code;
    by_color_[codeColor(code)] ^= change;
    by_type_[codeType(code)] ^= change;
    key_ ^= zobrist().piece_square[code][from] ^ zobrist().piece_square[code][to];
}

Position Position::fromFen(std::string_view fen, bool chess960) {
    Position position{EmptyBoard{}};
    position.clear();
    position.chess960_ = chess960;
    std::vector<std::string_view> fields = splitFields(fen);
    if (fields.size() < 2) badFen(fen, Message("needs at least the placement and the side to move"));
    if (fields.size() > 6) badFen(fen, Message("has more than six fields"));

    // Field 1: placement, rank 8 first.
    int rank = 7, file = 0;
    for (char c : fields[0]) {
        if (c == '/') {
            if (file != 8) badFen(fen, Message("rank %1 does not have 8 squares", rank + 1));
            if (--rank < 0) badFen(fen, Message("more than 8 ranks"));
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) badFen(fen, Message("rank %1 has more than 8 squares", rank + 1));
        } else if (std::size_t index = kPieceLetters.find(c); index != std::string_view::npos) {
            if (file > 7) badFen(fen, Message("rank %1 has more than 8 squares", rank + 1));
            position.putPiece(makeSquare(file++, rank), std::uint8_t(index));
        } else {
            badFen(fen, Message("unknown piece letter '%1'", std::string(1, c)));
        }
    }
    if (rank != 0 || file != 8) badFen(fen, Message("the placement does not describe 8 ranks of 8 squares"));
    for (Color color : {White, Black}) {
        if (popCount(position.pieces(color, King)) != 1)
            badFen(fen, color == White ? Message("White must have exactly one king")
                                       : Message("Black must have exactly one king"));
    }
    if (position.pieces(Pawn) & (rankMask(0) | rankMask(7)))
        badFen(fen, Message("a pawn stands on the first or last rank"));

    // Field 2: side to move.
    if (fields[1] == "w")
        position.side_ = White;
    else if (fields[1] == "b")
        position.side_ = Black;
    else
        badFen(fen, Message("side to move must be 'w' or 'b'"));

    // Field 3: castling rights.
    if (fields.size() > 2 && fields[2] != "-") position.parseCastling(fields[2]);

    // Field 4: en passant target, kept only when a pawn really did just advance two squares.
    if (fields.size() > 3 && fields[3] != "-") {
        std::string_view field = fields[3];
        if (field.size() != 2 || field[0] < 'a' || field[0] > 'h' || field[1] < '1' || field[1] > '8')
            badFen(fen, Message("en passant square '%1' is not a square", std::string(field)));
        Square target = makeSquare(field[0] - 'a', field[1] - '1');
        Color mover = opposite(position.side_);
        int expected_rank = mover == White ? 2 : 5;
        Square pawn_square = mover == White ? target + 8 : target - 8;
        Square origin = mover == White ? target - 8 : target + 8;
        if (rankOf(target) == expected_rank && position.pieceOn(pawn_square) == pieceCode(mover, Pawn) &&
            position.pieceOn(target) == kEmpty && position.pieceOn(origin) == kEmpty)
            position.en_passant_ = target;
    }

    // Fields 5 and 6: halfmove clock and fullmove number (optional, as in EPD-like FENs).
    if (fields.size() > 4)
        position.halfmove_clock_ = parseCounter(fen, fields[4], Message("halfmove clock is not a number"));
    if (fields.size() > 5) {
        position.fullmove_number_ = parseCounter(fen, fields[5], Message("fullmove number is not a number"));
        if (position.fullmove_number_ < 1) position.fullmove_number_ = 1;
    }

    if (position.side_ == Black) position.key_ ^= zobrist().black_to_move;
    position.key_ ^= zobrist().castling[position.castling_];
    Color waiting = opposite(position.side_);
    if (position.attackedBy(position.side_, position.kingSquare(waiting), position.pieces()))
        badFen(fen, Message("the side not to move is in check"));
    position.updateCheckInfo();
    return position;
}

void Position::parseCastling(std::string_view field) {
    for (char c : field) {
        Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
        char letter = char(std::toupper(static_cast<unsigned char>(c)));
        int back_rank = color == White ? 0 : 7;
        Square king = kingSquare(color);
        if (rankOf(king) != back_rank) continue;  // a right without its king is dropped
        Bitboard rooks = pieces(color, Rook) & rankMask(back_rank);
        Square rook = kNoSquare;
        if (letter == 'K') {  // the outermost rook on the king's side
            for (int file = 7; file > fileOf(king) && rook == kNoSquare; --file)
                if (rooks & bit(makeSquare(file, back_rank))) rook = makeSquare(file, back_rank);
        } else if (letter == 'Q') {
            for (int file = 0; file < fileOf(king) && rook == kNoSquare; ++file)
                if (rooks & bit(makeSquare(file, back_rank))) rook = makeSquare(file, back_rank);
        } else if (letter >= 'A' && letter <= 'H') {  // Shredder-FEN / X-FEN: the rook's file
            Square square = makeSquare(letter - 'A', back_rank);
            if (rooks & bit(square)) rook = square;
        } else {
            throw BadValue(Message("castling rights: unknown letter '%1'", std::string(1, c)));
        }
        if (rook != kNoSquare) addCastlingRight(color, rook);
    }
}

void Position::addCastlingRight(Color color, Square rook_square) {
    Square king = kingSquare(color);
    int index = castlingIndex(color, rook_square > king);
    castling_ |= 1 << index;
    castling_rook_[index] = rook_square;
    castling_lost_[king] |= std::uint8_t(color == White ? WhiteKingside | WhiteQueenside
                                                        : BlackKingside | BlackQueenside);
    castling_lost_[rook_square] |= std::uint8_t(1 << index);
    if (fileOf(king) != 4 || (fileOf(rook_square) != 0 && fileOf(rook_square) != 7)) chess960_ = true;
}

std::string Position::fen() const {
    std::string text;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            std::uint8_t code = board_[makeSquare(file, rank)];
            if (code == kEmpty) {
                ++empty;
                continue;
            }
            if (empty) text += char('0' + empty);
            empty = 0;
            text += kPieceLetters[code];
        }
        if (empty) text += char('0' + empty);
        if (rank) text += '/';
    }
    text += side_ == White ? " w " : " b ";
    std::string rights;
    for (int index = 0; index < 4; ++index) {
        if (!(castling_ & (1 << index))) continue;
        Color color = Color(index / 2);
        Square rook = castling_rook_[index];
        bool kingside = index % 2 == 0;
        // X-FEN: K/Q when the rook is the outermost one on its side, else the rook's file.
        Bitboard beyond = pieces(color, Rook) & rankMask(rankOf(rook)) &
                          (kingside ? ~(bit(rook) * 2 - 1) : (bit(rook) - 1));
        char letter = beyond ? char('A' + fileOf(rook)) : (kingside ? 'K' : 'Q');
        rights += color == White ? letter : char(std::tolower(letter));
    }
    text += rights.empty() ? "-" : rights;
    text += ' ';
    if (en_passant_ == kNoSquare)
        text += '-';
    else
        text += std::string{char('a' + fileOf(en_passant_)), char('1' + rankOf(en_passant_))};
    text += ' ' + std::to_string(halfmove_clock_) + ' ' + std::to_string(fullmove_number_);
    return text;
}

Bitboard Position::attackersTo(Square square, Bitboard occupied) const {
    return (pawnAttacks(White, square) & pieces(Black, Pawn)) | (pawnAttacks(Black, square) & pieces(White, Pawn)) |
           (knightAttacks(square) & pieces(Knight)) | (kingAttacks(square) & pieces(King)) |
           (bishopAttacks(square, occupied) & (pieces(Bishop) | pieces(Queen))) |
           (rookAttacks(square, occupied) & (pieces(Rook) | pieces(Queen)));
}

bool Position::attackedBy(Color color, Square square, Bitboard occupied) const {
    return (pawnAttacks(opposite(color), square) & pieces(color, Pawn)) ||
           (knightAttacks(square) & pieces(color, Knight)) || (kingAttacks(square) & pieces(color, King)) ||
           (bishopAttacks(square, occupied) & (pieces(color, Bishop) | pieces(color, Queen))) ||
           (rookAttacks(square, occupied) & (pieces(color, Rook) | pieces(color, Queen)));
}

Bitboard Position::blockersOfKing(Color color) const {
    Square king = kingSquare(color);
    Color them = opposite(color);
    Bitboard snipers = (rookAttacks(king, 0) & (pieces(them, Rook) | pieces(them, Queen))) |
                       (bishopAttacks(king, 0) & (pieces(them, Bishop) | pieces(them, Queen)));
    Bitboard blockers = 0;
    while (snipers) {
        Bitboard between = betweenSquares(king, popLowest(snipers)) & pieces();
        if (between && !moreThanOne(between)) blockers |= between;
    }
    return blockers;
}

void Position::updateCheckInfo() {
    checkers_ = attackersTo(kingSquare(side_), pieces()) & pieces(opposite(side_));
    pinned_ = blockersOfKing(side_) & pieces(side_);
}

void Position::generateCastling(MoveList& list) const {
    Color us = side_;
    Square king = kingSquare(us);
    for (bool kingside : {true, false}) {
        int index = castlingIndex(us, kingside);
        if (!(castling_ & (1 << index))) continue;
        Square rook = castling_rook_[index];
        Move move(king, rook, MoveKind::Castling);
        Square king_target = castlingKingTarget(move);
        Square rook_target = castlingRookTarget(move);
        // FIDE Laws 3.8.3.2: every square between king and rook and their targets is empty
        // (the castling king and rook themselves aside).
        Bitboard needed_empty = (betweenSquares(king, king_target) | betweenSquares(rook, rook_target) |
                                 bit(king_target) | bit(rook_target)) &
                                ~(bit(king) | bit(rook));
        if (needed_empty & pieces()) continue;
        // FIDE Laws 3.8.3.1: the king is not in check (checked by the caller) and does not
        // cross or land on an attacked square. The castling rook does not shield (Chess960).
        Bitboard path = betweenSquares(king, king_target) | bit(king_target);
        Bitboard occupied = pieces() ^ bit(rook);
        bool safe = true;
        while (path && safe) safe = !attackedBy(opposite(us), popLowest(path), occupied);
        if (safe) list.add(move);
    }
}

void Position::generatePseudoLegal(MoveList& list, Bitboard destinations) const {
    Color us = side_, them = opposite(side_);
    Bitboard own = pieces(us), enemies = pieces(them), occupied = pieces();
    Square king = kingSquare(us);
    // In double check only the king may move; in single check other pieces must capture the
    // checker or block (FIDE Laws 3.9); isLegal() still vets each move.
    Bitboard targets = ~own & destinations;
    if (moreThanOne(checkers_))
        targets = 0;
    else if (checkers_)
        targets &= betweenSquares(king, lowestSquare(checkers_)) | checkers_;

    if (targets) {
        // Pawns, moving up the board for White and down for Black.
        Bitboard pawns = pieces(us, Pawn);
        int forward = us == White ? 8 : -8;
        Bitboard promotion_rank = rankMask(us == White ? 7 : 0);
        Bitboard double_rank = rankMask(us == White ? 3 : 4);
        Bitboard empty = ~occupied;
        Bitboard single = (us == White ? pawns << 8 : pawns >> 8) & empty;
        Bitboard doubled = (us == White ? single << 8 : single >> 8) & empty & double_rank & targets;
        single &= targets;
        auto addPawnMoves = [&](Bitboard destinations, int offset) {
            while (destinations) {
                Square to = popLowest(destinations);
                Square from = to - offset;
                if (bit(to) & promotion_rank) {
                    for (PieceType piece : {Queen, Rook, Bishop, Knight})
                        list.add(Move(from, to, MoveKind::Promotion, piece));
                } else {
                    list.add(Move(from, to));
                }
            }
        };
        addPawnMoves(single, forward);
        while (doubled) {
            Square to = popLowest(doubled);
            list.add(Move(to - 2 * forward, to));
        }
        Bitboard capture_targets = enemies & targets;
        Bitboard not_file_a = ~fileMask(0), not_file_h = ~fileMask(7);
        Bitboard toward_a = us == White ? (pawns & not_file_a) << 7 : (pawns & not_file_a) >> 9;
        Bitboard toward_h = us == White ? (pawns & not_file_h) << 9 : (pawns & not_file_h) >> 7;
        addPawnMoves(toward_a & capture_targets, us == White ? 7 : -9);
        addPawnMoves(toward_h & capture_targets, us == White ? 9 : -7);

        // Pieces.
        for (PieceType type : {Knight, Bishop, Rook, Queen}) {
            Bitboard movers = pieces(us, type);
            while (movers) {
                Square from = popLowest(movers);
                Bitboard attacks = type == Knight   ? knightAttacks(from)
                                   : type == Bishop ? bishopAttacks(from, occupied)
                                   : type == Rook   ? rookAttacks(from, occupied)
                                                    : bishopAttacks(from, occupied) | rookAttacks(from, occupied);
                attacks &= targets;
                while (attacks) list.add(Move(from, popLowest(attacks)));
            }
        }
    }

    // En passant may capture a checking pawn without landing on its square: it is not confined
    // to the targets above, and isLegal() vets it in full.
    if (en_passant_ != kNoSquare && (destinations & bit(en_passant_)) && !moreThanOne(checkers_)) {
        Bitboard capturers = pawnAttacks(them, en_passant_) & pieces(us, Pawn);
        while (capturers) list.add(Move(popLowest(capturers), en_passant_, MoveKind::EnPassant));
    }

    Bitboard king_moves = kingAttacks(king) & ~own & destinations;
    while (king_moves) list.add(Move(king, popLowest(king_moves)));
    if (!checkers_ && castling_ && destinations == kAllSquares) generateCastling(list);
}

bool Position::isLegal(Move move) const {
    Square from = move.from(), to = move.to();
    Square king = kingSquare(side_);
    Color them = opposite(side_);
    if (move.kind() == MoveKind::EnPassant) {
        // The captured pawn leaves a square the capture does not land on: test in full.
        Square captured = to ^ 8;
        Bitboard occupied = (pieces() ^ bit(from) ^ bit(captured)) | bit(to);
        return !(attackersTo(king, occupied) & pieces(them) & ~bit(captured));
    }
    if (move.kind() == MoveKind::Castling) return true;  // vetted when generated
    if (from == king) return !attackedBy(them, to, pieces() ^ bit(from));
    if (checkers_) {
        if (moreThanOne(checkers_)) return false;
        if (!((betweenSquares(king, lowestSquare(checkers_)) | checkers_) & bit(to))) return false;
    }
    // A pinned piece may only move along the line of its pin.
    return !(pinned_ & bit(from)) || (lineThrough(king, from) & bit(to));
}

void Position::generateLegal(MoveList& list) const {
    generatePseudoLegal(list);
    // Only king moves, en passant and moves of pinned pieces can still be illegal: the
    // generator already confines the other pieces to captures of a checker or blocks.
    Bitboard suspects = pinned_ | pieces(side_, King);
    int kept = 0;
    for (int i = 0; i < list.size; ++i) {
        Move move = list.moves[i];
        if (!(suspects & bit(move.from())) && move.kind() != MoveKind::EnPassant)
            list.moves[kept++] = move;
        else if (isLegal(move))
            list.moves[kept++] = move;
    }
    list.size = kept;
}

bool Position::hasLegalMove() const {
    // Most positions let the king step somewhere: try that before generating every move.
    Square king = kingSquare(side_);
    Bitboard steps = kingAttacks(king) & ~pieces(side_);
    Bitboard without_king = pieces() ^ bit(king);
    while (steps)
        if (!attackedBy(opposite(side_), popLowest(steps), without_king)) return true;
    if (moreThanOne(checkers_)) return false;
    MoveList list;
    generatePseudoLegal(list);
    for (Move move : list)
        if (isLegal(move)) return true;
    return false;
}

void Position::make(Move move, Undo& undo) {
    const ZobristKeys& keys = zobrist();
    undo.captured = kEmpty;
    undo.castling = std::uint8_t(castling_);
    undo.en_passant = en_passant_;
    undo.halfmove_clock = halfmove_clock_;
    undo.key = key_;
    undo.checkers = checkers_;
    undo.pinned = pinned_;

    Color us = side_;
    Square from = move.from(), to = move.to();
    ++halfmove_clock_;
    en_passant_ = kNoSquare;
    if (move.kind() == MoveKind::Castling) {
        std::uint8_t king = board_[from], rook = board_[to];
        removePiece(from);
        removePiece(to);
        putPiece(castlingKingTarget(move), king);
        putPiece(castlingRookTarget(move), rook);
    } else {
        PieceType moving = codeType(board_[from]);
        if (move.kind() == MoveKind::EnPassant) {
            undo.captured = board_[to ^ 8];
            removePiece(to ^ 8);
        } else if (board_[to] != kEmpty) {
            undo.captured = board_[to];
            removePiece(to);
        }
        movePiece(from, to);
        if (moving == Pawn) {
            halfmove_clock_ = 0;  // FIDE Laws 9.3: the fifty-move count restarts
            if ((from ^ to) == 16) en_passant_ = (from + to) / 2;
            if (move.kind() == MoveKind::Promotion) {
                removePiece(to);
                putPiece(to, pieceCode(us, move.promotion()));
            }
        }
        if (undo.captured != kEmpty) halfmove_clock_ = 0;
    }
    int rights = castling_ & ~(castling_lost_[from] | castling_lost_[to]);
    key_ ^= keys.castling[castling_] ^ keys.castling[rights] ^ keys.black_to_move;
    castling_ = rights;
    if (us == Black) ++fullmove_number_;
    side_ = opposite(us);
    updateCheckInfo();
}

void Position::unmake(Move move, const Undo& undo) {
    side_ = opposite(side_);
    Color us = side_;
    if (us == Black) --fullmove_number_;
    Square from = move.from(), to = move.to();
    if (move.kind() == MoveKind::Castling) {
        std::uint8_t king = board_[castlingKingTarget(move)], rook = board_[castlingRookTarget(move)];
        removePiece(castlingKingTarget(move));
        removePiece(castlingRookTarget(move));
        putPiece(from, king);
        putPiece(to, rook);
    } else {
        if (move.kind() == MoveKind::Promotion) {
            removePiece(to);
            putPiece(to, pieceCode(us, Pawn));
        }
        movePiece(to, from);
        if (undo.captured != kEmpty) putPiece(move.kind() == MoveKind::EnPassant ? to ^ 8 : to, undo.captured);
    }
    castling_ = undo.castling;
    en_passant_ = undo.en_passant;
    halfmove_clock_ = undo.halfmove_clock;
    key_ = undo.key;
    checkers_ = undo.checkers;
    pinned_ = undo.pinned;
}

bool Position::enPassantCaptureLegal() const {
    if (en_passant_ == kNoSquare) return false;
    Bitboard capturers = pawnAttacks(opposite(side_), en_passant_) & pieces(side_, Pawn);
    while (capturers)
        if (isLegal(Move(popLowest(capturers), en_passant_, MoveKind::EnPassant))) return true;
    return false;
}

std::uint64_t Position::repetitionKey() const {
    return enPassantCaptureLegal() ? key_ ^ zobrist().en_passant_file[fileOf(en_passant_)] : key_;
}

}  // namespace tourney::rules::chess
