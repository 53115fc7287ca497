#include "tournament/stored_message.h"

#include "formats/input_error.h"
#include "formats/json.h"

#include <stdexcept>

namespace tourney::tournament {

namespace {

using formats::JsonValue;

const char* kindCode(Message::Kind kind) {
    switch (kind) {
    case Message::Kind::Value: return "v";
    case Message::Kind::Number: return "n";
    case Message::Kind::Field: return "f";
    case Message::Kind::Pattern: break;
    }
    return "p";
}

JsonValue toJson(const Message& message) {
    JsonValue array = JsonValue::array();
    array.add(JsonValue::string(kindCode(message.kind())));
    array.add(JsonValue::string(message.pattern()));
    for (const Message& argument : message.arguments()) array.add(toJson(argument));
    return array;
}

Message fromJson(const JsonValue& value) {
    const auto& items = value.items();
    if (value.kind() != JsonValue::Kind::Array || items.size() < 2 || items[0].kind() != JsonValue::Kind::String ||
        items[1].kind() != JsonValue::Kind::String)
        throw std::invalid_argument("not a stored message");
    const std::string& kind = items[0].text();
    const std::string& pattern = items[1].text();
    if (kind == "v") return Message::value(pattern);
    if (kind == "n") return Message::numeral(pattern);
    if (kind == "f") return Message::field(pattern);
    if (kind != "p") throw std::invalid_argument("not a stored message");
    std::vector<Message> arguments;
    for (std::size_t i = 2; i < items.size(); ++i) arguments.push_back(fromJson(items[i]));
    return Message::composed(pattern, std::move(arguments));
}

}  // namespace

std::string storedMessage(const Message& message) {
    return message.empty() ? std::string() : formats::jsonDocument(toJson(message));
}

Message messageFromStored(const std::string& stored) {
    if (stored.empty()) return {};
    try {
        return fromJson(formats::parseJson(stored, "the event log"));
    } catch (const formats::InputError&) {
        return {};
    } catch (const std::invalid_argument&) {
        return {};
    }
}

}  // namespace tourney::tournament
