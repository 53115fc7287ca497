// What the hall's screen shows (issue 36): the pairings of the round being played, with the
// results as they come in, and the standings, as plain values. reports/projector_page.h lays
// them out for a projector, cycling through them by itself.
#pragma once

#include "scoring/event.h"

#include <string>
#include <vector>

namespace tourney::tournament {

struct ScreenBoard {
    int board = 0;               // 0: a bye or an absence, under the boards
    std::vector<int> start_nos;  // by seat, White first
    std::vector<std::string> names;
    std::vector<std::string> points;  // each player's points before the round ("2½")
    std::string result;               // as the game writes it ("1-0", "½-½"); a bye's name ("half-point bye")
    std::string bye_points;           // what a bye gives ("½"); empty for a board and an absence
};

struct ScreenStanding {
    int rank = 0;
    int start_no = 0;
    std::string name;
    std::string points;
    std::string first_tiebreak;  // the event's first tie-break, as printed; empty when it has none
};

struct HallScreen {
    int round = 0;                          // the last paired round; 0 before round 1 is paired
    std::vector<ScreenBoard> boards;        // of that round, in board order, byes after them
    std::string standings_title;            // "Standings after round 2 of 5, round 3 in progress"
    std::string tiebreak_name;              // the first tie-break's short name ("BH-C1"), or empty
    std::vector<ScreenStanding> standings;  // after every round whose results are all in
};

// The screen of the event as it stands. Throws Refusal for a team event (its screen would show
// matches: not made yet).
HallScreen hallScreen(const Event& event);

}  // namespace tourney::tournament
