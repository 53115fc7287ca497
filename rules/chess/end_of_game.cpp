#include "rules/chess/end_of_game.h"

namespace tourney::rules::chess {

bool isDeadByMaterial(const Position& position) {
    if (position.pieces(Pawn) | position.pieces(Rook) | position.pieces(Queen)) return false;
    Bitboard knights = position.pieces(Knight), bishops = position.pieces(Bishop);
    if (!knights) return !(bishops & kLightSquares) || !(bishops & ~kLightSquares);
    return !bishops && !moreThanOne(knights);
}

void PositionHistory::add(const Position& position) {
    std::uint64_t key = position.repetitionKey();
    keys_.push_back(key);
    // Only positions since the last capture or pawn move can match; the side to move matches
    // every second position.
    int window = position.halfmoveClock();
    int count = 1;
    auto last = int(keys_.size()) - 1;
    for (int back = 2; back <= window && back <= last; back += 2) count += keys_[std::size_t(last - back)] == key;
    current_repetitions_ = count;
}

FinalState assess(const Position& position, int repetitions) {
    FinalState state;
    if (!position.hasLegalMove()) {
        state.ending = position.inCheck() ? Ending::Decided : Ending::DrawnByRule;
        if (position.inCheck()) {  // FIDE Laws 5.1.1; it also stands over 9.6.2
            state.placing = position.sideToMove() == White ? blackWins() : whiteWins();
            state.reason = "checkmate";
        } else {  // FIDE Laws 5.2.1
            state.placing = drawn();
            state.reason = "stalemate";
        }
        return state;
    }
    auto drawBy = [&state](const char* reason) {
        state.ending = Ending::DrawnByRule;
        state.placing = drawn();
        state.reason = reason;
        return state;
    };
    if (isDeadByMaterial(position)) return drawBy("dead position (insufficient material)");  // 5.2.2
    if (repetitions >= 5) return drawBy("fivefold repetition");                              // 9.6.1
    if (position.halfmoveClock() >= 150) return drawBy("seventy-five-move rule");            // 9.6.2
    state.draw_claimable = repetitions >= 3 || position.halfmoveClock() >= 100;              // 9.2, 9.3
    if (repetitions >= 3)
        state.reason = "threefold repetition may be claimed";
    else if (state.draw_claimable)
        state.reason = "fifty-move rule may be claimed";
    return state;
}

}  // namespace tourney::rules::chess
