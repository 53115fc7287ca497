// The FIDE Dubov system (C.04.4.1, in force from 1 February 2026): pairs the next round of a
// Swiss event. pairNextRound() (pairing.h) calls it for PairingSystem::Dubov.
//
// How: pairing/dubov_players.h reads the event as the rules see it (scores, colour
// preferences, ARO, upfloats, bye eligibility); pairing/dubov_upfloaters.h gives the bye and
// each bracket's upfloaters; pairing/dubov_bracket.h pairs a bracket; pairing/dubov_colours.h
// gives colours (5.2) and board order. docs/pairing.md says how each article is read.
#pragma once

#include "pairing/pairing.h"

namespace tourney {

// Throws PairingError when the round cannot be paired (1.9) or the event is not pairable.
PairedRound pairDubov(const Event& event, const PairingOptions& options);

}  // namespace tourney
