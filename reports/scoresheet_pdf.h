// Scoresheets for every game of a round, two to a page, each in the form its game needs:
// chess (60 numbered moves, White and Black columns), international draughts (moves as from
// and to squares, with the board's 1-50 numbering), Camelot (WCF notation) and Chaturaji
// (four seats in their colours, a dice and a points column for each).
#pragma once

#include "reports/pdf_document.h"
#include "scoring/event.h"

namespace tourney::reports {

// Throws std::invalid_argument when the round is not paired or has no games.
void printScoresheets(PdfDocument& pdf, const Event& event, int round);

}  // namespace tourney::reports
