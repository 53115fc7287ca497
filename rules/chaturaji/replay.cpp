#include "rules/chaturaji/replay.h"

#include "rules/chaturaji/move_explanation.h"
#include "rules/chaturaji/move_generation.h"
#include "rules/chaturaji/record_reader.h"

namespace tourney::rules::chaturaji {

namespace {

Message lastKingText(const Position& position) {
    for (int army = 0; army < kArmyCount; ++army)
        if (position.inPlay(armyAt(army))) return Message("only %1 has a king left", armyWord(armyAt(army)));
    return Message("no king is left");
}

// "Red 5, Green 0, Yellow 12, Black 3".
Message pointsText(const std::array<int, kArmyCount>& points) {
    std::vector<Message> each;
    for (int army = 0; army < kArmyCount; ++army)
        each.push_back(Message("%1 %2", armyWord(armyAt(army)), points[std::size_t(army)]));
    return listed(each);
}

// Which slot of the turn played each die of the throw; -1 while the die is unplayed.
using DiceUse = std::array<int, 2>;

// The die the piece on the slot's square needs, taken from those still unplayed: 5 for a pawn
// or a king, 4 an elephant, 3 a horse, 2 a boat (docs/games.md §3.6). Returns why not, or an
// empty message.
Message takeDie(const Turn& turn, int slot, Piece piece, DiceUse& use) {
    const int die = piece.die();
    for (std::size_t i = 0; i < 2; ++i) {
        if (turn.dice.dice[i] != die || use[i] >= 0) continue;
        use[i] = slot;
        return {};
    }
    for (std::size_t i = 0; i < 2; ++i)
        if (turn.dice.dice[i] == die)
            return Message("moves %1, which needs a %2, and %3 already played the only one", describePiece(piece), die,
                           slotText(turn.slots[std::size_t(use[i])]));
    return Message("moves %1, which needs a %2, and the throw has none", describePiece(piece), die);
}

// Plays one move slot; returns why it is illegal, or an empty message.
Message playSlot(Position& position, const Turn& turn, int index, DiceUse& use) {
    const Slot& slot = turn.slots[std::size_t(index)];
    // The game ends at once when only one player has a king left: a die still unplayed in that
    // turn is not played (docs/games.md §3.10).
    if (position.over())
        return Message("comes after the end of the game: after %1, %2, and the other die is not played",
                       slotText(turn.slots[0]), lastKingText(position));
    const Piece piece = position.at(slot.from);
    if (piece.empty()) return Message("moves nothing: %1 is empty", squareName(slot.from));
    if (piece.army() != turn.army)
        return Message("moves %1, not a piece of %2", describePiece(piece), armyWord(turn.army));
    if (Message why = takeDie(turn, index, piece, use); !why.empty()) return why;
    MoveList moves;
    pieceMoves(position, slot.from, moves);
    if (!moves.contains({slot.from, slot.to})) return whyNotAMove(position, slot.from, slot.to);
    const Piece target = position.at(slot.to);
    // `-` onto an empty square, `x` onto a piece (docs/games.md §3.13); a boat triumph is
    // written as the move itself.
    if (target.empty() && slot.capture_mark)
        return Message("is written as a capture, but %1 is empty", squareName(slot.to));
    if (!target.empty() && !slot.capture_mark)
        return Message("captures %1, so it is written %2", describePiece(target),
                       squareName(slot.from) + "x" + squareName(slot.to));
    applyMove(position, {slot.from, slot.to});
    return {};
}

// Why the army of the turn may not play now, or an empty message.
Message turnRefusal(const Position& position, const Turn& turn) {
    if (position.over()) return Message("the game is over: %1", lastKingText(position));
    if (turn.army == position.to_move) return {};
    // An army that is out has its turns skipped (docs/games.md §3.8).
    if (!position.inPlay(turn.army))
        return Message("%1 is out (his last king was captured) and his turns are skipped: it is %2's turn",
                       armyWord(turn.army), armyWord(position.to_move));
    return Message("it is %1's turn, not %2's", armyWord(position.to_move), armyWord(turn.army));
}

FinalState finalState(const Position& position) {
    FinalState state;
    const std::array<int, kArmyCount> points = gamePoints(position);
    if (!position.over()) {
        state.because(Message("unfinished; captured so far: %1", pointsText(points)));
        return state;
    }
    state.ending = Ending::Decided;
    state.placing = placingByPoints(std::vector<int>(points.begin(), points.end()));
    Message reason = lastKingText(position);
    if (const int sweeper = sweeperOf(position); sweeper >= 0) {
        const int captured = position.points[std::size_t(sweeper)];
        const Message army = armyWord(armyAt(sweeper));
        reason = captured < 54 ? Message(
                                     "%1; %2 put all three others out himself and scores 54 instead of the %3 his "
                                     "captures are worth",
                                     reason, army, captured)
                               : Message(
                                     "%1; %2 put all three others out himself and scores his captures, %3, more "
                                     "than 54",
                                     reason, army, captured);
    }
    state.because(reason);
    return state;
}

Verdict illegal(int turn, std::string move_text, const Message& reason, const Position& position) {
    Verdict verdict;
    verdict.kind = VerdictKind::Illegal;
    verdict.ply = turn;
    verdict.move_text = std::move(move_text);
    verdict.because(reason);
    verdict.final_state = finalState(position);
    return verdict;
}

// A record that breaks the format is illegal where it breaks: in its tags (turn 0), or at the
// turn of the line that cannot be read.
Verdict unreadable(int turn, const GameRecord& record, const Position& position) {
    Verdict verdict = illegal(turn, {}, record.readProblem(), position);
    verdict.unreadable = true;
    return verdict;
}

// The claim against the points the turns give: after the end, with the 54 rule; a game the
// arbiter stopped scores what was captured so far (docs/games.md §3.10).
Verdict judgePoints(const Position& position, const Placing& claimed, int turns) {
    Verdict verdict;
    verdict.ply = turns;
    verdict.final_state = finalState(position);
    if (!claimed.claimed()) return verdict;
    const std::array<int, kArmyCount> points = gamePoints(position);
    const Placing actual = placingByPoints(std::vector<int>(points.begin(), points.end()));
    if (claimed.points.empty() ? claimed.place == actual.place : claimed.points == actual.points) return verdict;
    verdict.kind = VerdictKind::Inconsistent;
    std::string claim;
    for (const int value : claimed.points) claim += (claim.empty() ? "" : " ") + std::to_string(value);
    const Message how = position.over() ? endingOf(verdict.final_state)
                                        : Message("captured so far; the game did not end");
    verdict.because(claim.empty() ? Message("the turns give %1 (%2), not the places claimed", pointsText(points), how)
                                  : Message("the turns give %1 (%2), not %3", pointsText(points), how, claim));
    return verdict;
}

}  // namespace

Message playTurn(Position& position, const Turn& turn, std::string& move_text) {
    move_text.clear();
    if (Message why = turnRefusal(position, turn); !why.empty()) return why;
    DiceUse use{-1, -1};
    for (int index = 0; index < 2; ++index) {
        const Slot& slot = turn.slots[std::size_t(index)];
        if (slot.passed) continue;  // a die may always be passed, and must be when no piece can use it
        if (Message why = playSlot(position, turn, index, use); !why.empty()) {
            move_text = slotText(slot);
            return Message("%1 %2", move_text, why);
        }
    }
    endTurn(position);
    return {};
}

Replay replayRecord(const GameRecord& record, const Placing& claimed) {
    Replay replay;
    replay.final_position = initialPosition();
    Position& position = replay.final_position;
    if (!record.read_error.empty() && !readErrorInTurns(record)) {
        replay.verdict = unreadable(0, record, position);
        return replay;
    }
    for (std::size_t index = 0; index < record.moves.size(); ++index) {
        const int number = int(index) + 1;
        const TurnReading reading = readTurn(record.moves[index]);
        if (!reading.error.empty()) {
            replay.verdict = illegal(number, record.moves[index],
                                     Message("turn %1, %2: %3", number, record.moves[index], reading.error), position);
            return replay;
        }
        std::string move_text;
        Position next = position;  // the position stays as it was before a turn that is refused
        const Message why = playTurn(next, reading.turn, move_text);
        if (why.empty()) {
            position = next;
            continue;
        }
        const Message reason("turn %1, %2, throw %3: %4", number, armyWord(reading.turn.army),
                             throwText(reading.turn.dice), why);
        replay.verdict = illegal(number, move_text.empty() ? record.moves[index] : move_text, reason, position);
        return replay;
    }
    // The turns before a line that breaks the format are legal; the record breaks off there.
    if (!record.read_error.empty())
        replay.verdict = unreadable(int(record.moves.size()) + 1, record, position);
    else
        replay.verdict = judgePoints(position, claimed, int(record.moves.size()));
    return replay;
}

}  // namespace tourney::rules::chaturaji
