// The name of each value of a PointSystem, as the event file's columns and the archive's members
// spell it: one list, so that storage and the archive cannot name a value differently.
#pragma once

#include "scoring/result.h"

#include <utility>

namespace tourney {

inline constexpr std::pair<const char*, Points PointSystem::*> kPointValueNames[] = {
    {"win", &PointSystem::win},
    {"draw", &PointSystem::draw},
    {"loss", &PointSystem::loss},
    {"forfeit_win", &PointSystem::forfeit_win},
    {"forfeit_loss", &PointSystem::forfeit_loss},
    {"pairing_bye", &PointSystem::pairing_bye},
    {"half_bye", &PointSystem::half_bye},
    {"full_bye", &PointSystem::full_bye},
    {"zero_bye", &PointSystem::zero_bye},
    {"absent", &PointSystem::absent},
};

}  // namespace tourney
