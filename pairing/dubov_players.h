// What the FIDE Dubov system (C.04.4.1, 2026) reads about each player before a round: the
// Dutch engine's reading of the event (score, TPN, colours played, PAB eligibility, forbidden
// pairs: pairing/dutch_players.h) plus what only the Dubov system uses: the colour preference of
// 1.6 (a player with no game prefers Black), ARO (1.7) and upfloats (1.8). Nothing here chooses
// a pairing.
#pragma once

#include "pairing/dutch_players.h"

#include <set>
#include <utility>
#include <vector>

namespace tourney::dubov {

enum class Strength : char { Mild, Strong, Absolute };  // C.04.4.1 1.6.1-1.6.3

struct Entrant {
    dutch::Contender facts;            // score, rank (TPN - 1), colours played, C2 eligibility
    int rating = 0;                    // 1.1
    int aro = 0;                       // 1.7
    Colour preference = Colour::None;  // 1.6 (never None: 1.6.4)
    Strength strength = Strength::Mild;
    int upfloats = 0;             // 1.8: rounds paired against a higher score
    bool upfloated_last = false;  // C10: upfloated in the round before this one
    bool maximum_upfloater = false;
};

struct DubovRound {
    int round = 0;
    int planned_rounds = 0;
    bool last_round = false;    // C8-C10 do not apply in the last round
    bool initial_white = true;  // 5.1: the colour drawn for 5.2.1
    std::vector<Entrant> players;
    std::set<std::pair<int, int>> forbidden;  // start numbers (lower, higher): C1 and arbiter bans
};

// C.04.4.1 1.7.1: the average rating of the opponents met over the board, rounded to the
// nearest integer, 0.5 upwards; 0 without such an opponent (1.7.3).
int averageRatingOfOpponents(long long rating_sum, int opponents);

// 1.8.2: MaxT = 2 + floor(Rnds / 5).
int maximumUpfloats(int planned_rounds);

// Throws PairingError when the event cannot be read as a Swiss event.
DubovRound prepareDubovRound(const Event& event);

// C1 (and the arbiter's bans) and C3: may these two players meet this round?
bool mayMeet(const DubovRound& round, const Entrant& a, const Entrant& b);

}  // namespace tourney::dubov
