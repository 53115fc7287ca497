// A player's card: every round of his, with colour, opponent and the opponent's rating, result
// and his points after it; in a chess event also each rated game's expected score and FIDE
// rating change (B.02 8.3). Below: his rating change or performance for a first rating, his
// rating performance, and his tie-break values. At tables of four (Chaturaji) each round shows
// his table, seat, the three others, game points, place and score instead.
#pragma once

#include "scoring/event.h"
#include "scoring/standings.h"
#include "tournament/table.h"

#include <vector>

namespace tourney::tournament {

// Throws Refusal (field "start_no") for a start number the event does not have.
Table playerCard(const Event& event, int start_no);
// The same with the standings after every paired round already computed (computeStandings):
// a server answering the cards of many players of one event computes them once (issue 33).
Table playerCard(const Event& event, int start_no, const std::vector<Standing>& standings);

}  // namespace tourney::tournament
