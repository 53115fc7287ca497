#include "rules/chaturaji/move_generation.h"

#include <algorithm>

namespace tourney::rules::chaturaji {

namespace {

constexpr Step kKingSteps[8] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr Step kElephantRays[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};  // the chess rook
constexpr Step kHorseJumps[8] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Step kBoatJumps[4] = {{2, 2}, {2, -2}, {-2, -2}, {-2, 2}};  // over whatever stands between

// The square `step` away from `from`, or -1 off the board.
int stepFrom(int from, const Step& step) {
    const int file = fileOf(from) + step.file, rank = rankOf(from) + step.rank;
    return onBoard(file, rank) ? squareAt(file, rank) : -1;
}

// A move onto an empty square or onto a piece of another army.
void pushUnlessOwn(const Position& position, Army army, int from, int to, MoveList& moves) {
    const Piece target = position.at(to);
    if (target.empty() || target.army() != army) moves.push({std::uint8_t(from), std::uint8_t(to)});
}

template <std::size_t N>
void leaperMoves(const Position& position, Army army, int from, const Step (&steps)[N], MoveList& moves) {
    for (const Step& step : steps)
        if (const int to = stepFrom(from, step); to >= 0) pushUnlessOwn(position, army, from, to, moves);
}

void elephantMoves(const Position& position, Army army, int from, MoveList& moves) {
    for (const Step& ray : kElephantRays) {
        for (int to = stepFrom(from, ray); to >= 0; to = stepFrom(to, ray)) {
            pushUnlessOwn(position, army, from, to, moves);
            if (!position.at(to).empty()) break;
        }
    }
}

// One square forward to an empty square, never two; one square diagonally forward only to
// capture; no en passant (docs/games.md §3.4).
void pawnMoves(const Position& position, Army army, int from, MoveList& moves) {
    const Step forward = pawnForward(army);
    if (const int to = stepFrom(from, forward); to >= 0 && position.at(to).empty())
        moves.push({std::uint8_t(from), std::uint8_t(to)});
    const Step sideways = forward.file != 0 ? Step{0, 1} : Step{1, 0};
    for (const int sign : {1, -1}) {
        const int to = stepFrom(from, {forward.file + sign * sideways.file, forward.rank + sign * sideways.rank});
        if (to < 0) continue;
        const Piece target = position.at(to);
        if (!target.empty() && target.army() != army) moves.push({std::uint8_t(from), std::uint8_t(to)});
    }
}

// A boat that ends its own move on a square of a 2x2 block whose three other squares hold one
// boat of each of the three other armies takes those three boats; boats of an army that is out
// count too (docs/games.md §3.7). Returns how many boats were taken: a square may belong
// to more than one such block, and then every block's boats go.
int boatTriumph(Position& position, int square) {
    const Army army = position.at(square).army();
    std::array<int, 12> taken{};
    int count = 0;
    for (const int corner_file : {fileOf(square) - 1, fileOf(square)}) {
        for (const int corner_rank : {rankOf(square) - 1, rankOf(square)}) {
            if (!onBoard(corner_file, corner_rank) || !onBoard(corner_file + 1, corner_rank + 1)) continue;
            std::array<int, 3> boats{};
            unsigned armies_seen = 1u << index(army);
            int found = 0;
            for (const int other :
                 {squareAt(corner_file, corner_rank), squareAt(corner_file + 1, corner_rank),
                  squareAt(corner_file, corner_rank + 1), squareAt(corner_file + 1, corner_rank + 1)}) {
                if (other == square) continue;
                const Piece piece = position.at(other);
                if (!piece.is(Figure::Boat) || (armies_seen & (1u << index(piece.army())))) break;
                armies_seen |= 1u << index(piece.army());
                boats[std::size_t(found++)] = other;
            }
            if (found < 3) continue;
            for (const int boat : boats)
                if (std::find(taken.begin(), taken.begin() + count, boat) == taken.begin() + count)
                    taken[std::size_t(count++)] = boat;
        }
    }
    for (int i = 0; i < count; ++i) {
        position.points[std::size_t(index(army))] += std::int16_t(position.at(taken[std::size_t(i)]).value());
        position.squares[std::size_t(taken[std::size_t(i)])] = Piece();
    }
    return count;
}

}  // namespace

bool MoveList::contains(const Move& move) const { return std::find(begin(), end(), move) != end(); }

void pieceMoves(const Position& position, int from, MoveList& moves) {
    const Piece piece = position.at(from);
    const Army army = piece.army();
    if (piece.isPawn()) return pawnMoves(position, army, from, moves);
    switch (piece.figure()) {
    case Figure::King: return leaperMoves(position, army, from, kKingSteps, moves);
    case Figure::Elephant: return elephantMoves(position, army, from, moves);
    case Figure::Horse: return leaperMoves(position, army, from, kHorseJumps, moves);
    case Figure::Boat: return leaperMoves(position, army, from, kBoatJumps, moves);
    }
}

void generateMoves(const Position& position, int die, MoveList& moves) {
    for (int square = 0; square < kSquareCount; ++square) {
        const Piece piece = position.at(square);
        if (!piece.empty() && piece.army() == position.to_move && piece.die() == die)
            pieceMoves(position, square, moves);
    }
}

MoveOutcome applyMove(Position& position, const Move& move) {
    MoveOutcome outcome;
    Piece piece = position.at(move.from);
    const Army army = piece.army();
    outcome.captured = position.at(move.to);
    if (!outcome.captured.empty()) {
        position.points[std::size_t(index(army))] += std::int16_t(outcome.captured.value());
        const std::size_t victim = std::size_t(index(outcome.captured.army()));
        // A player whose last king is captured is out (docs/games.md §3.8).
        if (outcome.captured.is(Figure::King) && --position.kings[victim] == 0)
            position.put_out_by[victim] = std::int8_t(index(army));
    }
    // Promotion at once and without choice, to the pawn's destiny, even a second king; the
    // destiny stays with the pawn when a capture moves it to another line (docs/games.md §3.5).
    if (piece.isPawn() && onPromotionLine(army, move.to)) {
        piece = piece.promoted();
        outcome.promoted = true;
        if (piece.is(Figure::King)) ++position.kings[std::size_t(index(army))];
    }
    position.squares[move.from] = Piece();
    position.squares[move.to] = piece;
    // Only a boat's own move (with a 2) makes a triumph, not a pawn that became a boat.
    if (piece.is(Figure::Boat) && !outcome.promoted) outcome.triumph_boats = boatTriumph(position, move.to);
    return outcome;
}

}  // namespace tourney::rules::chaturaji
