#include "rules/chaturaji/game_points.h"

#include "rules/chaturaji/board.h"

#include <algorithm>
#include <numeric>

namespace tourney::rules::chaturaji {

namespace {

// An army's figures and, at most, its four pawns once promoted: each pawn becomes the figure
// that started at the end of its line, so the four promote to one boat, horse, elephant and
// king (docs/games.md §3.5). An army is never worth more than twice its figures.
constexpr int kFigures = valueOf(Figure::King) + valueOf(Figure::Elephant) + valueOf(Figure::Horse) +
                         valueOf(Figure::Boat);
constexpr int kArmyAtMost = 2 * kFigures;  // 28
// Three whole armies as they start (figures and four pawns): what putting all three others out
// is worth (docs/games.md §3.9).
constexpr int kSweep = 3 * (kFigures + 4 * kPawnValue);  // 54
// One player captures from three armies at most.
constexpr int kPlayerAtMost = 3 * kArmyAtMost;  // 84
// The game ends at once when one player has a king left (docs/games.md §3.10), and a capture takes
// one piece: one king is never captured, so the four together capture four armies less a king.
constexpr int kCapturedAtMost = 4 * kArmyAtMost - valueOf(Figure::King);  // 107
// The player who puts the three others out captured their last kings, and scores 54 in place of
// captures worth less: the total can exceed what was captured by 54 less those three kings.
constexpr int kWithSweepAtMost = kCapturedAtMost + kSweep - 3 * valueOf(Figure::King);  // 146

Message armyText(std::size_t seat) { return armyWord(armyAt(static_cast<int>(seat))); }

}  // namespace

std::optional<Message> impossiblePoints(const std::vector<int>& points) {
    if (points.size() != kArmyCount) return Message("a game has %1 players, not %2", kArmyCount, points.size());
    for (std::size_t seat = 0; seat < points.size(); ++seat) {
        if (points[seat] < 0) return Message("%1's points are negative (%2)", armyText(seat), points[seat]);
        if (points[seat] > kPlayerAtMost)
            return Message(
                "%1's %2 points are more than one player can capture in a game (%3: three armies with every "
                "pawn promoted)",
                armyText(seat), points[seat], kPlayerAtMost);
    }
    const int total = std::accumulate(points.begin(), points.end(), 0);
    if (total <= kCapturedAtMost) return std::nullopt;
    const bool sweep = std::find(points.begin(), points.end(), kSweep) != points.end();
    if (sweep && total <= kWithSweepAtMost) return std::nullopt;
    if (sweep)
        return Message(
            "the points add up to %1, more than one game can give: %2 captured at most (four armies with "
            "every pawn promoted, less the king left at the end), %3 with a player's %4 for putting the "
            "three others out",
            total, kCapturedAtMost, kWithSweepAtMost, kSweep);
    return Message(
        "the points add up to %1, more than one game can give: %2 captured at most (four armies with every "
        "pawn promoted, less the king left at the end); only a player who put the three others out scores "
        "%3 for it, and no one scored exactly that",
        total, kCapturedAtMost, kSweep);
}

}  // namespace tourney::rules::chaturaji
