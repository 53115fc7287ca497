// The error every reader of input files throws: it names the file, the line and the field.
#pragma once

#include <stdexcept>
#include <string>

namespace tourney::formats {

// A refused line: "FILE:LINE: field NAME: what is wrong"; "FILE: what is wrong" (line 0) for
// the file as a whole.
class InputError : public std::runtime_error {
public:
    InputError(std::string file, int line, std::string field, const std::string& message);
    const std::string& file() const { return file_; }
    int line() const { return line_; }
    const std::string& field() const { return field_; }

private:
    std::string file_;
    int line_;
    std::string field_;
};

}  // namespace tourney::formats
