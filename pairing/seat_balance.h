// Which seat each player takes at a table (Red, Green, Yellow, Black: the order of play).
//
// Over a whole schedule, the players' seat counts can always be made to differ by at most one
// each: seating is a colouring of the edges of the bipartite graph players-tables with one
// colour per seat, every table having each colour once, and every bipartite graph has such an
// equitable edge colouring (D. de Werra, "Equitable colorations of graphs", Revue française
// d'informatique et de recherche opérationnelle R-3 (1971) 3-8). balanceWholeSchedule finds
// one by the exchange along alternating paths that proves it.
#pragma once

#include <vector>

namespace tourney {

// One table: its players, in seat order once seated.
using SeatedTable = std::vector<int>;  // players 0 .. n - 1

// Seats every table of a whole schedule (the tables of every round, in any order, each with
// `seats` players) so that each player's counts of the seats differ by at most one.
void balanceWholeSchedule(std::vector<SeatedTable>& tables, int players, int seats);

// seat_counts[p][s]: how often player p sat in seat s in the rounds played.
using SeatCounts = std::vector<std::vector<int>>;

// Seats one round's tables given what each player had so far: at each table the order that
// gives the players the seats they had least, the most unbalanced player first served (so that
// no player's counts come to differ by more than two while another order avoids it). Updates
// `counts`.
void seatRound(std::vector<SeatedTable>& tables, SeatCounts& counts);

}  // namespace tourney
