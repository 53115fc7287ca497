// The FIDE Dutch system (C.04.3, in force from 1 February 2026): pairs the next round of a
// Swiss event. pairNextRound() (pairing.h) calls it for PairingSystem::Swiss.
//
// How: pairing/dutch_players.h reads the event as the rules see it (scores, colour
// preferences, floats, bye eligibility); pairing/dutch_brackets.h pairs bracket by bracket;
// pairing/dutch_colours.h gives colours (5.2) and board order. docs/pairing.md has the why.
#pragma once

#include "pairing/pairing.h"

namespace tourney {

// Throws PairingError when the round cannot be paired (1.9.3) or the event is not pairable.
PairedRound pairDutch(const Event& event, const PairingOptions& options);

}  // namespace tourney
