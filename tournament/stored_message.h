// A message kept beside its English where it must outlive the run that said it: the event
// log's lines (issue 31 item 5), so that `tourney log` says a line written long ago in the
// interface's language, its names and numbers as they were. The form is JSON, a message an
// array: its kind ("p" a pattern, "v" a value, "n" a number, "f" a field's name), its pattern or
// value, then its arguments, each such an array in its turn.
#pragma once

#include "tournament/message.h"

#include <string>

namespace tourney::tournament {

// The message in its stored form; "" for an empty message.
std::string storedMessage(const Message& message);

// The message a stored form holds; an empty message for "" or for text that is not one (a
// line stored before messages were kept, or damaged), so that the caller falls back to the
// English.
Message messageFromStored(const std::string& stored);

}  // namespace tourney::tournament
