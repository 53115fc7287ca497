#include "pairing/dutch_replay.h"

#include "pairing/dutch_colours.h"
#include "pairing/dutch_players.h"
#include "pairing/pairing.h"

#include <algorithm>
#include <map>

namespace tourney {

Event eventBeforeRound(const Event& full, int round) {
    Event cut = full;
    cut.rounds.resize(round - 1);
    cut.requested_byes.clear();
    for (const Bye& bye : full.rounds[round - 1].byes)
        if (bye.kind != ByeKind::PairingAllocated)
            cut.requested_byes.push_back(RequestedBye{round, bye.player, bye.kind});
    for (const RequestedBye& bye : full.requested_byes)
        if (bye.round == round) cut.requested_byes.push_back(bye);
    return cut;
}

bool initialColourFromRoundOne(const Event& event) {
    if (event.rounds.empty())
        throw PairingError(
            "round 1 needs the initial colour, drawn by lot (C.04.3 5.1): give it as XXC white1 or "
            "XXC black1 (TRF-26: 152 W or 152 B)");
    const dutch::DutchRound first = dutch::prepareDutchRound(eventBeforeRound(event, 1));
    std::map<int, const dutch::Contender*> by_start;
    for (const dutch::Contender& c : first.players) by_start[c.start_no] = &c;
    const dutch::Contender* leader = nullptr;
    bool leader_white = true;
    for (const Game& game : event.rounds[0].games) {
        if (game.seats.size() != 2 || !game.colours_known) continue;
        const auto white = by_start.find(game.seats[0].player), black = by_start.find(game.seats[1].player);
        if (white == by_start.end() || black == by_start.end()) continue;
        const bool white_leads = dutch::rankedAbove(*white->second, *black->second);
        const dutch::Contender* higher = white_leads ? white->second : black->second;
        if (!leader || dutch::rankedAbove(*higher, *leader)) leader = higher, leader_white = white_leads;
    }
    if (!leader)
        throw PairingError(
            "no game of round 1 records its colours, so the initial colour (C.04.3 5.1) cannot be "
            "read from it: give it as XXC white1 or XXC black1");
    // 5.2.5: the higher-ranked player takes the initial colour if his pairing number is odd.
    const bool odd = leader->rank % 2 == 0;
    return leader_white == odd;
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
