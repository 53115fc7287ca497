// Creating an event: its game, pairing system, rounds, scoring, tie-breaks and details, with
// the defaults an arbiter expects and the checks the regulations ask for.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"

#include <optional>
#include <string>

namespace tourney::tournament {

// An event as the arbiter describes it; optional settings take the usual defaults.
struct EventSettings {
    EventInfo info;                      // the name is required; dates as yyyy-mm-dd
    std::string game;                    // a game's name in the registry (rules/registry.h)
    std::string system;                  // round-robin, double-round-robin or swiss
    std::optional<int> rounds;           // Swiss; round robins derive it, except at tables
    std::optional<std::string> scoring;  // "W,D,L" such as "3,1,0"; default: the game's own
    // Games at tables of more than two (Chaturaji): the points of each place, first place first,
    // such as "3,2,1,0" (the default), and a bye's score (default: the mean of those points).
    std::optional<std::string> placement;
    std::optional<std::string> bye_points;
    std::optional<std::string> tiebreaks;  // codes in order, as TRF-26 line 202 writes them
    std::string acceleration;              // "", "none" or "baku" (C.04.7)
    // A team event (teams.h) of this many boards; none for an individual event. Its match
    // points as "W,D,L" (default 2,1,0) and its primary score ("match-points" or "game-points").
    std::optional<int> team_boards;
    std::optional<std::string> match_points;
    std::optional<std::string> team_score;
    // FIDE mode (fide_mode.h): default on when FIDE rates the game.
    std::optional<bool> fide_mode;
    // The seed of the drawing of lots that breaks the last ties (C.07 §9): the front end draws
    // it at random, once; the event keeps it so that standings are reproducible.
    unsigned long long lots_seed = 0;
};

// The event the settings describe. Throws Refusal naming the field that is wrong, or
// UnusableRequest for a setting the event cannot go without.
Event newEvent(const EventSettings& settings);

// Creates the event in `store` (refused when it already holds one) and returns it.
Event createEvent(EventStore& store, const EventSettings& settings);

// `text` written yyyy-mm-dd when it is a date (scoring/calendar_date.h reads yyyy-mm-dd,
// yyyy/mm/dd, dd.mm.yyyy and yy/mm/dd); empty stays empty. Throws Refusal(field) otherwise,
// and for a day the calendar does not have.
std::string checkedDate(const std::string& text, const std::string& field);

// The codes of a tie-break list ("BH/C1,BH,SB,DE"), checked. Throws Refusal (field
// "tiebreaks") naming the code at fault.
std::vector<std::string> tiebreakCodes(const std::string& list);

// The same for `event`: C.07's codes for games of two, the codes of tables (GP, WIN, BH, DE:
// scoring/table_tiebreaks.h) for games at tables.
std::vector<std::string> tiebreakCodesFor(const Event& event, const std::string& list);

}  // namespace tourney::tournament
