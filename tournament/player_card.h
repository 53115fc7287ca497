// A player's card: every round of his, with opponent, colour, result and his points after it.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// Throws Refusal (field "start_no") for a start number the event does not have.
Table playerCard(const Event& event, int start_no);

}  // namespace tourney::tournament
