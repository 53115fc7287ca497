#include "rules/draughts/move_notation.h"

#include <algorithm>
#include <vector>

namespace tourney::rules::draughts {

namespace {

struct WrittenMove {
    std::vector<int> squares;  // start, landings written, end
    bool capture = false;      // written with 'x'
};

// "32-28", "19x30", "26x17x8": numbers 1-50 joined by '-' or 'x'. Empty on anything else.
std::vector<int> parseSquares(std::string_view token, bool& capture) {
    std::vector<int> squares;
    int value = -1;
    for (char c : token) {
        if (c >= '0' && c <= '9') {
            value = (value < 0 ? 0 : value * 10) + (c - '0');
            if (value > kSquareCount) return {};
        } else if (c == '-' || c == 'x' || c == 'X' || c == ':') {
            if (value < 1) return {};
            if (c != '-') capture = true;
            squares.push_back(value);
            value = -1;
        } else {
            return {};
        }
    }
    if (value < 1) return {};
    squares.push_back(value);
    if (squares.size() < 2) return {};
    return squares;
}

// Whether the written intermediate squares appear, in order, among the route's landings.
bool routeMatches(const MoveRoute& route, const std::vector<int>& squares) {
    auto landing = route.landings.begin();
    for (std::size_t i = 1; i + 1 < squares.size(); ++i) {
        landing = std::find(landing, route.landings.end(), squares[i]);
        if (landing == route.landings.end()) return false;
        ++landing;
    }
    return true;
}

std::string squaresText(Bitboard pieces) {
    std::string text;
    for (int square = 1; square <= kSquareCount; ++square)
        if (pieces & maskOf(square)) text += (text.empty() ? "" : ", ") + std::to_string(square);
    return text;
}

Message whyNoMove(const std::vector<MoveRoute>& routes, Side side, int from, int to, bool written_capture) {
    if (routes.empty())
        return side == Side::White ? Message("White has no legal move") : Message("Black has no legal move");
    const int most = countOf(routes.front().move.captured);
    if (most > 0) {
        // Capturing is compulsory and the most pieces must be taken (FMJD art. 4).
        std::string moves;
        std::vector<Move> shown;
        for (const MoveRoute& route : routes) {
            if (std::find(shown.begin(), shown.end(), route.move) != shown.end()) continue;
            if (shown.size() == 4) {
                moves += ", ...";
                break;
            }
            moves += (shown.empty() ? "" : ", ") + moveText(route.move);
            shown.push_back(route.move);
        }
        return most == 1 ? Message("a capture of %1 piece is compulsory (%2)", most, moves)
                         : Message("a capture of %1 pieces is compulsory (%2)", most, moves);
    }
    if (written_capture) return Message("there is nothing to capture");
    return Message("the piece on %1 cannot move to %2", from, to);
}

}  // namespace

std::string moveText(const Move& move) {
    return std::to_string(move.fromSquare()) + (move.isCapture() ? "x" : "-") + std::to_string(move.toSquare());
}

std::variant<Move, Message> findMove(const Position& position, std::string_view token) {
    const MoveMatch match = matchMove(position, token);
    if (match.moves.size() == 1) return match.moves.front();
    if (match.moves.empty()) return match.reason;
    std::string pieces;
    for (std::size_t i = 0; i < match.moves.size(); ++i)
        pieces += (i ? "; " : "") + squaresText(match.moves[i].captured);
    return Message("ambiguous: %1 can take different pieces (%2); the record must give the squares in between",
                   moveText(match.moves.front()), pieces);
}

MoveMatch matchMove(const Position& position, std::string_view token) {
    bool written_capture = false;
    const std::vector<int> squares = parseSquares(token, written_capture);
    if (squares.empty())
        return {{}, Message("\"%1\" is not a move in numeric notation (squares 1-50)", std::string(token))};
    const int from = squares.front(), to = squares.back();
    const Side side = position.side_to_move;
    if (!(position.pieces[index(side)] & maskOf(from)))
        return {{},
                side == Side::White ? Message("White has no piece on square %1", from)
                                    : Message("Black has no piece on square %1", from)};

    const std::vector<MoveRoute> routes = generateRoutes(position);
    MoveMatch match;
    for (const MoveRoute& route : routes) {
        if (route.move.fromSquare() != from || route.move.toSquare() != to || !routeMatches(route, squares)) continue;
        if (std::find(match.moves.begin(), match.moves.end(), route.move) == match.moves.end())
            match.moves.push_back(route.move);
    }
    if (!match.moves.empty()) return match;
    match.reason = whyNoMove(routes, side, from, to, written_capture);
    return match;
}

}  // namespace tourney::rules::draughts
