#include "pairing/dubov.h"

#include "pairing/dubov_bracket.h"
#include "pairing/dubov_colours.h"
#include "pairing/dubov_players.h"
#include "pairing/dubov_upfloaters.h"
#include "pairing/swiss_games.h"
#include "scoring/points.h"

#include <algorithm>

namespace tourney {

namespace {

std::string startNumbers(const dubov::DubovRound& round, const std::vector<int>& players) {
    std::string text;
    for (int v : players) text += (text.empty() ? "" : " ") + std::to_string(round.players[v].facts.start_no);
    return text.empty() ? "none" : text;
}

struct DubovPairing {
    std::vector<std::pair<int, int>> pairs;
    int bye = -1;
    std::vector<std::string> explanation;
};

// 1.9 (2018 form): the bye first (3.1), then the scoregroups from the top down, each bracket
// its remaining residents and the upfloaters 3.2.2 brings.
DubovPairing pairScoregroups(const dubov::DubovRound& round) {
    DubovPairing result;
    std::vector<int> open(round.players.size());
    for (std::size_t i = 0; i < open.size(); ++i) open[i] = static_cast<int>(i);
    std::sort(open.begin(), open.end(),
              [&](int a, int b) { return dubov::upfloaterBefore(round.players[a], round.players[b]); });
    if (open.size() % 2 == 1) {
        result.bye = dubov::chooseBye(round, open);
        std::erase(open, result.bye);
        result.explanation.push_back("bye (3.1): " + startNumbers(round, {result.bye}));
    }
    while (!open.empty()) {
        const long long score = round.players[open.front()].facts.score;
        std::vector<int> residents, lower;
        for (int v : open) (round.players[v].facts.score == score ? residents : lower).push_back(v);
        const std::vector<int> upfloaters = dubov::chooseUpfloaters(round, residents, lower);
        std::vector<int> bracket = residents;
        bracket.insert(bracket.end(), upfloaters.begin(), upfloaters.end());
        const dubov::BracketPairs paired = dubov::pairBracket(round, bracket);
        result.explanation.push_back(
            "bracket " + Points::fromTenths(score).toString() + ": residents " + startNumbers(round, residents) +
            "; upfloaters (3.2.2) " + startNumbers(round, upfloaters) + "; shifted (3.2.4) " +
            startNumbers(round, paired.shifted_first) + " / " + startNumbers(round, paired.shifted_second));
        for (const auto& pair : paired.pairs) {
            result.pairs.push_back(pair);
            std::erase(open, pair.first);
            std::erase(open, pair.second);
        }
    }
    return result;
}

}  // namespace

PairedRound pairDubov(const Event& event, const PairingOptions& options) {
    const dubov::DubovRound round = dubov::prepareDubovRound(event);
    DubovPairing pairing = pairScoregroups(round);
    const std::vector<dubov::Board> boards = dubov::allocateBoards(round, pairing.pairs);
    const auto& players = round.players;

    PairedRound paired;
    paired.round.number = round.round;
    for (const dubov::Board& board : boards) {
        addPendingGame(paired.round, players[board.white].facts.start_no, players[board.black].facts.start_no);
        if (options.explain)
            pairing.explanation.push_back("board " + std::to_string(paired.round.games.size()) + ": " +
                                          std::to_string(players[board.white].facts.start_no) + "-" +
                                          std::to_string(players[board.black].facts.start_no) + " (colours " +
                                          board.rule + ")");
    }
    // The bye of 3.1; everybody else without a game has a bye requested in advance or is absent.
    giveByesToTheUnpaired(event, pairing.bye >= 0 ? players[pairing.bye].facts.start_no : 0, paired.round);
    if (options.explain) paired.explanation = std::move(pairing.explanation);
    return paired;
}

}  // namespace tourney
