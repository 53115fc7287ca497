// FIDE C.07 tie-breaks computed from a TRF file alone, as FIDE's reference tool computes them:
// for a federation checking a tournament report, and for the conformance checks.
#pragma once

#include "formats/trf.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

struct TrfTiebreakRequest {
    std::string trf_path;
    std::optional<std::string> codes;  // "BH/C1,BH,SB"; default: the TRF's 202 line
    enum class System { Detect, Swiss, RoundRobin } system = System::Detect;
    std::optional<std::string> rules;  // "2024" or "2026"; default: by the event's start date
    int after_round = 0;               // 0: every round
    std::optional<int> unrated_rating;
};

struct TrfTiebreaks {
    // "#startrank", "points", then one column per code; a row per player in start order.
    Table table;
    std::vector<Message> warnings;  // e.g. rating-based values undefined for unrated players
};

// Throws InputError for a malformed TRF, Refusal for a tie-break that cannot be computed, and
// UnusableRequest for settings of the wrong form.
TrfTiebreaks trfTiebreaks(const TrfTiebreakRequest& request);
// The same for a TRF already read (request.trf_path is not read).
TrfTiebreaks trfTiebreaks(const formats::TrfDocument& document, const TrfTiebreakRequest& request);

}  // namespace tourney::tournament
