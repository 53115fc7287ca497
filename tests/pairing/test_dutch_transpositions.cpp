// The transpositions of a remainder (C.04.3 4.2) settled by the duals of the last matching
// give the same pairing as a matching solved for every block of S1 players. Settling is what
// makes brackets of thousands fast (docs/pairing.md, "Transpositions settled by the duals");
// these tests compare it with the plain reading on generated events large enough that some
// transpositions are settled by exchanging partners with one and with two other pairs, and
// some by the partner taking the bye in the place of the opponent preferred.
#include <boost/test/unit_test.hpp>

#include "bench/synthetic_event.h"
#include "dutch_fixture_replay.h"
#include "formats/trf.h"
#include "pairing/dutch_brackets.h"
#include "pairing/dutch_players.h"
#include "pairing/dutch_replay.h"
#include "pairing/random_tournament.h"

#include <algorithm>
#include <random>
#include <string>

using namespace tourney;
using namespace tourney::dutch;

namespace {

std::vector<std::pair<int, int>> sortedPairs(const BracketPairing& pairing) {
    std::vector<std::pair<int, int>> pairs = pairing.pairs;
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

}  // namespace

BOOST_AUTO_TEST_CASE(transpositions_settled_by_the_duals_pair_as_solving_every_block) {
    TranspositionWork settled, solved;
    int rounds = 0;
    for (unsigned seed = 1; seed <= 3; ++seed) {
        RandomTournamentConfig config;
        config.players_low = config.players_high = 301 + 100 * static_cast<int>(seed);
        config.rounds_low = config.rounds_high = 7;
        config.seed = seed;
        config.bye_rate = 0.02;
        const Event event = generateRandomTournament(config);
        for (int round = 2; round <= static_cast<int>(event.rounds.size()); ++round) {
            const DutchRound before = prepareDutchRound(eventBeforeRound(event, round));
            const BracketPairing fast = pairBrackets(before);
            const BracketPairing plain = pairBrackets(before, {.transpositions = Transpositions::SolvedBlockByBlock});
            BOOST_TEST((sortedPairs(fast) == sortedPairs(plain)), "seed " << seed << ", round " << round);
            BOOST_TEST(fast.bye == plain.bye, "seed " << seed << ", round " << round);
            settled.block_solves += fast.work.block_solves;
            settled.by_two_pairs += fast.work.by_two_pairs;
            settled.by_three_pairs += fast.work.by_three_pairs;
            settled.by_single += fast.work.by_single;
            solved.block_solves += plain.work.block_solves;
            ++rounds;
        }
    }
    BOOST_TEST(rounds == 18);
    // The comparison means something only if every kind of settling happened.
    BOOST_TEST(settled.by_two_pairs > 0);
    BOOST_TEST(settled.by_three_pairs > 0);
    BOOST_TEST(settled.by_single > 0);
    BOOST_TEST(settled.block_solves < solved.block_solves);
    BOOST_TEST_MESSAGE("block solves: " << settled.block_solves << " settled, " << solved.block_solves
                                        << " solved; by two pairs " << settled.by_two_pairs << ", by three "
                                        << settled.by_three_pairs << ", by the player left single "
                                        << settled.by_single);
}

// C.04.3 4.3 rules 3 and 4 compare the sets of players exchanged between S1 and S2. When rule 1
// leaves a single exchange, the engine weighs the one player by his position; when it leaves
// several, it decides the players exchanged a window at a time (one player per window at the
// narrowest). The pairings must be those that weighing the sets at once gives.
namespace {

struct ExchangeTally {
    int rounds = 0;
    int by_position = 0;      // remainders with one exchange, weighed by the player's position
    int exchange_solves = 0;  // solves that decided several exchanges
};

// The round paired three ways (as built, a window of one player, the sets at once): the first two
// must pair as the third. Returns the three, for the caller's counts.
struct ThreeWeighings {
    BracketPairing fast, narrowest, sets;
};
ThreeWeighings compareWeighings(const DutchRound& before, const std::string& where) {
    ThreeWeighings three{pairBrackets(before), pairBrackets(before, {.block_bits = 1}),
                         pairBrackets(before, {.exchanges = ExchangeWeights::BySets})};
    BOOST_TEST((sortedPairs(three.fast) == sortedPairs(three.sets)), where);
    BOOST_TEST((sortedPairs(three.narrowest) == sortedPairs(three.sets)), where);
    BOOST_TEST(three.fast.bye == three.sets.bye, where);
    BOOST_TEST(three.narrowest.bye == three.sets.bye, where);
    return three;
}

// The shared fixture tournaments of up to 50 players, some of whose rounds turn on rules 3 and 4.
void compareFixtureRounds(ExchangeTally& tally) {
    for (const auto& file : dutch_fixtures::files()) {
        if (dutch_fixtures::playersInName(file) > 50) continue;
        formats::TrfDocument document = formats::readTrfFile(file.string());
        Event& event = document.event;
        if (!document.colour_declared) event.first_board_white = initialColourFromRoundOne(event);
        for (int round = 2; round <= event.roundsPaired(); ++round) {
            const ThreeWeighings three = compareWeighings(prepareDutchRound(eventBeforeRound(event, round)),
                                                          file.filename().string() + " round " + std::to_string(round));
            BOOST_TEST(three.sets.work.one_exchange == 0);
            BOOST_TEST(three.sets.work.exchange_solves == 0);
            tally.by_position += three.fast.work.one_exchange;
            tally.exchange_solves += three.narrowest.work.exchange_solves;
            ++tally.rounds;
        }
    }
}

// Events paired as the benchmark's (bench/synthetic_event.h: earlier rounds between neighbours in
// the standings) leave remainders with several exchanges late in the event.
void compareSyntheticRounds(ExchangeTally& tally) {
    for (const auto& [players, played] : {std::pair{999, 6}, std::pair{1000, 8}}) {
        bench::SyntheticSwiss spec;
        spec.players = players;
        spec.rounds_played = played;
        spec.seed = 12345 + players;
        const ThreeWeighings three = compareWeighings(
            prepareDutchRound(bench::syntheticSwiss(spec)),
            std::to_string(players) + " players, round " + std::to_string(played + 1));
        tally.exchange_solves += three.fast.work.exchange_solves + three.narrowest.work.exchange_solves;
        ++tally.rounds;
    }
}

// A single bracket of 10-16 players, most of whose S1 players met most of S2 before: rule 1 then
// often leaves several exchanges, and rule 2 ties that rules 3 and 4 must break. Every other
// bracket has no colour preferences.
DutchRound denseBracket(std::mt19937& random, int bracket) {
    DutchRound round;
    round.round = 5;
    round.rounds_played = round.planned_rounds = 4;
    const int size = 10 + static_cast<int>(random() % 11);
    for (int i = 0; i < size; ++i) {
        Contender player;
        player.start_no = i + 1;
        player.rank = i;
        player.score = 20;
        const unsigned colour = bracket % 2 ? random() % 4 : 0;
        player.preference = colour == 0 ? Colour::None : colour % 2 ? Colour::White : Colour::Black;
        player.strong = player.preference != Colour::None;
        player.imbalance = player.strong;
        player.played_games = 4;
        round.players.push_back(player);
    }
    for (int a = 1; a <= size; ++a)  // most pairs of S1 with S2 met, few inside either half
        for (int b = a + 1; b <= size; ++b)
            if (random() % 100 < ((a <= size / 2) != (b <= size / 2) ? 70 : 10)) round.forbidden.emplace(a, b);
    return round;
}

void compareDenseBrackets(ExchangeTally& tally) {
    std::mt19937 random(2026);
    for (int bracket = 0; bracket < 1000; ++bracket) {
        const DutchRound round = denseBracket(random, bracket);
        BracketPairing narrowest, sets;
        try {
            sets = pairBrackets(round, {.exchanges = ExchangeWeights::BySets});
        } catch (const PairingError&) {
            BOOST_CHECK_THROW(pairBrackets(round, {.block_bits = 1}), PairingError);
            continue;
        }
        narrowest = pairBrackets(round, {.block_bits = 1});
        BOOST_TEST((sortedPairs(narrowest) == sortedPairs(sets)), "bracket " << bracket);
        BOOST_TEST(pairBrackets(round).pairs == narrowest.pairs, "bracket " << bracket);
        tally.exchange_solves += narrowest.work.exchange_solves;
        ++tally.rounds;
    }
}

}  // namespace

// Over the shared fixture tournaments of up to 50 players, two synthetic rounds of 1,000 players
// and 1,000 dense single brackets.
BOOST_AUTO_TEST_CASE(c04_3_4_3_rules_3_and_4_weighed_narrow_pair_as_the_sets_would) {
    ExchangeTally tally;
    compareFixtureRounds(tally);
    compareSyntheticRounds(tally);
    compareDenseBrackets(tally);
    BOOST_TEST(tally.rounds > 500);
    // The comparison means something only if both narrow weighings happened often.
    BOOST_TEST(tally.by_position >= 10);
    BOOST_TEST(tally.exchange_solves >= 10);
    BOOST_TEST_MESSAGE(tally.rounds << " rounds; remainders with one exchange weighed by position: "
                                    << tally.by_position
                                    << "; solves deciding several exchanges: " << tally.exchange_solves);
}

// C.04.3 4.2 in phase 1 (the MDP-pairing): each MDP in order meets the highest-ranked resident
// possible. Chosen an MDP per solve, the duals settling the MDPs that follow, it gives the
// pairing that one solve weighing every MDP's opponent at once gives: over the shared fixture
// tournaments of up to 50 players and generated events of 300-400 players.
BOOST_AUTO_TEST_CASE(c04_3_4_2_mdp_pairing_chosen_in_blocks_pairs_as_choosing_it_at_once) {
    TranspositionWork blocks, at_once;
    int rounds = 0;
    auto compare = [&](const Event& event, int round, const std::string& where) {
        const DutchRound before = prepareDutchRound(eventBeforeRound(event, round));
        const BracketPairing fast = pairBrackets(before, {.block_bits = 1});
        const BracketPairing plain = pairBrackets(before, {.moved_down = MovedDownChoice::AtOnce});
        BOOST_TEST((sortedPairs(fast) == sortedPairs(plain)), where);
        BOOST_TEST(fast.bye == plain.bye, where);
        blocks.choice_solves += fast.work.choice_solves;
        blocks.choice_settled += fast.work.choice_settled;
        at_once.choice_solves += plain.work.choice_solves;
        at_once.choice_settled += plain.work.choice_settled;
        ++rounds;
    };
    for (const auto& file : dutch_fixtures::files()) {
        if (dutch_fixtures::playersInName(file) > 50) continue;
        formats::TrfDocument document = formats::readTrfFile(file.string());
        Event& event = document.event;
        if (!document.colour_declared) event.first_board_white = initialColourFromRoundOne(event);
        for (int round = 2; round <= event.roundsPaired(); ++round)
            compare(event, round, file.filename().string() + " round " + std::to_string(round));
    }
    for (unsigned seed = 1; seed <= 2; ++seed) {
        RandomTournamentConfig config;
        config.players_low = config.players_high = 250 + 50 * static_cast<int>(seed);
        config.rounds_low = config.rounds_high = 9;
        config.seed = 10 + seed;
        const Event event = generateRandomTournament(config);
        for (int round = 2; round <= static_cast<int>(event.rounds.size()); ++round)
            compare(event, round, "seed " + std::to_string(seed) + " round " + std::to_string(round));
    }
    BOOST_TEST(rounds > 1000);
    // The comparison means something only if some MDPs were settled by the duals, and others
    // needed a solve of their own.
    BOOST_TEST(blocks.choice_settled >= 100);
    BOOST_TEST(blocks.choice_solves > at_once.choice_solves);
    BOOST_TEST(at_once.choice_settled == 0);
    BOOST_TEST_MESSAGE("MDP choices: " << blocks.choice_solves << " solves one MDP at a time (" << blocks.choice_settled
                                       << " MDPs settled by the duals), " << at_once.choice_solves << " at once");
}

// C.04.3 4.3 rule 4 decides between exchanges that rules 1-3 leave equal. A bracket of 10 equal
// players without colour preferences (S1 = 1-5, S2 = 6-10), found by enumerating every pairing
// of random histories: the pairs that met leave two exchanges at best, the smallest rule 2
// value sends 4 and 5 down (rule 3), and brings up either 6 and 9 or 7 and 8, both of sum 15.
// Rule 4 prefers 6 (the smallest BSN that differs), and the transpositions (4.2) then give
// 1-4, 2-5, 3-8, 6-7, 9-10.
BOOST_AUTO_TEST_CASE(c04_3_4_3_rule_4_brings_up_the_highest_s2_player_among_equal_sums) {
    DutchRound round;
    round.round = 5;
    round.rounds_played = round.planned_rounds = 4;
    for (int i = 1; i <= 10; ++i) {
        Contender player;
        player.start_no = i;
        player.rank = i - 1;
        player.score = 20;
        player.played_games = 4;
        round.players.push_back(player);
    }
    round.forbidden = {{1, 7},  {1, 8}, {1, 9}, {1, 10}, {2, 3}, {2, 6},  {2, 7}, {2, 9},
                       {2, 10}, {3, 7}, {3, 9}, {3, 10}, {4, 6}, {4, 7},  {4, 8}, {4, 9},
                       {4, 10}, {5, 6}, {5, 7}, {5, 8},  {5, 9}, {5, 10}, {6, 9}, {6, 10}};
    const std::vector<std::pair<int, int>> expected = {{0, 3}, {1, 4}, {2, 7}, {5, 6}, {8, 9}};  // indices
    for (const BracketMethods& methods :
         {BracketMethods{}, BracketMethods{.block_bits = 1}, BracketMethods{.exchanges = ExchangeWeights::BySets}}) {
        const BracketPairing pairing = pairBrackets(round, methods);
        BOOST_TEST((sortedPairs(pairing) == expected));
        BOOST_TEST(pairing.bye == -1);
    }
    BOOST_TEST(pairBrackets(round).work.exchange_solves == 2);  // a window each for rules 3 and 4
}

// Not a rule but what keeps large brackets fast (docs/pairing.md, "Opposite colour preferences
// seeded by rank"): in round 3 of a large open, score groups of a thousand players whose
// colour preferences drift along the group, the seed already holds the pairs the optimum
// needs, so nearly every matching is proved by the duals of its first sparse solve. Without
// pairing opposite preferences by rank, this round's ten large matchings took 14 passes (and
// those of round 3 of 10,000 players five passes each).
BOOST_AUTO_TEST_CASE(large_score_groups_are_proved_by_their_first_sparse_solve) {
    bench::SyntheticSwiss spec;
    spec.players = 5000;
    spec.rounds_played = 2;
    const BracketPairing pairing = pairBrackets(prepareDutchRound(bench::syntheticSwiss(spec)));
    BOOST_TEST_MESSAGE("matchings of more than 1,000 players: " << pairing.work.large_matchings << ", passes "
                                                                << pairing.work.large_matching_passes);
    BOOST_TEST(pairing.work.large_matchings >= 3);
    BOOST_TEST(pairing.work.large_matching_passes <= pairing.work.large_matchings + 1);
}
