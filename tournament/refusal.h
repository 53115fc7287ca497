// A use case that cannot do what it was asked: bad input, or an action the event's state
// forbids. Nothing is changed. The message says what is wrong in words for the arbiter; the
// field names the input at fault ("round", "board", "result", "start_no", ...), so that each
// front end can point at it its own way (the command line says "argument BOARD", a web form
// marks the box).
#pragma once

#include "tournament/message.h"

#include <stdexcept>
#include <string>

namespace tourney::tournament {

// what() is the English; message() the pattern and values a front end translates (message.h).
// A message given as a plain string is translated as a whole (Message::english), so one with a
// value in it should be a Message.
class Refusal : public std::runtime_error {
public:
    explicit Refusal(const std::string& message) : Refusal(std::string(), Message::english(message)) {}
    Refusal(std::string field, const std::string& message) : Refusal(std::move(field), Message::english(message)) {}
    explicit Refusal(const Message& message) : Refusal(std::string(), message) {}
    Refusal(std::string field, const Message& message)
        : std::runtime_error(message.text()), field_(std::move(field)), message_(message) {}

    // Empty when the refusal is about the event as a whole.
    const std::string& field() const { return field_; }
    const Message& message() const { return message_; }

private:
    std::string field_;
    Message message_;
};

// A change the arbiter may make, but only on purpose: replacing a result, changing one that a
// later pairing stood on, removing a round with results. The message says what stands in the way
// and `action` what confirming does ("replace it"), in no front end's words: the command line
// asks for --force, a web page for a confirmation.
class ForceRequired : public Refusal {
public:
    ForceRequired(const std::string& message, const char* action)
        : Refusal(message), action_(Message::english(action)) {}
    ForceRequired(const Message& message, const char* action) : Refusal(message), action_(Message::english(action)) {}

    std::string action() const { return action_.text(); }
    const Message& actionMessage() const { return action_; }

private:
    Message action_;
};

// A request about something the event does not have: a round not paired, a board or table the
// round lacks, a start number no player has. The command line treats it as any refusal; the web
// server answers "not found".
class NotInEvent : public Refusal {
public:
    using Refusal::Refusal;
};

// A request the use case cannot work with at all: an input it needs and did not get (a Swiss
// event's number of rounds, an event's name), or one of the wrong form. The command line
// treats it as a usage error.
class UnusableRequest : public Refusal {
public:
    using Refusal::Refusal;
};

// A change the event's rules forbid now, which no confirmation allows: what FIDE mode locks once
// round 1 is paired (fide_mode.h). The command line treats it as any refusal; the web server
// answers 409 with "locked", never offering to force it.
class Locked : public Refusal {
public:
    using Refusal::Refusal;
};

// A change asked of an archived event (event_lifetime.h), which is read-only until an organiser
// restores it: refused as a lock is (the web server's 409), whatever the change.
class Archived : public Locked {
public:
    using Locked::Locked;
};

}  // namespace tourney::tournament
