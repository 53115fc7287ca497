// What the FIDE Burstein system (C.04.4.2, 2026) reads about each player before a round: the
// Dutch engine's reading of the event (score, TPN, colour preferences, PAB eligibility,
// forbidden pairs: pairing/dutch_players.h) plus what only the Burstein system uses: whether
// the round is a seeding round (A.5), each player's Index (A.6: Buchholz, then
// Sonneborn-Berger, as C.07 computes them) and the ranking order that follows (A.7). Nothing
// here chooses a pairing.
#pragma once

#include "pairing/dutch_players.h"

#include <vector>

namespace tourney::burstein {

// A.6: the Index, compared Buchholz first, then Sonneborn-Berger (C.07 §8.1, §9.1, exact
// values in the units of scoring/tiebreaks.h).
struct Index {
    long long buchholz = 0;
    long long sonneborn_berger = 0;
};

struct BursteinRound {
    dutch::DutchRound base;    // players in start-number order, C1 and the arbiter's bans
    int seeding_rounds = 0;    // A.5
    bool seeding = false;      // the round paired is one of them: ranked by score and TPN only
    std::vector<Index> index;  // per base.players entry; zero in seeding rounds
};

// A.5: min(floor(planned rounds / 2), 4).
int seedingRounds(int planned_rounds);

// Throws PairingError when the event cannot be read as a Swiss event.
BursteinRound prepareBursteinRound(const Event& event);

// A.7: true when player a (index into round.base.players) ranks above b: more points, then
// (after the seeding rounds) the higher Index, then the smaller TPN.
bool rankedAbove(const BursteinRound& round, int a, int b);

// C1 and the arbiter's bans, and two absolute preferences for one colour (C.04.1): may these
// two players (indices into round.base.players) meet this round?
bool mayMeet(const BursteinRound& round, int a, int b);

}  // namespace tourney::burstein
