// The error every reader of input files throws: it names the file, the line and the field.
#pragma once

#include "rules/message.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace tourney::formats {

// A refused line: "FILE:LINE: field NAME: what is wrong"; "FILE: what is wrong" (line 0) for
// the file as a whole. What is wrong is a message (rules/message.h) whose values (the text
// found, a number) a front end keeps as they are while it translates the words around them;
// a plain string is a message of its own, translated as a whole.
class InputError : public std::runtime_error {
public:
    InputError(std::string file, int line, std::string field, const std::string& message)
        : InputError(std::move(file), line, std::move(field), Message::english(message)) {}
    InputError(std::string file, int line, std::string field, const Message& message);
    const std::string& file() const { return file_; }
    int line() const { return line_; }
    const std::string& field() const { return field_; }
    // What is wrong, without the file, line and field before it.
    const Message& said() const { return said_; }
    // The English of said().
    std::string message() const { return said_.text(); }
    // The whole: "FILE:LINE: field NAME: " and what is wrong, for a front end to translate.
    Message located() const;

private:
    std::string file_;
    Message said_;
    int line_;
    std::string field_;
};

// A check of one value that knows no file throws BadValue (rules/message.h); the reader that
// called it names the file, line and field around its message.
using tourney::BadValue;
using tourney::saidOf;

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
