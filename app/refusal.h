// A command that cannot do what it was asked: bad input, a missing or unreadable file, an
// action the event's state forbids. The message says what and where (file, line and field, or
// the argument); the command prints it, changes nothing, and exits with kRefused.
#pragma once

#include "tournament/refusal.h"

#include <stdexcept>
#include <string>

namespace tourney::app {

using tournament::Refusal;

// Arguments a command cannot make sense of (one missing, one it requires with another): the
// command prints the message and its usage, and exits with kUsageError.
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const std::string& message) : UsageError(tournament::Message::english(message)) {}
    explicit UsageError(const tournament::Message& message) : std::runtime_error(message.text()), message_(message) {}

    // As a Refusal's (tournament/message.h): the pattern and values, translated where printed.
    const tournament::Message& message() const { return message_; }

private:
    tournament::Message message_;
};

}  // namespace tourney::app
