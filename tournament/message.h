// The event core's messages are the Message of rules/message.h, under the event core's name.
#pragma once

#include "rules/message.h"

namespace tourney::tournament {

using tourney::countedMessage;
using tourney::joined;
using tourney::listed;
using tourney::Message;
using tourney::texts;

}  // namespace tourney::tournament
