// The error every reader of input files throws: it names the file, the line and the field.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace tourney::formats {

// A refused line: "FILE:LINE: field NAME: what is wrong"; "FILE: what is wrong" (line 0) for
// the file as a whole.
class InputError : public std::runtime_error {
public:
    InputError(std::string file, int line, std::string field, const std::string& message);
    const std::string& file() const { return file_; }
    int line() const { return line_; }
    const std::string& field() const { return field_; }
    // What is wrong, without the file, line and field before it; English, for a front end to
    // translate as a whole.
    const std::string& message() const { return message_; }

private:
    std::string file_;
    std::string message_;
    int line_;
    std::string field_;
};

// Every bad line of one file, gathered so that one run reports them all (issue 31 item 11)
// instead of one per run.
class InputErrors {
public:
    void add(const InputError& error) { errors_.push_back(error); }
    bool empty() const { return errors_.empty(); }
    // Throws the first error by line, with every other one's message after it, a line each (its
    // line() and field() are the first's); nothing when there is none.
    void throwIfAny() const;

private:
    std::vector<InputError> errors_;
};

}  // namespace tourney::formats
