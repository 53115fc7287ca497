#include "formats/input_error.h"

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
    const InputError& first = errors_.front();
    std::string message = first.message();
    for (std::size_t i = 1; i < errors_.size(); ++i) message += "\n" + std::string(errors_[i].what());
    throw InputError(first.file(), first.line(), first.field(), message);
}

}  // namespace tourney::formats
