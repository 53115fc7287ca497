#include "rules/camelot/replay.h"

#include "rules/camelot/end_of_game.h"
#include "rules/camelot/move_generation.h"
#include "rules/camelot/wcf_notation.h"

#include <stdexcept>

namespace tourney::rules::camelot {

namespace {

Replay illegalAt(const GameRecord& record, int ply, const Message& reason, const Position& position,
                 const FinalState& state) {
    Replay replay;
    replay.final_position = position;
    replay.verdict.kind = VerdictKind::Illegal;
    replay.verdict.ply = ply;
    if (ply >= 1 && static_cast<std::size_t>(ply) <= record.moves.size())
        replay.verdict.move_text = record.moves[static_cast<std::size_t>(ply) - 1];
    replay.verdict.because(reason);
    replay.verdict.final_state = state;
    return replay;
}

}  // namespace

Replay replayRecord(const GameRecord& record, const Placing& claimed) {
    Position position = initialPosition();
    if (!record.start_position.empty()) {
        try {
            position = parsePosition(record.start_position);
        } catch (const std::invalid_argument& error) {
            return illegalAt(record, 0, Message("%1:%2: tag FEN: %3", record.file, record.line, saidOf(error)),
                             position, {});
        }
    }
    FinalState state = finalState(position);
    for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
        const int number = static_cast<int>(ply) + 1;
        // docs/games.md §2.10: the end is checked after every move; a move written after it is illegal.
        if (state.ending != Ending::Ongoing)
            return illegalAt(record, number, Message("the game had already ended by %1", endingOf(state)), position,
                             state);
        const MoveCheck check = checkWrittenMove(position, record.moves[ply]);
        if (!check.move) return illegalAt(record, number, check.reason, position, state);
        applyMove(position, *check.move);
        state = finalState(position);
    }
    const int plies = static_cast<int>(record.moves.size());
    if (!record.read_error.empty())
        // The moves read before a grammar error are legal; the record breaks off after them.
        return illegalAt(record, plies + 1, Message("the record cannot be read: %1", record.readProblem()), position,
                         state);
    Replay replay;
    replay.final_position = position;
    replay.verdict = judgeClaim(state, claimed, plies);
    return replay;
}

}  // namespace tourney::rules::camelot
