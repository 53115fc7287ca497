// The checker of FIDE's endorsement kit (C.04.A): re-pairs every round of a finished Swiss
// event by the Dutch system and compares it with the round the event really had.
// `tourney engine --dutch F.trf -c` prints what this returns.
#pragma once

#include "scoring/event.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tourney {

// One board as the record holds it: (white, black) start numbers, (player, 0) for the
// pairing-allocated bye. A forfeit entered without colours is a fact of the record: it is
// held as (lower, higher) with colours_known false and matches either colour order.
struct RecordedPair {
    int white = 0, black = 0;
    bool colours_known = true;
    auto operator<=>(const RecordedPair&) const = default;
};

struct RoundCheck {
    int round = 0;
    std::string failure;                          // the engine's refusal, when it could not pair
    std::vector<RecordedPair> missing;            // in the record, not in the engine's pairing
    std::vector<std::pair<int, int>> unexpected;  // in the engine's pairing, not in the record
    // Pairs the engine makes too, but with the colours the other way: as the record gives them.
    std::vector<RecordedPair> swapped_colours;
    std::vector<std::string> explanation;  // --explain of a differing round, when asked for
    bool agrees() const { return failure.empty() && missing.empty() && unexpected.empty() && swapped_colours.empty(); }
};

struct DutchCheck {
    std::vector<RoundCheck> rounds;
    int differing() const;
};

// The record's pairs of a round (games and the pairing-allocated bye).
std::vector<RecordedPair> recordedPairs(const Round& round);

// Compares the engine's pairs (white, black; (player, 0) for the bye) with the record's.
RoundCheck compareRound(int round, const std::vector<RecordedPair>& recorded,
                        const std::set<std::pair<int, int>>& paired);

// Every paired round of `event`, re-paired from the rounds before it. The initial colour is
// the event's (first_board_white): the caller reads it from the file or from round 1.
// explain: keep the engine's explanation of every round that differs.
DutchCheck checkDutchRounds(const Event& event, bool explain = false);

// The same by the engine of event.system (pairing.h: swissEngine), the Dubov system's too.
DutchCheck checkSwissRounds(const Event& event, bool explain = false);

// One paired round of a Swiss event, re-paired from the rounds before it by the engine of
// event.system: what checkSwissRounds does for each round.
RoundCheck checkSwissRound(const Event& event, int round, bool explain = false);

// "2-4, 5-3, 7-0" (the bye as "-0"; a pair without colours as "2-4 (no colours)"), or "none".
std::string describePairs(const std::vector<RecordedPair>& pairs);
std::string describePairs(const std::vector<std::pair<int, int>>& pairs);

}  // namespace tourney
