// Table sheets for events at tables of four (Chaturaji): one sheet per table of a round, two to
// a page, each with the players by seat, a box for each seat's game points and place, and the
// players' and the arbiter's signatures. The arbiter enters what they say with `tourney
// result` (12-5-0-3: the seats in order).
#pragma once

#include "reports/pdf_document.h"
#include "scoring/event.h"

namespace tourney::reports {

// Throws std::invalid_argument when the round is not paired or has no tables.
void printTableSheets(PdfDocument& pdf, const Event& event, int round);

// The colour of a seat's mark, as its game's entry gives it (rules/registry.h: Chaturaji's
// armies); grey for a game that gives none.
Rgb seatColour(GameKind game, int seat);

}  // namespace tourney::reports
