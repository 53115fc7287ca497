// The FIDE Burstein system (C.04.4.2, in force from 1 February 2026): pairs the next round of
// a Swiss event. pairNextRound() (pairing.h) calls it for PairingSystem::Burstein.
//
// How: pairing/burstein_players.h reads the event as the rules see it (the Dutch engine's
// scores, colour preferences and bye eligibility, plus the seeding rounds and the Index of
// A.5-A.7); pairing/burstein_bye.h gives the pairing-allocated bye; pairing/burstein_bracket.h
// pairs a bracket (first against last, downfloaters); colours and board order are the Dutch
// engine's (pairing/dutch_colours.h). docs/pairing.md says how each article is read.
#pragma once

#include "pairing/pairing.h"

namespace tourney {

// Throws PairingError when the round cannot be paired or the event is not pairable.
PairedRound pairBurstein(const Event& event, const PairingOptions& options);

}  // namespace tourney
