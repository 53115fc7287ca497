// The shared reference rounds of the other FIDE Swiss systems (tests/fixtures/swiss-systems/,
// its README): random tournaments paired by two independent programs, NAME.trf with the rounds
// one of them played and NAME.rounds.tsv saying in which rounds both agreed (`agree` = 1):
// only those rounds are references. Read by the Dubov and Burstein fixture tests.
#pragma once

#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "pairing/dutch_replay.h"
#include "pairing/pairing.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace swiss_fixtures {

// The tournaments of one system's folder ("dubov", "burstein"), by name.
inline std::vector<std::filesystem::path> files(const std::string& system) {
    const auto folder = std::filesystem::path(TOURNEY_FIXTURES_DIR) / "swiss-systems" / system;
    std::vector<std::filesystem::path> found;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.path().extension() == ".trf") found.push_back(entry.path());
    std::sort(found.begin(), found.end());
    return found;
}

// The rounds marked `agree` = 1 in NAME.rounds.tsv (header: round, agree, program answers).
inline std::vector<int> referenceRounds(const std::filesystem::path& trf) {
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

struct Score {
    int reference = 0, reproduced = 0;
};

// Every reference round of the system's files paired again by `engine` from the rounds before
// it and compared (pairs, colours and bye); each differing round is reported by name. Every
// file must name the system in its 092 line.
inline Score reproduce(const std::string& system, tourney::PairingSystem expected, tourney::SwissEngine engine) {
    Score score;
    for (const auto& file : files(system)) {
        const tourney::formats::TrfDocument document = tourney::formats::readTrfFile(file.string());
        const tourney::Event& event = document.event;
        BOOST_TEST((event.system == expected));
        for (int round : referenceRounds(file)) {
            ++score.reference;
            const tourney::PairedRound paired = engine(tourney::eventBeforeRound(event, round), {});
            const bool same = tourney::pairsOf(paired.round) == tourney::pairsOf(event.rounds[round - 1]);
            BOOST_CHECK_MESSAGE(same, file.filename().string() << " round " << round << " differs");
            score.reproduced += same;
        }
    }
    return score;
}

}  // namespace swiss_fixtures
