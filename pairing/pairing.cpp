#include "pairing/pairing.h"

#include "pairing/berger.h"
#include "pairing/burstein.h"
#include "pairing/dubov.h"
#include "pairing/dutch.h"
#include "pairing/table_pairing.h"

#include <algorithm>

namespace tourney {

// A round robin is fixed by the table: a withdrawn player's games stay on the board list and
// are scored as forfeits (C.05: the table is not re-drawn), and the arbiter may change them.
static PairedRound pairRoundRobin(const Event& event, int round_number) {
    const bool twice = event.system == PairingSystem::DoubleRoundRobin;
    const int players = static_cast<int>(event.players.size());
    const int total = roundRobinRounds(players, twice);
    if (round_number > total)
        throw PairingError("all " + std::to_string(total) + " rounds of the round robin are paired");

    PairedRound paired;
    paired.round = bergerRound(players, round_number, twice);
    for (Game& game : paired.round.games) {
        const bool white_out = !event.players[game.seats[0].player - 1].activeIn(round_number);
        const bool black_out = !event.players[game.seats[1].player - 1].activeIn(round_number);
        if (white_out) game.seats[0].outcome = Outcome::ForfeitLoss;
        if (black_out) game.seats[1].outcome = Outcome::ForfeitLoss;
        if (white_out && !black_out) game.seats[1].outcome = Outcome::ForfeitWin;
        if (black_out && !white_out) game.seats[0].outcome = Outcome::ForfeitWin;
    }
    for (Bye& bye : paired.round.byes)
        if (!event.players[bye.player - 1].activeIn(round_number)) bye.kind = ByeKind::Absent;
    paired.explanation.push_back("Round " + std::to_string(round_number) + " of the FIDE Berger table for " +
                                 std::to_string(players) + " players (C.05 Annex 1)" +
                                 (twice ? ", double round robin" : ""));
    return paired;
}

// The event as the pairing of `round_number` sees it: only the byes requested for that round.
// The Dutch engine reads a result entered beyond the rounds paired as a player not yet valid
// (C.04.2 pairing numbers, as the reference engine reads TRF), so a bye asked for a later
// round must not reach it. Copies the event only when there is something to leave out.
static const Event& withRequestsFor(const Event& event, int round_number, Event& copy) {
    const auto later = [&](const RequestedBye& bye) { return bye.round > round_number; };
    if (std::none_of(event.requested_byes.begin(), event.requested_byes.end(), later)) return event;
    copy = event;
    std::erase_if(copy.requested_byes, later);
    return copy;
}

void giveByesToTheUnpaired(const Event& event, int bye_player, Round& round) {
    std::vector<char> seated(event.players.size() + 1, 0);
    for (const Game& game : round.games)
        for (const Seat& seat : game.seats) seated[seat.player] = 1;
    if (bye_player > 0) {
        round.byes.push_back(Bye{bye_player, ByeKind::PairingAllocated});
        seated[bye_player] = 1;
    }
    for (const Player& player : event.players) {
        if (seated[player.start_no]) continue;
        ByeKind kind = ByeKind::Absent;
        for (const RequestedBye& bye : event.requested_byes)
            if (bye.round == round.number && bye.player == player.start_no) kind = bye.kind;
        round.byes.push_back(Bye{player.start_no, kind});
    }
}

SwissEngine swissEngine(PairingSystem system) {
    if (system == PairingSystem::Dubov) return pairDubov;
    return system == PairingSystem::Burstein ? pairBurstein : pairDutch;
}

SwissArticles swissArticles(PairingSystem system) {
    if (system == PairingSystem::Dubov) return {"C.04.4.1", "C.04.4.1 5.2"};
    // The Burstein system's colours are the Dutch system's allocation (docs/pairing.md).
    if (system == PairingSystem::Burstein) return {"C.04.4.2", "C.04.3 5.2"};
    return {"C.04.3", "C.04.3 5.2"};
}

PairedRound pairNextRound(const Event& event, const PairingOptions& options) {
    const int round_number = event.roundsPaired() + 1;
    if (event.atTables()) {  // tables of four: pairing/table_pairing.h
        PairedRound paired = pairTables(event, options);
        if (!options.explain) paired.explanation.clear();
        return paired;
    }

    PairedRound paired;
    Event copy;
    switch (event.system) {
    case PairingSystem::RoundRobin:
    case PairingSystem::DoubleRoundRobin: paired = pairRoundRobin(event, round_number); break;
    case PairingSystem::Swiss:
    case PairingSystem::Dubov:
    case PairingSystem::Burstein:
        paired = swissEngine(event.system)(withRequestsFor(event, round_number, copy), options);
        break;
    }
    if (!options.explain) paired.explanation.clear();
    return paired;
}

}  // namespace tourney
