#include "rules/draughts/replay.h"

#include "rules/draughts/draw_rules.h"
#include "rules/draughts/move_generation.h"
#include "rules/draughts/move_notation.h"
#include "rules/draughts/pdn_reader.h"

#include <optional>
#include <stdexcept>

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
        if (no_pieces)
            state.because(white_to_move ? Message("White having no pieces left")
                                        : Message("Black having no pieces left"));
        else
            state.because(white_to_move ? Message("White having no legal move")
                                        : Message("Black having no legal move"));
    }
    return state;
}

namespace {

// The replay at one point of the record: the position, the draw counters, and the first
// automatic draw reached. Records from play where nobody stopped the game (online sites,
// players who went on shuffling kings) continue past it: their moves are still checked,
// but the draw stands, so only a drawn result fits such a game.
struct ReplayState {
    Position position;
    DrawRules draws;
    FinalState drawn_by_rule;  // Ongoing until a draw rule ends the game
    std::size_t next = 0;      // index of the next move of the record

    FinalState finalState() const {
        return drawn_by_rule.ending == Ending::Ongoing ? stateOf(position) : drawn_by_rule;
    }
};

struct ReplayEnd {
    ReplayState state;
    bool illegal = false;
    Message reason;  // when illegal
};

void play(ReplayState& state, const Move& move) {
    const Position before = state.position;
    applyMove(state.position, move);
    ++state.next;
    const Message draw = state.draws.afterMove(before, move, state.position);
    if (!draw.empty() && state.drawn_by_rule.ending == Ending::Ongoing &&
        stateOf(state.position).ending == Ending::Ongoing) {
        state.drawn_by_rule.ending = Ending::DrawnByRule;
        state.drawn_by_rule.placing = drawn();
        state.drawn_by_rule.because(Message("%1 after ply %2", draw, state.next));
    }
}

// Plays the record from `state` to its end or its first illegal move. A short capture that
// fits several captures is read as the one the record can be played on with (the next moves
// tell which pieces went), and among those that reach the end, one that fits the claimed
// result; if every reading meets an illegal move, the first that goes furthest.
ReplayEnd playOn(ReplayState state, const std::vector<std::string>& moves, const Placing& claimed) {
    while (state.next < moves.size()) {
        const MoveMatch match = matchMove(state.position, moves[state.next]);
        if (match.moves.empty()) return {state, true, match.reason};
        if (match.moves.size() == 1) {
            play(state, match.moves.front());
            continue;
        }
        std::optional<ReplayEnd> best;
        for (const Move& candidate : match.moves) {
            ReplayState branch = state;
            play(branch, candidate);
            ReplayEnd end = playOn(branch, moves, claimed);
            const bool fits = !end.illegal && judgeClaim(end.state.finalState(), claimed, 0).kind == VerdictKind::Ok;
            if (fits) return end;
            const bool better = !best || (best->illegal && (!end.illegal || end.state.next > best->state.next));
            if (better) best = std::move(end);
        }
        return *best;
    }
    return {state, false, {}};
}

Replay refused(const Message& reason) {
    Replay replay;
    replay.verdict.kind = VerdictKind::Illegal;
    replay.verdict.ply = 0;
    replay.verdict.because(reason);
    return replay;
}

}  // namespace

Replay replayRecord(const GameRecord& record, const Placing& claimed) {
    // Another variant is not replayed at all.
    if (!record.read_error.empty() && !otherVariant(record).empty()) return refused(record.readProblem());
    Position start = initialPosition();
    if (!record.start_position.empty()) {
        try {
            start = parseFen(record.start_position);
        } catch (const std::invalid_argument& error) {
            return refused(Message("%1:%2: tag FEN: %3", record.file, record.line, saidOf(error)));
        }
    }
    const ReplayEnd end = playOn(ReplayState{start, DrawRules(start), {}, 0}, record.moves, claimed);
    Replay replay;
    replay.final_position = end.state.position;
    if (end.illegal) {
        replay.verdict.kind = VerdictKind::Illegal;
        replay.verdict.ply = static_cast<int>(end.state.next) + 1;
        replay.verdict.move_text = record.moves[end.state.next];
        replay.verdict.because(end.reason);
        replay.verdict.final_state = end.state.finalState();
        return replay;
    }
    if (!record.read_error.empty()) {
        // The moves read before a grammar error are legal; the record breaks off after them.
        replay.verdict.kind = VerdictKind::Illegal;
        replay.verdict.ply = static_cast<int>(record.moves.size()) + 1;
        replay.verdict.because(Message("the record cannot be read: %1", record.readProblem()));
        replay.verdict.final_state = end.state.finalState();
        return replay;
    }
    replay.verdict = judgeClaim(end.state.finalState(), claimed, static_cast<int>(record.moves.size()));
    return replay;
}

}  // namespace tourney::rules::draughts
