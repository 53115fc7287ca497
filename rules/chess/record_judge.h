// Replays a chess game record under the FIDE Laws and judges the claimed result.
#pragma once

#include "rules/rules.h"

#include <optional>

namespace tourney::rules::chess {

// Standard chess and Chess960 (Variant tag "chess960" / "fischerandom", or a FEN whose
// castling rights need it) are judged; another variant is refused as not FIDE chess.
Verdict judgeRecord(const GameRecord& record, const Placing& claimed);

// "1-0", "0-1", "1/2-1/2" and "*" (no result).
std::optional<Placing> parseChessResult(std::string_view token);

}  // namespace tourney::rules::chess
