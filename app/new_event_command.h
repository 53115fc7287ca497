// The options of `tourney new` and the settings they give, shared with `tourney sections new`,
// which creates one event of those settings per section.
#pragma once

#include "app/command_line.h"
#include "tournament/event_setup.h"

namespace tourney::app {

// Every option of a new event (name, game, system, rounds, scoring, ..., teams); not the file.
void describeNewEvent(CommandLine& line);

// The settings those options give; throws UsageError or Refusal naming an option at fault.
tournament::EventSettings newEventSettingsOf(const CommandLine& line);

}  // namespace tourney::app
