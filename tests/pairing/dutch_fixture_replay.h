// Shared by the Dutch conformance tests: re-pair every round of a shared fixture tournament
// and count the rounds whose pairs, colours and bye differ from the file.
#pragma once

#include "formats/trf.h"
#include "pairing/dutch.h"
#include "pairing/dutch_replay.h"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace dutch_fixtures {

inline std::filesystem::path folder() { return std::filesystem::path(TOURNEY_FIXTURES_DIR) / "dutch"; }

inline std::vector<std::filesystem::path> files() {
    std::vector<std::filesystem::path> found;
    for (const auto& entry : std::filesystem::directory_iterator(folder()))
        if (entry.path().extension() == ".trf") found.push_back(entry.path());
    std::sort(found.begin(), found.end());
    return found;
}

// Players in the file name: "s000_n9_r5.trf" -> 9.
inline int playersInName(const std::filesystem::path& file) {
    const std::string name = file.filename().string();
    const auto n = name.find("_n");
    return n == std::string::npos ? 0 : std::stoi(name.substr(n + 2));
}

// Pairs round `round` (every round when 0); returns the rounds that differ, and checks each.
inline int replay(const std::filesystem::path& file, int only_round = 0) {
    tourney::formats::TrfDocument document = tourney::formats::readTrfFile(file.string());
    tourney::Event& event = document.event;
    if (!document.colour_declared) event.first_board_white = tourney::initialColourFromRoundOne(event);
    int differing = 0;
    for (int r = 1; r <= event.roundsPaired(); ++r) {
        if (only_round && r != only_round) continue;
        const auto paired = tourney::pairDutch(tourney::eventBeforeRound(event, r), {});
        const bool same = tourney::pairsOf(paired.round) == tourney::pairsOf(event.rounds[r - 1]);
        BOOST_CHECK_MESSAGE(same, file.filename().string() << " round " << r << " differs");
        differing += !same;
    }
    return differing;
}

}  // namespace dutch_fixtures
