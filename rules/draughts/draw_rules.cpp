#include "rules/draughts/draw_rules.h"

#include <algorithm>

namespace tourney::rules::draughts {

LoneKingEnding loneKingEnding(const Position& position) {
    for (Side lone : {Side::White, Side::Black}) {
        const Bitboard lone_pieces = position.pieces[index(lone)];
        if (countOf(lone_pieces) != 1 || !(lone_pieces & position.kings)) continue;
        const Side strong = opponent(lone);
        const int kings = countOf(position.kingsOf(strong));
        const int men = countOf(position.men(strong));
        if (kings == 0) continue;  // a lone king against men only: no special rule
        // Three kings, two kings and a man, or a king and two men: 16 moves each (FMJD art. 6).
        if (kings + men == 3) return LoneKingEnding::SixteenMoves;
        // Two kings, a king and a man, or a king: 5 moves each (FMJD art. 6).
        if (kings + men <= 2) return LoneKingEnding::FiveMoves;
    }
    return LoneKingEnding::None;
}

DrawRules::DrawRules(const Position& start) {
    since_irreversible_.push_back(start);
    enterEndgame(start);
}

void DrawRules::enterEndgame(const Position& position) {
    const LoneKingEnding ending = loneKingEnding(position);
    if (ending == LoneKingEnding::SixteenMoves) {
        if (sixteen_move_plies_ < 0) sixteen_move_plies_ = 0;
    } else {
        sixteen_move_plies_ = -1;
    }
    if (ending == LoneKingEnding::FiveMoves) {
        if (five_move_plies_ < 0) five_move_plies_ = 0;
    } else {
        five_move_plies_ = -1;
    }
}

Message DrawRules::afterMove(const Position& before, const Move& move, const Position& after) {
    const bool king_moved = (before.kings & (Bitboard{1} << move.from)) != 0;
    const bool irreversible = move.isCapture() || !king_moved;

    if (irreversible) since_irreversible_.clear();
    since_irreversible_.push_back(after);
    king_only_plies_ = irreversible ? 0 : king_only_plies_ + 1;
    if (sixteen_move_plies_ >= 0) ++sixteen_move_plies_;
    if (five_move_plies_ >= 0) ++five_move_plies_;
    enterEndgame(after);

    // The same position, with the same side to move, for the third time (FMJD art. 6).
    if (std::count(since_irreversible_.begin(), since_irreversible_.end(), after) >= 3)
        return Message("threefold repetition (FMJD art. 6)");
    // 25 successive moves by each player with only kings moving and no capture (FMJD art. 6).
    if (king_only_plies_ >= 50) return Message("25 moves each with only kings moving and no capture (FMJD art. 6)");
    if (sixteen_move_plies_ >= 32)
        return Message("16 moves each in three pieces with a king against a lone king (FMJD art. 6)");
    if (five_move_plies_ >= 10)
        return Message("5 moves each in two pieces with a king against a lone king (FMJD art. 6)");
    return {};
}

}  // namespace tourney::rules::draughts
