// FIDE mode (issue 37): the event runs as FIDE asks of a rated event handled by an approved
// program. Once round 1 is paired, what the pairings and the standings stand on is locked: the
// tie-break list (C.07 §13: announced before the event) and the forbidden pairs (C.04.2 1.5:
// the correct pairings are not altered in favour of anyone); a pairing changed by hand is
// compared with the engine's, warned and logged (C.04.2 1.4: different arbiters and programs
// arrive at identical pairings). Scoring and bye values are set when the event is created and
// no use case changes them afterwards, in FIDE mode or not.
//
// An event is "FIDE-rated" when its game is one FIDE rates (chess between two players,
// rules/registry.h: GameEntry::fide_rated): such an event starts in FIDE mode unless the
// arbiter says otherwise when he creates it. Leaving FIDE mode needs a reason, and it is logged
// with it, as is entering it. This file is the one place of these rules.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// What FIDE mode locks once round 1 is paired.
enum class LockedSetting { Tiebreaks, ForbiddenPairs };

// Whether FIDE mode's locks hold now: the event is in FIDE mode and round 1 is paired.
bool fideLocksHold(const Event& event);

// Throws Locked (refusal.h), with the setting's field and the article that asks for the lock,
// when FIDE mode's locks hold.
void requireUnlocked(const Event& event, LockedSetting setting);

// Whether a new event starts in FIDE mode: as asked, or by default when FIDE rates its game.
// Throws Refusal (field "fide_mode") when FIDE mode is asked for an event FIDE does not rate.
bool initialFideMode(const Event& event, std::optional<bool> asked);

// Enters (`on`) or leaves FIDE mode, logged with the reason; leaving needs one. Returns what
// was done, for the front end to print.
Message setFideMode(EventStore& store, bool on, const std::string& reason);

// FIDE mode: how round `round` of `event`, changed by hand, differs from the engine's pairing of
// it (the checker's comparison, pairing/dutch_check.h), as warnings; none when it agrees or the
// event is not in FIDE mode. Round robins are left out: a change by hand breaks their Berger
// table, of which the hand pairing warns on its own.
std::vector<Message> differencesFromEngine(const Event& event, int round);

// What the checker (`tourney engine -c`, pairing/dutch_check.h) says of round `round` of a
// Swiss event, for the published pairings: that the engine of the event's system pairs it the
// same way, or that it pairs it otherwise (a pairing changed by hand). None for round robins
// and tables, which the checker does not take.
std::optional<Message> engineCheckNote(const Event& event, int round);

}  // namespace tourney::tournament
