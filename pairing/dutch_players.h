// What the FIDE Dutch system reads about each player before a round is paired: pairing score,
// effective pairing number, colour preference, float history and bye eligibility
// (C.04.3 1.1-1.8, C.04.2). Computed from the Event; nothing here chooses a pairing.
#pragma once

#include "scoring/event.h"
#include "scoring/history.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tourney::dutch {

enum class Float : char { None, Down, Up };  // C.04.3 1.4

struct Contender {
    int start_no = 0;
    int rank = 0;                        // effective pairing number - 1 (C.04.2; only valid players count)
    long long score = 0;                 // pairing score in tenths: points plus virtual points (1.2, C.04.7)
    long long real_score = 0;            // points without virtual points (board order, C.04.2)
    Colour preference = Colour::None;    // 1.7
    bool absolute = false;               // 1.7.1: |CD| > 1 or the last two played games had one colour
    bool strong = false;                 // 1.7.2: |CD| = 1 and not absolute
    int imbalance = 0;                   // |CD| (1.6)
    Colour repeated = Colour::None;      // the colour of the last two played games, when equal
    std::vector<Colour> played_colours;  // played games only, in round order (5.2.3)
    Float float_last = Float::None;      // float in round r-1 (1.4)
    Float float_before = Float::None;    // float in round r-2
    bool bye_eligible = true;            // C2 (1.5)
    int played_games = 0;                // games played over the board (C9 counts the rest)
    bool topscorer = false;              // 1.8, final round only
};

// One round to pair: the players to pair and what constrains them.
struct DutchRound {
    int round = 0;  // the round being paired
    int rounds_played = 0;
    int planned_rounds = 0;
    Points win, draw, loss;
    bool initial_white = true;                // 5.1: colour of the higher-ranked player in round 1, odd TPN
    std::vector<Contender> players;           // to be paired, in start-number order
    std::set<std::pair<int, int>> forbidden;  // start numbers (lower, higher): C1 and arbiter bans
};

// Thrown when the event cannot be read as a Swiss event (the message says why).
DutchRound prepareDutchRound(const Event& event);

// Pairing scores (1.2 with C.04.7) in tenths before every round paired so far:
// [player index][r] is the score before round r + 1, r = 0 .. event.roundsPaired(). Other Swiss
// systems read floats from it (the Dubov system's upfloats).
std::vector<std::vector<long long>> pairingScoresBeforeRounds(const Event& event,
                                                              const std::vector<std::vector<RoundEntry>>& histories);

// C.04.7 (Baku): how many players of the initial list form group A (2 * ceil(N / 4)).
int bakuGroupASize(int players_in_list);

// C.04.7: the start number of the last group A player (players numbered up to it are group A).
int bakuLastOfGroupA(const Event& event);

// Virtual points of the Baku method for one player before a round (C.04.7), in tenths.
long long bakuVirtualPoints(bool in_group_a, int planned_rounds, int round, const PointSystem& points);

// C3: the colour a player's absolute preference demands when it keeps him from meeting another
// player who demands the same, that is unless he is a topscorer (1.8); None when C3 does not bind
// him. An absolute preference always names a colour.
Colour colourBoundByC3(const Contender& c);

// C3: two players bound to the same colour (above) may not meet.
bool absolutePreferencesClash(const Contender& a, const Contender& b);

// C1 and C3 (with the arbiter's bans): may these two players be paired at all this round?
bool mayMeet(const DutchRound& round, const Contender& a, const Contender& b);

}  // namespace tourney::dutch
