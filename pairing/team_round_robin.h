// A round robin of teams: the Berger tables of C.05 Annex 1 with teams in place of players
// (single or double cycle). The team drawn to White in the table is the match's first team: its
// player on board 1 has White, and colours alternate down the boards (scoring/team.h).
#pragma once

#include "scoring/team.h"

namespace tourney {

// Round `round` (1-based) of a round robin of `teams` teams numbered 1..teams: the matches in
// the table's order and, in an odd field, the team without a match. Line-ups and results are
// left to the arbiter. `double_round_robin` as bergerRound (pairing/berger.h) takes it.
TeamRound teamRoundRobinRound(int teams, int round, bool double_round_robin);

}  // namespace tourney
