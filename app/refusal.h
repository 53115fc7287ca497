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
    using std::runtime_error::runtime_error;
};

}  // namespace tourney::app
