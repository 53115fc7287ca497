#include "rules/camelot/position.h"

#include "rules/message.h"

#include <sstream>
#include <stdexcept>
#include <vector>

namespace tourney::rules::camelot {

namespace {

// A position the game cannot be set up from: what is wrong, as a message a front end translates
// (issue 31 item 5).
[[noreturn]] void refuse(const Message& what) { throw BadValue(Message("Camelot position: %1", what)); }

std::vector<std::string_view> splitRanks(std::string_view board) {
    std::vector<std::string_view> ranks;
    for (;;) {
        const auto slash = board.find('/');
        ranks.push_back(board.substr(0, slash));
        if (slash == std::string_view::npos) return ranks;
        board.remove_prefix(slash + 1);
    }
}

void placePiece(Position& position, char letter, int file, int rank) {
    const Square square = squareAt(file, rank);
    const std::string where = std::string(1, static_cast<char>('A' + file)) + std::to_string(rank);
    if (letter == '.') return;
    if (square == kNoSquare) refuse(Message("%1 is a cut-away corner, not a square, and must be '.'", where));
    switch (letter) {
    case 'K': position.knights.add(square); [[fallthrough]];
    case 'M': position.pieces[index(Side::White)].add(square); break;
    case 'k': position.knights.add(square); [[fallthrough]];
    case 'm': position.pieces[index(Side::Black)].add(square); break;
    default: refuse(Message("%1: '%2' is not K, M, k, m or '.'", where, std::string(1, letter)));
    }
}

std::uint8_t castleMoveCount(const std::string& text, Side side) {
    if (text.size() != 1 || text[0] < '0' || text[0] > '0' + kMaxCastleMoves)
        refuse(side == Side::White ? Message("White's castle moves must be 0, 1 or 2, not \"%1\"", text)
                                   : Message("Black's castle moves must be 0, 1 or 2, not \"%1\"", text));
    return static_cast<std::uint8_t>(text[0] - '0');
}

}  // namespace

Position initialPosition() { return parsePosition(kInitialPositionText); }

Position parsePosition(std::string_view text) {
    std::istringstream fields{std::string(text)};
    std::string board, side, white_castle_moves, black_castle_moves, extra;
    if (!(fields >> board >> side >> white_castle_moves >> black_castle_moves) || (fields >> extra))
        refuse(Message("expected 16 ranks, the side to move and two castle move counts, separated by spaces"));
    const std::vector<std::string_view> ranks = splitRanks(board);
    if (ranks.size() != kRanks) refuse(Message("%1 ranks where 16 are needed", ranks.size()));
    Position position;
    for (int row = 0; row < kRanks; ++row) {
        const int rank = kRanks - row;
        if (ranks[row].size() != kFiles)
            refuse(Message("rank %1 has %2 characters where 12 are needed", rank, ranks[row].size()));
        for (int file = 0; file < kFiles; ++file) placePiece(position, ranks[row][file], file, rank);
    }
    if (side != "w" && side != "b") refuse(Message("the side to move must be w or b, not \"%1\"", side));
    position.side_to_move = side == "w" ? Side::White : Side::Black;
    position.castle_moves = {castleMoveCount(white_castle_moves, Side::White),
                             castleMoveCount(black_castle_moves, Side::Black)};
    return position;
}

std::string positionText(const Position& position) {
    std::string text;
    for (int rank = kRanks; rank >= 1; --rank) {
        for (int file = 0; file < kFiles; ++file) {
            const Square square = squareAt(file, rank);
            char letter = '.';
            if (square != kNoSquare && position.occupied().has(square)) {
                letter = position.isKnight(square) ? 'k' : 'm';
                if (position.pieces[index(Side::White)].has(square)) letter = static_cast<char>(letter - 'a' + 'A');
            }
            text += letter;
        }
        if (rank > 1) text += '/';
    }
    text += position.side_to_move == Side::White ? " w " : " b ";
    return text + std::to_string(position.castle_moves[0]) + " " + std::to_string(position.castle_moves[1]);
}

}  // namespace tourney::rules::camelot
