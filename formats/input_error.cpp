#include "formats/input_error.h"

namespace tourney::formats {

InputError::InputError(std::string file, int line, std::string field, const std::string& message)
    : std::runtime_error(file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " +
                         (field.empty() ? "" : "field " + field + ": ") + message),
      file_(std::move(file)),
      line_(line),
      field_(std::move(field)) {}

}  // namespace tourney::formats
