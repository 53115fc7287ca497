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

}  // namespace

FinalState finalState(const Position& position) {
    FinalState state;
    const EndReason reason = endReason(position);
    if (reason == EndReason::None) return state;
    const Side mover = opponent(position.side_to_move);
    const std::string mover_name(sideName(mover)), other_name(sideName(position.side_to_move));
    const Placing mover_wins = mover == Side::White ? whiteWins() : blackWins();
    const bool mover_has_two = position.pieceCount(mover) >= 2;
    switch (reason) {
    case EndReason::CastleTaken:
        state.placing = mover_wins;
        state.reason = mover_name + " holding both squares of " + other_name + "'s castle";
        break;
    case EndReason::BareMaterial:
        state.placing = drawn();
        state.reason = "each side having at most one piece";
        break;
    case EndReason::NoPiece:
    case EndReason::NoLegalMove:
        // docs/games.md §2.10: the mover wins with two or more pieces; with one it is a draw.
        state.placing = mover_has_two ? mover_wins : drawn();
        state.reason = other_name + (reason == EndReason::NoPiece ? " having no piece left" : " having no legal move") +
                       (mover_has_two ? "" : " while " + mover_name + " has a single piece");
        break;
    case EndReason::None: break;
    }
    state.ending = state.placing == drawn() ? Ending::DrawnByRule : Ending::Decided;
    return state;
}

}  // namespace tourney::rules::camelot
