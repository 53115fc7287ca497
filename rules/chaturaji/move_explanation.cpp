#include "rules/chaturaji/move_explanation.h"

#include <cstdlib>

namespace tourney::rules::chaturaji {

namespace {

int sign(int value) { return (value > 0) - (value < 0); }

std::string elephantReason(const Position& position, int from, int to) {
    const int files = fileOf(to) - fileOf(from), ranks = rankOf(to) - rankOf(from);
    if (files != 0 && ranks != 0) return "is not an elephant move (an elephant goes along a rank or a file)";
    for (int square = squareAt(fileOf(from) + sign(files), rankOf(from) + sign(ranks)); square != to;
         square = squareAt(fileOf(square) + sign(files), rankOf(square) + sign(ranks)))
        if (!position.at(square).empty())
            return "is not an elephant move (it would pass over " + squareName(square) + ")";
    return "is not an elephant move";
}

std::string pawnReason(const Position& position, int from, int to) {
    const Army army = position.at(from).army();
    const Step forward = pawnForward(army);
    const int files = fileOf(to) - fileOf(from), ranks = rankOf(to) - rankOf(from);
    // Distance along the pawn's way, and across it.
    const int ahead = files * forward.file + ranks * forward.rank;
    const int across = forward.file != 0 ? ranks : files;
    const bool occupied = !position.at(to).empty();
    if (ahead == 1 && across == 0 && occupied)
        return "is not a pawn move (a pawn captures only diagonally forward, not straight ahead)";
    if (ahead == 1 && std::abs(across) == 1 && !occupied)
        return "is not a pawn move (a pawn goes diagonally only to capture, and " + squareName(to) + " is empty)";
    if (ahead == 2 && across == 0) return "is not a pawn move (a pawn goes one square at a time, never two)";
    constexpr const char* kWay[4] = {"west", "north", "east", "south"};
    return "is not a pawn move (a " + std::string(armyName(army)) + " pawn goes one square " + kWay[index(army)] +
           ", or one diagonally " + kWay[index(army)] + " to capture)";
}

}  // namespace

std::string whyNotAMove(const Position& position, int from, int to) {
    const Piece piece = position.at(from);
    const Piece target = position.at(to);
    if (from == to) return "does not leave its square";
    if (!target.empty() && target.army() == piece.army())
        return "lands on " + std::string(armyName(piece.army())) + "'s own " +
               std::string(target.isPawn() ? "pawn" : figureName(target.figure()));
    if (piece.isPawn()) return pawnReason(position, from, to);
    switch (piece.figure()) {
    case Figure::King: return "is not a king move (a king goes one square, in any direction)";
    case Figure::Elephant: return elephantReason(position, from, to);
    case Figure::Horse: return "is not a horse move";
    case Figure::Boat: return "is not a boat move (a boat goes exactly two squares diagonally)";
    }
    return "is not a move";
}

}  // namespace tourney::rules::chaturaji
