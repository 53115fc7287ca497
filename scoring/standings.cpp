#include "scoring/standings.h"

#include <algorithm>

namespace tourney {

// Points only, ties in start-number order and sharing a rank. The tie-break engine replaces
// this with the event's tie-breaks and the drawing of lots.
std::vector<Standing> computeStandings(const Event& event, int after_round) {
    std::vector<Standing> standings;
    for (const Player& player : event.players)
        standings.push_back(Standing{0, player.start_no, pointsAfter(event, player.start_no, after_round), {}, {}});
    std::stable_sort(standings.begin(), standings.end(), [](const Standing& a, const Standing& b) { return a.points > b.points; });
    for (std::size_t i = 0; i < standings.size(); ++i)
        standings[i].rank = i > 0 && standings[i].points == standings[i - 1].points ? standings[i - 1].rank : static_cast<int>(i) + 1;
    return standings;
}

}  // namespace tourney
