// The tables of events played at tables of more than two (Chaturaji): a round's table list for
// scripts and for print, who met whom, and every seat's result for export (TRF has no form for
// tables: CSV and JSON carry the event instead).
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// One line per table: table, the start number in each seat (red, green, yellow, black for
// Chaturaji) and the result as entered ("12-5-0-3", empty until then); then one line per bye:
// the table empty, the player in the first seat's column, 0 in the others, and the bye's TRF
// code (U, H, F, Z; A: absent).
Table tableList(const Event& event, int round);

// The table list for print: a row per seat with the player, his points before the round, and
// once entered his game points, place and placement points; byes under the tables.
Table tableListReport(const Event& event, int round);

// Who met whom: for every player and round, his table and seat, the players he met with
// theirs, and what the table gave him. after_round 0: every paired round.
Table meetingsReport(const Event& event, int after_round);

// A player's round at a table of four, as the meetings report and his card show it: his table
// and seat, the others at the table with their seats, and once the result is in his game
// points, place and what the table gave him; for a bye its name and points.
struct TableRound {
    struct Other {
        int start_no = 0;
        std::string seat;  // "Green"
    };
    std::string table;  // empty for a bye or a round he was not paired in
    std::string seat;   // his seat; the bye's name ("half-point bye"), or "not paired"
    std::vector<Other> others;
    std::string game_points, place, score;
};
TableRound tableRoundOf(const Event& event, const Round& round, int start_no);

// Every seat of every game and every bye, for other programs (CSV, JSON): round, table, seat,
// start, name, game points, place, points. Any event; at two-seat boards the place follows the
// result (1 the winner, equal for a draw) and there are no game points.
Table resultsExport(const Event& event);

}  // namespace tourney::tournament
