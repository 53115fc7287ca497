// Scoresheets for every game of a round, two to a page, each in the form its game needs:
// chess (60 numbered moves, White and Black columns), international draughts (moves as from
// and to squares, with the board's 1-50 numbering), Camelot (WCF notation) and Chaturaji
// (four seats in their colours, a dice and a points column for each).
#pragma once

#include "reports/pdf_document.h"
#include "scoring/event.h"

#include <functional>

namespace tourney::reports {

// Throws std::invalid_argument when the round is not paired or has no games.
void printScoresheets(PdfDocument& pdf, const Event& event, int round);

// A player as forms name him: title, name and rating ("GM Rahman, A.  (2510)").
std::string playerLine(const Event& event, int start_no);

// One form per game of a round, two to a portrait page with a dashed cut line between them:
// `form` draws a game on its half. Scoresheets and table sheets (table_sheet_pdf.h) use it.
// Throws std::invalid_argument when the round is not paired or has no games.
void printTwoToAPage(PdfDocument& pdf, const Event& event, int round,
                     const std::function<void(const Box& sheet, const Game& game)>& form);

}  // namespace tourney::reports
