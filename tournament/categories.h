// Categories of players the organiser ranks apart (women, U16, S65, rating bands, a federation,
// a club, the unrated): their rules, who belongs, and the use cases that define them.
//
// A rule is a comma-separated list of conditions, all of which must hold:
//   women                 female players
//   unrated / rated       no rating (0) / a rating
//   U8 .. U20 (Un)        younger than n on 1 January of the event's year: born in (year - n) or later
//   S50, S65 (Sn)         seniors: born in (year - n) or earlier
//   rating<1800           rated below 1800, the unrated counting as 0 (an "under 1800" prize is theirs too)
//   rating>=2000          rated 2000 or more
//   rating=1800-1999      rated from 1800 to 1999 (the unrated are not)
//   federation=IND        the federation's three-letter code
//   club=Mumbai CC        the club, as entered
// The year is the year of the event's start date (its end date when it has no start date).
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/table.h"

#include <string>

namespace tourney::tournament {

// Throws Refusal (field "rule") naming the condition it does not understand.
void checkCategoryRule(const std::string& rule);

// Whether the player meets every condition of the category's rule. Throws Refusal when an age
// condition meets an event without dates.
bool inCategory(const Event& event, const Category& category, const Player& player);

// The event's category of that name (names compare without regard to case), or nullptr.
const Category* findCategory(const Event& event, const std::string& name);

// Defines a category; the rule defaults to the name ("U16", "S65", "women"). Refused when the
// name is taken or the rule is not understood.
void addCategory(EventStore& store, const std::string& name, const std::string& rule = {});

// Removes a category; refused while a prize is given in it.
void removeCategory(EventStore& store, const std::string& name);

// The categories: name, rule and how many of the players belong.
Table categoryList(const Event& event);

}  // namespace tourney::tournament
