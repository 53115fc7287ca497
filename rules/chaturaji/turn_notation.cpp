#include "rules/chaturaji/turn_notation.h"

#include <array>

namespace tourney::rules::chaturaji {

namespace {

struct Field {
    std::string_view text;
    int column;  // 1-based
};

// The fields of a turn line; a line has five at the most that matter (the fifth is an error).
struct Fields {
    std::array<Field, 5> field{};
    std::size_t count = 0;
    const Field& operator[](std::size_t i) const { return field[i]; }
    std::size_t size() const { return count; }
};

Fields splitFields(std::string_view line) {
    Fields fields;
    std::size_t at = 0;
    while (at < line.size() && fields.count < fields.field.size()) {
        if (line[at] == ' ' || line[at] == '\t') {
            ++at;
            continue;
        }
        const std::size_t end = line.find_first_of(" \t", at);
        const std::size_t length = (end == std::string_view::npos ? line.size() : end) - at;
        fields.field[fields.count++] = {line.substr(at, length), int(at) + 1};
        at += length;
    }
    return fields;
}

TurnReading failure(int column, Message error) {
    TurnReading reading;
    reading.column = column;
    reading.error = std::move(error);
    return reading;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// A square as a letter and a number; `length` is how many characters it takes. Returns the
// square, -1 when the text is not shaped like a square, -2 when it is one off the board.
int readSquare(std::string_view text, std::size_t& length) {
    length = 1;
    if (text.empty() || text[0] < 'a' || text[0] > 'z') return -1;
    while (length < text.size() && isDigit(text[length])) ++length;
    if (length == 1) return -1;
    const int file = text[0] - 'a';
    int rank = -1;
    if (length <= 3) {
        rank = 0;
        for (std::size_t digit = 1; digit < length; ++digit) rank = rank * 10 + (text[digit] - '0');
        rank -= 1;
    }
    return onBoard(file, rank) ? squareAt(file, rank) : -2;
}

// One move slot; `error` empty when it reads.
Slot readSlot(const Field& field, int& error_column, Message& error) {
    Slot slot;
    if (field.text == "-") return slot;
    std::size_t from_length = 0, to_length = 0;
    const int from = readSquare(field.text, from_length);
    const std::string_view rest = field.text.substr(from_length);
    const int to = rest.size() > 1 ? readSquare(rest.substr(1), to_length) : -1;
    if (from == -1 || to == -1 || (rest[0] != '-' && rest[0] != 'x') || 1 + to_length != rest.size()) {
        error_column = field.column;
        error = Message("'%1' is not a move slot: from-to, fromxto, or - for a passed die", std::string(field.text));
        return slot;
    }
    const std::size_t to_offset = from_length + 1;
    if (from == -2 || to == -2) {
        const std::size_t offset = from == -2 ? 0 : to_offset;
        error_column = field.column + int(offset);
        error = Message("square %1 is off the board (a-h, 1-8)",
                        std::string(field.text.substr(offset, from == -2 ? from_length : to_length)));
        return slot;
    }
    slot.passed = false;
    slot.capture_mark = rest[0] == 'x';
    slot.from = std::uint8_t(from);
    slot.to = std::uint8_t(to);
    return slot;
}

// The army letter and the throw; `error` empty when both read.
TurnReading readArmyAndThrow(const Fields& fields, int line_end) {
    TurnReading reading;
    const std::optional<Army> army = fields[0].text.size() == 1 ? armyOfLetter(fields[0].text[0]) : std::nullopt;
    if (!army)
        return failure(fields[0].column,
                       Message("'%1' is not an army letter (r, g, y or b)", std::string(fields[0].text)));
    reading.turn.army = *army;
    if (fields.size() < 2) return failure(line_end, Message("the throw is missing after the army letter"));
    const Field& dice = fields[1];
    if (dice.text.size() != 2 || !isDigit(dice.text[0]) || !isDigit(dice.text[1]))
        return failure(dice.column, Message("the throw '%1' is not two digits", std::string(dice.text)));
    for (int die = 0; die < 2; ++die) {
        if (!isDieFace(dice.text[std::size_t(die)]))
            return failure(dice.column + die, Message("the die %1 is not on the long dice (2, 3, 4, 5)",
                                                      std::string(1, dice.text[std::size_t(die)])));
        reading.turn.dice.dice[std::size_t(die)] = dice.text[std::size_t(die)] - '0';
    }
    return reading;
}

}  // namespace

std::string slotText(const Slot& slot) {
    if (slot.passed) return "-";
    return squareName(slot.from) + (slot.capture_mark ? "x" : "-") + squareName(slot.to);
}

TurnReading readTurn(std::string_view line) {
    const Fields fields = splitFields(line);
    const int line_end = int(line.size()) + 1;
    if (fields.size() == 0) return failure(1, Message("the turn line is empty"));
    TurnReading reading = readArmyAndThrow(fields, line_end);
    if (!reading.error.empty()) return reading;
    if (fields.size() < 4)
        return failure(line_end, countedMessage(fields.size() - 2,
                                                "the turn has %1 move slot, not two (a passed die is written -)",
                                                "the turn has %1 move slots, not two (a passed die is written -)"));
    if (fields.size() > 4)
        return failure(fields[4].column, Message("'%1' follows the two move slots", std::string(fields[4].text)));
    for (std::size_t slot = 0; slot < 2; ++slot) {
        reading.turn.slots[slot] = readSlot(fields[slot + 2], reading.column, reading.error);
        if (!reading.error.empty()) return reading;
    }
    return reading;
}

}  // namespace tourney::rules::chaturaji
