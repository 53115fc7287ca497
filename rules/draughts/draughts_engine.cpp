// The international draughts engine behind the common interface of rules/rules.h.
#include "rules/draughts/move_generation.h"
#include "rules/draughts/pdn_reader.h"
#include "rules/draughts/position.h"
#include "rules/draughts/replay.h"
#include "rules/rules.h"

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

    std::uint64_t perft(const std::string& position, int depth) const override {
        return draughts::perft(position.empty() ? draughts::initialPosition() : draughts::parseFen(position), depth);
    }
};

}  // namespace

std::unique_ptr<Engine> makeDraughtsEngine() { return std::make_unique<DraughtsEngine>(); }

}  // namespace tourney::rules
