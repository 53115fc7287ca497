#include "pairing/dutch.h"

#include "pairing/dutch_brackets.h"
#include "pairing/dutch_colours.h"
#include "pairing/dutch_explain.h"
#include "pairing/dutch_players.h"

namespace tourney {

PairedRound pairDutch(const Event& event, const PairingOptions& options) {
    const dutch::DutchRound round = dutch::prepareDutchRound(event);
    const dutch::BracketPairing pairing = dutch::pairBrackets(round);
    const std::vector<dutch::Board> boards = dutch::allocateBoards(round, pairing.pairs);
    const auto& players = round.players;

    PairedRound paired;
    paired.round.number = round.round;
    for (const dutch::Board& board : boards) {
        Game game;
        game.board = static_cast<int>(paired.round.games.size()) + 1;
        game.seats = {Seat{players[board.white].start_no, Outcome::Pending},
                      Seat{players[board.black].start_no, Outcome::Pending}};
        paired.round.games.push_back(std::move(game));
    }
    // Everybody without a game gets a bye: the pairing-allocated one, the one requested in
    // advance, or an absence.
    std::vector<char> seated(event.players.size() + 1, 0);
    for (const Game& game : paired.round.games)
        for (const Seat& seat : game.seats) seated[seat.player] = 1;
    if (pairing.bye >= 0) {
        paired.round.byes.push_back(Bye{players[pairing.bye].start_no, ByeKind::PairingAllocated});
        seated[players[pairing.bye].start_no] = 1;
    }
    for (const Player& player : event.players) {
        if (seated[player.start_no]) continue;
        ByeKind kind = ByeKind::Absent;
        for (const RequestedBye& bye : event.requested_byes)
            if (bye.round == round.round && bye.player == player.start_no) kind = bye.kind;
        paired.round.byes.push_back(Bye{player.start_no, kind});
    }

    if (options.explain) paired.explanation = dutch::explainRound(event, round, pairing, boards);
    return paired;
}

}  // namespace tourney
