#include "rules/chess/notation.h"

#include <cctype>
#include <optional>

namespace tourney::rules::chess {

namespace {

constexpr std::string_view kSanLetters = "PNBRQK";

std::optional<PieceType> pieceFromLetter(char letter) {
    std::size_t index = kSanLetters.find(letter);
    if (index == std::string_view::npos) return std::nullopt;
    return PieceType(index);
}

std::optional<PieceType> promotionFromLetter(char letter) {
    switch (letter) {
    case 'N':
    case 'n': return Knight;
    case 'B':
    case 'b': return Bishop;
    case 'R':
    case 'r': return Rook;
    case 'Q':
    case 'q': return Queen;
    default: return std::nullopt;
    }
}

bool isFile(char c) { return c >= 'a' && c <= 'h'; }
bool isRank(char c) { return c >= '1' && c <= '8'; }

// The words of a reason, each a message of its own so that a front end translates it.
Message colourWord(Color color) { return color == White ? Message("white") : Message("black"); }
Message pieceWord(PieceType type) {
    switch (type) {
    case Pawn: return Message("pawn");
    case Knight: return Message("knight");
    case Bishop: return Message("bishop");
    case Rook: return Message("rook");
    case Queen: return Message("queen");
    default: return Message("king");
    }
}

// What a written move asks for; unset fields match anything.
struct MovePattern {
    std::optional<PieceType> piece;
    int from_file = -1;
    int from_rank = -1;
    Square to = kNoSquare;
    std::optional<PieceType> promotion;
};

std::string_view stripAnnotations(std::string_view text) {
    while (!text.empty() && std::string_view("+#!?").find(text.back()) != std::string_view::npos) text.remove_suffix(1);
    if (text.ends_with("e.p.")) text.remove_suffix(4);
    return text;
}

// Splits "Ng1-f3", "g1f3", "e7e8q", "Nge2", "exd5", "e8=Q" into a pattern; nullopt when the
// text is neither SAN nor coordinates.
std::optional<MovePattern> readPattern(std::string_view text) {
    MovePattern pattern;
    if (!text.empty() && std::isupper(static_cast<unsigned char>(text.front()))) {
        pattern.piece = pieceFromLetter(text.front());
        if (!pattern.piece) return std::nullopt;
        text.remove_prefix(1);
    }
    // Promotion suffix: "=Q", "Q", or lowercase "q" (UCI).
    if (text.size() >= 2 && promotionFromLetter(text.back()) && isRank(text[text.size() - 2])) {
        pattern.promotion = promotionFromLetter(text.back());
        text.remove_suffix(1);
    } else if (text.size() >= 3 && text[text.size() - 2] == '=' && promotionFromLetter(text.back())) {
        pattern.promotion = promotionFromLetter(text.back());
        text.remove_suffix(2);
    }
    if (text.size() < 2 || !isFile(text[text.size() - 2]) || !isRank(text.back())) return std::nullopt;
    pattern.to = makeSquare(text[text.size() - 2] - 'a', text.back() - '1');
    text.remove_suffix(2);
    if (!text.empty() && (text.back() == 'x' || text.back() == '-' || text.back() == ':')) text.remove_suffix(1);
    if (!text.empty() && isRank(text.back())) {
        pattern.from_rank = text.back() - '1';
        text.remove_suffix(1);
    }
    if (!text.empty() && isFile(text.back())) {
        pattern.from_file = text.back() - 'a';
        text.remove_suffix(1);
    }
    if (!text.empty()) return std::nullopt;
    if (!pattern.piece && pattern.from_rank < 0) pattern.piece = Pawn;  // "e4", "exd5"
    return pattern;
}

bool matches(const Position& position, Move move, const MovePattern& pattern) {
    Square from = move.from();
    if (move.kind() == MoveKind::Castling) return false;
    if (move.to() != pattern.to) return false;
    if (pattern.piece && codeType(position.pieceOn(from)) != *pattern.piece) return false;
    if (pattern.from_file >= 0 && fileOf(from) != pattern.from_file) return false;
    if (pattern.from_rank >= 0 && rankOf(from) != pattern.from_rank) return false;
    if (move.kind() == MoveKind::Promotion) return pattern.promotion && *pattern.promotion == move.promotion();
    return !pattern.promotion;
}

Message castlingProblem(const Position& position, bool kingside) {
    Color us = position.sideToMove();
    int index = castlingIndex(us, kingside);
    if (!(position.castlingRights() & (1 << index)))
        return kingside ? Message("%1 may no longer castle kingside: the king or that rook has moved (FIDE Laws 3.8.2)",
                                  colourWord(us))
                        : Message(
                              "%1 may no longer castle queenside: the king or that rook has moved (FIDE Laws "
                              "3.8.2)",
                              colourWord(us));
    if (position.inCheck()) return Message("castling out of check (FIDE Laws 3.8.3.1)");
    Square king = position.kingSquare(us), rook = position.castlingRook(index);
    Move move(king, rook, MoveKind::Castling);
    Bitboard needed_empty = (betweenSquares(king, Position::castlingKingTarget(move)) |
                             betweenSquares(rook, Position::castlingRookTarget(move)) |
                             bit(Position::castlingKingTarget(move)) | bit(Position::castlingRookTarget(move))) &
                            ~(bit(king) | bit(rook));
    if (needed_empty & position.pieces()) return Message("a piece stands between king and rook (FIDE Laws 3.8.3.2)");
    return Message("the king would cross or land on an attacked square (FIDE Laws 3.8.3.1)");
}

ParsedMove parseCastling(const Position& position, bool kingside) {
    Square king = position.kingSquare(position.sideToMove());
    MoveList pseudo;  // castling is generated only when it is legal
    position.generatePseudoLegal(pseudo);
    for (Move move : pseudo)
        if (move.kind() == MoveKind::Castling && (move.to() > king) == kingside) return {move, {}};
    return {Move(), castlingProblem(position, kingside)};
}

// The king's move in coordinates that stands for castling: "e1g1" in standard chess, the
// king taking its own rook ("e1h1") in either.
std::optional<bool> coordinateCastlingSide(const Position& position, Square from, Square to) {
    Color us = position.sideToMove();
    if (from != position.kingSquare(us)) return std::nullopt;
    if (position.pieceOn(to) == pieceCode(us, Rook)) return to > from;
    if (!position.isChess960() && rankOf(from) == rankOf(to) && fileOf(from) == 4 &&
        (fileOf(to) == 6 || fileOf(to) == 2))
        return fileOf(to) == 6;
    return std::nullopt;
}

Message describeUnreachable(const Position& position, const MovePattern& pattern) {
    Color us = position.sideToMove();
    std::string target = squareName(pattern.to);
    if (pattern.from_file >= 0 && pattern.from_rank >= 0) {
        Square from = makeSquare(pattern.from_file, pattern.from_rank);
        std::uint8_t code = position.pieceOn(from);
        if (code == kEmpty) return Message("%1 is empty", squareName(from));
        if (codeColor(code) != us)
            return Message("%1 holds a %2 piece, but %3 is to move", squareName(from), colourWord(codeColor(code)),
                           colourWord(us));
        return Message("the %1 %2 on %3 cannot move to %4", colourWord(us), pieceWord(codeType(code)), squareName(from),
                       target);
    }
    return Message("no %1 %2 can move to %3", colourWord(us), pieceWord(pattern.piece.value_or(Pawn)), target);
}

}  // namespace

std::string squareName(Square square) { return {char('a' + fileOf(square)), char('1' + rankOf(square))}; }

ParsedMove parseMove(const Position& position, std::string_view written) {
    std::string_view text = stripAnnotations(written);
    if (text.empty()) return {Move(), Message("empty move")};
    if (text == "--" || text == "Z0" || text == "0000" || text == "@@@@")
        return {Move(), Message("a null move (a pass) is not a move: the players move alternately (FIDE Laws 1.1)")};
    if (text == "O-O" || text == "0-0" || text == "o-o") return parseCastling(position, true);
    if (text == "O-O-O" || text == "0-0-0" || text == "o-o-o") return parseCastling(position, false);

    std::optional<MovePattern> pattern = readPattern(text);
    if (!pattern) return {Move(), Message("not a chess move")};
    if (pattern->from_file >= 0 && pattern->from_rank >= 0) {
        Square from = makeSquare(pattern->from_file, pattern->from_rank);
        if (std::optional<bool> kingside = coordinateCastlingSide(position, from, pattern->to))
            return parseCastling(position, *kingside);
    }

    // Only the moves that fit the text are tested for legality.
    MoveList pseudo;
    position.generatePseudoLegal(pseudo, bit(pattern->to));
    MoveList fitting;
    bool fits_but_illegal = false, promotion_missing = false;
    for (Move move : pseudo) {
        if (matches(position, move, *pattern)) {
            if (position.isLegal(move))
                fitting.add(move);
            else
                fits_but_illegal = true;
        } else if (move.kind() == MoveKind::Promotion && !pattern->promotion) {
            MovePattern promoted = *pattern;
            promoted.promotion = move.promotion();
            promotion_missing = promotion_missing || matches(position, move, promoted);
        }
    }
    if (fitting.size == 1) return {fitting.moves[0], {}};
    if (fitting.size > 1) {
        std::string candidates;
        for (Move move : fitting) candidates += (candidates.empty() ? "" : ", ") + toSan(position, move);
        return {Move(), Message("ambiguous: %1 all fit", candidates)};
    }
    if (fits_but_illegal)
        return {Move(),
                Message("it would leave the %1 king in check (FIDE Laws 3.9)", colourWord(position.sideToMove()))};
    if (promotion_missing) return {Move(), Message("a pawn reaching the last rank must be promoted (FIDE Laws 3.7.5)")};
    return {Move(), describeUnreachable(position, *pattern)};
}

std::string toUci(const Position& position, Move move) {
    Square to = move.to();
    if (move.kind() == MoveKind::Castling && !position.isChess960()) to = Position::castlingKingTarget(move);
    std::string text = squareName(move.from()) + squareName(to);
    if (move.kind() == MoveKind::Promotion) text += "nbrq"[move.promotion() - Knight];
    return text;
}

std::string toSan(const Position& position, Move move) {
    std::string text;
    Square from = move.from(), to = move.to();
    PieceType moving = codeType(position.pieceOn(from));
    if (move.kind() == MoveKind::Castling) {
        text = to > from ? "O-O" : "O-O-O";
    } else {
        bool capture = position.pieceOn(to) != kEmpty || move.kind() == MoveKind::EnPassant;
        if (moving == Pawn) {
            if (capture) text += char('a' + fileOf(from));
        } else {
            text += kSanLetters[moving];
            // Disambiguate by file, else by rank, else by both (FIDE Laws C.10).
            MoveList legal;
            position.generateLegal(legal);
            bool shared = false, same_file = false, same_rank = false;
            for (Move other : legal) {
                if (other == move || other.to() != to || other.kind() == MoveKind::Castling) continue;
                if (codeType(position.pieceOn(other.from())) != moving) continue;
                shared = true;
                same_file = same_file || fileOf(other.from()) == fileOf(from);
                same_rank = same_rank || rankOf(other.from()) == rankOf(from);
            }
            if (shared && (!same_file || same_rank)) text += char('a' + fileOf(from));
            if (shared && same_file) text += char('1' + rankOf(from));
        }
        if (capture) text += 'x';
        text += squareName(to);
        if (move.kind() == MoveKind::Promotion) {
            text += '=';
            text += kSanLetters[move.promotion()];
        }
    }
    Position after = position;
    Undo undo;
    after.make(move, undo);
    if (after.inCheck()) text += after.hasLegalMove() ? '+' : '#';
    return text;
}

}  // namespace tourney::rules::chess
