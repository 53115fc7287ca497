// libFuzzer target: one game's records as `tourney validate --game GAME` reads them, every
// record replayed by the engine and its claimed result judged. Built once per game
// (fuzz_pgn, fuzz_pdn, fuzz_camelot, fuzz_chaturaji) with TOURNEY_FUZZ_GAME naming it. A file is
// refused with a Refusal, or read and judged; anything else is a finding.
#include "tournament/game_records.h"

#include <cstdint>
#include <sstream>
#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    try {
        tourney::tournament::judgeRecords(TOURNEY_FUZZ_GAME, in, "fuzz-record");
    } catch (const std::runtime_error&) {  // Refusal and InputError: a file that cannot be read at all
    }
    return 0;
}
