// Where the engines' own failures become refusals. An engine (pairing/, scoring/) says that the
// event's rules forbid what was asked with an exception of its own: PairingError (no legal
// pairing exists, C.04.3 1.9.3), TiebreakError (a tie-break the event cannot compute, C.07 §10),
// RandomTournamentError (a configuration line it cannot use). A use case calls such an engine
// through refusingEngineFailures, so that the front ends see those as a Refusal, the one kind of
// failure they show the arbiter as "refused". Anything else that escapes a use case is a bug,
// and the front ends say so ("internal error").
#pragma once

#include "pairing/pairing.h"
#include "pairing/random_tournament.h"
#include "scoring/tiebreaks.h"
#include "tournament/refusal.h"

#include <string>
#include <utility>

namespace tourney::tournament {

// Returns what `work` returns; an engine's rule-level failure is thrown again as a Refusal with
// the engine's message and `field` (empty: about the event as a whole).
template <typename Work>
decltype(auto) refusingEngineFailures(const std::string& field, Work&& work) {
    try {
        return std::forward<Work>(work)();
    } catch (const PairingError& failure) {
        throw Refusal(field, failure.what());
    } catch (const UnratedPlayersError& failure) {
        throw Refusal(field, failure.said());
    } catch (const TiebreakError& failure) {
        throw Refusal(field, failure.what());
    } catch (const RandomTournamentError& failure) {
        throw Refusal(field, failure.what());
    }
}

}  // namespace tourney::tournament
