// libFuzzer target: the draughts tournament file (`tourney import --dtf`, docs/draughts.md).
// Refused with InputError, or read into an event that the writer writes and the reader reads
// back to the same event: the profile's round trip holds for whatever the reader accepts.
#include "formats/draughts_file.h"
#include "formats/input_error.h"

#include <cstdint>
#include <cstdlib>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    try {
        const tourney::Event event = tourney::formats::readDraughtsFile(in, "fuzz.dtf");
        std::ostringstream written;
        tourney::formats::writeDraughtsFile(written, event);
        std::istringstream again(written.str());
        if (!(tourney::formats::readDraughtsFile(again, "again.dtf") == event)) std::abort();
    } catch (const tourney::formats::InputError&) {}
    return 0;
}
