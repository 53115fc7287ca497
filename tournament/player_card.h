// A player's card: every round of his, with colour, opponent and the opponent's rating, result
// and his points after it; in a chess event also each rated game's expected score and FIDE
// rating change (B.02 8.3). Below: his rating change or performance for a first rating, his
// rating performance, and his tie-break values. At tables of four (Chaturaji) each round shows
// his table, seat, the three others, game points, place and score instead.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// Throws Refusal (field "start_no") for a start number the event does not have.
Table playerCard(const Event& event, int start_no);

}  // namespace tourney::tournament
