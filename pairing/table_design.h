// Resolvable designs with tables of four: every two of n players at exactly one table, in
// (n - 1) / 3 rounds of n / 4 tables (a resolvable 2-(n, 4, 1) design; they exist exactly when
// n ≡ 4 mod 12: Hanani, Ray-Chaudhuri and Wilson, "On resolvable designs", Discrete
// Mathematics 3 (1972) 343-357). docs/pairing.md describes the constructions and which n
// they reach.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tourney {

using TableOfFour = std::array<int, 4>;  // players 0 .. n - 1
using DesignRound = std::vector<TableOfFour>;

struct ResolvableDesign {
    std::vector<DesignRound> rounds;
    std::string construction;  // how it was built, in words, for --explain
};

// The design for n players when one of Tourney's constructions reaches n (see
// table_design.cpp): n = 4; n = 3q + 1 with q a prime power; four times a design; or 3um + 1
// from designs for 3u + 1 and 3m + 1 with m a prime power. nullopt otherwise, and always when
// n is not 4 mod 12.
std::optional<ResolvableDesign> resolvableDesign(int n);

// Whether `rounds` is a resolvable design on n players: every round a partition of 0 .. n - 1
// into tables of four, every two players at one table exactly once.
bool isResolvableDesign(int n, const std::vector<DesignRound>& rounds);

}  // namespace tourney
