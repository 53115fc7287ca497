// The external pairing engine that Swiss-Manager, Vega and web hosts call on a TRF file
// (`tourney engine`): the next round of the event a file describes, a check of every round it
// holds, and random tournaments for FIDE's endorsement kit (C.04.A). Everything comes back in
// the file's own player numbers, as those programs expect.
#pragma once

#include "formats/trf.h"
#include "pairing/dutch_check.h"

#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tourney::tournament {

// The Swiss event a TRF describes, its initial colour read back from round 1 when the file
// declares none (C.04.3 5.1). Refused when round 1 does not show it. Every use case here
// refuses (Refusal) what the pairing engine cannot work with.
// `system`: the Swiss system the engine was asked for (Swiss: the Dutch system; Dubov).
Event engineEvent(const formats::TrfDocument& document, PairingSystem system = PairingSystem::Swiss);

struct EnginePairs {
    std::vector<std::pair<int, int>> pairs;  // (white, black); (player, 0) for the pairing-allocated bye
    std::vector<std::string> explanation;    // bracket by bracket, when asked for
    // Why no legal pairing exists (C.04.3 1.9.3: the arbiter decides); empty when there are pairs.
    // An answer, not a refusal: engines report it with an exit code of its own.
    std::string impossible;
};

// The next round of `event` (engineEvent of `document`) by its Swiss system. Throws
// InputError naming the XXR/142 line when the file's declared rounds are all paired, and
// Refusal when every player has a bye or an absence entered for the round (nobody to pair).
EnginePairs engineNextRound(const formats::TrfDocument& document, const Event& event, bool explain);

// Every round of `event` (engineEvent of `document`) re-paired from the rounds before it and
// compared with the record.
DutchCheck engineCheck(const formats::TrfDocument& document, const Event& event, bool explain);

// A random tournament of the endorsement kit from its configuration (key = value lines, or
// JaVaFo's generator keys); `seed`, when given (the command line's -s), replaces the file's.
Event engineRandomTournament(std::istream& config, const std::string& config_name,
                             PairingSystem system = PairingSystem::Swiss,
                             std::optional<unsigned long long> seed = std::nullopt);

}  // namespace tourney::tournament
