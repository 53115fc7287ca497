// The hall's paper as PDF (issue 36), from the values tournament/hall_paper.h decides: pairing
// cards, six to an A4 page; badges, eight to a page; board numbers, two to a page. The sheets of
// a page touch, and cut marks in the margins show where to cut. QR codes are drawn as vectors
// (qr_code.h).
#pragma once

#include "reports/pdf_document.h"
#include "scoring/event.h"
#include "tournament/hall_paper.h"

#include <vector>

namespace tourney::reports {

void printPairingCards(PdfDocument& pdf, const Event& event, const std::vector<tournament::PairingCard>& cards);
void printBadges(PdfDocument& pdf, const Event& event, const std::vector<tournament::PaperPlayer>& badges);
void printTableNumbers(PdfDocument& pdf, const Event& event, const std::vector<int>& numbers);

}  // namespace tourney::reports
