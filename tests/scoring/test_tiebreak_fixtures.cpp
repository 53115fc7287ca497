// Every value FIDE's reference tie-break tool computed for the shared tournaments (C.07, 2026
// edition: the /V2 in each header) must come out of computeTiebreaks exactly.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "scoring/tiebreaks.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tourney;
using namespace tourney::formats;
namespace fs = std::filesystem;

static const fs::path kFixtures = fs::path(TOURNEY_FIXTURES_DIR) / "tiebreaks";

static std::vector<std::string> splitTabs(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');) fields.push_back(field);
    return fields;
}

// The expected text as a count of 10^-decimals; "-0" is FIDE's undefined value.
static bool matches(const TiebreakValue& value, const std::string& expected) {
    if (expected == "-0") return !value.defined || value.scaled == 0;
    const double scaled = std::stod(expected) * std::pow(10.0, value.decimals);
    return value.defined && std::llround(scaled) == value.scaled;
}

static void checkFolder(const std::string& folder, bool round_robin) {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kFixtures / folder)) {
        const std::string name = entry.path().filename().string();
        if (name.size() < 13 || name.substr(name.size() - 13) != ".expected.tsv") continue;
        ++files;
        const fs::path trf = entry.path().parent_path() / (name.substr(0, name.size() - 13) + ".trf");
        const TrfDocument document = readTrfFile(trf.string());
        std::ifstream in(entry.path());
        std::string header;
        std::getline(in, header);
        const auto columns = splitTabs(header.substr(1));
        std::vector<TiebreakCode> codes;
        for (std::size_t i = 2; i < columns.size(); ++i) codes.push_back(parseTiebreakCode(columns[i]));
        TiebreakSettings settings = settingsFor(document.event);
        settings.round_robin = round_robin;
        const auto values = computeTiebreaks(document.event, codes, settings);
        int mismatches = 0;
        for (std::string line; std::getline(in, line);) {
            const auto fields = splitTabs(line);
            if (fields.size() != columns.size()) continue;
            const int start = std::stoi(fields[0]);
            BOOST_TEST_CONTEXT(name << " player " << start) {
                BOOST_TEST(pointsAfter(document.event, start).toFixed1() == fields[1]);
                for (std::size_t i = 0; i < codes.size(); ++i) {
                    const TiebreakValue& value = values[i][start - 1];
                    const bool good = matches(value, fields[i + 2]);
                    if (!good && ++mismatches <= 5)
                        BOOST_ERROR(columns[i + 2] << ": want " << fields[i + 2] << " got " << value.toString());
                }
            }
        }
        BOOST_TEST(mismatches == 0, name << ": " << mismatches << " values differ");
    }
    BOOST_TEST(files > 0);
}

BOOST_AUTO_TEST_CASE(swiss_values_equal_fide_reference_tool) { checkFolder("swiss", false); }

BOOST_AUTO_TEST_CASE(round_robin_values_equal_fide_reference_tool) { checkFolder("round-robin", true); }
