#include "tournament/round_readiness.h"

#include "rules/registry.h"
#include "tournament/counted.h"
#include "tournament/refusal.h"

namespace tourney::tournament {

namespace {

// A message names this many boards at most, then how many more: a round 1 of 500 boards
// entered on paper would otherwise fill the screen.
constexpr std::size_t kBoardsNamed = 12;

// "board 4", "boards 2, 5, 7", "boards 1, 2, ..., 12 and 30 more"; tables at tables of four.
std::string boardList(const Event& event, const std::vector<AwaitingBoard>& boards) {
    const std::string unit = event.atTables() ? "table" : "board";
    std::string text = unit + (boards.size() == 1 ? " " : "s ");
    for (std::size_t i = 0; i < boards.size() && i < kBoardsNamed; ++i)
        text += (i == 0 ? "" : ", ") + std::to_string(boards[i].board);
    if (boards.size() > kBoardsNamed) text += " and " + std::to_string(boards.size() - kBoardsNamed) + " more";
    return text;
}

}  // namespace

void requirePairedRound(const Event& event, int round) {
    const int paired = event.roundsPaired();
    if (round >= 1 && round <= paired) return;
    const std::string name = "round " + std::to_string(round);
    if (round < 1) throw NotInEvent("round", name + " does not exist: rounds are numbered from 1");
    if (event.planned_rounds > 0 && round > event.planned_rounds)
        throw NotInEvent("round", name + " does not exist: the event has " +
                                      counted(static_cast<std::size_t>(event.planned_rounds), "round"));
    if (paired == 0) throw NotInEvent("round", "no round is paired yet");
    throw NotInEvent(
        "round", name + " is not paired yet (" +
                     (paired == 1 ? std::string("only round 1 is") : "rounds 1 to " + std::to_string(paired) + " are") +
                     ")");
}

std::vector<AwaitingBoard> boardsAwaitingResults(const Event& event, int round) {
    requirePairedRound(event, round);
    std::vector<AwaitingBoard> awaiting;
    for (const Game& game : event.rounds[round - 1].games) {
        if (game.hasResult()) continue;
        AwaitingBoard board{game.board, {}};
        for (const Seat& seat : game.seats) board.players.push_back(seat.player);
        awaiting.push_back(std::move(board));
    }
    return awaiting;
}

NextRoundReadiness nextRoundReadiness(const Event& event) {
    NextRoundReadiness readiness;
    const int last = event.roundsPaired();
    readiness.round = last + 1;
    const auto seats = static_cast<std::size_t>(rules::seatCount(event.game));
    if (event.planned_rounds > 0 && last >= event.planned_rounds) {
        readiness.block = PairingBlock::AllRoundsPaired;
        readiness.reason = event.planned_rounds == 1
                               ? std::string("the event's one round is paired")
                               : "all " + std::to_string(event.planned_rounds) + " rounds are paired";
    } else if (event.players.size() < seats) {
        readiness.block = PairingBlock::TooFewPlayers;
        readiness.reason = "pairing needs at least " + std::to_string(seats) + " players; the event has " +
                           std::to_string(event.players.size());
    } else if (last > 0) {
        readiness.awaiting = boardsAwaitingResults(event, last);
        if (!readiness.awaiting.empty()) {
            readiness.block = PairingBlock::ResultsMissing;
            readiness.reason = "round " + std::to_string(last) + " still lacks results on " +
                               boardList(event, readiness.awaiting);
        }
    }
    return readiness;
}

}  // namespace tourney::tournament
