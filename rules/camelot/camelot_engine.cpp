// The Camelot engine and its entry in the registry (rules/registry.h).
#include "rules/camelot/perft.h"
#include "rules/camelot/position.h"
#include "rules/camelot/record_reader.h"
#include "rules/camelot/replay.h"
#include "rules/registry.h"

#include <memory>
#include <stdexcept>

namespace tourney::rules {

namespace {

class CamelotEngine final : public Engine {
public:
    GameKind kind() const override { return GameKind::Camelot; }

    std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name) const override {
        return camelot::readRecords(in, file_name);
    }

    std::optional<Placing> parseResult(std::string_view token) const override {
        if (token == "1-0") return whiteWins();
        if (token == "0-1") return blackWins();
        if (token == "1/2-1/2") return drawn();
        if (token == "*") return Placing{};
        return std::nullopt;
    }

    Verdict judge(const GameRecord& record, const Placing& claimed) const override {
        return camelot::replayRecord(record, claimed).verdict;
    }

    std::uint64_t perft(const std::string& position, const PerftPlan& plan) const override {
        return camelot::perft(camelot::parsePosition(position), plan.depth);
    }
};

}  // namespace

GameEntry camelotEntry() {
    GameEntry entry;
    entry.kind = GameKind::Camelot;
    entry.name = "camelot";
    entry.title = "Camelot";
    // Camelot moves are long (a charge names every square it lands on): two blocks take the
    // whole width, and the WCF notation and the ends of the game (docs/games.md) go under them.
    entry.scoresheet.blocks = 2;
    entry.scoresheet.rows = 25;
    entry.scoresheet.notes = {
        "WCF notation: plain move C6-D7, canter E6-C8-A8, jump H4xJ4xL6, knight's charge F6-F8-H8xH10xJ12, "
        "castle move F16-G16.",
        "Win: both enemy castle squares, or the opponent has no piece or no move left (you keeping two or more). "
        "Draw: one piece against one or none."};
    entry.record_format = "WCF";
    entry.record_extensions = {".cam"};
    entry.initial_position = camelot::kInitialPositionText;
    entry.result_help = "1-0, 1/2-1/2, 0-1 or * (unfinished)";
    // Where the published rules are silent, what the engine does (docs/games.md §2.15).
    entry.rules_choices =
        "a castle move is no capture, so it waits while a capture is due; a piece leaving its own castle may "
        "leave by a knight's charge; with two pieces in their own castle, either may be the one that leaves; "
        "jumps, a charge's too, may land again on a square already visited (only a canter route may not); "
        "move numbers must follow the moves.";
    entry.make = [] { return std::unique_ptr<Engine>(std::make_unique<CamelotEngine>()); };
    return entry;
}

}  // namespace tourney::rules
