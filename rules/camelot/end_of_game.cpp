#include "rules/camelot/end_of_game.h"

#include "rules/camelot/move_generation.h"

#include <string>

namespace tourney::rules::camelot {

EndReason endBeforeMoving(const Position& position) {
    const Side mover = opponent(position.side_to_move);
    const SquareSet enemy_castle = castleOf(position.side_to_move);
    if ((position.pieces[index(mover)] & enemy_castle) == enemy_castle) return EndReason::CastleTaken;
    if (position.pieceCount(Side::White) <= 1 && position.pieceCount(Side::Black) <= 1) return EndReason::BareMaterial;
    return EndReason::None;
}

namespace {

EndReason endReason(const Position& position) {
    const EndReason before_moving = endBeforeMoving(position);
    if (before_moving != EndReason::None) return before_moving;
    if (position.pieceCount(position.side_to_move) == 0) return EndReason::NoPiece;
    MoveList moves;
    generateMoves(position, moves);
    return moves.empty() ? EndReason::NoLegalMove : EndReason::None;
}

// The side to move that cannot: no piece left or no legal move, against two or more pieces or one.
Message stuck(Side side, bool no_piece, bool against_two) {
    const bool white = side == Side::White;
    if (against_two && no_piece)
        return white ? Message("White having no piece left") : Message("Black having no piece left");
    if (against_two) return white ? Message("White having no legal move") : Message("Black having no legal move");
    if (no_piece)
        return white ? Message("White having no piece left while Black has a single piece")
                     : Message("Black having no piece left while White has a single piece");
    return white ? Message("White having no legal move while Black has a single piece")
                 : Message("Black having no legal move while White has a single piece");
}

}  // namespace

FinalState finalState(const Position& position) {
    FinalState state;
    const EndReason reason = endReason(position);
    if (reason == EndReason::None) return state;
    const Side mover = opponent(position.side_to_move);
    const Placing mover_wins = mover == Side::White ? whiteWins() : blackWins();
    const bool mover_has_two = position.pieceCount(mover) >= 2;
    switch (reason) {
    case EndReason::CastleTaken:
        state.placing = mover_wins;
        state.because(mover == Side::White ? Message("White holding both squares of Black's castle")
                                           : Message("Black holding both squares of White's castle"));
        break;
    case EndReason::BareMaterial:
        state.placing = drawn();
        state.because(Message("each side having at most one piece"));
        break;
    case EndReason::NoPiece:
    case EndReason::NoLegalMove:
        // docs/games.md §2.10: the mover wins with two or more pieces; with one it is a draw.
        state.placing = mover_has_two ? mover_wins : drawn();
        state.because(stuck(position.side_to_move, reason == EndReason::NoPiece, mover_has_two));
        break;
    case EndReason::None: break;
    }
    state.ending = state.placing == drawn() ? Ending::DrawnByRule : Ending::Decided;
    return state;
}

}  // namespace tourney::rules::camelot
