// The standings a TRF states, recomputed: FIDE's acceptance of pairing programs (C.02.03 §7)
// asks the program's free checker to verify a file's tie-break standings as well as its
// pairings (`tourney engine -c`). Checked: each player's points (columns 81-84); his rank
// (86-89) when the file lists its tie-breaks (202, or 212); and, since TRF-26 has no field for
// a player's tie-break values, the values of a table published beside the file
// (formats/tiebreak_values.h), each against C.07.
#pragma once

#include "formats/trf.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

struct StandingDifference {
    int after_round = 0;
    int player = 0;        // the file's number
    std::string what;      // "points", "rank", or the tie-break code as the table writes it
    std::string article;   // the rule that gives the value: "C.07 §8.1"
    std::string where;     // FILE:LINE of the value the file gives
    std::string filed;     // as the file gives it
    std::string computed;  // as the rules give it
};

struct StandingsCheck {
    int after_round = 0;
    int points_checked = 0;
    int ranks_checked = 0;
    std::string rank_order;       // "BH/C1, BH, SB": the tie-breaks the ranks were checked by
    std::string ranks_unchecked;  // why no rank was checked (the file lists no tie-breaks ...)
    int values_checked = 0;       // tie-break values of the table
    std::vector<StandingDifference> differences;
};

// `document` read with trust_results (so that a points column that contradicts the results is
// a difference here, not a refused file). `values_path`: the table of tie-break values, if any.
// `points_columns`: false when the arbiter said to go by the results (--trust-results), and the
// points columns are not checked. Throws InputError for a table it cannot read, Refusal for a
// tie-break it cannot compute.
StandingsCheck checkStandings(const formats::TrfDocument& document, const std::optional<std::string>& values_path,
                              bool points_columns = true);

}  // namespace tourney::tournament
