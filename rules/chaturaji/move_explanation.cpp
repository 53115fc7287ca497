#include "rules/chaturaji/move_explanation.h"

#include <cstdlib>

namespace tourney::rules::chaturaji {

namespace {

int sign(int value) { return (value > 0) - (value < 0); }

// A piece's kind as a message: "pawn", "king", ...
Message kindWord(Piece piece) {
    if (piece.isPawn()) return Message("pawn");
    switch (piece.figure()) {
    case Figure::King: return Message("king");
    case Figure::Elephant: return Message("elephant");
    case Figure::Horse: return Message("horse");
    default: return Message("boat");
    }
}

Message elephantReason(const Position& position, int from, int to) {
    const int files = fileOf(to) - fileOf(from), ranks = rankOf(to) - rankOf(from);
    if (files != 0 && ranks != 0) return Message("is not an elephant move (an elephant goes along a rank or a file)");
    for (int square = squareAt(fileOf(from) + sign(files), rankOf(from) + sign(ranks)); square != to;
         square = squareAt(fileOf(square) + sign(files), rankOf(square) + sign(ranks)))
        if (!position.at(square).empty())
            return Message("is not an elephant move (it would pass over %1)", squareName(square));
    return Message("is not an elephant move");
}

Message pawnReason(const Position& position, int from, int to) {
    const Army army = position.at(from).army();
    const Step forward = pawnForward(army);
    const int files = fileOf(to) - fileOf(from), ranks = rankOf(to) - rankOf(from);
    // Distance along the pawn's way, and across it.
    const int ahead = files * forward.file + ranks * forward.rank;
    const int across = forward.file != 0 ? ranks : files;
    const bool occupied = !position.at(to).empty();
    if (ahead == 1 && across == 0 && occupied)
        return Message("is not a pawn move (a pawn captures only diagonally forward, not straight ahead)");
    if (ahead == 1 && std::abs(across) == 1 && !occupied)
        return Message("is not a pawn move (a pawn goes diagonally only to capture, and %1 is empty)", squareName(to));
    if (ahead == 2 && across == 0) return Message("is not a pawn move (a pawn goes one square at a time, never two)");
    // Red's pawns go west, Green's north, Yellow's east, Black's south (docs/games.md §3.4).
    const Message ways[4] = {Message("west"), Message("north"), Message("east"), Message("south")};
    return Message("is not a pawn move (a %1 pawn goes one square %2, or one diagonally %2 to capture)", armyWord(army),
                   ways[index(army)]);
}

}  // namespace

Message whyNotAMove(const Position& position, int from, int to) {
    const Piece piece = position.at(from);
    const Piece target = position.at(to);
    if (from == to) return Message("does not leave its square");
    if (!target.empty() && target.army() == piece.army())
        return Message("lands on %1's own %2", armyWord(piece.army()), kindWord(target));
    if (piece.isPawn()) return pawnReason(position, from, to);
    switch (piece.figure()) {
    case Figure::King: return Message("is not a king move (a king goes one square, in any direction)");
    case Figure::Elephant: return elephantReason(position, from, to);
    case Figure::Horse: return Message("is not a horse move");
    case Figure::Boat: return Message("is not a boat move (a boat goes exactly two squares diagonally)");
    }
    return Message("is not a move");
}

}  // namespace tourney::rules::chaturaji
