// Chaturaji's dice: two long dice marked 2, 3, 4, 5, thrown once per turn, and the ways a
// player can play a throw (docs/games.md §3.6).
#pragma once

#include "rules/chaturaji/position.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::rules::chaturaji {

struct Throw {
    std::array<int, 2> dice{};
};

constexpr bool isDieFace(char digit) { return digit >= '2' && digit <= '5'; }

// "35": a throw of 3 and 5. Throws std::invalid_argument unless the text is two digits 2-5.
Throw parseThrow(std::string_view text);
std::string throwText(const Throw& dice);  // "3 5"

// Every distinct position (board and army to move) that the throw can lead to: each die
// played by a piece it moves or passed, in either order, with one piece or two, and the turn
// passed on to the next army in play. A move that ends the game ends the turn too: the other
// die is not played (docs/games.md §3.6, §3.10, §3.12). A finished game leads nowhere.
void throwOutcomes(const Position& position, const Throw& dice, std::vector<Position>& outcomes);

}  // namespace tourney::rules::chaturaji
