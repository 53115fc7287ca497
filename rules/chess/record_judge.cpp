#include "rules/chess/record_judge.h"

#include "rules/chess/end_of_game.h"
#include "rules/chess/notation.h"
#include "rules/chess/position.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace tourney::rules::chess {

namespace {

std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

enum class VariantKind { Standard, Chess960, Other };

VariantKind variantOf(const GameRecord& record) {
    std::string variant = lowercase(record.tag("Variant"));
    if (variant.empty() || variant == "standard" || variant == "chess" || variant == "normal" ||
        variant == "from position")
        return VariantKind::Standard;
    if (variant == "chess960" || variant == "chess 960" || variant == "fischerandom" || variant == "fischer random" ||
        variant == "fischerrandom" || variant == "960")
        return VariantKind::Chess960;
    return VariantKind::Other;
}

Verdict refuse(int ply, std::string move_text, const Message& reason) {
    Verdict verdict;
    verdict.kind = VerdictKind::Illegal;
    verdict.ply = ply;
    verdict.move_text = std::move(move_text);
    verdict.because(reason);
    return verdict;
}

}  // namespace

std::optional<Placing> parseChessResult(std::string_view token) {
    if (token == "1-0") return whiteWins();
    if (token == "0-1") return blackWins();
    if (token == "1/2-1/2") return drawn();
    if (token == "*") return Placing{};
    return std::nullopt;
}

Verdict judgeRecord(const GameRecord& record, const Placing& claimed) {
    VariantKind variant = variantOf(record);
    if (variant == VariantKind::Other)
        return refuse(0, {}, Message("variant '%1' is not chess under the FIDE Laws", record.tag("Variant")));

    Position position;
    std::string fen = record.start_position.empty() ? record.tag("FEN") : record.start_position;
    if (!fen.empty() || variant == VariantKind::Chess960) {
        try {
            position = Position::fromFen(fen.empty() ? Position::kStartFen : std::string_view(fen),
                                         variant == VariantKind::Chess960);
        } catch (const std::invalid_argument& error) {
            return refuse(0, {}, Message("start position: %1", saidOf(error)));
        }
    }

    PositionHistory history;
    history.add(position);
    FinalState state = assess(position, history.repetitions());
    int ply = 0;
    for (const std::string& text : record.moves) {
        ++ply;
        if (state.ending != Ending::Ongoing)  // the game was over: later moves do not count
            return refuse(ply, text, Message("the game had already ended by %1", endingOf(state)));
        ParsedMove parsed = parseMove(position, text);
        if (!parsed.ok()) return refuse(ply, text, parsed.error);
        Undo undo;
        position.make(parsed.move, undo);
        history.add(position);
        state = assess(position, history.repetitions());
    }
    if (!record.read_error.empty())
        return refuse(ply + 1, {}, Message("the record cannot be read: %1", record.readProblem()));
    return judgeClaim(state, claimed, ply);
}

}  // namespace tourney::rules::chess
