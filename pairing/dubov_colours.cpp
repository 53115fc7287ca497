#include "pairing/dubov_colours.h"

#include "pairing/dutch_colours.h"

#include <algorithm>

namespace tourney::dubov {

namespace {

Colour opposite(Colour c) { return c == Colour::White ? Colour::Black : Colour::White; }

}  // namespace

std::pair<bool, std::string> allocateColours(const Entrant& a, const Entrant& b, bool initial_white) {
    auto give = [](Colour for_a, const char* rule) {
        return std::make_pair(for_a == Colour::White, std::string(rule));
    };
    const bool a_higher = dutch::rankedAbove(a.facts, b.facts);
    const Entrant& higher = a_higher ? a : b;
    // 5.2.1: neither has played: the higher-ranked player (more points, then smaller TPN) gets
    // the initial colour when his TPN is odd, the other colour when it is even.
    if (a.facts.played_games == 0 && b.facts.played_games == 0) {
        const Colour initial = initial_white ? Colour::White : Colour::Black;
        const Colour for_higher = higher.facts.rank % 2 == 0 ? initial : opposite(initial);
        return give(a_higher ? for_higher : opposite(for_higher), "5.2.1");
    }
    if (a.preference != b.preference) return give(a.preference, "5.2.2");  // both granted
    if (a.strength != b.strength)                                          // 5.2.3: the stronger
        return give(a.strength > b.strength ? a.preference : opposite(b.preference), "5.2.3");
    // 5.2.4: alternate from the latest round in which one had White and the other Black.
    const Colour alternated = dutch::alternatedColour(a.facts, b.facts);
    if (alternated != Colour::None) return give(alternated, "5.2.4");
    // 5.2.5: the higher-ranked player's preference.
    return give(a_higher ? a.preference : opposite(b.preference), "5.2.5");
}

std::vector<Board> allocateBoards(const DubovRound& round, const std::vector<std::pair<int, int>>& pairs) {
    const auto& players = round.players;
    std::vector<Board> boards;
    for (auto [a, b] : pairs) {
        const auto [a_white, rule] = allocateColours(players[a], players[b], round.initial_white);
        boards.push_back(a_white ? Board{a, b, rule} : Board{b, a, rule});
    }
    std::sort(boards.begin(), boards.end(), [&](const Board& x, const Board& y) {
        return dutch::boardBefore(players[x.white].facts, players[x.black].facts, players[y.white].facts,
                                  players[y.black].facts);
    });
    return boards;
}

}  // namespace tourney::dubov
