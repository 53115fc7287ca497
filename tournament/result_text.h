// How results and points are printed on every report: "2½", "1 - 0", "+ - −", "12w1".
#pragma once

#include "scoring/event.h"
#include "scoring/history.h"

#include <string>

namespace tourney::tournament {

// "2½", "½", "3", "0.3": halves as the ½ sign, other fractions as decimals.
std::string pointsText(Points points);

// What one seat scored, as a crosstable cell shows it: the points under the event's system
// ("1", "½", "0"; "2", "1", "0" in draughts), "+" / "−" for a forfeit, "" while pending.
std::string outcomeText(const PointSystem& system, Outcome outcome);

// A game's result as the pairings list prints it: "1 - 0", "½ - ½", "+ - −", "− - −";
// four seats: "3 - 1 - 0 - 2"; empty while any seat is pending.
std::string gameResultText(const PointSystem& system, const Game& game);

// A bye in one short code, with its points: "U 1", "H ½", "F 1", "Z 0", "–" (absent).
std::string byeCellText(const PointSystem& system, ByeKind kind);

// "w" or "b"; empty when no colour applies.
std::string colourLetter(Colour colour);

// The seat names of a game: White/Black, or Chaturaji's four colours.
std::string seatName(GameKind game, int seat);

}  // namespace tourney::tournament
