// "Will this be rated?" (issue 36): before round 1, what FIDE's Rating Regulations (B.02) ask of
// an event for its games to be rated, each requirement with the article it comes from and what
// the event still lacks. A pure check of the event; the details it reads that the event did not
// keep before (the chief arbiter's FIDE id, the registration with FIDE) are set with
// setRatedEventDetails. Articles as read in the texts docs/organiser.md names ("Will this be
// rated?"), which also says which requirements could not be read in the current text.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

struct RatedRequirement {
    std::string rule;     // "rate of play", "registration", "arbiter", "players", "rated players"
    std::string article;  // "B.02 1.1", ...
    bool met = false;
    Message said;  // what is required, and when not met what is missing
};

struct RatedEventCheck {
    std::vector<RatedRequirement> requirements;
    bool rated() const;  // every requirement met
};

// Each requirement in turn: the rate of play for the event's highest rating band, the
// registration with FIDE in time before the start, the chief arbiter named with his FIDE id,
// every player with a FIDE id and a federation, and enough rated players for the system. An
// event of a game FIDE does not rate gets that one requirement, unmet.
RatedEventCheck checkRatedEvent(const Event& event);

// Requirement, Article, Fulfilled ("met" or "missing"), Details: the check as a table.
Table ratedEventTable(const RatedEventCheck& check);

// Minutes each player has for 60 moves (B.02 1.1 counts so): "90+30" (minutes, seconds added
// per move) gives 120, "40/90+30+30" (40 moves in 90 minutes, then 30 minutes, 30 seconds a
// move) gives 150, "120" gives 120; minute and second marks (90'+30") are allowed. None when
// the text is not one of these forms.
std::optional<int> minutesForSixtyMoves(const std::string& time_control);

// The details the check reads, each left alone when not given.
struct RatedEventDetails {
    std::optional<std::string> time_control, chief_arbiter, chief_arbiter_fide_id, fide_registration,
        fide_registered_on;
};

// Stores them. Refused: a time control minutesForSixtyMoves cannot read ("time_control"), a FIDE
// id that is not digits ("chief_arbiter_fide_id"), a date that is not one ("fide_registered_on"),
// text with line breaks. Logged.
void setRatedEventDetails(EventStore& store, const RatedEventDetails& details);

}  // namespace tourney::tournament
