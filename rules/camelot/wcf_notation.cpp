#include "rules/camelot/wcf_notation.h"

#include <algorithm>

namespace tourney::rules::camelot {

namespace {

bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Splits a move's text into its square names and the separators between them; false when the
// text does not have the shape of a WCF move.
bool splitMoveText(std::string_view text, std::vector<std::string_view>& squares, std::string& separators) {
    std::size_t at = 0;
    for (;;) {
        const std::size_t start = at;
        if (at >= text.size() || !isLetter(text[at])) return false;
        ++at;
        while (at < text.size() && isDigit(text[at]) && at - start <= 2) ++at;
        if (at == start + 1) return false;
        squares.push_back(text.substr(start, at - start));
        if (at == text.size()) return squares.size() >= 2;
        const char separator = text[at] == 'X' ? 'x' : text[at];
        if (separator != '-' && separator != 'x') return false;
        separators += separator;
        ++at;
    }
}

std::string stepText(Square from, char separator, Square to) { return squareName(from) + separator + squareName(to); }

Message jumpText(const JumpChance& chance) {
    return Message("over %1 to %2", squareName(chance.over), squareName(chance.landing));
}

// The sides' names, each a message of its own so that a front end translates it.
Message sideWord(Side side) { return side == Side::White ? Message("White") : Message("Black"); }

// Walks a written route step by step on the board as the move changes it, and says which step
// the rules forbid as written.
class RouteWalk {
public:
    RouteWalk(const Position& position, const WrittenMove& written)
        : position_(position),
          written_(written),
          start_(written.squares.front()),
          own_castle_(castleOf(position.side_to_move)),
          enemy_castle_(castleOf(opponent(position.side_to_move))),
          own_(position.own()),
          enemy_(position.enemy()),
          visited_(setOf({start_})),
          knight_(position.isKnight(start_)) {
        own_.remove(start_);  // the moving piece has left its square
    }

    // Empty when every step is one the rules allow as written, else why not.
    Message walk() {
        if (Message error = startError(); !error.empty()) return error;
        if (enemy_castle_.has(start_)) return castleMoveError();
        for (std::size_t step = 0; step + 1 < written_.squares.size(); ++step)
            if (Message error = stepError(step); !error.empty()) return error;
        return endError();
    }

    Move move() const { return makeMove(start_, written_.squares.back(), taken_); }

private:
    const Position& position_;
    const WrittenMove& written_;
    const Square start_;
    const SquareSet own_castle_, enemy_castle_;
    SquareSet own_;    // without the moving piece
    SquareSet enemy_;  // without the pieces taken so far: docs/games.md §2.6 removes them at once
    SquareSet taken_;
    SquareSet visited_;  // the canter route so far, its start included
    const bool knight_;
    bool cantered_ = false, jumped_ = false;

    bool occupied(Square square) const { return own_.has(square) || enemy_.has(square); }
    Message us() const { return sideWord(position_.side_to_move); }
    Message them() const { return sideWord(opponent(position_.side_to_move)); }

    Message startError() const {
        if (!position_.occupied().has(start_)) return Message("there is no piece on %1", squareName(start_));
        if (!position_.own().has(start_))
            return Message("the piece on %1 is %2's, and %3 is to move", squareName(start_), them(), us());
        return {};
    }

    // docs/games.md §2.9: a piece in the enemy castle never leaves it; its only move is the castle move
    // to the other square, when empty, and a player makes at most two in a game.
    Message castleMoveError() const {
        const Square other = otherCastleSquare(opponent(position_.side_to_move), start_);
        if (written_.squares.size() != 2 || written_.separators[0] != '-' || written_.squares[1] != other)
            return Message(
                "the piece on %1 stands in %2's castle and never leaves it: its only move is the castle "
                "move to %3",
                squareName(start_), them(), squareName(other));
        const std::string text = stepText(start_, '-', other);
        if (occupied(other)) return Message("%1: %2 is occupied", text, squareName(other));
        if (position_.castle_moves[index(position_.side_to_move)] >= kMaxCastleMoves)
            return Message("%1: %2 has already made the two castle moves a player may make in a game", text, us());
        return {};
    }

    Message stepError(std::size_t step) {
        const Square from = written_.squares[step], to = written_.squares[step + 1];
        const char separator = written_.separators[step];
        const std::string text = stepText(from, separator, to);
        if (step > 0 && enemy_castle_.has(from))
            return Message("%1: the move ended on entering %2's castle at %3", text, them(), squareName(from));
        if (directionBetween(from, to, 1) >= 0) return plainMoveError(text, to, separator);
        const int direction = directionBetween(from, to, 2);
        if (direction < 0)
            return Message("%1: %2 is neither next to %3 nor two squares away along a line", text, squareName(to),
                           squareName(from));
        if (occupied(to)) return Message("%1: %2 is occupied", text, squareName(to));
        const Square over = neighbour(from, direction);
        return separator == '-' ? canterError(from, over, to) : jumpError(from, over, to);
    }

    Message plainMoveError(const std::string& text, Square to, char separator) const {
        if (separator == 'x')
            return Message("%1: a jump leaps over a piece to the square beyond it, two squares away", text);
        if (written_.squares.size() != 2)
            return Message("%1: a plain move goes one square and is the whole move", text);
        if (occupied(to)) return Message("%1: %2 is occupied", text, squareName(to));
        if (own_castle_.has(to))
            return Message("%1: a piece may not enter its own castle by a plain move, only by a jump", text);
        return {};
    }

    Message canterError(Square from, Square over, Square to) {
        const std::string text = stepText(from, '-', to);
        if (jumped_)
            return Message("%1: a canter cannot follow a jump (a knight's charge is canters first, then jumps)", text);
        if (enemy_.has(over))
            return Message("%1: the piece on %2 is %3's: leaping over an enemy piece is a jump, written %4", text,
                           squareName(over), them(), stepText(from, 'x', to));
        if (!own_.has(over)) return Message("%1: there is no piece on %2 to leap over", text, squareName(over));
        if (to == start_) return Message("%1: the canter route comes back to %2, where it began", text, squareName(to));
        if (visited_.has(to)) return Message("%1: the canter route visits %2 twice", text, squareName(to));
        if (own_castle_.has(to))
            return Message("%1: a piece may not enter its own castle by a canter, only by a jump", text);
        visited_.add(to);
        cantered_ = true;
        return {};
    }

    Message jumpError(Square from, Square over, Square to) {
        const std::string text = stepText(from, 'x', to);
        if (taken_.has(over))
            return Message("%1: the piece on %2 was taken earlier in this move and cannot be leapt twice", text,
                           squareName(over));
        if (own_.has(over))
            return Message("%1: the piece on %2 is %3's own: leaping over it is a canter, written %4", text,
                           squareName(over), us(), stepText(from, '-', to));
        if (!enemy_.has(over)) return Message("%1: there is no piece on %2 to jump over", text, squareName(over));
        if (cantered_ && !knight_)
            return Message("%1: only a knight may jump after cantering (a knight's charge)", text);
        enemy_.remove(over);
        taken_.add(over);
        jumped_ = true;
        return {};
    }

    // A jump goes on while it can, and a knight's canter may not stop where the knight could
    // jump (docs/games.md §2.6, §2.7, §2.9); entering the enemy castle ends the move whatever could follow.
    Message endError() const {
        const Square end = written_.squares.back();
        if (enemy_castle_.has(end) || (!jumped_ && !(cantered_ && knight_))) return {};
        const JumpChance chance = jumpFrom(end, own_, enemy_);
        if (chance.piece == kNoSquare) return {};
        if (jumped_)
            return Message("the jump must go on: from %1 the piece can still jump %2", squareName(end),
                           jumpText(chance));
        return Message("a knight's canter may not stop on %1, from where it could jump %2: it must jump or canter on",
                       squareName(end), jumpText(chance));
    }
};

// Why a move whose every step is allowed is still not legal here: the duties of the turn.
Message dutyBroken(const Position& position, const MoveList& legal, const Move& move) {
    const SquareSet own_castle = castleOf(position.side_to_move);
    const Message side = sideWord(position.side_to_move);
    // docs/games.md §2.9: only the piece that jumped into its own castle may move, and it must jump if it can.
    const bool leaving_castle = !legal.empty() && own_castle.has(legal[0].from);
    if (leaving_castle) {
        const std::string leaver = squareName(legal[0].from);
        if (!own_castle.has(move.from))
            return Message("the piece on %1 must leave %2's castle this turn, and only it may move", leaver, side);
        const JumpChance chance = jumpFrom(move.from, position.own(), position.enemy());
        if (chance.piece != kNoSquare && !move.isCapture())
            return Message("the piece on %1 must jump out of %2's castle while it can: %3", leaver, side,
                           jumpText(chance));
        return Message("the piece on %1 must leave %2's castle this turn", leaver, side);
    }
    const JumpChance duty = compulsoryCapture(position);
    if (duty.piece != kNoSquare && !move.isCapture())
        return Message("capture is compulsory: the piece on %1 can jump %2", squareName(duty.piece), jumpText(duty));
    return Message("the move is not legal in this position");
}

}  // namespace

bool looksLikeWcfMove(std::string_view word) {
    std::vector<std::string_view> squares;
    std::string separators;
    return splitMoveText(word, squares, separators);
}

std::optional<WrittenMove> readWcfMove(std::string_view text, Message& why) {
    std::vector<std::string_view> names;
    WrittenMove move;
    if (!splitMoveText(text, names, move.separators)) {
        why = Message("\"%1\" is not a move in WCF notation (such as C6-D7, E6-C8-A8 or H4xJ4xL6)", std::string(text));
        return std::nullopt;
    }
    for (std::string_view name : names) {
        const Square square = parseSquare(name);
        if (square == kNoSquare) {
            why = Message("%1 is not a square of the Camelot board", std::string(name));
            return std::nullopt;
        }
        move.squares.push_back(square);
    }
    return move;
}

MoveCheck checkWrittenMove(const Position& position, std::string_view text) {
    MoveCheck check;
    const std::optional<WrittenMove> written = readWcfMove(text, check.reason);
    if (!written) return check;
    RouteWalk walk(position, *written);
    check.reason = walk.walk();
    if (!check.reason.empty()) return check;
    const Move move = walk.move();
    MoveList legal;
    generateMoves(position, legal);
    if (std::find(legal.begin(), legal.end(), move) != legal.end())
        check.move = move;
    else
        check.reason = dutyBroken(position, legal, move);
    return check;
}

}  // namespace tourney::rules::camelot
