#include "tournament/round_readiness.h"

#include "rules/registry.h"
#include "tournament/refusal.h"

namespace tourney::tournament {

namespace {

// A message names this many boards at most, then how many more: a round 1 of 500 boards
// entered on paper would otherwise fill the screen.
constexpr std::size_t kBoardsNamed = 12;

// "board 4", "boards 2, 5, 7", "boards 1, 2, ..., 12 and 30 more"; tables at tables of four.
// The numbers are one value: a list of numbers reads alike in every language Tourney speaks.
Message boardList(const Event& event, const std::vector<AwaitingBoard>& boards) {
    std::string numbers;
    for (std::size_t i = 0; i < boards.size() && i < kBoardsNamed; ++i)
        numbers += (i == 0 ? "" : ", ") + std::to_string(boards[i].board);
    const Message listed = Message::value(numbers);
    if (boards.size() > kBoardsNamed) {
        const std::size_t more = boards.size() - kBoardsNamed;
        return event.atTables() ? Message("tables %1 and %2 more", listed, more)
                                : Message("boards %1 and %2 more", listed, more);
    }
    if (boards.size() == 1) return event.atTables() ? Message("table %1", listed) : Message("board %1", listed);
    return event.atTables() ? Message("tables %1", listed) : Message("boards %1", listed);
}

}  // namespace

void requirePairedRound(const Event& event, int round) {
    const int paired = event.roundsPaired();
    if (round >= 1 && round <= paired) return;
    if (round < 1) throw NotInEvent("round", Message("round %1 does not exist: rounds are numbered from %2", round, 1));
    if (event.planned_rounds > 0 && round > event.planned_rounds)
        throw NotInEvent(
            "round", event.planned_rounds == 1
                         ? Message("round %1 does not exist: the event has %2 round", round, 1)
                         : Message("round %1 does not exist: the event has %2 rounds", round, event.planned_rounds));
    if (paired == 0) throw NotInEvent("round", Message("no round is paired yet"));
    throw NotInEvent("round", paired == 1
                                  ? Message("round %1 is not paired yet (only round %2 is)", round, 1)
                                  : Message("round %1 is not paired yet (rounds %2 to %3 are)", round, 1, paired));
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
        readiness.reason = event.planned_rounds == 1 ? Message("the event's one round is paired")
                                                     : Message("all %1 rounds are paired", event.planned_rounds);
    } else if (event.players.size() < seats) {
        readiness.block = PairingBlock::TooFewPlayers;
        readiness.reason = Message("pairing needs at least %1 players; the event has %2", seats, event.players.size());
    } else if (last > 0) {
        readiness.awaiting = boardsAwaitingResults(event, last);
        if (!readiness.awaiting.empty()) {
            readiness.block = PairingBlock::ResultsMissing;
            readiness.reason = Message("round %1 still lacks results on %2", last,
                                       boardList(event, readiness.awaiting));
        }
    }
    return readiness;
}

}  // namespace tourney::tournament
