// libFuzzer target: a round's results file (`tourney result FILE ROUND --file RESULTS`), one
// "BOARD RESULT" a line. Refused with InputError as a whole, or read into lines whose boards
// are numbers and whose results are one line of text, and the lines it could not read.
#include "formats/input_error.h"
#include "formats/results_file.h"

#include <cstdint>
#include <cstdlib>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    try {
        for (const tourney::formats::ResultLine& line : tourney::formats::readResultsLines(in, "fuzz.txt").lines)
            if (line.result.find('\n') != std::string::npos) std::abort();  // a result that spans lines
    } catch (const tourney::formats::InputError&) {}
    return 0;
}
