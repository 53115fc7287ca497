#include "rules/chaturaji/position.h"

#include <algorithm>
#include <stdexcept>

namespace tourney::rules::chaturaji {

namespace {

constexpr std::string_view kPieceLetters = "KEHB";  // figures; lower case for a pawn's destiny

// A square of a position that cannot be set up, and what is wrong there, as a message a front end
// translates (issue 31 item 5).
[[noreturn]] void badSquare(int rank, int file, const Message& why) {
    throw BadValue(Message("rank %1, square %2: %3", rank + 1, squareName(squareAt(file, rank)), why));
}

Piece readPiece(std::string_view text, int file, int rank) {
    if (text == "..") return {};
    const std::optional<Army> army = armyOfLetter(text[0]);
    if (!army)
        badSquare(rank, file, Message("'%1' is not an army (r, g, y, b) and a piece, nor '..'", std::string(text)));
    const char letter = text[1];
    const bool pawn = letter >= 'a' && letter <= 'z';
    const std::size_t figure = kPieceLetters.find(char(pawn ? letter - 'a' + 'A' : letter));
    if (figure == std::string_view::npos)
        badSquare(rank, file,
                  Message("'%1' is not a piece (K, E, H, B; a pawn by its destiny k, e, h, b)", std::string(text)));
    const Piece piece(*army, static_cast<Figure>(figure), pawn);
    // A pawn that reaches its promotion line is promoted at once, so none can stand there.
    if (pawn && onPromotionLine(*army, squareAt(file, rank)))
        badSquare(rank, file, Message("a pawn of %1 cannot stand on its promotion line", armyWord(*army)));
    return piece;
}

void readRanks(std::string_view board, Position& position) {
    int rank = 7;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = board.find('/', start);
        const std::string_view row = board.substr(start, slash == std::string_view::npos ? slash : slash - start);
        if (rank < 0) throw BadValue(Message("the board has more than 8 ranks"));
        if (row.size() != 16)
            throw BadValue(Message("rank %1 has %2 characters, not 16 (two a square)", rank + 1, row.size()));
        for (int file = 0; file < 8; ++file)
            position.squares[std::size_t(squareAt(file, rank))] = readPiece(row.substr(std::size_t(file) * 2, 2), file,
                                                                            rank);
        --rank;
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    if (rank >= 0) throw BadValue(Message("the board has %1 ranks, not 8", 7 - rank));
}

}  // namespace

int Position::armiesInPlay() const {
    return int(std::count_if(kings.begin(), kings.end(), [](std::uint8_t count) { return count > 0; }));
}

Position initialPosition() {
    static const Position start = parsePosition(kInitialPosition);  // read once: every replay starts here
    return start;
}

Position parsePosition(std::string_view text) {
    const std::size_t space = text.find(' ');
    if (space == std::string_view::npos)
        throw BadValue(Message("a position is 8 ranks separated by '/', a space and the army to move"));
    const std::string_view mover = text.substr(space + 1);
    Position position;
    readRanks(text.substr(0, space), position);
    if (mover.size() != 1 || !armyOfLetter(mover[0]))
        throw BadValue(Message("the army to move is '%1', not r, g, y or b", std::string(mover)));
    for (const Piece piece : position.squares)
        if (piece.is(Figure::King)) ++position.kings[std::size_t(index(piece.army()))];
    position.to_move = *armyOfLetter(mover[0]);
    // The army named to move may be out already: his turn is skipped (docs/games.md §3.8).
    if (!position.inPlay(position.to_move) && !position.over()) endTurn(position);
    return position;
}

std::string toText(const Position& position) {
    std::string text;
    for (int rank = 7; rank >= 0; --rank) {
        for (int file = 0; file < 8; ++file) {
            const Piece piece = position.at(squareAt(file, rank));
            if (piece.empty()) {
                text += "..";
                continue;
            }
            const char letter = kPieceLetters[std::size_t(piece.figure())];
            text += armyLetter(piece.army());
            text += piece.isPawn() ? char(letter - 'A' + 'a') : letter;
        }
        text += rank > 0 ? '/' : ' ';
    }
    return text + armyLetter(position.to_move);
}

void endTurn(Position& position) {
    if (position.over()) return;
    Army next = nextClockwise(position.to_move);
    while (!position.inPlay(next)) next = nextClockwise(next);
    position.to_move = next;
}

int sweeperOf(const Position& position) {
    if (!position.over()) return -1;
    for (int army = 0; army < kArmyCount; ++army) {
        if (!position.inPlay(armyAt(army))) continue;
        for (int other = 0; other < kArmyCount; ++other)
            if (other != army && position.put_out_by[std::size_t(other)] != army) return -1;
        return army;
    }
    return -1;
}

std::array<int, kArmyCount> gamePoints(const Position& position) {
    std::array<int, kArmyCount> points{};
    std::copy(position.points.begin(), position.points.end(), points.begin());
    // Three whole armies are worth 54 (docs/games.md §3.9): the player who took all three
    // others out scores that, or his captures if they are worth more.
    if (const int sweeper = sweeperOf(position); sweeper >= 0)
        points[std::size_t(sweeper)] = std::max(points[std::size_t(sweeper)], 54);
    return points;
}

}  // namespace tourney::rules::chaturaji
