#include "rules/draughts/replay.h"

#include "rules/draughts/draw_rules.h"
#include "rules/draughts/move_generation.h"
#include "rules/draughts/move_notation.h"

#include <stdexcept>
#include <variant>

namespace tourney::rules::draughts {

FinalState stateOf(const Position& position) {
    FinalState state;
    MoveList moves;
    generateMoves(position, moves);
    if (moves.empty()) {
        // A player who cannot move, having no pieces or only blocked ones, loses.
        state.ending = Ending::Decided;
        const bool white_to_move = position.side_to_move == Side::White;
        state.placing = white_to_move ? blackWins() : whiteWins();
        const bool no_pieces = position.pieces[index(position.side_to_move)] == 0;
        state.reason = std::string(white_to_move ? "White" : "Black") +
                       (no_pieces ? " having no pieces left" : " having no legal move");
    }
    return state;
}

Replay replayRecord(const GameRecord& record, const Placing& claimed) {
    Replay replay;
    Verdict& verdict = replay.verdict;
    if (!record.read_error.empty()) {
        // Not read, or not international draughts: nothing can be replayed.
        verdict.kind = VerdictKind::Illegal;
        verdict.ply = 0;
        verdict.reason = record.read_error;
        return replay;
    }
    Position position = initialPosition();
    if (!record.start_position.empty()) {
        try {
            position = parseFen(record.start_position);
        } catch (const std::invalid_argument& error) {
            verdict.kind = VerdictKind::Illegal;
            verdict.ply = 0;
            verdict.reason = record.file + ":" + std::to_string(record.line) + ": tag FEN: " + error.what();
            return replay;
        }
    }
    replay.final_position = position;
    DrawRules draws(position);
    FinalState drawn_by_rule;  // the first automatic draw reached stands, whatever follows
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const auto found = findMove(position, record.moves[i]);
        if (const auto* reason = std::get_if<std::string>(&found)) {
            verdict.kind = VerdictKind::Illegal;
            verdict.ply = static_cast<int>(i) + 1;
            verdict.move_text = record.moves[i];
            verdict.reason = *reason;
            verdict.final_state = drawn_by_rule.ending == Ending::Ongoing ? stateOf(position) : drawn_by_rule;
            replay.final_position = position;
            return replay;
        }
        const Move move = std::get<Move>(found);
        const Position before = position;
        applyMove(position, move);
        const std::string draw = draws.afterMove(before, move, position);
        if (!draw.empty() && drawn_by_rule.ending == Ending::Ongoing && stateOf(position).ending == Ending::Ongoing) {
            drawn_by_rule.ending = Ending::DrawnByRule;
            drawn_by_rule.placing = drawn();
            drawn_by_rule.reason = draw + " after ply " + std::to_string(i + 1);
        }
    }
    replay.final_position = position;
    const FinalState final_state = drawn_by_rule.ending == Ending::Ongoing ? stateOf(position) : drawn_by_rule;
    verdict = judgeClaim(final_state, claimed, static_cast<int>(record.moves.size()));
    return replay;
}

}  // namespace tourney::rules::draughts
