// pairing: who plays whom, with which colour, on which board, in the next round.
//
// pairNextRound() looks at the event's system and calls the right engine: Berger tables for
// round robins (berger.h), the FIDE Dutch system for Swiss events (dutch.h). It computes only:
// storing the round and printing it are the caller's business.
#pragma once

#include "scoring/event.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tourney {

struct PairingOptions {
    bool explain = false;  // fill PairedRound::explanation
};

struct PairedRound {
    Round round;                           // games in board order (no outcomes), byes
    std::vector<std::string> explanation;  // bracket by bracket, when asked for
};

// The pairing cannot be made (every round already paired, no legal pairing exists, ...).
class PairingError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Pairs round event.roundsPaired() + 1. Requested byes for that round, withdrawals, forbidden
// pairs and acceleration come from the event. Whether that round may be paired at all (the
// last round complete, rounds left, enough players) is the event core's to decide first
// (tournament/round_readiness.h); this throws PairingError when no legal pairing exists or the
// round lies beyond a round robin's table.
PairedRound pairNextRound(const Event& event, const PairingOptions& options = {});

// Completes a Swiss round whose games are made: the pairing-allocated bye to `bye_player` (0:
// none), and to everybody else without a game the bye he requested in advance for the round, or
// an absence. Shared by the Swiss engines.
void giveByesToTheUnpaired(const Event& event, int bye_player, Round& round);

// The engine of a Swiss system: pairDutch (dutch.h) for Swiss, pairDubov (dubov.h) for Dubov.
// It pairs the event as given (tourney engine, the checkers); pairNextRound calls it.
using SwissEngine = PairedRound (*)(const Event&, const PairingOptions&);
SwissEngine swissEngine(PairingSystem system);

// The FIDE regulation a Swiss system pairs by ("C.04.3" for the Dutch system) and the articles
// that give its colours ("C.04.3 5.2"; the Burstein system allocates them as the Dutch does),
// for a checker to cite.
struct SwissArticles {
    std::string_view system, colours;
};
SwissArticles swissArticles(PairingSystem system);

}  // namespace tourney
