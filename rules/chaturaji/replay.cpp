#include "rules/chaturaji/replay.h"

#include "rules/chaturaji/move_explanation.h"
#include "rules/chaturaji/move_generation.h"
#include "rules/chaturaji/record_reader.h"

namespace tourney::rules::chaturaji {

namespace {

std::string armyText(Army army) { return std::string(armyName(army)); }

std::string lastKingText(const Position& position) {
    for (int army = 0; army < kArmyCount; ++army)
        if (position.inPlay(armyAt(army))) return "only " + armyText(armyAt(army)) + " has a king left";
    return "no king is left";
}

std::string pointsText(const std::array<int, kArmyCount>& points) {
    std::string text;
    for (int army = 0; army < kArmyCount; ++army)
        text += (army ? ", " : "") + armyText(armyAt(army)) + " " + std::to_string(points[std::size_t(army)]);
    return text;
}

// Which slot of the turn played each die of the throw; -1 while the die is unplayed.
using DiceUse = std::array<int, 2>;

// The die the piece on the slot's square needs, taken from those still unplayed: 5 for a pawn
// or a king, 4 an elephant, 3 a horse, 2 a boat (docs/games.md §3.6). Returns why not, or "".
std::string takeDie(const Turn& turn, int slot, Piece piece, DiceUse& use) {
    const int die = piece.die();
    for (std::size_t i = 0; i < 2; ++i) {
        if (turn.dice.dice[i] != die || use[i] >= 0) continue;
        use[i] = slot;
        return {};
    }
    const std::string needs = "moves " + describePiece(piece) + ", which needs a " + std::to_string(die);
    for (std::size_t i = 0; i < 2; ++i)
        if (turn.dice.dice[i] == die)
            return needs + ", and " + slotText(turn.slots[std::size_t(use[i])]) + " already played the only one";
    return needs + ", and the throw has none";
}

// Plays one move slot; returns why it is illegal, or "".
std::string playSlot(Position& position, const Turn& turn, int index, DiceUse& use) {
    const Slot& slot = turn.slots[std::size_t(index)];
    // The game ends at once when only one player has a king left: a die still unplayed in that
    // turn is not played (docs/games.md §3.10).
    if (position.over())
        return "comes after the end of the game: after " + slotText(turn.slots[0]) + ", " + lastKingText(position) +
               ", and the other die is not played";
    const Piece piece = position.at(slot.from);
    if (piece.empty()) return "moves nothing: " + squareName(slot.from) + " is empty";
    if (piece.army() != turn.army) return "moves " + describePiece(piece) + ", not a piece of " + armyText(turn.army);
    if (std::string why = takeDie(turn, index, piece, use); !why.empty()) return why;
    MoveList moves;
    pieceMoves(position, slot.from, moves);
    if (!moves.contains({slot.from, slot.to})) return whyNotAMove(position, slot.from, slot.to);
    const Piece target = position.at(slot.to);
    // `-` onto an empty square, `x` onto a piece (docs/games.md §3.13); a boat triumph is
    // written as the move itself.
    if (target.empty() && slot.capture_mark) return "is written as a capture, but " + squareName(slot.to) + " is empty";
    if (!target.empty() && !slot.capture_mark)
        return "captures " + describePiece(target) + ", so it is written " + squareName(slot.from) + "x" +
               squareName(slot.to);
    applyMove(position, {slot.from, slot.to});
    return {};
}

// Why the army of the turn may not play now, or "".
std::string turnRefusal(const Position& position, const Turn& turn) {
    if (position.over()) return "the game is over: " + lastKingText(position);
    if (turn.army == position.to_move) return {};
    // An army that is out has its turns skipped (docs/games.md §3.8).
    if (!position.inPlay(turn.army))
        return armyText(turn.army) + " is out (his last king was captured) and his turns are skipped: it is " +
               armyText(position.to_move) + "'s turn";
    return "it is " + armyText(position.to_move) + "'s turn, not " + armyText(turn.army) + "'s";
}

FinalState finalState(const Position& position) {
    FinalState state;
    const std::array<int, kArmyCount> points = gamePoints(position);
    if (!position.over()) {
        state.reason = "unfinished; captured so far: " + pointsText(points);
        return state;
    }
    state.ending = Ending::Decided;
    state.placing = placingByPoints(std::vector<int>(points.begin(), points.end()));
    state.reason = lastKingText(position);
    if (const int sweeper = sweeperOf(position); sweeper >= 0) {
        const int captured = position.points[std::size_t(sweeper)];
        state.reason += "; " + armyText(armyAt(sweeper)) + " put all three others out himself and scores " +
                        (captured < 54 ? "54 instead of the " + std::to_string(captured) + " his captures are worth"
                                       : "his captures, " + std::to_string(captured) + ", more than 54");
    }
    return state;
}

Verdict illegal(int turn, std::string move_text, std::string reason, const Position& position) {
    Verdict verdict;
    verdict.kind = VerdictKind::Illegal;
    verdict.ply = turn;
    verdict.move_text = std::move(move_text);
    verdict.reason = std::move(reason);
    verdict.final_state = finalState(position);
    return verdict;
}

// A record that breaks the format is illegal where it breaks: in its tags (turn 0), or at the
// turn of the line that cannot be read.
Verdict unreadable(int turn, const GameRecord& record, const Position& position) {
    Verdict verdict = illegal(turn, {}, record.read_error, position);
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
    verdict.reason = "the turns give " + pointsText(points) + " (" +
                     (position.over() ? verdict.final_state.reason : "captured so far; the game did not end") +
                     "), not " + (claim.empty() ? "the places claimed" : claim);
    return verdict;
}

}  // namespace

std::string playTurn(Position& position, const Turn& turn, std::string& move_text) {
    move_text.clear();
    if (std::string why = turnRefusal(position, turn); !why.empty()) return why;
    DiceUse use{-1, -1};
    for (int index = 0; index < 2; ++index) {
        const Slot& slot = turn.slots[std::size_t(index)];
        if (slot.passed) continue;  // a die may always be passed, and must be when no piece can use it
        if (std::string why = playSlot(position, turn, index, use); !why.empty()) {
            move_text = slotText(slot);
            return move_text + " " + why;
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
            replay.verdict = illegal(
                number, record.moves[index],
                "turn " + std::to_string(number) + ", " + record.moves[index] + ": " + reading.error, position);
            return replay;
        }
        std::string move_text;
        Position next = position;  // the position stays as it was before a turn that is refused
        const std::string why = playTurn(next, reading.turn, move_text);
        if (why.empty()) {
            position = next;
            continue;
        }
        const std::string where = "turn " + std::to_string(number) + ", " + armyText(reading.turn.army) + ", throw " +
                                  throwText(reading.turn.dice) + ": ";
        replay.verdict = illegal(number, move_text.empty() ? record.moves[index] : move_text, where + why, position);
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
