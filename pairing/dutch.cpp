#include "pairing/dutch.h"

#include "pairing/dutch_brackets.h"
#include "pairing/dutch_colours.h"
#include "pairing/dutch_explain.h"
#include "pairing/dutch_players.h"
#include "pairing/swiss_games.h"

namespace tourney {

PairedRound pairDutch(const Event& event, const PairingOptions& options) {
    const dutch::DutchRound round = dutch::prepareDutchRound(event);
    const dutch::BracketPairing pairing = dutch::pairBrackets(round);
    const std::vector<dutch::Board> boards = dutch::allocateBoards(round, pairing.pairs);
    const auto& players = round.players;

    PairedRound paired;
    paired.round.number = round.round;
    for (const dutch::Board& board : boards)
        addPendingGame(paired.round, players[board.white].start_no, players[board.black].start_no);
    // Everybody without a game gets a bye: the pairing-allocated one, the one requested in
    // advance, or an absence.
    giveByesToTheUnpaired(event, pairing.bye >= 0 ? players[pairing.bye].start_no : 0, paired.round);

    if (options.explain) paired.explanation = dutch::explainRound(event, round, pairing, boards);
    return paired;
}

}  // namespace tourney
