// Two facts every front end asks about a round: which boards still wait for a result, and
// whether the next round may be paired (and if not, why). Pairing the next round, the arbiter's
// page and the command line all ask here, so the answer is the same everywhere.
#pragma once

#include "scoring/event.h"
#include "tournament/message.h"

#include <string>
#include <vector>

namespace tourney::tournament {

// A board (a table at tables of four) of a paired round whose game has no result yet.
struct AwaitingBoard {
    int board = 0;
    std::vector<int> players;  // start numbers, seat by seat (White first)
};

// Throws NotInEvent (field "round") unless `round` is paired, saying why in the event's terms:
// "no round is paired yet", "round 2 is not paired yet (only round 1 is)", "round 12 does not
// exist: the event has 9 rounds" (issue 31 item 11).
void requirePairedRound(const Event& event, int round);

// The boards of `round` without a result, in board order; empty when the round is complete.
// Throws NotInEvent (field "round") when the round is not paired.
std::vector<AwaitingBoard> boardsAwaitingResults(const Event& event, int round);

// Why the next round cannot be paired now.
enum class PairingBlock {
    None,             // it may be paired
    AllRoundsPaired,  // the event's planned rounds are all paired
    TooFewPlayers,    // fewer players than one board (a table at tables of four) seats
    ResultsMissing,   // the last paired round has boards without a result (C.04.1: a Swiss
                      // round is paired on the scores of the rounds before it)
};

struct NextRoundReadiness {
    int round = 0;  // the round that would be paired next
    PairingBlock block = PairingBlock::None;
    std::vector<AwaitingBoard> awaiting;  // ResultsMissing: the last round's boards without a result
    Message reason;                       // for the arbiter; empty when it may be paired

    bool ready() const { return block == PairingBlock::None; }
};

// Whether round event.roundsPaired() + 1 may be paired. A round robin of known length counts its
// rounds; before round 1 its length is not fixed yet. A pairing engine may still find that no
// legal pairing exists (C.04.3 1.9.3): that is known only by trying.
NextRoundReadiness nextRoundReadiness(const Event& event);

}  // namespace tourney::tournament
