#include "rules/chaturaji/perft.h"

#include <stdexcept>

namespace tourney::rules::chaturaji {

namespace {

// One list of outcomes per depth, reused across the nodes of that depth.
std::uint64_t countLeaves(const Position& position, const std::vector<Throw>& throws, std::size_t turn,
                          std::vector<std::vector<Position>>& outcomes_by_turn) {
    if (turn == throws.size()) return 1;
    std::vector<Position>& outcomes = outcomes_by_turn[turn];
    throwOutcomes(position, throws[turn], outcomes);
    if (turn + 1 == throws.size()) return outcomes.size();
    std::uint64_t leaves = 0;
    for (const Position& next : outcomes) leaves += countLeaves(next, throws, turn + 1, outcomes_by_turn);
    return leaves;
}

}  // namespace

std::uint64_t perft(const Position& position, const std::vector<Throw>& throws) {
    std::vector<std::vector<Position>> outcomes_by_turn(throws.size());
    return countLeaves(position, throws, 0, outcomes_by_turn);
}

std::vector<Throw> parseThrows(const std::vector<std::string>& texts) {
    std::vector<Throw> throws;
    for (std::size_t turn = 0; turn < texts.size(); ++turn) {
        try {
            throws.push_back(parseThrow(texts[turn]));
        } catch (const std::invalid_argument& error) {
            throw BadValue(Message("turn %1: %2", turn + 1, saidOf(error)));
        }
    }
    return throws;
}

}  // namespace tourney::rules::chaturaji
