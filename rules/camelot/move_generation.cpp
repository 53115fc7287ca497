#include "rules/camelot/move_generation.h"

#include <stdexcept>

namespace tourney::rules::camelot {

void MoveList::push(const Move& move) {
    if (size_ == kCapacity) throw std::length_error("Camelot: more legal moves than a move list holds");
    moves_[size_++] = move;
}

JumpChance jumpFrom(Square at, const SquareSet& own, const SquareSet& enemy) {
    for (int direction = 0; direction < kDirectionCount; ++direction) {
        const Square over = neighbour(at, direction);
        if (over == kNoSquare || !enemy.has(over)) continue;
        const Square landing = neighbour(over, direction);
        if (landing != kNoSquare && !own.has(landing) && !enemy.has(landing)) return {at, over, landing};
    }
    return {};
}

JumpChance compulsoryCapture(const Position& position) {
    const Side us = position.side_to_move;
    const SquareSet free_pieces = position.own().without(castleOf(us) | castleOf(opponent(us)));
    JumpChance found;
    free_pieces.forEach([&](Square piece) {
        if (found.piece == kNoSquare) found = jumpFrom(piece, position.own(), position.enemy());
    });
    return found;
}

namespace {

// Lists the moves of one piece at a time into a MoveList, each distinct move once.
class Generator {
public:
    Generator(const Position& position, MoveList& moves)
        : position_(position),
          moves_(moves),
          own_castle_(castleOf(position.side_to_move)),
          enemy_castle_(castleOf(opponent(position.side_to_move))) {}

    // Every move of the piece on `from`. With `must_capture`, only its jumps and (for a
    // knight) its charges: docs/games.md §2.8, capture is compulsory.
    void pieceMoves(Square from, bool must_capture) {
        from_ = from;
        own_without_mover_ = position_.own();
        own_without_mover_.remove(from);
        first_of_piece_ = moves_.size();
        stops_ = {};
        if (enemy_castle_.has(from)) {
            // docs/games.md §2.9: a piece in the enemy castle never leaves it; its only move is the
            // castle move, at most two a game, and it does not capture.
            if (!must_capture) castleMove();
            return;
        }
        if (!must_capture) plainMoves();
        if (!must_capture || position_.isKnight(from)) canters(must_capture);
        jumps(from, position_.enemy(), {});
    }

    // The moves that take a piece out of its own castle. docs/games.md §2.9: it must jump if it can,
    // else it leaves by a plain move or canter (a knight's canter may go on into a charge);
    // never to the other square of its castle.
    void castleLeavingMoves(Square from) {
        const int first = moves_.size();
        const bool can_jump = jumpFrom(from, position_.own(), position_.enemy()).piece != kNoSquare;
        for (bool must_capture : {can_jump, false}) {
            pieceMoves(from, must_capture);
            keepThoseLeaving(first);
            if (moves_.size() > first || !must_capture) return;
        }
    }

private:
    const Position& position_;
    MoveList& moves_;
    SquareSet own_castle_, enemy_castle_;
    Square from_ = kNoSquare;
    SquareSet own_without_mover_;  // the moving piece has left its square: it is empty now
    int first_of_piece_ = 0;
    SquareSet stops_;  // where the piece's moves without capture end, listed once each

    bool isEmpty(Square square, const SquareSet& enemy) const {
        return square != kNoSquare && !own_without_mover_.has(square) && !enemy.has(square);
    }

    void addStop(Square to) {
        if (stops_.has(to)) return;
        stops_.add(to);
        moves_.push(makeMove(from_, to));
    }

    void addCapture(Square to, const SquareSet& captured) {
        const Move move = makeMove(from_, to, captured);
        for (int i = first_of_piece_; i < moves_.size(); ++i)
            if (moves_[i] == move) return;
        moves_.push(move);
    }

    void keepThoseLeaving(int first) {
        int kept = first;
        for (int i = first; i < moves_.size(); ++i)
            if (!own_castle_.has(moves_[i].to)) moves_[kept++] = moves_[i];
        moves_.truncate(kept);
    }

    void castleMove() {
        const Square other = otherCastleSquare(opponent(position_.side_to_move), from_);
        if (isEmpty(other, position_.enemy()) &&
            position_.castle_moves[index(position_.side_to_move)] < kMaxCastleMoves)
            addStop(other);
    }

    // docs/games.md §2.4, §2.9: a plain move goes to an adjacent empty square, never into the own castle.
    void plainMoves() {
        for (int direction = 0; direction < kDirectionCount; ++direction) {
            const Square to = neighbour(from_, direction);
            if (isEmpty(to, position_.enemy()) && !own_castle_.has(to)) addStop(to);
        }
    }

    // Every square a canter route reaches, found breadth first. A route may not come back to
    // a square it has visited, the start included (docs/games.md §2.5), so the squares a route can end
    // on are exactly those the search reaches. A route never lands in the own castle, and one
    // that lands in the enemy castle ends there. A knight may not stop where it could jump:
    // from there it must jump (a charge) or canter on.
    void canters(bool must_capture) {
        const bool knight = position_.isKnight(from_);
        SquareSet visited = setOf({from_});
        std::array<Square, kSquareCount> queue;
        int head = 0, tail = 0;
        queue[tail++] = from_;
        while (head < tail) {
            const Square at = queue[head++];
            if (at != from_) {
                const bool in_enemy_castle = enemy_castle_.has(at);
                const bool can_jump = knight && !in_enemy_castle &&
                                      jumpFrom(at, own_without_mover_, position_.enemy()).piece != kNoSquare;
                if (can_jump)
                    jumps(at, position_.enemy(), {});  // the knight's charge
                else if (!must_capture)
                    addStop(at);
                if (in_enemy_castle) continue;
            }
            for (int direction = 0; direction < kDirectionCount; ++direction) {
                const Square over = neighbour(at, direction);
                if (over == kNoSquare || !own_without_mover_.has(over)) continue;
                const Square landing = neighbour(over, direction);
                if (!isEmpty(landing, position_.enemy()) || visited.has(landing) || own_castle_.has(landing)) continue;
                visited.add(landing);
                queue[tail++] = landing;
            }
        }
    }

    // Jumps from `at` on, with the pieces taken so far already gone (docs/games.md §2.6: removed at
    // once, so a square may be landed on again but no piece leapt twice). A jump goes on
    // while the piece can jump again, except that landing in the enemy castle ends the move.
    void jumps(Square at, const SquareSet& enemy_left, const SquareSet& captured) {
        if (!captured.empty() && enemy_castle_.has(at)) {
            addCapture(at, captured);
            return;
        }
        bool jumped = false;
        for (int direction = 0; direction < kDirectionCount; ++direction) {
            const Square over = neighbour(at, direction);
            if (over == kNoSquare || !enemy_left.has(over)) continue;
            const Square landing = neighbour(over, direction);
            if (!isEmpty(landing, enemy_left)) continue;
            jumped = true;
            SquareSet still_there = enemy_left, taken = captured;
            still_there.remove(over);
            taken.add(over);
            jumps(landing, still_there, taken);
        }
        if (!jumped && !captured.empty()) addCapture(at, captured);
    }
};

}  // namespace

void generateMoves(const Position& position, MoveList& moves) {
    moves.clear();
    Generator generator(position, moves);
    const SquareSet own_castle = castleOf(position.side_to_move);
    // docs/games.md §2.9: a piece that jumped into its own castle and could not jump on out must leave it
    // on the player's next turn, and only it may move; the duty to capture elsewhere does not
    // apply. Only a jump brings a piece there, so a piece standing in its own castle when its
    // side is to move is such a piece.
    const SquareSet in_own_castle = position.own() & own_castle;
    in_own_castle.forEach([&](Square piece) { generator.castleLeavingMoves(piece); });
    if (!moves.empty()) return;
    // With no way out at all, the player moves as if that piece were not there.
    const bool must_capture = compulsoryCapture(position).piece != kNoSquare;
    position.own().without(own_castle).forEach([&](Square piece) { generator.pieceMoves(piece, must_capture); });
}

void applyMove(Position& position, const Move& move) {
    const Side us = position.side_to_move;
    const SquareSet captured = move.captured();
    // The pieces taken leave the board; a jump never lands where a piece it took stood (the
    // landing squares of a chain keep the parity of its start), so the order is free.
    position.pieces[index(opponent(us))] = position.pieces[index(opponent(us))].without(captured);
    position.knights = position.knights.without(captured);
    const bool knight = position.knights.has(move.from);
    position.pieces[index(us)].remove(move.from);
    position.knights.remove(move.from);
    position.pieces[index(us)].add(move.to);
    if (knight) position.knights.add(move.to);
    if (castleOf(opponent(us)).has(move.from)) ++position.castle_moves[index(us)];
    position.side_to_move = opponent(us);
}

}  // namespace tourney::rules::camelot
