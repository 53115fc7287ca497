// A number and its noun, singular or plural: "1 game", "3 games" (issue 31 item 11: messages
// and reports said "1 games"). Nouns that take a plain "s", which are all Tourney counts.
#pragma once

#include <cstddef>
#include <string>

namespace tourney::tournament {

inline std::string counted(std::size_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

}  // namespace tourney::tournament
