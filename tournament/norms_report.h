// Title norms met in the event (B.01 1.4), one row per player and norm, with the figures.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// No, Name, Norm, Games, Score, Ra, Perf, Titled, Level, Feds, Own fed, Unrated, Floor: a row
// for each norm a player meets (scoring/title_norms.h), by start number; notes name what the
// check leaves to the arbiter. Throws Refusal for an event FIDE does not rate (not chess).
Table normsReport(const Event& event);

}  // namespace tourney::tournament
