#include "pairing/dutch_replay.h"

#include <algorithm>

namespace tourney {

Event eventBeforeRound(const Event& full, int round) {
    Event cut = full;
    cut.rounds.resize(round - 1);
    cut.requested_byes.clear();
    for (const Bye& bye : full.rounds[round - 1].byes)
        if (bye.kind != ByeKind::PairingAllocated)
            cut.requested_byes.push_back(RequestedBye{round, bye.player, bye.kind});
    for (const RequestedBye& bye : full.requested_byes)
        if (bye.round > round) cut.requested_byes.push_back(bye);
    return cut;
}

bool initialColourFromRoundOne(const Event& event) {
    if (event.rounds.empty()) return true;
    const Game* first = nullptr;
    auto leader = [](const Game& game) { return std::min(game.seats[0].player, game.seats[1].player); };
    for (const Game& game : event.rounds[0].games)
        if (game.seats.size() == 2 && (!first || leader(game) < leader(*first))) first = &game;
    if (!first) return true;
    const int higher = leader(*first);
    return (first->seats[0].player == higher) == (higher % 2 == 1);
}

std::set<std::pair<int, int>> pairsOf(const Round& round) {
    std::set<std::pair<int, int>> pairs;
    for (const Game& game : round.games)
        if (game.seats.size() == 2) pairs.insert({game.seats[0].player, game.seats[1].player});
    for (const Bye& bye : round.byes)
        if (bye.kind == ByeKind::PairingAllocated) pairs.insert({bye.player, 0});
    return pairs;
}

}  // namespace tourney
