#include "formats/input_error.h"

#include <algorithm>

namespace tourney::formats {

namespace {

// The field's name is English ("rating (columns 49-52)", "round 3 opponent"), translated among
// the field names as a whole, its numbers as %1, %2 (issue 31 item 5); scripts/translations.py
// collects the names the readers spell.
Message locatedMessage(const std::string& file, int line, const std::string& field, const Message& said) {
    const Message name = Message::field(field);
    if (line > 0)
        return field.empty() ? Message("%1:%2: %3", file, line, said)
                             : Message("%1:%2: field %3: %4", file, line, name, said);
    return field.empty() ? Message("%1: %2", file, said) : Message("%1: field %2: %3", file, name, said);
}

}  // namespace

InputError::InputError(std::string file, int line, std::string field, const Message& message)
    : std::runtime_error(locatedMessage(file, line, field, message).text()),
      file_(std::move(file)),
      said_(message),
      line_(line),
      field_(std::move(field)) {}

Message InputError::located() const { return locatedMessage(file_, line_, field_, said_); }

void InputErrors::throwIfAny() const {
    if (errors_.empty()) return;
    // In the order of the file, whichever check found them (issue 31 item 11).
    std::vector<InputError> errors = errors_;
    std::stable_sort(errors.begin(), errors.end(),
                     [](const InputError& a, const InputError& b) { return a.line() < b.line(); });
    const InputError& first = errors.front();
    Message said = first.said();
    for (std::size_t i = 1; i < errors.size(); ++i) said = Message("%1\n%2", said, errors[i].located());
    throw InputError(first.file(), first.line(), first.field(), said);
}

}  // namespace tourney::formats
