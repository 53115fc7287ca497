#include "rules/chaturaji/record_reader.h"

#include "rules/chaturaji/turn_notation.h"

#include <cctype>
#include <sstream>
#include <stdexcept>

namespace tourney::rules::chaturaji {

namespace {

constexpr std::string_view kTurnMark = "turn ";  // begins the English of an error in a turn line ("turn %1: %2")

std::string_view trimmed(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

struct TagReading {
    std::string name, value;
    int column = 0;  // of the error
    Message error;
};

// `[Name "value"]`, with \" and \\ inside the value; `line` starts with '['.
TagReading readTag(std::string_view line) {
    TagReading tag;
    std::size_t at = 1;
    while (at < line.size() && (std::isalnum(static_cast<unsigned char>(line[at])) || line[at] == '_')) ++at;
    tag.name = std::string(line.substr(1, at - 1));
    const auto fail = [&](std::size_t column, Message why) {
        tag.column = int(column) + 1;
        tag.error = std::move(why);
        return tag;
    };
    if (tag.name.empty()) return fail(1, Message("a tag is [Name \"value\"]: the name is missing"));
    while (at < line.size() && line[at] == ' ') ++at;
    if (at >= line.size() || line[at] != '"') return fail(at, Message("tag %1: the value must be in quotes", tag.name));
    for (++at; at < line.size() && line[at] != '"'; ++at) {
        if (line[at] == '\\' && at + 1 < line.size()) ++at;
        tag.value += line[at];
    }
    if (at >= line.size()) return fail(at, Message("tag %1: the value's closing quote is missing", tag.name));
    if (trimmed(line.substr(at + 1)) != "]") return fail(at + 1, Message("tag %1: '\"]' must close the tag", tag.name));
    if (tag.name == "Result" && !parsePoints(tag.value))
        return fail(
            line.find('"'),
            Message("tag Result: '%1' is not the points of Red, Green, Yellow and Black (like \"12 5 0 3\") nor *",
                    tag.value));
    return tag;
}

class Reader {
public:
    explicit Reader(std::string file) : file_(std::move(file)) {}

    void readLine(std::string_view line, int number) {
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::string_view text = trimmed(line);
        if (text.empty()) {
            blank_since_tag_ = true;
            return;
        }
        const bool tag = text[0] == '[';
        // A tag after turns, or after the blank line that ends a tag block, opens the next record.
        if (records_.empty() || (tag && (in_turns_ || blank_since_tag_))) startRecord(number);
        if (tag)
            readTagLine(line, number);
        else
            readTurnLine(line, text, number);
    }

    std::vector<GameRecord> records() && { return std::move(records_); }

private:
    void startRecord(int number) {
        records_.emplace_back();
        records_.back().file = file_;
        records_.back().line = number;
        in_turns_ = blank_since_tag_ = false;
    }

    void readTagLine(std::string_view line, int number) {
        blank_since_tag_ = false;
        GameRecord& record = records_.back();
        if (!record.read_error.empty()) return;
        const std::size_t indent = line.find('[');
        TagReading tag = readTag(line.substr(indent));
        if (!tag.error.empty()) return fail(number, int(indent) + tag.column, tag.error);
        record.tags.emplace_back(std::move(tag.name), std::move(tag.value));
    }

    void readTurnLine(std::string_view line, std::string_view text, int number) {
        in_turns_ = true;
        GameRecord& record = records_.back();
        if (!record.read_error.empty()) return;  // the rest of a record that broke off
        const TurnReading reading = readTurn(line);
        if (!reading.error.empty())
            return fail(number, reading.column, Message("turn %1: %2", record.moves.size() + 1, reading.error));
        record.moves.emplace_back(text);
        record.move_lines.push_back(number);
    }

    void fail(int line, int column, const Message& why) {
        records_.back().unreadable(line, Message("%1:%2:%3: %4", file_, line, column, why));
    }

    std::string file_;
    std::vector<GameRecord> records_;
    bool in_turns_ = false;         // the current record has reached its turns
    bool blank_since_tag_ = false;  // a blank line came after the current record's last tag
};

}  // namespace

std::optional<std::vector<int>> parsePoints(std::string_view text) {
    text = trimmed(text);
    if (text == "*") return std::vector<int>{};
    std::vector<int> points;
    std::size_t at = 0;
    while (at < text.size() && points.size() < 5) {
        std::size_t end = at;
        while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
        if (end == at || end - at > 3) return std::nullopt;
        points.push_back(std::stoi(std::string(text.substr(at, end - at))));
        at = text.find_first_not_of(" \t", end);
        if (at == end && end < text.size()) return std::nullopt;  // no space between numbers
        if (at == std::string_view::npos) at = text.size();
    }
    if (points.size() != 4) return std::nullopt;
    return points;
}

bool readErrorInTurns(const GameRecord& record) {
    // The message is "FILE:LINE:COLUMN: turn N: why" for a turn line.
    const std::size_t why = record.read_error.find(": ", record.file.size());
    return why != std::string::npos && record.read_error.compare(why + 2, kTurnMark.size(), kTurnMark) == 0;
}

std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name) {
    std::ostringstream buffer;  // in one piece: far faster than a character at a time
    if (in.peek() != std::char_traits<char>::eof()) buffer << in.rdbuf();
    const std::string text = std::move(buffer).str();
    if (in.bad()) throw UnreadableFile(Message("%1: cannot be read", file_name));
    if (text.find('\0') != std::string::npos) throw UnreadableFile(Message("%1: is not a text file", file_name));
    Reader reader(file_name);
    std::size_t start = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;  // a UTF-8 byte order mark
    for (int number = 1; start < text.size(); ++number) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        reader.readLine(std::string_view(text).substr(start, end - start), number);
        start = end + 1;
    }
    std::vector<GameRecord> records = std::move(reader).records();
    if (records.empty()) throw UnreadableFile(Message("%1: holds no Chaturaji record", file_name));
    return records;
}

}  // namespace tourney::rules::chaturaji
