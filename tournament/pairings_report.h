// The pairings of one round as a table: board, both players with title, federation, rating
// and points before the round, and the result (empty until entered). Byes go under the boards.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

namespace tourney::tournament {

// Throws Refusal when the round is not paired.
Table pairingsReport(const Event& event, int round);

// The pairings as data, for scripts: board, the start number of each seat (White first) and
// the result as the game writes it (empty while pending); then one row per bye or absence, its
// board empty (it is no board), the player in the first seat, 0 in the others and the bye's
// TRF code as the result (U, H, F, Z; A: absent).
Table pairingsList(const Event& event, int round);

// A player as the round sheet shows him: "12 Rahman, Tanvir (2210)"; the number alone for a
// start number no player has.
std::string playerLabel(const Event& event, int start_no);

// The pairings for a terminal: board, each seat as "start name (rating)", the result as people
// read it ("½-½"), then the byes by name.
Table roundSheet(const Event& event, int round);

// A player's points when `round` starts, as a pairing list shows them: the rounds before it,
// none before round 1.
Points pointsBeforeRound(const Event& event, int start_no, int round);

// The rounds paired that reports show: a team event's team rounds (it has no individual
// rounds, scoring/team.h), else the event's rounds.
int roundsToReport(const Event& event);

// The round a report is about: `requested` when given (> 0), else the last paired round.
// Throws Refusal (field "round") naming the rounds that exist when `requested` is out of range.
int reportRound(const Event& event, int requested);

}  // namespace tourney::tournament
