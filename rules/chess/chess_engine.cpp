// The chess engine and its entry in the registry (rules/registry.h).
#include "rules/chess/perft.h"
#include "rules/chess/pgn_reader.h"
#include "rules/chess/position.h"
#include "rules/chess/record_judge.h"
#include "rules/registry.h"

#include <istream>
#include <iterator>
#include <stdexcept>

namespace tourney::rules {

namespace {

class ChessEngine final : public Engine {
public:
    GameKind kind() const override { return GameKind::Chess; }

    std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name) const override {
        std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        if (in.bad()) throw UnreadableFile(Message("%1: cannot be read", file_name));
        if (text.find('\0') != std::string::npos)
            throw UnreadableFile(Message("%1: is not a PGN text file", file_name));
        std::vector<GameRecord> games = chess::readPgn(text, file_name);
        if (games.empty()) throw UnreadableFile(Message("%1: holds no PGN game", file_name));
        return games;
    }

    std::optional<Placing> parseResult(std::string_view token) const override { return chess::parseChessResult(token); }

    Verdict judge(const GameRecord& record, const Placing& claimed) const override {
        return chess::judgeRecord(record, claimed);
    }

    std::uint64_t perft(const std::string& position, const PerftPlan& plan) const override {
        chess::Position start = chess::Position::fromFen(position);
        return chess::perft(start, plan.depth);
    }
};

}  // namespace

GameEntry chessEntry() {
    GameEntry entry;
    entry.kind = GameKind::Chess;
    entry.name = "chess";
    entry.title = "Chess";
    entry.fide_rated = true;
    entry.record_format = "PGN";
    entry.record_extensions = {".pgn"};
    entry.initial_position = chess::Position::kStartFen;
    entry.result_help = "1-0, 0-1, 1/2-1/2 or * (unfinished)";
    entry.make = [] { return std::unique_ptr<Engine>(std::make_unique<ChessEngine>()); };
    return entry;
}

}  // namespace tourney::rules
