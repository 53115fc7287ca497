// A message for the arbiter as a pattern and its values: "round %1 is not paired" with 4. The
// pattern is the key of its translation, so a message that carries a number or a name is
// translated whole and its values are put back (issue 31 item 5: such messages used to fall back
// to English). text() is the English, as what() of a Refusal says it; a front end translates
// pattern() and fills in the values its own way (app/interface_language.h). Every
// Message("...") literal is collected into the translations by scripts/translations.py, whose
// --check fails when one has no translation. It lives at the bottom of the stack, plain and
// header-only, so that the engines (an illegal move's reason), the file readers (formats/: a
// warning, a bad field) and the event core all say their messages the same way.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace tourney {

class Message {
public:
    enum class Kind {
        Pattern,  // translated; its %1, %2, ... are the arguments
        Value,    // written as it is: a name, a result token, a file name, points
        Number,   // a whole number, in the digits the interface writes
        Field,    // the name of a field of a file ("rating (columns 49-52)"): translated as a whole
                  // among the field names, its numbers as %1, %2; as it is without a translation
    };

    Message() = default;

    // A pattern, a string literal, and the values of its %1, %2, ... in order: whole numbers,
    // strings (names, tokens: never translated) and messages (translated in their turn).
    template <typename... Values>
    explicit Message(const char* pattern, const Values&... values) : pattern_(pattern) {
        (arguments_.push_back(argument(values)), ...);
    }

    // An English text no pattern of the sources spells (a message that came from a library, or
    // one built before messages had patterns): translated as a whole, its numbers as %1, %2.
    static Message english(std::string text) {
        Message message;
        message.pattern_ = std::move(text);
        return message;
    }
    // A pattern and its arguments as they were kept (a message stored and read back).
    static Message composed(std::string pattern, std::vector<Message> arguments) {
        Message message;
        message.pattern_ = std::move(pattern);
        message.arguments_ = std::move(arguments);
        return message;
    }
    // A value written as it is, never translated.
    static Message value(std::string text) {
        Message message;
        message.kind_ = Kind::Value;
        message.pattern_ = std::move(text);
        return message;
    }
    // The name of a field of a file, in English (a reader's bad line names it).
    static Message field(std::string name) {
        Message message = value(std::move(name));
        message.kind_ = Kind::Field;
        return message;
    }
    static Message number(long long number) { return numeral(std::to_string(number)); }
    // A number already written, such as points: "1.5".
    static Message numeral(std::string text) {
        Message message = value(std::move(text));
        message.kind_ = Kind::Number;
        return message;
    }

    Kind kind() const { return kind_; }
    bool empty() const { return pattern_.empty(); }
    // The pattern, or the value itself.
    const std::string& pattern() const { return pattern_; }
    const std::vector<Message>& arguments() const { return arguments_; }

    // The English, values filled in.
    std::string text() const {
        std::vector<std::string> values;
        for (const Message& argument : arguments_) values.push_back(argument.text());
        return filled(pattern_, values);
    }

    // `pattern` with %1 ... %9 replaced by `values`; a % not followed by the number of a value
    // stays as it is.
    static std::string filled(const std::string& pattern, const std::vector<std::string>& values) {
        std::string text;
        for (std::size_t at = 0; at < pattern.size(); ++at) {
            const char next = at + 1 < pattern.size() ? pattern[at + 1] : '\0';
            const std::size_t index = static_cast<std::size_t>(next - '1');
            if (pattern[at] == '%' && next >= '1' && next <= '9' && index < values.size()) {
                text += values[index];
                ++at;
            } else {
                text += pattern[at];
            }
        }
        return text;
    }

private:
    static Message argument(const Message& message) { return message; }
    static Message argument(const std::string& text) { return value(text); }
    static Message argument(const char* text) { return value(text); }
    template <typename Integer, typename = std::enable_if_t<std::is_integral_v<Integer>>>
    static Message argument(Integer number) {
        return Message::number(static_cast<long long>(number));
    }

    Kind kind_ = Kind::Pattern;
    std::string pattern_;
    std::vector<Message> arguments_;
};

// `count` and its noun as a message, one pattern for one and one for more: "%1 game", "%1 games"
// (Bengali, like many languages, says both alike; English does not).
inline Message countedMessage(std::size_t count, const char* one, const char* more) {
    return count == 1 ? Message(one, count) : Message(more, count);
}

// The parts as one message, one after another: "a; b; c". Empty when there are none.
inline Message joined(const std::vector<Message>& parts) {
    Message all;
    for (const Message& part : parts) all = all.empty() ? part : Message("%1; %2", all, part);
    return all;
}
// The parts as a list: "a, b, c".
inline Message listed(const std::vector<Message>& parts) {
    Message all;
    for (const Message& part : parts) all = all.empty() ? part : Message("%1, %2", all, part);
    return all;
}

// The English of each message, values filled in.
inline std::vector<std::string> texts(const std::vector<Message>& messages) {
    std::vector<std::string> english;
    for (const Message& message : messages) english.push_back(message.text());
    return english;
}

// An exception that says what is wrong as a message, so that a front end translates it with its
// values (issue 31 item 5); what() is its English. `Base` is the standard exception it is.
template <typename Base>
class SaidError : public Base {
public:
    explicit SaidError(const Message& said) : Base(said.text()), said_(said) {}
    const Message& said() const { return said_; }

private:
    Message said_;
};

// Thrown by a check of one value that knows no file (a player's rating, a FEN, a throw of the
// dice); the caller names the file, line and field around its message.
class BadValue : public SaidError<std::invalid_argument> {
public:
    using SaidError::SaidError;
};

// What a failed check of a value says: a BadValue's message, or the English of any other.
inline Message saidOf(const std::invalid_argument& bad) {
    const auto* value = dynamic_cast<const BadValue*>(&bad);
    return value ? value->said() : Message::english(bad.what());
}

}  // namespace tourney
