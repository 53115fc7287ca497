#include "formats/input_error.h"

#include <algorithm>

namespace tourney::formats {

InputError::InputError(std::string file, int line, std::string field, const std::string& message)
    : std::runtime_error(file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " +
                         (field.empty() ? "" : "field " + field + ": ") + message),
      file_(std::move(file)),
      message_(message),
      line_(line),
      field_(std::move(field)) {}

void InputErrors::throwIfAny() const {
    if (errors_.empty()) return;
    // In the order of the file, whichever check found them (issue 31 item 11).
    std::vector<InputError> errors = errors_;
    std::stable_sort(errors.begin(), errors.end(),
                     [](const InputError& a, const InputError& b) { return a.line() < b.line(); });
    const InputError& first = errors.front();
    std::string message = first.message();
    for (std::size_t i = 1; i < errors.size(); ++i) message += "\n" + std::string(errors[i].what());
    throw InputError(first.file(), first.line(), first.field(), message);
}

}  // namespace tourney::formats
