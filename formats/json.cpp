#include "formats/json.h"

#include "formats/input_error.h"
#include "formats/utf8.h"

#include <cstdio>

namespace tourney::formats {

JsonValue JsonValue::boolean(bool value) {
    JsonValue json;
    json.kind_ = Kind::Boolean;
    json.boolean_ = value;
    return json;
}

JsonValue JsonValue::number(std::string json_text) {
    JsonValue json;
    json.kind_ = Kind::Number;
    json.text_ = std::move(json_text);
    return json;
}

JsonValue JsonValue::number(long long value) { return number(std::to_string(value)); }

JsonValue JsonValue::string(std::string value) {
    JsonValue json;
    json.kind_ = Kind::String;
    json.text_ = std::move(value);
    return json;
}

JsonValue JsonValue::array() {
    JsonValue json;
    json.kind_ = Kind::Array;
    return json;
}

JsonValue JsonValue::object() {
    JsonValue json;
    json.kind_ = Kind::Object;
    return json;
}

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const Member& member : members_)
        if (member.first == key) return &member.second;
    return nullptr;
}

JsonValue& JsonValue::add(JsonValue item) {
    items_.push_back(std::move(item));
    return items_.back();
}

JsonValue& JsonValue::set(std::string key, JsonValue value) {
    members_.emplace_back(std::move(key), std::move(value));
    return members_.back().second;
}

std::string_view jsonKindName(JsonValue::Kind kind) {
    switch (kind) {
    case JsonValue::Kind::Null: return "null";
    case JsonValue::Kind::Boolean: return "a boolean";
    case JsonValue::Kind::Number: return "a number";
    case JsonValue::Kind::String: return "a string";
    case JsonValue::Kind::Array: return "a list";
    case JsonValue::Kind::Object: return "an object";
    }
    return "a value";
}

Message jsonKindMessage(JsonValue::Kind kind) {
    switch (kind) {
    case JsonValue::Kind::Null: return Message("null");
    case JsonValue::Kind::Boolean: return Message("a boolean");
    case JsonValue::Kind::Number: return Message("a number");
    case JsonValue::Kind::String: return Message("a string");
    case JsonValue::Kind::Array: return Message("a list");
    case JsonValue::Kind::Object: return Message("an object");
    }
    return Message("a value");
}

// Recursive descent over RFC 8259's grammar, counting lines as it goes.
class JsonParser {
public:
    JsonParser(std::string_view text, const std::string& file_name) : text_(text), file_(file_name) {}

    JsonValue document() {
        skipSpace();
        JsonValue value = parseValue(0);
        skipSpace();
        if (at_ < text_.size()) fail(Message("more text after the JSON value"));
        return value;
    }

private:
    static constexpr int kDeepest = 64;  // the archive nests 6 deep; a fuzzed file may nest 100,000

    [[noreturn]] void fail(const Message& message) const { throw InputError(file_, line_, "", message); }
    // What is wrong, and what was found there: "'%1' expected, found ','".
    [[noreturn]] void failFound(const Message& wrong) const {
        if (atEnd()) fail(Message("%1, the file ends", wrong));
        const char c = text_[at_];
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F) fail(wrong);
        fail(Message("%1, found '%2'", wrong, std::string(1, c)));
    }

    bool atEnd() const { return at_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[at_]; }

    void skipSpace() {
        while (!atEnd()) {
            const char c = text_[at_];
            if (c == '\n')
                ++line_;
            else if (c != ' ' && c != '\t' && c != '\r')
                return;
            ++at_;
        }
    }

    void expect(char wanted) {
        if (peek() != wanted) failFound(Message("'%1' expected", std::string(1, wanted)));
        ++at_;
    }

    JsonValue parseValue(int depth) {
        if (depth > kDeepest) fail(Message("values nested more than %1 deep", kDeepest));
        const int line = line_;
        JsonValue value;
        const char c = peek();
        if (c == '{')
            value = parseObject(depth);
        else if (c == '[')
            value = parseArray(depth);
        else if (c == '"')
            value = JsonValue::string(parseString());
        else if (c == '-' || (c >= '0' && c <= '9'))
            value = JsonValue::number(parseNumber());
        else
            value = parseLiteral();
        value.line_ = line;
        return value;
    }

    JsonValue parseLiteral() {
        for (const auto& [word, json] : {std::pair{std::string_view("true"), JsonValue::boolean(true)},
                                         std::pair{std::string_view("false"), JsonValue::boolean(false)},
                                         std::pair{std::string_view("null"), JsonValue()}})
            if (text_.substr(at_, word.size()) == word) {
                at_ += word.size();
                return json;
            }
        failFound(Message("a value expected"));
    }

    JsonValue parseObject(int depth) {
        JsonValue object = JsonValue::object();
        expect('{');
        skipSpace();
        if (peek() == '}') {
            ++at_;
            return object;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') failFound(Message("a member name in quotes expected"));
            std::string key = parseString();
            if (object.find(key)) fail(Message("the member \"%1\" is given twice", key));
            skipSpace();
            expect(':');
            skipSpace();
            object.set(std::move(key), parseValue(depth + 1));
            skipSpace();
            if (peek() == '}') {
                ++at_;
                return object;
            }
            expect(',');
        }
    }

    JsonValue parseArray(int depth) {
        JsonValue array = JsonValue::array();
        expect('[');
        skipSpace();
        if (peek() == ']') {
            ++at_;
            return array;
        }
        while (true) {
            skipSpace();
            array.add(parseValue(depth + 1));
            skipSpace();
            if (peek() == ']') {
                ++at_;
                return array;
            }
            expect(',');
        }
    }

    std::string parseNumber() {
        const std::size_t first = at_;
        auto digits = [&] {
            const std::size_t start = at_;
            while (!atEnd() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
            if (at_ == start) failFound(Message("a digit expected in a number"));
            return at_ - start;
        };
        if (peek() == '-') ++at_;
        const bool leading_zero = peek() == '0';
        if (digits() > 1 && leading_zero) fail(Message("a number may not start with 0"));
        if (peek() == '.') {
            ++at_;
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            ++at_;
            if (peek() == '+' || peek() == '-') ++at_;
            digits();
        }
        return std::string(text_.substr(first, at_ - first));
    }

    unsigned hexQuad() {
        unsigned value = 0;
        for (int i = 0; i < 4; ++i, ++at_) {
            const char c = peek();
            const int digit = c >= '0' && c <= '9'   ? c - '0'
                              : c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                     : -1;
            if (digit < 0) fail(Message("four hexadecimal digits expected after \\u"));
            value = value * 16 + static_cast<unsigned>(digit);
        }
        return value;
    }

    static void appendUtf8(std::string& out, char32_t code) {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    // \uXXXX, with a surrogate pair read as the one code point it encodes.
    char32_t escapedCodePoint() {
        const unsigned first = hexQuad();
        if (first >= 0xDC00 && first <= 0xDFFF) fail(Message("a lone low surrogate in \\u escapes"));
        if (first < 0xD800 || first > 0xDBFF) return first;
        if (text_.substr(at_, 2) != "\\u") fail(Message("a high surrogate without its low surrogate in \\u escapes"));
        at_ += 2;
        const unsigned second = hexQuad();
        if (second < 0xDC00 || second > 0xDFFF)
            fail(Message("a high surrogate without its low surrogate in \\u escapes"));
        return 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
    }

    void appendEscape(std::string& out) {
        const char c = peek();
        ++at_;
        switch (c) {
        case '"': out += '"'; return;
        case '\\': out += '\\'; return;
        case '/': out += '/'; return;
        case 'b': out += '\b'; return;
        case 'f': out += '\f'; return;
        case 'n': out += '\n'; return;
        case 'r': out += '\r'; return;
        case 't': out += '\t'; return;
        case 'u': appendUtf8(out, escapedCodePoint()); return;
        default: fail(Message("an unknown escape \\%1 in a string", std::string(1, c)));
        }
    }

    std::string parseString() {
        expect('"');
        std::string out;
        while (true) {
            if (atEnd()) fail(Message("a string that is never closed"));
            const char c = text_[at_];
            if (c == '"') {
                ++at_;
                return out;
            }
            if (c == '\\') {
                ++at_;
                appendEscape(out);
            } else if (static_cast<unsigned char>(c) < 0x20) {
                fail(c == '\n' ? Message("a line break inside a string (write \\n)")
                               : Message("a control character inside a string"));
            } else {
                const int length = codePointAt(text_, at_).second;
                if (length == 0) fail(Message("text that is not UTF-8"));
                out.append(text_.substr(at_, static_cast<std::size_t>(length)));
                at_ += static_cast<std::size_t>(length);
            }
        }
    }

    std::string_view text_;
    const std::string& file_;
    std::size_t at_ = 0;
    int line_ = 1;
};

JsonValue parseJson(std::string_view text, const std::string& file_name) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte order mark some editors add
    return JsonParser(text, file_name).document();
}

namespace {

void writeString(std::string& out, std::string_view text) {
    out += '"';
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t start = at;
        const char32_t code = nextCodePoint(text, at);
        switch (code) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (code < 0x20) {
                char escape[8];
                std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(code));
                out += escape;
            } else if (code == 0xFFFD && codePointAt(text, start).second == 0) {
                out += "\xEF\xBF\xBD";  // a byte that is not UTF-8: JSON cannot carry it
            } else {
                out.append(text.substr(start, at - start));
            }
        }
    }
    out += '"';
}

void writeValue(std::string& out, const JsonValue& value, int indent);

// A list or object of scalars on one line; empty when it holds a list or an object.
std::string oneLine(const JsonValue& value) {
    std::string line;
    const bool object = value.kind() == JsonValue::Kind::Object;
    line += object ? '{' : '[';
    const std::size_t count = object ? value.members().size() : value.items().size();
    for (std::size_t i = 0; i < count; ++i) {
        const JsonValue& item = object ? value.members()[i].second : value.items()[i];
        if (!item.isScalar()) return "";
        if (i > 0) line += ", ";
        if (object) {
            writeString(line, value.members()[i].first);
            line += ": ";
        }
        writeValue(line, item, 0);
    }
    line += object ? '}' : ']';
    return line;
}

// Characters, not bytes: a line of Bengali is as short as one of Latin letters.
std::size_t codePoints(std::string_view text) {
    std::size_t count = 0;
    for (const char c : text) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return count;
}

void writeContainer(std::string& out, const JsonValue& value, int indent) {
    constexpr std::size_t kShortLine = 100;
    if (const std::string line = oneLine(value); !line.empty() && codePoints(line) + 2 * indent <= kShortLine) {
        out += line;
        return;
    }
    const bool object = value.kind() == JsonValue::Kind::Object;
    const std::size_t count = object ? value.members().size() : value.items().size();
    const std::string inner(2 * static_cast<std::size_t>(indent + 1), ' ');
    out += object ? "{\n" : "[\n";
    for (std::size_t i = 0; i < count; ++i) {
        out += inner;
        if (object) {
            writeString(out, value.members()[i].first);
            out += ": ";
        }
        writeValue(out, object ? value.members()[i].second : value.items()[i], indent + 1);
        out += i + 1 < count ? ",\n" : "\n";
    }
    out += std::string(2 * static_cast<std::size_t>(indent), ' ') + (object ? '}' : ']');
}

void writeValue(std::string& out, const JsonValue& value, int indent) {
    switch (value.kind()) {
    case JsonValue::Kind::Null: out += "null"; return;
    case JsonValue::Kind::Boolean: out += value.booleanValue() ? "true" : "false"; return;
    case JsonValue::Kind::Number: out += value.text(); return;
    case JsonValue::Kind::String: writeString(out, value.text()); return;
    case JsonValue::Kind::Array:
    case JsonValue::Kind::Object: writeContainer(out, value, indent); return;
    }
}

}  // namespace

std::string jsonDocument(const JsonValue& value) {
    std::string out;
    writeValue(out, value, 0);
    out += '\n';
    return out;
}

std::string jsonLine(const JsonValue& value) {
    if (value.isScalar()) {
        std::string scalar;
        writeValue(scalar, value, 0);
        return scalar;
    }
    const bool object = value.kind() == JsonValue::Kind::Object;
    const std::size_t count = object ? value.members().size() : value.items().size();
    std::string line(1, object ? '{' : '[');
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) line += ", ";
        if (object) {
            writeString(line, value.members()[i].first);
            line += ": ";
        }
        line += jsonLine(object ? value.members()[i].second : value.items()[i]);
    }
    line += object ? '}' : ']';
    return line;
}

}  // namespace tourney::formats
