#include "pairing/burstein.h"

#include "pairing/burstein_bracket.h"
#include "pairing/burstein_bye.h"
#include "pairing/burstein_players.h"
#include "pairing/dutch_colours.h"
#include "pairing/swiss_games.h"
#include "scoring/points.h"

#include <algorithm>

namespace tourney {

namespace {

std::string startNumbers(const burstein::BursteinRound& round, const std::vector<int>& players) {
    std::string text;
    for (int v : players) text += (text.empty() ? "" : " ") + std::to_string(round.base.players[v].start_no);
    return text.empty() ? "none" : text;
}

struct BursteinPairing {
    std::vector<std::pair<int, int>> pairs;
    int bye = -1;
    std::vector<std::string> explanation;
};

// The bye first (A.3), then the brackets from the highest score down (A.2): each the players
// who floated down from the bracket above, then the next scoregroup's residents, in the A.7
// order; whoever the bracket leaves unpaired floats into the next.
BursteinPairing pairBrackets(const burstein::BursteinRound& round) {
    BursteinPairing result;
    std::vector<int> open(round.base.players.size());
    for (std::size_t i = 0; i < open.size(); ++i) open[i] = static_cast<int>(i);
    std::sort(open.begin(), open.end(), [&](int a, int b) { return burstein::rankedAbove(round, a, b); });
    result.explanation.push_back(std::string(round.seeding ? "seeding round (A.5): ranked by score, then TPN"
                                                           : "ranked by score, Index (A.6: Buchholz, then "
                                                             "Sonneborn-Berger), then TPN (A.7)"));
    if (open.size() % 2 == 1) {
        result.bye = burstein::chooseBye(round, open);
        std::erase(open, result.bye);
        result.explanation.push_back("bye (A.3): " + startNumbers(round, {result.bye}));
    }
    std::vector<int> floaters;
    while (!open.empty()) {
        const long long score = round.base.players[open.front()].score;
        std::vector<int> bracket = floaters, lower;
        for (int v : open) (round.base.players[v].score == score ? bracket : lower).push_back(v);
        const burstein::BracketPairs paired = burstein::pairBracket(round, bracket, lower);
        result.explanation.push_back(
            "bracket " + Points::fromTenths(score).toString() + ": incoming floaters " + startNumbers(round, floaters) +
            "; " + (paired.folded ? "first against last" : "first against last as the criteria allow") +
            "; downfloaters " + startNumbers(round, paired.downfloaters));
        result.pairs.insert(result.pairs.end(), paired.pairs.begin(), paired.pairs.end());
        floaters = paired.downfloaters;
        open = lower;
    }
    if (!floaters.empty()) throw PairingError("no legal pairing: players float below the lowest scoregroup");
    return result;
}

}  // namespace

PairedRound pairBurstein(const Event& event, const PairingOptions& options) {
    const burstein::BursteinRound round = burstein::prepareBursteinRound(event);
    BursteinPairing pairing = pairBrackets(round);
    const auto& players = round.base.players;
    PairedRound paired;
    paired.round.number = round.base.round;
    // Colours as the Dutch system gives them (C.04.3 5.2), "higher-ranked" read in the A.7 order.
    const auto higher = [&](int a, int b) { return burstein::rankedAbove(round, a, b); };
    for (const dutch::Board& board : dutch::allocateBoards(round.base, pairing.pairs, higher)) {
        addPendingGame(paired.round, players[board.white].start_no, players[board.black].start_no);
        if (options.explain)
            pairing.explanation.push_back("board " + std::to_string(paired.round.games.size()) + ": " +
                                          std::to_string(players[board.white].start_no) + "-" +
                                          std::to_string(players[board.black].start_no) + " (colours " + board.rule +
                                          ")");
    }
    // The bye of A.3; everybody else without a game has a bye requested in advance or is absent.
    giveByesToTheUnpaired(event, pairing.bye >= 0 ? players[pairing.bye].start_no : 0, paired.round);
    if (options.explain) paired.explanation = std::move(pairing.explanation);
    return paired;
}

}  // namespace tourney
