// The reference rounds of the shared Dubov fixtures (tests/fixtures/swiss-systems/dubov): the
// rounds where two independent programs gave the same pairing (`agree` = 1 in NAME.rounds.tsv)
// must come out of the engine with the same pairs, colours and bye. The other rounds are one
// program's choice, kept as history only, and are not compared.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "pairing/dubov.h"
#include "pairing/dutch_replay.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace tourney;

namespace {

std::filesystem::path folder() { return std::filesystem::path(TOURNEY_FIXTURES_DIR) / "swiss-systems" / "dubov"; }

std::vector<std::filesystem::path> files() {
    std::vector<std::filesystem::path> found;
    for (const auto& entry : std::filesystem::directory_iterator(folder()))
        if (entry.path().extension() == ".trf") found.push_back(entry.path());
    std::sort(found.begin(), found.end());
    return found;
}

// The rounds marked `agree` = 1 in NAME.rounds.tsv (header: round, agree, program answers).
std::vector<int> referenceRounds(const std::filesystem::path& trf) {
    std::filesystem::path tsv = trf;
    tsv.replace_extension(".rounds.tsv");
    std::ifstream in(tsv);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << tsv);
    std::vector<int> rounds;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        int round = 0, agree = 0;
        fields >> round >> agree;
        if (agree == 1) rounds.push_back(round);
    }
    return rounds;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_reference_round_of_the_shared_fixtures_is_reproduced) {
    int reference = 0, reproduced = 0;
    for (const auto& file : files()) {
        const formats::TrfDocument document = formats::readTrfFile(file.string());
        const Event& event = document.event;
        BOOST_TEST((event.system == PairingSystem::Dubov));  // 092 FIDE_DUBOV
        for (int round : referenceRounds(file)) {
            ++reference;
            const PairedRound paired = pairDubov(eventBeforeRound(event, round), {});
            const bool same = pairsOf(paired.round) == pairsOf(event.rounds[round - 1]);
            BOOST_CHECK_MESSAGE(same, file.filename().string() << " round " << round << " differs");
            reproduced += same;
        }
    }
    BOOST_TEST(reference == 7);  // round 1 of all six files, round 2 of du043
    BOOST_TEST(reproduced == reference);
}
