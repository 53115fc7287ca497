// The random tournament generator of FIDE's endorsement kit for pairing programs (C.04.A):
// a whole Swiss event played out at random and paired round by round by the Dutch engine, so
// that another engine's checker (and Tourney's own, `tourney engine --dutch F.trf -c`) can
// re-pair every round of it. Seeded: the same configuration gives the same event anywhere.
// `tourney engine --dutch -g CONFIG -o OUT.trf` reads a configuration and writes the event.
#pragma once

#include "scoring/event.h"

#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>

namespace tourney {

// What the generated tournament looks like. A range ("20-400") is drawn from the seed.
struct RandomTournamentConfig {
    int players_low = 50, players_high = 50;
    int rounds_low = 9, rounds_high = 9;
    unsigned long long seed = 1;
    int rating_low = 1400, rating_high = 2700;  // ratings drawn uniformly between
    double draw_rate = 0.30;                    // draws among players of equal rating (fewer as the gap grows)
    double forfeit_rate = 0.02;                 // games lost by a player who does not come (the opponent wins +/-)
    double bye_rate = 0.03;                     // players who ask for a bye for a round: half, zero or full point
    double withdraw_rate = 0.005;               // players who withdraw before a round, for the rest of the event
    PointSystem points = PointSystem::standard();
    PairingSystem system = PairingSystem::Swiss;  // the Swiss system that pairs it (not a config line)
    // JaVaFo's shares, "one player in N" over the whole event; when given they replace the
    // per-round rates above once the number of rounds is drawn.
    std::optional<double> retiring_share;  // RetiredRate: players who withdraw during the event
    std::optional<double> half_bye_share;  // HalfPointByeRate: players who take a half-point bye
                                           // (the only bye asked for then)
    // Baku acceleration (C.04.7): its virtual points are written as explicit TRF-26 250 records.
    Acceleration acceleration = Acceleration::None;
    int teams = 0;  // players spread over this many teams ("Team 1" ...: each player's club)
};

// A refused configuration line: "CONFIG:LINE: what is wrong".
class RandomTournamentError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Reads "key = value" lines ('#' starts a comment): players, rounds, seed, ratings (LOW-HIGH),
// draw_rate, forfeit_rate, bye_rate, withdraw_rate (fractions from 0 to 1), points (W,D,L),
// acceleration (none or baku), teams (a number). Also the keys of JaVaFo 1.4's generator, as
// bbpPairings reads them (docs/pairing.md, "The endorsement kit"): PlayersNumber, RoundsNumber,
// DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate (rates "one in N"),
// HighestRating, LowestRating, PointsForWin, PointsForDraw, PointsForLoss,
// PointsForForfeitLoss, PointsForPAB. Throws RandomTournamentError naming the line and key.
RandomTournamentConfig readRandomTournamentConfig(std::istream& in, const std::string& name);

// The whole event: players numbered by rating (C.04.2), the initial colour drawn (5.1), every
// round paired by pairNextRound and played at random. When a round cannot be paired at all
// (C.04.3 1.9.3, possible in small fields late in the event), the event stops before it and
// keeps its planned number of rounds (the rounds paired were paired as rounds of that event),
// without the byes and withdrawals drawn for the round that was not paired.
Event generateRandomTournament(const RandomTournamentConfig& config);

}  // namespace tourney
