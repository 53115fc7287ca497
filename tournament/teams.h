// Team events (issue 35): the settings of a team event, its teams and rosters, each round's
// pairing of teams, the line-ups and the board results, and the team tables. Every use case
// checks everything before it changes anything and refuses with the field at fault.
// docs/teams.md says what is done and what is not.
#pragma once

#include "scoring/event.h"
#include "scoring/team_match.h"
#include "tournament/event_store.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// Makes `event` a team event of `boards` boards: match points as "W,D,L" (default 2,1,0), the
// primary score ("match-points", the default, or "game-points") and the team tie-breaks
// (scoring/team_standings.h; default defaultTeamTiebreaks). Only round robins of teams are
// paired yet: a Swiss of teams (C.04.6) is refused.
void makeTeamEvent(Event& event, int boards, const std::optional<std::string>& match_points,
                   const std::optional<std::string>& primary_score, const std::optional<std::string>& tiebreaks);

// Checks a team event made whole (an imported TRF) as the use cases below check each step:
// every roster as addTeam checks it, every line-up as setLineup does. Refused with the field,
// and the round and team for a line-up.
void checkTeamEvent(const Event& event);

struct TeamEntry {
    std::string name;
    std::string federation;  // or club
    std::string captain;
    std::vector<int> roster;  // start numbers in board order, reserves last
};

// Enters a team before round 1 is paired; returns its number. Refused: not a team event, a
// round paired, no name or a name taken, fewer players than boards, a start number no player
// has, a player named twice or already on another team.
int addTeam(EventStore& store, const TeamEntry& entry);

struct LineupEntry {
    int round = 0;
    int team = 0;
    std::vector<int> players;  // board 1 first; 0 leaves a board empty; missing boards are empty
};

// Sets a team's line-up for a round. Refused: a round not paired, a team without a match in it,
// more players than boards, a player not on the team's roster, players out of roster order,
// a match with results already.
void setLineup(EventStore& store, const LineupEntry& entry);

struct BoardResultEntry {
    int round = 0;
    int match = 0;       // 1-based, in the order of the round's pairing
    int board = 0;       // 1-based
    std::string result;  // as for a game: "1-0" is White's win (board 1 White is the first team's)
    bool force = false;  // replace a result entered already (logged)
};

struct EnteredBoardResult {
    Message where;       // "round 3 match 2 board 1"
    std::string result;  // the token as read, "1-0"
};

// Stores one board's result. Refused: a round, match or board the event does not have, a match
// whose line-ups are not both given, a board a team left empty (lost by forfeit, no result), a
// token that is not a result of the game, a board with a result already unless forced.
EnteredBoardResult enterBoardResult(EventStore& store, const BoardResultEntry& entry);

// The results of a match's boards in one transaction, board 1 first; "-" skips a board (one a
// team left empty, or one to enter later). Every board is checked as enterBoardResult checks
// it; either all are stored or none.
std::vector<EnteredBoardResult> enterMatchResults(EventStore& store, int round, int match,
                                                  const std::vector<std::string>& results, bool force);

// Gives every team of the round's matches that has no line-up yet its regulars: the first
// players of its roster, one a board.
void setRegularLineups(EventStore& store, int round);

// Pairs the next round of a round robin of teams (Berger, C.05 Annex 1). Refused: no team
// event, fewer than two teams, every round paired, the last round's matches not all decided.
// tournament::pairNextRound (round_pairing.h) calls it for a team event, inside its change.
TeamRound pairNextTeamRound(Event& event, EventLog& log);

// Team standings after `after_round` (0: every round with all its results): rank, team, the
// primary score and the tie-breaks of the event's list.
Table teamStandingsTable(const Event& event, int after_round = 0);

// A round's matches board by board: the teams, each board's players with the first team's
// colour, and the results entered (or the forfeit of an empty board).
Table teamPairingsTable(const Event& event, int round);

// The team crosstable after `after_round` (0: every round with all its results), in the order
// of the standings: rank, team, the game points taken from each other team (one figure a
// match), match points, game points and the tie-breaks.
Table teamCrosstableTable(const Event& event, int after_round = 0);

// Each round's matches with their scores so far: what the API lists (docs/openapi.yaml).
struct TeamMatchSummary {
    int match = 0;  // 1-based, in the order of the pairing
    int first_team = 0;
    int second_team = 0;
    MatchScore score;  // game points so far; match points once complete
};
struct TeamRoundSummary {
    int round = 0;
    int free_team = 0;  // 0: none
    std::vector<TeamMatchSummary> matches;
};
std::vector<TeamRoundSummary> teamRoundSummaries(const Event& event);

// The teams with their rosters.
Table teamListTable(const Event& event);

}  // namespace tourney::tournament
