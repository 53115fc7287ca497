#include "rules/chaturaji/board.h"

namespace tourney::rules::chaturaji {

std::string_view armyName(Army army) {
    constexpr std::string_view kNames[kArmyCount] = {"Red", "Green", "Yellow", "Black"};
    return kNames[index(army)];
}

char armyLetter(Army army) { return "rgyb"[index(army)]; }

std::optional<Army> armyOfLetter(char letter) {
    for (int i = 0; i < kArmyCount; ++i)
        if (armyLetter(armyAt(i)) == letter) return armyAt(i);
    return std::nullopt;
}

std::string_view figureName(Figure figure) {
    constexpr std::string_view kNames[4] = {"king", "elephant", "horse", "boat"};
    return kNames[static_cast<int>(figure)];
}

std::string describePiece(Piece piece) {
    if (piece.empty()) return "nothing";
    const std::string_view name = piece.isPawn() ? "pawn" : figureName(piece.figure());
    return "a " + std::string(armyName(piece.army())) + " " + std::string(name);
}

std::string squareName(int square) { return {char('a' + fileOf(square)), char('1' + rankOf(square))}; }

}  // namespace tourney::rules::chaturaji
