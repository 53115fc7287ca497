#include "pairing/table_pairing.h"

#include "pairing/table_round_robin.h"
#include "pairing/table_swiss.h"
#include "scoring/placement.h"
#include "scoring/standings.h"

#include <algorithm>

namespace tourney {

namespace {

Game tableGame(int board, const SeatedTable& players) {
    Game game;
    game.board = board;
    for (int p : players) game.seats.push_back(Seat{p + 1, Outcome::Pending});
    return game;
}

// A round robin is fixed by its schedule: a withdrawn player's seat stays and is lost by
// forfeit, as a withdrawn player's games are in a round robin of two.
PairedRound pairTableRoundRobin(const Event& event, int round_number) {
    const int players = static_cast<int>(event.players.size());
    const int seats = seatsPerTable(event);
    const int total = tableRoundRobinLength(event);
    if (round_number > total)
        throw PairingError("all " + std::to_string(total) + " rounds of the round robin are paired");
    const TableSchedule schedule = tableRoundRobin(players, total, seats);
    const TableRoundPlan& plan = schedule.rounds[static_cast<std::size_t>(round_number - 1)];
    PairedRound paired;
    for (std::size_t t = 0; t < plan.tables.size(); ++t) {
        Game game = tableGame(static_cast<int>(t) + 1, plan.tables[t]);
        for (Seat& seat : game.seats)
            if (!event.players[static_cast<std::size_t>(seat.player - 1)].activeIn(round_number))
                seat.outcome = Outcome::ForfeitLoss;
        paired.round.games.push_back(std::move(game));
    }
    for (int p : plan.byes)
        paired.round.byes.push_back(Bye{p + 1, event.players[static_cast<std::size_t>(p)].activeIn(round_number)
                                                   ? ByeKind::PairingAllocated
                                                   : ByeKind::Absent});
    paired.explanation = schedule.explanation;
    paired.explanation.push_back("Round " + std::to_string(round_number) + " of " + std::to_string(total) + ".");
    return paired;
}

// Every two players who sat at one table (a forfeited seat met nobody), with the last round
// they met; -1 for pairs the arbiter keeps apart.
std::vector<int> meetingRounds(const Event& event, int round_number) {
    const std::size_t n = event.players.size();
    std::vector<int> met(n * n, 0);
    for (const Round& round : event.rounds)
        for (const Game& game : round.games)
            for (const Seat& a : game.seats)
                for (const Seat& b : game.seats)
                    if (a.player != b.player && a.outcome != Outcome::ForfeitLoss && b.outcome != Outcome::ForfeitLoss)
                        met[static_cast<std::size_t>(a.player - 1) * n + static_cast<std::size_t>(b.player - 1)] =
                            round.number;
    for (const auto& [a, b] : forbiddenPairsIn(event, round_number))
        if (a >= 1 && b >= 1 && a <= static_cast<int>(n) && b <= static_cast<int>(n)) {
            met[static_cast<std::size_t>(a - 1) * n + static_cast<std::size_t>(b - 1)] = -1;
            met[static_cast<std::size_t>(b - 1) * n + static_cast<std::size_t>(a - 1)] = -1;
        }
    return met;
}

// The standing order before the round: the standings after the rounds played; in round 1 the
// order of the start numbers (the initial ranking of a Swiss event).
std::vector<SwissTablePlayer> standingOrder(const Event& event) {
    std::vector<SwissTablePlayer> order;
    if (event.roundsPaired() == 0) {
        for (const Player& player : event.players) order.push_back({player.start_no, player.start_no});
        return order;
    }
    for (const Standing& standing : computeStandings(event, event.roundsPaired()))
        order.push_back({standing.start_no, static_cast<int>(order.size()) + 1});
    return order;
}

// The players left over get the byes: those with the fewest pairing-allocated byes so far (so
// nobody has a second before everyone has had one), the lowest placed among them.
std::vector<SwissTablePlayer> takeByes(std::vector<SwissTablePlayer>& order, const Event& event, int seats,
                                       std::vector<std::string>& explanation) {
    std::vector<int> byes_had(event.players.size() + 1, 0);
    for (const Round& round : event.rounds)
        for (const Bye& bye : round.byes)
            if (bye.kind == ByeKind::PairingAllocated) ++byes_had[static_cast<std::size_t>(bye.player)];
    std::vector<SwissTablePlayer> byes;
    for (std::size_t left = order.size() % static_cast<std::size_t>(seats); left > 0; --left) {
        auto chosen = order.end();
        for (auto it = order.end(); it-- != order.begin();)
            if (chosen == order.end() ||
                byes_had[static_cast<std::size_t>(it->start_no)] < byes_had[static_cast<std::size_t>(chosen->start_no)])
                chosen = it;
        explanation.push_back("Bye: " + std::to_string(chosen->start_no) + " (rank " + std::to_string(chosen->rank) +
                              "), the lowest placed of those with the fewest byes (" +
                              std::to_string(byes_had[static_cast<std::size_t>(chosen->start_no)]) + ")");
        byes.push_back(*chosen);
        order.erase(chosen);
    }
    return byes;
}

SeatCounts seatCounts(const Event& event, int seats) {
    SeatCounts counts(event.players.size(), std::vector<int>(static_cast<std::size_t>(seats), 0));
    for (const Round& round : event.rounds)
        for (const Game& game : round.games)
            for (std::size_t seat = 0; seat < game.seats.size() && seat < static_cast<std::size_t>(seats); ++seat)
                ++counts[static_cast<std::size_t>(game.seats[seat].player - 1)][seat];
    return counts;
}

PairedRound pairTableSwiss(const Event& event, int round_number, bool explain) {
    PairedRound paired;
    const int seats = seatsPerTable(event);
    std::vector<SwissTablePlayer> order;
    for (const SwissTablePlayer& entry : standingOrder(event)) {
        const auto requested = std::find_if(
            event.requested_byes.begin(), event.requested_byes.end(),
            [&](const RequestedBye& bye) { return bye.round == round_number && bye.player == entry.start_no; });
        if (requested != event.requested_byes.end())
            paired.round.byes.push_back(Bye{entry.start_no, requested->kind});
        else if (event.players[static_cast<std::size_t>(entry.start_no - 1)].activeIn(round_number))
            order.push_back(entry);
    }
    if (static_cast<int>(order.size()) < seats)
        throw PairingError("a table needs " + std::to_string(seats) + " players; only " + std::to_string(order.size()) +
                           " can play round " + std::to_string(round_number));
    paired.explanation.push_back(
        "Round " + std::to_string(round_number) + ": tables from the standing order" +
        (round_number == 1 ? " (the initial ranking), spread: table t seats ranks t, t + T, t + 2T, ... of T tables."
                           : " after round " + std::to_string(round_number - 1) + ", leaders first."));
    for (const SwissTablePlayer& bye : takeByes(order, event, seats, paired.explanation))
        paired.round.byes.push_back(Bye{bye.start_no, ByeKind::PairingAllocated});
    const std::vector<int> met = meetingRounds(event, round_number);
    const std::size_t n = event.players.size();
    const MetIn met_in = [&](int a, int b) {
        return met[static_cast<std::size_t>(a - 1) * n + static_cast<std::size_t>(b - 1)];
    };
    // Round 1 spreads the seeds over the tables; later rounds seat equal scores together.
    SwissTables formed = round_number == 1 ? spreadSwissTables(order, seats, met_in, explain)
                                           : formSwissTables(order, seats, met_in, explain);
    paired.explanation.insert(paired.explanation.end(), formed.explanation.begin(), formed.explanation.end());
    if (formed.repeated > 0)
        paired.explanation.push_back(std::to_string(formed.repeated) +
                                     " meetings repeat: no arrangement found keeps every table new to its players.");
    std::vector<SeatedTable> tables;
    for (const std::vector<int>& table : formed.tables) {
        SeatedTable seated;
        for (int start_no : table) seated.push_back(start_no - 1);
        tables.push_back(std::move(seated));
    }
    SeatCounts counts = seatCounts(event, seats);
    seatRound(tables, counts);
    for (std::size_t t = 0; t < tables.size(); ++t)
        paired.round.games.push_back(tableGame(static_cast<int>(t) + 1, tables[t]));
    paired.explanation.push_back("Seats: at each table the order that gives its players the seats they had least.");
    return paired;
}

}  // namespace

int tableRoundRobinLength(const Event& event) {
    if (event.planned_rounds > 0) return event.planned_rounds;
    const int once = tableRoundRobinRounds(static_cast<int>(event.players.size()), seatsPerTable(event));
    return event.system == PairingSystem::DoubleRoundRobin ? 2 * once : once;
}

PairedRound pairTables(const Event& event, const PairingOptions& options) {
    const int round_number = event.roundsPaired() + 1;
    if (isRoundRobin(event.system)) return pairTableRoundRobin(event, round_number);
    return pairTableSwiss(event, round_number, options.explain);
}

}  // namespace tourney
