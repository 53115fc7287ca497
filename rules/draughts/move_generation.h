// Legal moves of international draughts, as FMJD art. 3 and 4 define them.
//
// A move is its start, its end and the set of pieces it captures: two capture routes with the
// same three are one move (identical captures, counted once as FMJD counts moves). The route
// itself matters only for reading a record, so it is kept apart (CaptureRoute).
#pragma once

#include "rules/draughts/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tourney::rules::draughts {

// A plain aggregate without default member values, so that a MoveList's unused slots cost
// nothing to create; build moves with all three fields.
struct Move {
    Bitboard captured;  // the pieces taken, removed only when the move is done (FMJD art. 4)
    std::uint8_t from;  // bit indices (see position.h)
    std::uint8_t to;

    int fromSquare() const { return squareOf(from); }
    int toSquare() const { return squareOf(to); }
    bool isCapture() const { return captured != 0; }
    bool operator==(const Move&) const = default;
};

// A fixed-capacity list: move generation runs millions of times in perft and must not
// allocate. No legal position comes near the capacity; going past it throws.
class MoveList {
public:
    static constexpr int kCapacity = 1024;
    void push(const Move& move);
    void clear() { size_ = 0; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](int i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

private:
    std::array<Move, kCapacity> moves_;
    int size_ = 0;
};

// Every legal move of the side to move: when a capture is possible only the captures that
// take the most pieces (FMJD art. 4: every piece counts one, a king no more than a man).
void generateMoves(const Position& position, MoveList& moves);

// One way of playing a capture: the squares the piece lands on after each jump, in order
// (the last is the move's end). Quiet moves have the single landing square `to`.
struct MoveRoute {
    Move move;
    std::vector<int> landings;  // square numbers
};

// The legal moves with every route that plays them (an identical capture by two routes
// appears twice, with the same Move). For reading records, where a route can disambiguate.
std::vector<MoveRoute> generateRoutes(const Position& position);

// Plays a legal move: the captured pieces leave the board together, and a man that ends its
// move on the far row is crowned; one that only passes it during a capture is not (FMJD art. 3 and 4).
void applyMove(Position& position, const Move& move);

// Number of legal moves, counted without listing them when nothing can be captured.
int countMoves(const Position& position);

// Number of leaves of the legal move tree `depth` plies deep.
std::uint64_t perft(const Position& position, int depth);

}  // namespace tourney::rules::draughts
