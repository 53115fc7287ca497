#include "rules/camelot/board.h"

namespace tourney::rules::camelot {

std::string squareName(Square square) {
    return std::string(1, static_cast<char>('A' + fileOf(square))) + std::to_string(rankOf(square));
}

Square parseSquare(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) return kNoSquare;
    const char letter = text[0] >= 'a' && text[0] <= 'z' ? static_cast<char>(text[0] - 'a' + 'A') : text[0];
    if (letter < 'A' || letter > 'L') return kNoSquare;
    int rank = 0;
    for (char digit : text.substr(1)) {
        if (digit < '0' || digit > '9') return kNoSquare;
        rank = rank * 10 + (digit - '0');
    }
    if (text[1] == '0') return kNoSquare;  // "A07" is not how WCF writes a square
    return squareAt(letter - 'A', rank);
}

}  // namespace tourney::rules::camelot
