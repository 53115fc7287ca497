#include "rules/chaturaji/dice.h"

#include "rules/chaturaji/move_generation.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace tourney::rules::chaturaji {

namespace {

// The second die of a turn, played or passed; either way the turn then passes.
void playLastDie(const Position& position, int die, std::vector<Position>& outcomes) {
    outcomes.push_back(position);
    endTurn(outcomes.back());
    MoveList moves;
    generateMoves(position, die, moves);
    for (const Move& move : moves) {
        outcomes.push_back(position);
        applyMove(outcomes.back(), move);
        endTurn(outcomes.back());
    }
}

// The throw played with `first` before `second`.
void playInOrder(const Position& position, int first, int second, std::vector<Position>& outcomes) {
    playLastDie(position, second, outcomes);  // the first die passed
    MoveList moves;
    generateMoves(position, first, moves);
    for (const Move& move : moves) {
        Position after = position;
        applyMove(after, move);
        if (after.over())  // the game ends at once: the second die is not played
            outcomes.push_back(after);
        else
            playLastDie(after, second, outcomes);
    }
}

bool boardBefore(const Position& a, const Position& b) {
    const int order = std::memcmp(a.squares.data(), b.squares.data(), a.squares.size());
    return order != 0 ? order < 0 : a.to_move < b.to_move;
}

}  // namespace

Throw parseThrow(std::string_view text) {
    if (text.size() != 2 || !isDieFace(text[0]) || !isDieFace(text[1]))
        throw std::invalid_argument("throw '" + std::string(text) +
                                    "' is not two dice of 2 to 5 (like 35: a 3 and a 5)");
    return Throw{{text[0] - '0', text[1] - '0'}};
}

std::string throwText(const Throw& dice) { return std::to_string(dice.dice[0]) + " " + std::to_string(dice.dice[1]); }

void throwOutcomes(const Position& position, const Throw& dice, std::vector<Position>& outcomes) {
    outcomes.clear();
    if (position.over()) return;
    playInOrder(position, dice.dice[0], dice.dice[1], outcomes);
    if (dice.dice[0] != dice.dice[1]) playInOrder(position, dice.dice[1], dice.dice[0], outcomes);
    std::sort(outcomes.begin(), outcomes.end(), boardBefore);
    outcomes.erase(
        std::unique(outcomes.begin(), outcomes.end(), [](const Position& a, const Position& b) { return a.sameAs(b); }),
        outcomes.end());
}

}  // namespace tourney::rules::chaturaji
