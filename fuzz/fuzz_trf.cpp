// libFuzzer target: the TRF reader. A file is refused with InputError or read; what it reads
// (and `tourney import` would keep) is written back as TRF and must read again (the writer keeps every field on its line), so
// an export can always be imported. Anything else (another exception, a crash, a sanitizer
// report, a run over the memory limit) is a finding.
#include "formats/trf.h"
#include "scoring/tiebreaks.h"

#include <cstdint>
#include <cstdlib>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    tourney::formats::TrfDocument document;
    try {
        document = tourney::formats::readTrf(in, "fuzz.trf");
    } catch (const tourney::formats::InputError&) {
        return 0;
    }
    try {  // as `tourney import` does, an event with tie-breaks Tourney cannot compute goes no further
        for (const std::string& code : document.event.tiebreaks) tourney::parseTiebreakCode(code);
    } catch (const tourney::TiebreakError&) {
        return 0;
    }
    std::ostringstream out;
    tourney::formats::writeTrf(out, document.event);
    std::istringstream back(out.str());
    tourney::formats::readTrf(back, "written.trf");  // throws, and so is reported, when it fails
    return 0;
}
