// The Chaturaji engine and its entry in the registry (rules/registry.h).
#include "rules/chaturaji/game_points.h"
#include "rules/chaturaji/perft.h"
#include "rules/chaturaji/position.h"
#include "rules/chaturaji/record_reader.h"
#include "rules/chaturaji/replay.h"
#include "rules/registry.h"

#include <memory>

namespace tourney::rules {

namespace {

class ChaturajiEngine final : public Engine {
public:
    GameKind kind() const override { return GameKind::Chaturaji; }

    std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name) const override {
        return chaturaji::readRecords(in, file_name);
    }

    // The points of Red, Green, Yellow and Black ("12 5 0 3"), the places following from them;
    // "*" while the game is unfinished.
    std::optional<Placing> parseResult(std::string_view token) const override {
        const std::optional<std::vector<int>> points = chaturaji::parsePoints(token);
        if (!points) return std::nullopt;
        if (points->empty()) return Placing{};
        return placingByPoints(*points);
    }

    Verdict judge(const GameRecord& record, const Placing& claimed) const override {
        return chaturaji::replayRecord(record, claimed).verdict;
    }

    std::uint64_t perft(const std::string& position, const PerftPlan& plan) const override {
        const std::vector<chaturaji::Throw> throws = chaturaji::parseThrows(plan.throws);
        return chaturaji::perft(chaturaji::parsePosition(position), throws);
    }
};

}  // namespace

GameEntry chaturajiEntry() {
    GameEntry entry;
    entry.kind = GameKind::Chaturaji;
    entry.name = "chaturaji";
    entry.title = "Chaturaji";
    // One line a turn, as the record writes it (docs/games.md, "Game files"), two blocks, with
    // the dice and the points of captures beside them; each seat marked in its army's colour.
    entry.scoresheet.moves = ScoresheetLayout::Moves::TurnsWithThrows;
    entry.scoresheet.blocks = 2;
    entry.scoresheet.panel = ScoresheetLayout::Panel::Help;
    entry.scoresheet.panel_title = "Dice and points";
    entry.scoresheet.panel_lines = {"5  pawn or king",
                                    "4  elephant",
                                    "3  horse",
                                    "2  boat",
                                    "",
                                    "A move: from-to, or",
                                    "fromxto for a capture;",
                                    "- for a die passed.",
                                    "",
                                    "Captures score:",
                                    "pawn 1, boat 2, horse 3,",
                                    "elephant 4, king 5;",
                                    "all three others put",
                                    "out yourself: 54.",
                                    "",
                                    "More turns: a second",
                                    "sheet, numbered on."};
    entry.scoresheet.seat_colours = {
        {0.80f, 0.12f, 0.12f}, {0.10f, 0.52f, 0.22f}, {0.93f, 0.76f, 0.05f}, {0.1f, 0.1f, 0.1f}};
    entry.record_format = "tag pairs, then one turn a line (r 35 h2-f3 g4-f4)";
    entry.record_extensions = {".chaturaji"};
    entry.move_unit = "turn";
    entry.move_units = "turns";
    entry.uses_throws = true;
    entry.initial_position = chaturaji::kInitialPosition;
    entry.result_help = "the points of Red, Green, Yellow and Black (\"12 5 0 3\") or * (unfinished)";
    // Where the users' text is silent, Tourney chooses (docs/games.md §3.14), and help says so.
    entry.rules_choices =
        "the squares and colours of the published diagram (Red east, Green south,\n"
        "      Yellow west, Black north); turns clockwise, Red first; a die of 5 moves a pawn or a\n"
        "      king, 4 an elephant, 3 a horse, 2 a boat; a pawn becomes the piece that started at\n"
        "      the end of its own line, even a second king, and keeps that destiny after capturing;\n"
        "      a boat triumph needs a boat's own move (a 2) and one boat of each other army, boats\n"
        "      of an army that is out included; a player is out when his last king falls, his\n"
        "      pieces stay and can be captured; the game ends at once when one player has a king\n"
        "      left (a die still unplayed is not played); whoever puts all three others out\n"
        "      himself scores 54 or his captures if more; a game the arbiter stops scores what\n"
        "      was captured so far.";
    entry.scale = ResultScale::PointsPerSeat;
    entry.seat_names = {"Red", "Green", "Yellow", "Black"};  // the order of play: Red first, clockwise
    entry.impossible_points = chaturaji::impossiblePoints;
    entry.make = [] { return std::unique_ptr<Engine>(std::make_unique<ChaturajiEngine>()); };
    return entry;
}

}  // namespace tourney::rules
