// Scoring at tables of more than two (Chaturaji: four seats). A table ranks its seats by the
// game points each won on the board; each place is worth the event's placement points (3, 2,
// 1, 0 by default); seats with equal game points share their places' points; a seat lost by
// forfeit takes the last place's points and no game points.
#pragma once

#include "scoring/event.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney {

int seatsPerTable(const Event& event);

// seats - 1, ..., 1, 0: the places' points when the arbiter names none (3, 2, 1, 0 for four).
std::vector<Points> defaultPlacement(int seats);
// The event's placement points, or the default for its seats.
std::vector<Points> placementScale(const Event& event);
// The mean of the places' points: the default score of a bye at tables (1.5 for 3, 2, 1, 0).
Points meanPlacement(const std::vector<Points>& scale);

// Why `scale` cannot score tables of `seats`, or nullopt: one value per seat, none negative, in
// descending order (equal neighbours allowed), and every tie shares a whole number of tenths
// (a tie of k seats from place p shares the points of places p .. p + k - 1).
std::optional<std::string> placementProblem(const std::vector<Points>& scale, int seats);

// Each seat's place at a table whose every seat has a result: 1 is best; seats with equal game
// points share the best place of their group; a forfeited seat comes after every seat that
// played. Empty while any seat is pending.
std::vector<int> tablePlaces(const Game& game);

// The placement points of every seat of a table, by `scale`; empty while any seat is pending.
std::vector<Points> tablePoints(const std::vector<Points>& scale, const Game& game);

// A table's result as the arbiter writes it: each seat's game points in seat order, joined by
// '-', F for a seat lost by forfeit ("12-5-0-3", "12-5-F-3"); empty while any seat is pending.
std::string tableResultText(const Game& game);

// What one seat of any game is worth in the event: placement points at tables, the point
// system's value of its outcome in two-seat games.
Points seatPoints(const Event& event, const Game& game, int seat);

}  // namespace tourney
