#include "pairing/burstein_players.h"

#include "scoring/tiebreaks.h"

#include <algorithm>
#include <tuple>

namespace tourney::burstein {

int seedingRounds(int planned_rounds) { return std::min(planned_rounds / 2, 4); }

namespace {

// A.6: Buchholz and Sonneborn-Berger of every player after the rounds played, by the
// tie-break rules in force for the event (C.07; unplayed rounds as C.07 §16 counts them).
std::vector<Index> indexOf(const Event& event, const dutch::DutchRound& base) {
    const std::vector<TiebreakCode> codes = {parseTiebreakCode("BH"), parseTiebreakCode("SB")};
    const auto values = computeTiebreaks(event, codes, settingsFor(event));
    std::vector<Index> index;
    for (const dutch::Contender& c : base.players)
        index.push_back({values[0][c.start_no - 1].scaled, values[1][c.start_no - 1].scaled});
    return index;
}

}  // namespace

BursteinRound prepareBursteinRound(const Event& event) {
    BursteinRound round;
    round.base = dutch::prepareDutchRound(event);
    // The Burstein system has no topscorers: two absolute preferences for one colour never
    // meet, in the last round too (docs/pairing.md, A.4).
    for (dutch::Contender& c : round.base.players) c.topscorer = false;
    round.seeding_rounds = seedingRounds(round.base.planned_rounds);
    round.seeding = round.base.round <= round.seeding_rounds;
    round.index = round.seeding ? std::vector<Index>(round.base.players.size()) : indexOf(event, round.base);
    return round;
}

bool rankedAbove(const BursteinRound& round, int a, int b) {
    const dutch::Contender& x = round.base.players[a];
    const dutch::Contender& y = round.base.players[b];
    const Index& i = round.index[a];
    const Index& j = round.index[b];
    return std::make_tuple(-x.score, -i.buchholz, -i.sonneborn_berger, x.rank) <
           std::make_tuple(-y.score, -j.buchholz, -j.sonneborn_berger, y.rank);
}

bool mayMeet(const BursteinRound& round, int a, int b) {
    return dutch::mayMeet(round.base, round.base.players[a], round.base.players[b]);
}

}  // namespace tourney::burstein
