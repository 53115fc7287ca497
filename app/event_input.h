// Where the report commands read an event from: an event file (event_store.h), or a FIDE TRF
// file when the name ends in .trf, so a federation can print any TRF it receives.
#pragma once

#include "scoring/event.h"

#include <QString>

namespace tourney::app {

// Throws Refusal (event file) or InputError (TRF) naming the file and what is wrong.
Event readEventOrTrf(const QString& location);

}  // namespace tourney::app
