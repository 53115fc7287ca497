// libFuzzer target: the player CSV reader. Refused with InputError, or read into players whose
// every text field is plain one-line UTF-8.
#include "formats/input_error.h"
#include "formats/plain_text.h"
#include "formats/player_csv.h"

#include <cstdint>
#include <cstdlib>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    try {
        for (const tourney::Player& player : tourney::formats::readPlayerCsv(in, "fuzz.csv"))
            for (const std::string* text : {&player.name, &player.title, &player.federation, &player.fide_id})
                if (tourney::formats::textProblem(*text)) std::abort();  // a field that can break its line
    } catch (const tourney::formats::InputError&) {}
    return 0;
}
