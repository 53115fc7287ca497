// A start number given on the command line, checked against the event's players.
#pragma once

#include "scoring/event.h"

#include <QString>

namespace tourney::app {

// The start number written in `text`; throws Refusal naming `argument_name` when it is not a
// number or no player has it.
int startNumberArgument(const QString& argument_name, const QString& text, const Event& event);

}  // namespace tourney::app
