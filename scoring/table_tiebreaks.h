// Standings of events played at tables of more than two (Chaturaji): placement points, then the
// tie-breaks the arbiter lists, in order (docs/tiebreaks.md, "Tables of four"):
//   GP   game points: every game point won on the board, over all tables played
//   WIN  first places: tables at which the player came first, alone or shared
//   BH   Buchholz for tables: the final placement points of every opponent met, each counted
//        as often as met; a round without a game (a bye, an absence, a forfeited seat) counts
//        as many virtual opponents as a table has, each with the player's own score
//   DE   direct encounter: among players tied on points and every tie-break before it, when
//        every two of them have met, the order of what they scored against one another
//        (1 for each time placed above another of the group, ½ when placed equal); the value
//        is the place in that order (1 best), 0 when it does not apply
// C.07's codes and their rules are for two-player games; none of them is computed for tables.
#pragma once

#include "scoring/standings.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney {

enum class TableTiebreak { GamePoints, FirstPlaces, Buchholz, DirectEncounter };

std::string_view tableTiebreakCode(TableTiebreak tiebreak);              // "GP", "WIN", "BH", "DE"
std::optional<TableTiebreak> parseTableTiebreak(std::string_view code);  // any case

// A list such as "GP,WIN,BH,DE" (commas or blanks) as the codes in capitals. Throws
// TiebreakError (tiebreaks.h) naming a code that is not a tie-break for tables.
std::vector<std::string> tableTiebreakList(std::string_view text);

// Standings after `after_round` (0 = every paired round whose results are all in), by
// placement points, then the event's tie-breaks, then the drawing of lots. Throws
// TiebreakError for a code that is not one of the above.
std::vector<Standing> computeTableStandings(const Event& event, int after_round = 0);

}  // namespace tourney
