// What fuzzing found (fuzz/, scripts/fuzz.sh), each kept as the input that found it, so that it
// stays fixed. A target's oracle is repeated here: a TRF that reads must write a TRF that reads.
#include "formats/trf.h"
#include "tournament/refusal.h"
#include "tournament/trf_transfer.h"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tourney;
using namespace tourney::formats;

static void readWriteRead(const std::string& text) {
    std::istringstream in(text);
    const TrfDocument document = readTrf(in, "finding.trf");
    std::ostringstream out;
    writeTrf(out, document.event);
    std::istringstream back(out.str());
    BOOST_CHECK_NO_THROW(readTrf(back, "written.trf"));
}

// fuzz_trf, crash-eacf4736: a TRF without a number of rounds read as planned_rounds 0, and the
// writer wrote "142 0" and "XXR 0", which the reader refuses; so did `tourney export` of a round
// robin not yet paired. The writer now leaves both lines out until the rounds are known.
BOOST_AUTO_TEST_CASE(a_trf_without_rounds_writes_a_trf_that_reads) {
    readWriteRead(
        "012 AutoTest Tournament 1786616609\n"
        "001    1      Test000\n"
        "09laye012 AutoTesr0001      t Tournament 16         26055536");
}

// fuzz_trf, crash-69935168: a 202 line with a code Tourney does not compute ("202062 6" reads
// as code "62") was imported, and every later `standings` and `export` failed on it. Import
// refuses it, naming line 202 and the code.
BOOST_AUTO_TEST_CASE(an_unknown_tiebreak_code_is_refused_at_import) {
    const std::filesystem::path trf = std::filesystem::temp_directory_path() / "tourney-finding-202.trf";
    std::ofstream(trf) << "012 T\n202 BH 62\n001    1      Alpha\n001    2      Beta\n";
    try {
        tournament::eventFromTrf(trf.string());
        BOOST_FAIL("imported");
    } catch (const tournament::Refusal& refusal) {
        BOOST_TEST(
            std::string(refusal.what()).find(trf.string() + ": line 202: tie-break '62': unknown tie-break") == 0,
            refusal.what());
    }
    std::filesystem::remove(trf);
}
