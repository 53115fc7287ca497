// The transpositions of a remainder (C.04.3 4.2) settled by the duals of the last matching
// give the same pairing as a matching solved for every block of S1 players. Settling is what
// makes brackets of thousands fast (docs/pairing.md, "Transpositions settled by the duals");
// these tests compare it with the plain reading on generated events large enough that some
// transpositions are settled by exchanging partners with one and with two other pairs.
#include <boost/test/unit_test.hpp>

#include "dutch_fixture_replay.h"
#include "formats/trf.h"
#include "pairing/dutch_brackets.h"
#include "pairing/dutch_players.h"
#include "pairing/dutch_replay.h"
#include "pairing/random_tournament.h"

#include <algorithm>
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
            solved.block_solves += plain.work.block_solves;
            ++rounds;
        }
    }
    BOOST_TEST(rounds == 18);
    // The comparison means something only if every kind of settling happened.
    BOOST_TEST(settled.by_two_pairs > 0);
    BOOST_TEST(settled.by_three_pairs > 0);
    BOOST_TEST(settled.block_solves < solved.block_solves);
    BOOST_TEST_MESSAGE("block solves: " << settled.block_solves << " settled, " << solved.block_solves
                                        << " solved; by two pairs " << settled.by_two_pairs << ", by three "
                                        << settled.by_three_pairs);
}

// C.04.3 4.3 rules 3 and 4 compare the sets of players exchanged between S1 and S2. When rule 1
// leaves a single exchange, the engine weighs the one player by his position instead of a bit
// per player. Over the shared fixture tournaments of up to 50 players (some of whose rounds
// turn on rule 3 with one exchange), the pairings are those that weighing the sets gives.
BOOST_AUTO_TEST_CASE(c04_3_4_3_rules_3_and_4_with_one_exchange_weigh_the_player_as_sets_would) {
    int rounds = 0, by_position = 0;
    for (const auto& file : dutch_fixtures::files()) {
        if (dutch_fixtures::playersInName(file) > 50) continue;
        formats::TrfDocument document = formats::readTrfFile(file.string());
        Event& event = document.event;
        if (!document.colour_declared) event.first_board_white = initialColourFromRoundOne(event);
        for (int round = 2; round <= event.roundsPaired(); ++round) {
            const DutchRound before = prepareDutchRound(eventBeforeRound(event, round));
            const BracketPairing fast = pairBrackets(before);
            const BracketPairing sets = pairBrackets(before, {.exchanges = ExchangeWeights::BySets});
            const std::string where = file.filename().string() + " round " + std::to_string(round);
            BOOST_TEST((sortedPairs(fast) == sortedPairs(sets)), where);
            BOOST_TEST(fast.bye == sets.bye, where);
            BOOST_TEST(sets.work.one_exchange == 0);
            by_position += fast.work.one_exchange;
            ++rounds;
        }
    }
    BOOST_TEST(rounds > 500);
    BOOST_TEST(by_position >= 10);  // the comparison means something only if it happened often
    BOOST_TEST_MESSAGE(rounds << " rounds; remainders with one exchange weighed by position: " << by_position);
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
