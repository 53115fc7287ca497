// Result tokens as arbiters type them and as Tourney prints them: "1-0", "0-1", "1/2-1/2"
// (or "½-½"), forfeits "+/-", "-/+", "-/-", and each game's own way of writing its results
// (draughts: "2-0", "1-1", "0-2"; rules/registry.h). The outcome of each seat of a two-seat
// game, seat 0 first (White).
#pragma once

#include "rules/rules.h"
#include "scoring/event.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::tournament {

// The outcome per seat a token stands for in `game`; nullopt when it is not one of that
// game's tokens.
std::optional<std::vector<Outcome>> parseResultToken(std::string_view token, rules::GameKind game);

// The one-key results of an entry grid (the command line's --interactive, the arbiter's web
// page): 1 a win for White, 0 a win for Black, = a draw, + and - a forfeit won by White or
// Black. nullopt for any other key.
std::optional<std::string> resultOfKey(char key);

// The tokens parseResultToken accepts for a game, for messages: "1-0, 0-1, 1/2-1/2, ...".
std::string resultTokensOf(rules::GameKind game);

enum class DrawSign { Ascii, Half };  // "1/2-1/2" for files, "½-½" for people

// The results of a two-seat game in its game's notation: the first seat wins, a draw, the
// second seat wins ("1-0", "1/2-1/2", "0-1"; draughts "2-0", "1-1", "0-2").
struct TwoSeatResults {
    std::string first_wins, drawn, second_wins;
};
TwoSeatResults twoSeatResults(rules::GameKind kind, DrawSign draw_sign = DrawSign::Ascii);

// A game's result in its game's notation; empty while pending. Games at tables print each
// seat's game points in seat order, F for a forfeit: "12-5-0-3".
std::string resultToken(const Game& game, rules::GameKind kind, DrawSign draw_sign = DrawSign::Ascii);

// The places a result gives (rules/rules.h): a seat's place is one more than the number of
// seats that did better, so a draw is {1, 1} and a win for White {1, 2}.
rules::Placing placingOf(const std::vector<Outcome>& outcomes);

// The other way, for a game of two seats: {1, 2} a win for the first, {1, 1} a draw. Empty for a
// placing that claims nothing or is not of two seats.
std::vector<Outcome> twoSeatOutcomes(const rules::Placing& placing);

}  // namespace tourney::tournament
