// Team standings: the teams ranked by match points or game points (the event's choice, C.04.6
// 1.2) and then by the team tie-breaks of the event's list, in order (C.07 §4).
//
// The team tie-breaks are the individual ones of C.07 with a team's match or game points as
// its score, named as TRF-26 and FIDE's reference tool name them (docs/teams.md):
//   MP, GP        the team's match points or game points (as a tie-break: the secondary score)
//   DE            direct encounter on the primary score (C.07 §6)
//   BH:MP, BH:GP  Buchholz on the opponents' match or game points (C.07 §8.1); BH alone: primary
//   SB:MP, SB:GP  Sonneborn-Berger: each opponent's match (game) points times the match (game)
//                 points the team took from it (C.07 §9.1); SB alone: primary
//   EMGSB, EGMSB  the extended Sonneborn-Berger of the reference tool: each opponent's match
//                 points times the game points taken from it (EMGSB), or the opponent's game
//                 points times the match points taken (EGMSB); ESB: the primary score's opponents
//                 times the secondary score taken; EMMSB and EGGSB are SB:MP and SB:GP
// BH and SB take the modifiers of C.07 §14 (BH:MP/C1).
#pragma once

#include "scoring/event.h"
#include "scoring/standings.h"
#include "scoring/tiebreaks.h"

#include <string>
#include <string_view>
#include <vector>

namespace tourney {

enum class TeamTiebreakName { MatchPoints, GamePoints, DirectEncounter, Buchholz, SonnebornBerger };

struct TeamTiebreakCode {
    TeamTiebreakName name = TeamTiebreakName::Buchholz;
    // BH: the opponents' score summed. SB: the opponents' score (`opponents`) times the score
    // the team took from each (`own`). Unused for MP, GP and DE.
    TeamScore opponents = TeamScore::MatchPoints;
    TeamScore own = TeamScore::MatchPoints;
    TiebreakCode modifiers;  // the individual code with the modifiers (/C1, /M1)
    std::string text;        // as the arbiter wrote it, upper case
};

// Reads a team code ("BH:MP/C1", "sb:gp", "EMGSB", "DE"); `primary` fills in a code without a
// score. Throws TiebreakError naming the code.
TeamTiebreakCode parseTeamTiebreakCode(std::string_view text, TeamScore primary);

// The list of a team event whose arbiter names none: the secondary score, direct encounter and
// Sonneborn-Berger on the primary score. A choice of Tourney's (docs/teams.md): C.07 as read
// recommends no list for teams.
std::vector<std::string> defaultTeamTiebreaks(TeamScore primary);

// The team rounds standings count: rounds up to `after_round` (0 = all paired) whose matches
// all have their results, stopping at the first that lacks one.
int teamRoundsToCompute(const Event& event, int after_round);

// One team's score in a round: its opponent (0 for the free team of a round robin) and the
// points it took.
struct TeamRoundScore {
    int opponent = 0;
    Points match_points;
    Points game_points;
};
// [team - 1][round - 1] over the rounds counted.
std::vector<std::vector<TeamRoundScore>> teamRoundScores(const Event& event, int rounds);

// Standings of a team event; Standing::start_no is the team's number and Standing::points its
// primary score. Throws TiebreakError when a code cannot be read.
std::vector<Standing> computeTeamStandings(const Event& event, int after_round = 0);

}  // namespace tourney
