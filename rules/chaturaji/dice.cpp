#include "rules/chaturaji/dice.h"

#include "rules/chaturaji/move_generation.h"

#include <algorithm>
#include <array>
#include <cstdint>
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

// A hash of the board and the army to move, to find equal positions without comparing every
// pair or sorting whole positions.
std::uint64_t positionHash(const Position& position) {
    std::array<std::uint64_t, kSquareCount / 8> words;
    std::memcpy(words.data(), position.squares.data(), kSquareCount);
    std::uint64_t hash = std::uint64_t(index(position.to_move)) + 1;
    for (const std::uint64_t word : words) {
        hash = (hash ^ word) * 0x9E3779B97F4A7C15ull;
        hash ^= hash >> 29;
    }
    return hash;
}

// Keeps the first of each set of equal positions, in their order.
void keepDistinct(std::vector<Position>& outcomes) {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> keys(outcomes.size());
    for (std::size_t i = 0; i < outcomes.size(); ++i) keys[i] = {positionHash(outcomes[i]), std::uint32_t(i)};
    std::sort(keys.begin(), keys.end());
    std::vector<bool> repeated(outcomes.size());
    for (std::size_t first = 0, end = 0; first < keys.size(); first = end) {
        for (end = first + 1; end < keys.size() && keys[end].first == keys[first].first;) ++end;
        for (std::size_t a = first; a < end; ++a)  // equal hashes: compare the positions themselves
            for (std::size_t b = a + 1; b < end; ++b)
                if (!repeated[keys[a].second] && outcomes[keys[a].second].sameAs(outcomes[keys[b].second]))
                    repeated[keys[b].second] = true;
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        if (!repeated[i]) outcomes[kept++] = outcomes[i];
    outcomes.resize(kept);
}

}  // namespace

Throw parseThrow(std::string_view text) {
    if (text.size() != 2 || !isDieFace(text[0]) || !isDieFace(text[1]))
        throw BadValue(Message("throw '%1' is not two dice of 2 to 5 (like 35: a 3 and a 5)", std::string(text)));
    return Throw{{text[0] - '0', text[1] - '0'}};
}

std::string throwText(const Throw& dice) { return std::to_string(dice.dice[0]) + " " + std::to_string(dice.dice[1]); }

void throwOutcomes(const Position& position, const Throw& dice, std::vector<Position>& outcomes) {
    outcomes.clear();
    if (position.over()) return;
    playInOrder(position, dice.dice[0], dice.dice[1], outcomes);
    if (dice.dice[0] != dice.dice[1]) playInOrder(position, dice.dice[1], dice.dice[0], outcomes);
    keepDistinct(outcomes);
}

}  // namespace tourney::rules::chaturaji
