#include "pairing/dutch_colours.h"

#include <algorithm>
#include <tuple>

namespace tourney::dutch {
namespace {

Colour opposite(Colour c) {
    return c == Colour::White ? Colour::Black : c == Colour::Black ? Colour::White : Colour::None;
}

}  // namespace

// 5.2.3: going back from the last played game of each, the most recent round in which one
// had White and the other Black; each now gets the colour the other had then.
Colour alternatedColour(const Contender& me, const Contender& other) {
    auto mine = me.played_colours.rbegin();
    auto theirs = other.played_colours.rbegin();
    while (mine != me.played_colours.rend() && theirs != other.played_colours.rend()) {
        if (*mine != *theirs) return *theirs;
        ++mine;
        ++theirs;
    }
    return Colour::None;
}

bool rankedAbove(const Contender& a, const Contender& b) {
    return std::make_tuple(-a.score, a.rank) < std::make_tuple(-b.score, b.rank);
}

ColourChoice allocateColours(const Contender& a, const Contender& b, bool initial_white) {
    return allocateColours(a, b, initial_white, rankedAbove(a, b));
}

ColourChoice allocateColours(const Contender& a, const Contender& b, bool initial_white, bool a_higher) {
    const Colour initial = initial_white ? Colour::White : Colour::Black;
    auto result = [](Colour for_a, const char* rule) { return ColourChoice{for_a == Colour::White, rule}; };
    // 5.2.1: different preferences, or only one has a preference.
    if (a.preference != b.preference || a.preference == Colour::None || b.preference == Colour::None) {
        if (a.preference != Colour::None) return result(a.preference, "5.2.1");
        if (b.preference != Colour::None) return result(opposite(b.preference), "5.2.1");
        // 5.2.5: no preference on either side; the higher-ranked player's pairing number
        // decides (odd: the initial colour).
        const Contender& higher = a_higher ? a : b;
        const Colour for_higher = higher.rank % 2 == 0 ? initial : opposite(initial);
        return result(&higher == &a ? for_higher : opposite(for_higher), "5.2.5");
    }
    // 5.2.2: the stronger preference wins; between absolutes, the larger colour difference.
    if (a.absolute && (a.imbalance > b.imbalance || !b.absolute)) return result(a.preference, "5.2.2");
    if (b.absolute && (b.imbalance > a.imbalance || !a.absolute)) return result(opposite(b.preference), "5.2.2");
    if (a.strong && !b.strong) return result(a.preference, "5.2.2");
    if (b.strong && !a.strong) return result(opposite(b.preference), "5.2.2");
    // 5.2.3: alternate from the most recent round in which their colours differed.
    const Colour alternated = alternatedColour(a, b);
    if (alternated != Colour::None) return result(alternated, "5.2.3");
    // 5.2.4: the higher-ranked player gets his preference.
    return result(a_higher ? a.preference : opposite(b.preference), "5.2.4");
}

bool boardBefore(const Contender& a1, const Contender& b1, const Contender& a2, const Contender& b2) {
    auto realAbove = [](const Contender& x, const Contender& y) {
        return std::make_tuple(-x.real_score, x.rank) < std::make_tuple(-y.real_score, y.rank);
    };
    const Contender& hi1 = realAbove(a1, b1) ? a1 : b1;
    const Contender& lo1 = &hi1 == &a1 ? b1 : a1;
    const Contender& hi2 = realAbove(a2, b2) ? a2 : b2;
    const Contender& lo2 = &hi2 == &a2 ? b2 : a2;
    return std::make_tuple(-hi1.real_score, -lo1.real_score, hi1.rank) <
           std::make_tuple(-hi2.real_score, -lo2.real_score, hi2.rank);
}

std::vector<Board> allocateBoards(const DutchRound& round, const std::vector<std::pair<int, int>>& pairs,
                                  const std::function<bool(int, int)>& ranked_above) {
    const auto& players = round.players;
    std::vector<Board> boards;
    for (auto [a, b] : pairs) {
        const bool a_higher = ranked_above ? ranked_above(a, b) : rankedAbove(players[a], players[b]);
        const ColourChoice choice = allocateColours(players[a], players[b], round.initial_white, a_higher);
        boards.push_back(choice.first_is_white ? Board{a, b, choice.rule} : Board{b, a, choice.rule});
    }
    std::sort(boards.begin(), boards.end(), [&](const Board& x, const Board& y) {
        return boardBefore(players[x.white], players[x.black], players[y.white], players[y.black]);
    });
    return boards;
}

}  // namespace tourney::dutch
