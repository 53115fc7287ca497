// JSON (RFC 8259) for the files Tourney reads and writes itself (the event archive): a value
// tree that keeps the order of an object's members and the line each value starts on, a strict
// reader and a writer whose output depends on the value alone, so that writing what was read
// gives the same bytes. Plain C++; the reports' JSON tables (reports/json_table.cpp) only write.
#pragma once

#include "rules/message.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tourney::formats {

class JsonValue {
public:
    enum class Kind { Null, Boolean, Number, String, Array, Object };
    using Member = std::pair<std::string, JsonValue>;

    JsonValue() = default;  // null
    static JsonValue boolean(bool value);
    // A number as its JSON text ("12", "-0.5"): kept as written, so that no digit is lost on
    // the way (a value of tenths, a 64-bit seed); the caller reads it as it needs.
    static JsonValue number(std::string json_text);
    static JsonValue number(long long value);
    static JsonValue string(std::string value);
    static JsonValue array();
    static JsonValue object();

    Kind kind() const { return kind_; }
    bool isScalar() const { return kind_ != Kind::Array && kind_ != Kind::Object; }
    bool booleanValue() const { return boolean_; }
    // A string's value, or a number's JSON text.
    const std::string& text() const { return text_; }
    const std::vector<JsonValue>& items() const { return items_; }
    const std::vector<Member>& members() const { return members_; }
    // The member named `key`, or nullptr.
    const JsonValue* find(std::string_view key) const;
    // The line of the file the value starts on (1 for the first); 0 for a value not read.
    int line() const { return line_; }

    // Building: an item at the end of an array, a member at the end of an object.
    JsonValue& add(JsonValue item);
    JsonValue& set(std::string key, JsonValue value);

private:
    friend class JsonParser;
    Kind kind_ = Kind::Null;
    bool boolean_ = false;
    std::string text_;
    std::vector<JsonValue> items_;
    std::vector<Member> members_;
    int line_ = 0;
};

// "null", "a boolean", "a number", "a string", "a list", "an object": for messages.
std::string_view jsonKindName(JsonValue::Kind kind);
// The same as a message, for a front end that translates it.
Message jsonKindMessage(JsonValue::Kind kind);

// Reads one JSON document. Throws InputError (formats/input_error.h) naming `file_name` and the
// line of the first fault: a syntax error, text that is not UTF-8, a member named twice in an
// object, or values nested deeper than 64.
JsonValue parseJson(std::string_view text, const std::string& file_name);

// The value as JSON text, two spaces an indent level, ending in a line break. A list or object
// of scalars alone goes on one line when that line is short; everything else is one member or
// item a line. Text is written as UTF-8, with only what JSON must escape escaped.
std::string jsonDocument(const JsonValue& value);

// The value as JSON text on one line, with no line break: for a line of a file that is not JSON
// (a TRF's comment line carrying the event's log, tournament/trf_log.h).
std::string jsonLine(const JsonValue& value);

}  // namespace tourney::formats
