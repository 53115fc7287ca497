#include "rules/draughts/move_generation.h"

#include <stdexcept>

namespace tourney::rules::draughts {

void MoveList::push(const Move& move) {
    if (size_ == kCapacity) throw std::length_error("draughts: more legal moves than a move list holds");
    moves_[size_++] = move;
}

namespace {

// The state of one capture search: the capturing piece has left its square (which counts as
// empty, so a capture may end where it began), while the pieces it has jumped stay on the
// board until the end (FMJD art. 4, the Turkish strike rule): they block the way and cannot be
// jumped a second time.
struct CaptureSearch {
    Bitboard opponents = 0;
    Bitboard empty = 0;
    int from = 0;
    int landings[kSquareCount] = {};  // bit of each landing square so far
};

// Calls sink(from, to, captured, count, landings, landing_count) for every capture sequence
// that cannot go on: the only sequences that may be played (a capture is played to its end).
template <class Sink>
void manCaptures(CaptureSearch& search, int at, Bitboard captured, int count, Sink& sink) {
    bool continued = false;
    for (int step : kDirections) {
        const int over = at + step, landing = over + step;
        if (!onBoard(landing)) continue;
        const Bitboard over_mask = Bitboard{1} << over;
        if (!(search.opponents & ~captured & over_mask) || !(search.empty & (Bitboard{1} << landing))) continue;
        continued = true;
        search.landings[count] = landing;
        manCaptures(search, landing, captured | over_mask, count + 1, sink);
    }
    if (!continued && count > 0) sink(search.from, at, captured, count, search.landings);
}

// A king captures at a distance: it runs over empty squares to the first piece on the
// diagonal, jumps it if it is an opponent's not yet taken, and may land on any empty square
// beyond it (FMJD art. 4).
template <class Sink>
void kingCaptures(CaptureSearch& search, int at, Bitboard captured, int count, Sink& sink) {
    bool continued = false;
    for (int step : kDirections) {
        int over = at + step;
        while (onBoard(over) && (search.empty & (Bitboard{1} << over))) over += step;
        if (!onBoard(over)) continue;
        const Bitboard over_mask = Bitboard{1} << over;
        if (!(search.opponents & ~captured & over_mask)) continue;
        for (int landing = over + step; onBoard(landing) && (search.empty & (Bitboard{1} << landing));
             landing += step) {
            continued = true;
            search.landings[count] = landing;
            kingCaptures(search, landing, captured | over_mask, count + 1, sink);
        }
    }
    if (!continued && count > 0) sink(search.from, at, captured, count, search.landings);
}

// Moves every bit `offset` places along the board (towards higher bits when positive).
constexpr Bitboard shifted(Bitboard bits, int offset) { return offset > 0 ? bits << offset : bits >> -offset; }

// The men that can make a first jump: an opponent next to them and an empty square beyond.
// Most positions have none, and then the capture search is skipped for men altogether.
Bitboard menThatCanJump(Bitboard men, Bitboard opponents, Bitboard empty) {
    Bitboard jumpers = 0;
    for (int step : kDirections) jumpers |= men & shifted(opponents & shifted(empty, -step), -step);
    return jumpers;
}

// Runs the capture search for every piece of the side to move that may capture.
template <class Sink>
void allCaptures(const Position& position, Sink& sink) {
    const Side side = position.side_to_move;
    CaptureSearch search;
    search.opponents = position.pieces[index(opponent(side))];
    const Bitboard candidates = position.kingsOf(side) |
                                menThatCanJump(position.men(side), search.opponents, position.empty());
    for (Bitboard pieces = candidates; pieces; pieces &= pieces - 1) {
        const int from = __builtin_ctzll(pieces);
        search.from = from;
        search.empty = position.empty() | (Bitboard{1} << from);
        if (position.kings & (Bitboard{1} << from))
            kingCaptures(search, from, 0, 0, sink);
        else
            manCaptures(search, from, 0, 0, sink);
    }
}

// Keeps the captures that take the most pieces, each (from, to, captured) once.
struct MaximumCaptures {
    MoveList& moves;
    int most = 0;
    void operator()(int from, int to, Bitboard captured, int count, const int*) {
        if (count < most) return;
        if (count > most) {
            most = count;
            moves.clear();
        }
        const Move move{captured, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
        for (const Move& known : moves)
            if (known == move) return;
        moves.push(move);
    }
};

// Keeps every route of the captures that take the most pieces.
struct MaximumRoutes {
    std::vector<MoveRoute>& routes;
    int most = 0;
    void operator()(int from, int to, Bitboard captured, int count, const int* landings) {
        if (count < most) return;
        if (count > most) {
            most = count;
            routes.clear();
        }
        MoveRoute route{{captured, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)}, {}};
        for (int i = 0; i < count; ++i) route.landings.push_back(squareOf(landings[i]));
        routes.push_back(std::move(route));
    }
};

void quietMoves(const Position& position, MoveList& moves) {
    const Side side = position.side_to_move;
    const Bitboard empty = position.empty();
    // Men step one square diagonally forward (FMJD art. 3): up the board for White, down for Black.
    const Bitboard men = position.men(side);
    for (int step : {kUpLeft, kUpRight}) {
        const int shift = -step;
        Bitboard targets = side == Side::White ? (men >> shift) & empty : (men << shift) & empty;
        for (; targets; targets &= targets - 1) {
            const int to = __builtin_ctzll(targets);
            const int from = side == Side::White ? to + shift : to - shift;
            moves.push(Move{0, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
        }
    }
    // Kings fly: any number of empty squares along a diagonal (FMJD art. 3).
    for (Bitboard kings = position.kingsOf(side); kings; kings &= kings - 1) {
        const int from = __builtin_ctzll(kings);
        for (int step : kDirections)
            for (int to = from + step; onBoard(to) && (empty & (Bitboard{1} << to)); to += step)
                moves.push(Move{0, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
    }
}

}  // namespace

void generateMoves(const Position& position, MoveList& moves) {
    moves.clear();
    MaximumCaptures sink{moves};
    allCaptures(position, sink);
    if (moves.empty()) quietMoves(position, moves);  // capturing is compulsory (FMJD art. 4)
}

std::vector<MoveRoute> generateRoutes(const Position& position) {
    std::vector<MoveRoute> routes;
    MaximumRoutes sink{routes};
    allCaptures(position, sink);
    if (!routes.empty()) return routes;
    MoveList quiet;
    quietMoves(position, quiet);
    for (const Move& move : quiet) routes.push_back({move, {move.toSquare()}});
    return routes;
}

void applyMove(Position& position, const Move& move) {
    const Side side = position.side_to_move;
    const Bitboard from_mask = Bitboard{1} << move.from;
    const Bitboard to_mask = Bitboard{1} << move.to;
    const bool king = (position.kings & from_mask) != 0;
    Bitboard& own = position.pieces[index(side)];
    own = (own & ~from_mask) | to_mask;
    position.pieces[index(opponent(side))] &= ~move.captured;
    position.kings &= ~(move.captured | from_mask);
    if (king || (to_mask & kPromotionRow[index(side)])) position.kings |= to_mask;
    position.side_to_move = opponent(side);
}

int countMoves(const Position& position) {
    const Side side = position.side_to_move;
    const Bitboard men = position.men(side), empty = position.empty();
    if (position.kingsOf(side) == 0 && menThatCanJump(men, position.pieces[index(opponent(side))], empty) == 0) {
        // Men only, and none can jump: each man steps to each empty square ahead of it.
        int count = 0;
        for (int step : {kUpLeft, kUpRight})
            count += countOf(side == Side::White ? (men >> -step) & empty : (men << -step) & empty);
        return count;
    }
    MoveList moves;
    generateMoves(position, moves);
    return moves.size();
}

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return static_cast<std::uint64_t>(countMoves(position));
    MoveList moves;
    generateMoves(position, moves);
    std::uint64_t leaves = 0;
    for (const Move& move : moves) {
        Position next = position;
        applyMove(next, move);
        leaves += perft(next, depth - 1);
    }
    return leaves;
}

}  // namespace tourney::rules::draughts
