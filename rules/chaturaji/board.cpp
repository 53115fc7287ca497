#include "rules/chaturaji/board.h"

namespace tourney::rules::chaturaji {

std::string_view armyName(Army army) {
    constexpr std::string_view kNames[kArmyCount] = {"Red", "Green", "Yellow", "Black"};
    return kNames[index(army)];
}

Message armyWord(Army army) {
    switch (army) {
    case Army::Red: return Message("Red");
    case Army::Green: return Message("Green");
    case Army::Yellow: return Message("Yellow");
    default: return Message("Black");
    }
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

Message describePiece(Piece piece) {
    if (piece.empty()) return Message("nothing");
    const Message army = armyWord(piece.army());
    if (piece.isPawn()) return Message("a %1 pawn", army);
    switch (piece.figure()) {
    case Figure::King: return Message("a %1 king", army);
    case Figure::Elephant: return Message("a %1 elephant", army);
    case Figure::Horse: return Message("a %1 horse", army);
    default: return Message("a %1 boat", army);
    }
}

std::string squareName(int square) { return {char('a' + fileOf(square)), char('1' + rankOf(square))}; }

}  // namespace tourney::rules::chaturaji
