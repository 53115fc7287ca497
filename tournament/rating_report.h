// The FIDE rating report of an event (B.02): each player's K, rated games, score, expected
// score, rating change and new rating; unrated players' performance for a first rating.
#pragma once

#include "scoring/event.h"
#include "scoring/rating_change.h"
#include "tournament/table.h"

#include <string>

namespace tourney::tournament {

// Columns No, Name, Rtg, K, Games, Score, Expected, Change, New, Performance, a row per
// player by start number; notes say where K was derived and what became of each unrated
// player's performance. Throws Refusal for an event that is not chess (FIDE rates chess only).
Table ratingReport(const Event& event);

// Whether FIDE rates the event's games: chess between two players.
bool isFideRated(const Event& event);
// Refuses (Refusal) an event whose games FIDE does not rate.
void checkFideRated(const Event& event);

// What a player's event means for his FIDE rating, in a line: the change and new rating of a
// rated player, the performance for a first rating of an unrated one.
Message ratingSummary(const Player& player, const PlayerRating& rating);

// Hundredths as a decimal with two places ("1.43", "-0.36"); `sign` adds "+" to a positive value.
std::string hundredthsText(int hundredths, bool sign = false);
// Half points as a decimal ("1.5", "3").
std::string halvesText(int halves);
// "20", or "20*" when derived rather than read from the rating list.
std::string kText(const KFactor& k);

}  // namespace tourney::tournament
