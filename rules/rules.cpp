#include "rules/rules.h"

#include <algorithm>

namespace tourney::rules {

Placing whiteWins() { return Placing{{1, 2}, {}}; }
Placing blackWins() { return Placing{{2, 1}, {}}; }
Placing drawn() { return Placing{{1, 1}, {}}; }

Placing placingByPoints(const std::vector<int>& points) {
    Placing placing;
    placing.points = points;
    for (int mine : points)
        placing.place.push_back(
            1 + int(std::count_if(points.begin(), points.end(), [&](int other) { return other > mine; })));
    return placing;
}

std::string GameRecord::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return {};
}

std::string_view verdictName(VerdictKind kind) {
    switch (kind) {
    case VerdictKind::Ok: return "ok";
    case VerdictKind::Illegal: return "illegal";
    case VerdictKind::Inconsistent: return "inconsistent";
    }
    return "unknown";
}

static Message describe(const Placing& placing) {
    if (!placing.claimed()) return Message("no result");
    if (placing == drawn()) return Message("a draw");
    if (placing == whiteWins()) return Message("a win for White");
    if (placing == blackWins()) return Message("a win for Black");
    std::string places;
    for (int place : placing.place) places += (places.empty() ? "" : " ") + std::to_string(place);
    return Message("places %1", places);
}

Verdict judgeClaim(const FinalState& final_state, const Placing& claimed, int plies) {
    Verdict verdict;
    verdict.ply = plies;
    verdict.final_state = final_state;
    // An unfinished game may end by resignation, agreement, the clock or an arbiter's
    // decision: any claimed result can stand, and so can no result at all.
    if (final_state.ending == Ending::Ongoing || !claimed.claimed()) return verdict;
    if (claimed != final_state.placing) {
        verdict.kind = VerdictKind::Inconsistent;
        verdict.because(Message("the game ended by %1, which gives %2, not %3", endingOf(final_state),
                                describe(final_state.placing), describe(claimed)));
    }
    return verdict;
}

}  // namespace tourney::rules
