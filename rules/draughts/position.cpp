#include "rules/draughts/position.h"

#include "rules/message.h"

#include <cctype>
#include <stdexcept>
#include <vector>

namespace tourney::rules::draughts {

Position initialPosition() {
    Position position;
    for (int square = 1; square <= 20; ++square) position.pieces[index(Side::Black)] |= maskOf(square);
    for (int square = 31; square <= 50; ++square) position.pieces[index(Side::White)] |= maskOf(square);
    return position;
}

namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (;;) {
        const auto at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos) return parts;
        text.remove_prefix(at + 1);
    }
}

// A FEN no position can be set up from: the FEN and what is wrong, as a message a front end
// translates (issue 31 item 5).
[[noreturn]] void badFen(std::string_view fen, const Message& why) {
    throw BadValue(Message("FEN \"%1\": %2", std::string(fen), why));
}

int parseSquare(std::string_view text, std::string_view fen) {
    text = trimmed(text);
    // A square has one or two digits; anything longer is rejected before it is read, so a long
    // run of digits cannot overflow.
    int square = -1;
    if (!text.empty() && text.size() <= 2) {
        square = 0;
        for (char c : text) {
            if (!std::isdigit(static_cast<unsigned char>(c))) {
                square = -1;
                break;
            }
            square = square * 10 + (c - '0');
        }
    }
    if (square < 1 || square > kSquareCount) badFen(fen, Message("\"%1\" is not a square 1-50", std::string(text)));
    return square;
}

Side parseSide(std::string_view text, std::string_view fen) {
    text = trimmed(text);
    if (text == "W") return Side::White;
    if (text == "B") return Side::Black;
    badFen(fen, Message("side \"%1\" is neither W nor B", std::string(text)));
}

// One colour's field: "W31-50", "BK17,K24", "W" (no pieces).
void placePieces(Position& position, std::string_view field, std::string_view fen) {
    field = trimmed(field);
    const Side side = parseSide(field.substr(0, 1), fen);
    field.remove_prefix(1);
    if (trimmed(field).empty()) return;
    for (std::string_view item : split(field, ',')) {
        item = trimmed(item);
        bool king = false;
        if (!item.empty() && (item.front() == 'K' || item.front() == 'k')) {
            king = true;
            item.remove_prefix(1);
        }
        const auto dash = item.find('-');
        const int first = parseSquare(item.substr(0, dash), fen);
        const int last = dash == std::string_view::npos ? first : parseSquare(item.substr(dash + 1), fen);
        if (last < first) badFen(fen, Message("range \"%1\" runs backwards", std::string(item)));
        for (int square = first; square <= last; ++square) {
            if (position.occupied() & maskOf(square)) badFen(fen, Message("square %1 is given twice", square));
            position.pieces[index(side)] |= maskOf(square);
            if (king) position.kings |= maskOf(square);
        }
    }
}

std::string listSquares(Bitboard pieces, Bitboard kings) {
    std::string text;
    for (int square = 1; square <= kSquareCount; ++square) {
        if (!(pieces & maskOf(square))) continue;
        if (!text.empty()) text += ',';
        if (kings & maskOf(square)) text += 'K';
        text += std::to_string(square);
    }
    return text;
}

}  // namespace

Position parseFen(std::string_view fen) {
    std::string_view text = trimmed(fen);
    if (!text.empty() && text.back() == '.') text.remove_suffix(1);
    const std::vector<std::string_view> fields = split(text, ':');
    if (fields.size() < 3) badFen(fen, Message("expected side to move and two colour fields, as W:W31-50:B1-20"));
    Position position;
    position.side_to_move = parseSide(fields[0], fen);
    bool seen[2] = {false, false};
    for (std::size_t i = 1; i < fields.size(); ++i) {
        const std::string_view field = trimmed(fields[i]);
        // Lidraughts appends move counters (":H0:F1"); they say nothing about the position.
        if (i >= 3 && !field.empty() && (field.front() == 'H' || field.front() == 'F')) continue;
        const Side side = parseSide(field.substr(0, 1), fen);
        if (seen[index(side)]) badFen(fen, Message("colour %1 is given twice", std::string(field.substr(0, 1))));
        seen[index(side)] = true;
        placePieces(position, field, fen);
    }
    return position;
}

std::string toFen(const Position& position) {
    return std::string(position.side_to_move == Side::White ? "W" : "B") + ":W" +
           listSquares(position.pieces[index(Side::White)], position.kings) + ":B" +
           listSquares(position.pieces[index(Side::Black)], position.kings);
}

}  // namespace tourney::rules::draughts
