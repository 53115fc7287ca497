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

std::string armyText(std::size_t seat) { return std::string(armyName(armyAt(static_cast<int>(seat)))); }

}  // namespace

std::optional<std::string> impossiblePoints(const std::vector<int>& points) {
    if (points.size() != kArmyCount)
        return "a game has " + std::to_string(kArmyCount) + " players, not " + std::to_string(points.size());
    for (std::size_t seat = 0; seat < points.size(); ++seat) {
        if (points[seat] < 0) return armyText(seat) + "'s points are negative (" + std::to_string(points[seat]) + ")";
        if (points[seat] > kPlayerAtMost)
            return armyText(seat) + "'s " + std::to_string(points[seat]) +
                   " points are more than one player can capture in a game (" + std::to_string(kPlayerAtMost) +
                   ": three armies with every pawn promoted)";
    }
    const int total = std::accumulate(points.begin(), points.end(), 0);
    if (total <= kCapturedAtMost) return std::nullopt;
    const bool sweep = std::find(points.begin(), points.end(), kSweep) != points.end();
    if (sweep && total <= kWithSweepAtMost) return std::nullopt;
    return "the points add up to " + std::to_string(total) +
           ", more than one game can give: " + std::to_string(kCapturedAtMost) +
           " captured at most (four armies with every pawn promoted, less the king left at the end)" +
           (sweep ? ", " + std::to_string(kWithSweepAtMost) + " with a player's " + std::to_string(kSweep) +
                        " for putting the three others out"
                  : "; only a player who put the three others out scores " + std::to_string(kSweep) +
                        " for it, and no one scored exactly that");
}

}  // namespace tourney::rules::chaturaji
