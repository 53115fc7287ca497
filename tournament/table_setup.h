// What creating an event at tables of more than two (Chaturaji) settles beyond the usual: the
// placement points, the bye's score, and the length of a round robin of tables.
#pragma once

#include "scoring/event.h"
#include "tournament/refusal.h"

#include <optional>
#include <string>

namespace tourney::tournament {

// A point value the arbiter gave (`value`, in `given`, for `field`) finer than the tenths points
// are kept in: "3,2.25,1,0" for placement points, "1,0.25,0" for a W,D,L scoring.
Refusal finerThanTenthsRefusal(const std::string& field, const std::string& given, const std::string& value);

// The points of each place ("3,2,1,0", any list that does not rise, one value per seat; default
// seats - 1 down to 0) and the score of a bye (default the mean of the places' points) as the
// event keeps them (Event::placement, PointSystem::pairing_bye). A W,D,L scoring is refused:
// tables are scored by places. Throws Refusal naming the field at fault.
void setTableScoring(Event& event, const std::optional<std::string>& scoring,
                     const std::optional<std::string>& placement, const std::optional<std::string>& bye_points);

// At tables a half-point bye is worth half the event's bye. Why a half-point bye cannot be given
// (that half is finer than tenths, as half of the default 1.5 is), or nullopt: points are kept
// exact, never rounded, so such a bye is refused where it is asked for (a requested bye, a
// late entry's missed rounds) rather than scored as 0.7.
std::optional<Message> halfByeProblem(const Event& event);

// Placement points and a bye's score are for games at tables; refused for games of two.
void refuseTableSettings(const Event& event, const std::optional<std::string>& placement,
                         const std::optional<std::string>& bye_points);

// A round robin of tables may be given its number of rounds (fewer or more than it takes for
// everyone to meet everyone); 0 lets round 1 derive it from the players.
int plannedTableRounds(const std::optional<int>& rounds);

}  // namespace tourney::tournament
