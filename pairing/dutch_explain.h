// Why the Dutch engine paired a round as it did, for the arbiter (`tourney pair --explain`,
// `tourney engine --dutch ... --explain`): bracket by bracket, who floated and why, which
// colour preferences were not met and why, and why the bye went where it went.
//
// Computed after the pairing, from the bracket reports (dutch_brackets.h) and the players as
// the rules see them (dutch_players.h); nothing here changes the pairing. Where a reason needs
// a fact about other pairings (could this player have been paired here at all? would the rest
// of the round still pair?), it is checked with a small matching, not assumed.
#pragma once

#include "pairing/dutch_brackets.h"
#include "pairing/dutch_colours.h"
#include "pairing/dutch_players.h"

#include <string>
#include <vector>

namespace tourney::dutch {

// One line per fact, in plain English, citing C.04.3 (and C.04.7 for virtual points).
std::vector<std::string> explainRound(const Event& event, const DutchRound& round, const BracketPairing& pairing,
                                      const std::vector<Board>& boards);

}  // namespace tourney::dutch
