// The international draughts engine and its entry in the registry (rules/registry.h).
#include "rules/draughts/move_generation.h"
#include "rules/draughts/pdn_reader.h"
#include "rules/draughts/position.h"
#include "rules/draughts/replay.h"
#include "rules/registry.h"

#include <memory>
#include <stdexcept>

namespace tourney::rules {

namespace {

class DraughtsEngine final : public Engine {
public:
    GameKind kind() const override { return GameKind::Draughts; }

    std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name) const override {
        return draughts::readPdn(in, file_name);
    }

    // FMJD scores 2-0, 1-1, 0-2; files also use the chess forms.
    std::optional<Placing> parseResult(std::string_view token) const override {
        if (token == "2-0" || token == "1-0") return whiteWins();
        if (token == "0-2" || token == "0-1") return blackWins();
        if (token == "1-1" || token == "1/2-1/2") return drawn();
        if (token == "*") return Placing{};
        return std::nullopt;
    }

    Verdict judge(const GameRecord& record, const Placing& claimed) const override {
        return draughts::replayRecord(record, claimed).verdict;
    }

    std::uint64_t perft(const std::string& position, const PerftPlan& plan) const override {
        return draughts::perft(position.empty() ? draughts::initialPosition() : draughts::parseFen(position),
                               plan.depth);
    }
};

}  // namespace

GameEntry draughtsEntry() {
    GameEntry entry;
    entry.kind = GameKind::Draughts;
    entry.name = "draughts";
    entry.title = "International draughts";
    // The board beside the moves, numbered as FMJD numbers it: square 46 in White's left
    // corner, square 5 in Black's.
    entry.scoresheet.square_pairs = true;
    entry.scoresheet.panel = ScoresheetLayout::Panel::NumberedBoard;
    entry.scoresheet.board_size = 10;
    entry.scoresheet.panel_lines = {"Black starts on 1-20", "White starts on 31-50", "Move 32-28, capture 28x19"};
    entry.record_format = "PDN";
    entry.record_extensions = {".pdn"};
    entry.initial_position = "W:W31-50:B1-20";
    entry.result_help = "2-0, 1-1, 0-2 (or 1-0, 1/2-1/2, 0-1) or * (unfinished)";
    // FMJD scoring, as the users' text has it: win 2, draw 1, loss 0.
    entry.win_points = 2;
    entry.draw_points = 1;
    entry.loss_points = 0;
    entry.first_wins = "2-0";
    entry.second_wins = "0-2";
    entry.drawn = "1-1";
    entry.make = [] { return std::unique_ptr<Engine>(std::make_unique<DraughtsEngine>()); };
    return entry;
}

}  // namespace tourney::rules
