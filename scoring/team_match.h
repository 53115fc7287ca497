// The score of a team match: each board's outcome (a board one team left empty is lost by
// forfeit), the game points of each team (the sum of its boards under the event's point system)
// and the match points (won, drawn or lost on game points; 2/1/0 unless the event says
// otherwise). docs/teams.md.
#pragma once

#include "scoring/result.h"
#include "scoring/team.h"

namespace tourney {

// The outcomes of the two players of one board.
struct BoardOutcomes {
    Outcome first = Outcome::Pending;   // the first team's player
    Outcome second = Outcome::Pending;  // the second team's player
};

// Board `board` (1-based) of a match: the result entered when both teams put a player there; a
// forfeit to the team that did when the other left the board empty; a loss by forfeit to both
// when both did; Pending while either team's line-up is not given or the result not entered.
BoardOutcomes boardOutcomes(const TeamRound& round, const TeamMatch& match, int board);

// The player of `team` on board `board` of the round's line-up (0: left empty or no line-up).
int lineupPlayer(const TeamRound& round, int team, int board);

struct MatchScore {
    Points first_game_points;
    Points second_game_points;
    Points first_match_points;   // meaningful when complete
    Points second_match_points;  // meaningful when complete
    bool complete = false;       // every board has its outcome
};

// Game points per board as `points` values each outcome; match points as `values` says.
MatchScore scoreMatch(const TeamEvent& teams, const PointSystem& points, const TeamRound& round,
                      const TeamMatch& match);

}  // namespace tourney
