// The bracket-by-bracket pairing of the FIDE Dutch system (C.04.3 articles 1.9, 2, 3 and 4).
//
// Every bracket is decided by maximum-weight matchings over all players not yet paired, so
// that completion (C4) and the minimal bye score (C5) are checked against the whole round.
// The weight of a pair is one wide number whose bit fields hold, from the top: completion and
// bye eligibility, this bracket's pairs and their scores (C6, C7), the next bracket's (C8), the
// bye receiver's unplayed games (C9), colours (C10-C13) and floats (C14-C21). Below them, a
// few more fields encode the order in which Article 4 generates candidates, so the best
// matching is also the first optimal candidate in that order. docs/pairing.md explains why.
#pragma once

#include "pairing/dutch_players.h"

#include <string>
#include <vector>

namespace tourney::dutch {

struct BracketReport {
    long long score = 0;          // residents' pairing score
    std::vector<int> moved_down;  // MDPs entering (start numbers)
    std::vector<int> residents;
    std::vector<std::pair<int, int>> pairs;  // (higher, lower) start numbers paired here
    std::vector<int> floaters;               // left unpaired, moved to the next bracket
};

// What the pairing cost: the matchings solved for the transpositions of remainders (4.2), and
// the S1 players whose transposition the last matching's duals settled instead, keeping the
// partner found, exchanging partners with one or two other pairs, or taking the player left
// single, the bye, whose place the partner takes (docs/pairing.md).
// Also the remainders whose single exchange (4.3) was weighed by position (ExchangeWeights),
// the matchings solved to decide the exchanged players of remainders with several exchanges,
// and the same for the MDP-pairing of heterogeneous brackets (4.2 in phase 1): the matchings
// solved for blocks of MDPs, and the MDPs whose opponent the duals settled. Last, every
// matching of more than a thousand players, and the sparse graphs those solved before their
// duals priced every pair (docs/pairing.md, "Opposite colour preferences seeded by rank").
struct TranspositionWork {
    int block_solves = 0, kept = 0, by_two_pairs = 0, by_three_pairs = 0, by_single = 0;
    int one_exchange = 0, exchange_solves = 0;
    int choice_solves = 0, choice_settled = 0;
    int large_matchings = 0, large_matching_passes = 0;
};

struct BracketPairing {
    std::vector<std::pair<int, int>> pairs;  // indices into DutchRound::players (higher, lower)
    int bye = -1;                            // index of the pairing-allocated bye, or -1
    std::vector<BracketReport> brackets;
    TranspositionWork work;
};

// How the transpositions are found. Settling them by the duals is what makes large brackets
// fast; solving a matching for every block of S1 players is the plain reading of Article 4,
// kept so that tests can compare the two.
enum class Transpositions { SettledByDuals, SolvedBlockByBlock };

// How 4.3 rules 3 and 4 are weighed. Sets of exchanged players need a bit per player of S1
// and S2 in one solve. Narrow: when rule 1 leaves one exchange, a number (the player's
// position) orders the candidates alike in a few bits; when it leaves several, the exchanged
// players are decided a window of players at a time, walking S1 up from its lowest player
// (rule 3) and S2 down from its highest (rule 4), each decision then weighed as one count.
// Either makes a large remainder's solves several times narrower. BySets is kept so that
// tests can compare them.
enum class ExchangeWeights { Narrow, BySets };

// How the MDP-pairing of a heterogeneous bracket (4.2 in phase 1: each MDP in order meets the
// highest resident possible) is chosen. At once, a field of a resident's rank for every MDP
// (hundreds of bits in a bracket of dozens of MDPs); in blocks, the field covers a few MDPs at
// a time, their opponents are fixed, and the duals settle the MDPs that follow as they settle
// transpositions. AtOnce is kept so that tests can compare the two.
enum class MovedDownChoice { InBlocks, AtOnce };

struct BracketMethods {
    Transpositions transpositions = Transpositions::SettledByDuals;
    ExchangeWeights exchanges = ExchangeWeights::Narrow;
    MovedDownChoice moved_down = MovedDownChoice::InBlocks;
    // The width of the generation fields one solve weighs for a block of players (4.2, and the
    // windows of 4.3 rules 3 and 4 at a bit per player): wide enough to settle many players per
    // solve, narrow enough to keep the weights small. Tests narrow it to one player per block,
    // so that the duals settle every player they can.
    int block_bits = 32;
};

// Pairs the round; throws PairingError when no pairing satisfies C1-C3 for everybody.
BracketPairing pairBrackets(const DutchRound& round, const BracketMethods& methods = {});

}  // namespace tourney::dutch
