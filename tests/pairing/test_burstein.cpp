// The FIDE Burstein system (C.04.4.2, 2026), article by article as docs/pairing.md reads it:
// the seeding rounds (A.5), the ranking order by Index (A.6, A.7), the bye (A.3), a bracket
// paired first against last after the absolute and colour criteria, downfloaters, and the
// invariants every generated round must keep, with the checker (-c) agreeing with the engine.
#include <boost/test/unit_test.hpp>

#include "hand_made_event.h"
#include "pairing/burstein.h"
#include "pairing/burstein_bracket.h"
#include "pairing/burstein_bye.h"
#include "pairing/burstein_players.h"
#include "pairing/dutch_check.h"
#include "pairing/dutch_replay.h"
#include "pairing/random_tournament.h"
#include "swiss_invariants.h"

#include <set>
#include <utility>
#include <vector>

using namespace tourney;

namespace {

using Pairs = std::vector<std::pair<int, int>>;

// A round of `count` players numbered 1..count (index i is start number i + 1), all on the
// same score, no preferences, all allowed a bye.
burstein::BursteinRound plainRound(int count) {
    burstein::BursteinRound round;
    for (int i = 0; i < count; ++i) {
        dutch::Contender c;
        c.start_no = i + 1;
        c.rank = i;
        round.base.players.push_back(c);
    }
    round.index.resize(count);
    return round;
}

std::vector<int> firstPlayers(int count) {
    std::vector<int> players;
    for (int i = 0; i < count; ++i) players.push_back(i);
    return players;
}

}  // namespace

BOOST_AUTO_TEST_CASE(article_a5_seeding_rounds_are_half_the_rounds_at_most_four) {
    BOOST_TEST(burstein::seedingRounds(5) == 2);
    BOOST_TEST(burstein::seedingRounds(7) == 3);
    BOOST_TEST(burstein::seedingRounds(9) == 4);
    BOOST_TEST(burstein::seedingRounds(13) == 4);
    BOOST_TEST(burstein::seedingRounds(1) == 0);
}

BOOST_AUTO_TEST_CASE(article_a7_ranks_by_score_then_buchholz_then_sonneborn_berger_then_tpn) {
    burstein::BursteinRound round = plainRound(4);
    round.base.players[3].score = 10;  // player 4: most points
    round.index[2] = {55, 300};        // player 3: the highest Buchholz
    round.index[0] = {50, 200};        // player 1 and 2: one Buchholz, 2 the higher SB
    round.index[1] = {50, 250};
    std::vector<int> order = firstPlayers(4);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return burstein::rankedAbove(round, a, b); });
    BOOST_TEST(order == (std::vector<int>{3, 2, 1, 0}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_bracket_is_paired_first_against_last) {
    const burstein::BursteinRound round = plainRound(6);
    const burstein::BracketPairs paired = burstein::pairBracket(round, firstPlayers(6), {});
    BOOST_TEST(paired.folded);
    BOOST_TEST((paired.pairs == Pairs{{0, 5}, {1, 4}, {2, 3}}));
    BOOST_TEST(paired.downfloaters.empty());
}

BOOST_AUTO_TEST_CASE(an_odd_bracket_floats_its_last_player_down) {
    const burstein::BursteinRound round = plainRound(6);
    const burstein::BracketPairs paired = burstein::pairBracket(round, firstPlayers(5), {5});
    BOOST_TEST((paired.pairs == Pairs{{0, 3}, {1, 2}}));
    BOOST_TEST(paired.downfloaters == (std::vector<int>{4}), boost::test_tools::per_element());
}

// A.2 read with the Dutch system's structure: an incoming floater meets the highest resident
// he may, and the other residents are paired first against last (round 3 of the shared
// fixture bu002: the floater 7 against the highest resident 5).
BOOST_AUTO_TEST_CASE(an_incoming_floater_meets_the_highest_resident) {
    burstein::BursteinRound round = plainRound(6);
    round.base.players[0].score = 10;  // player 1 floated down from the bracket above
    const burstein::BracketPairs plain = burstein::pairBracket(round, firstPlayers(5), {5});
    BOOST_TEST(plain.folded);
    BOOST_TEST((plain.pairs == Pairs{{0, 1}, {2, 3}}));
    BOOST_TEST(plain.downfloaters == (std::vector<int>{4}), boost::test_tools::per_element());
    round.base.forbidden.insert({1, 2});  // 1 has met 2: the next highest resident, 3
    const burstein::BracketPairs matched = burstein::pairBracket(round, firstPlayers(5), {5});
    BOOST_TEST(!matched.folded);
    BOOST_TEST((matched.pairs == Pairs{{0, 2}, {1, 3}}));
    BOOST_TEST(matched.downfloaters == (std::vector<int>{4}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(no_rematch_then_the_pairing_nearest_first_against_last) {
    burstein::BursteinRound round = plainRound(4);
    round.base.forbidden.insert({1, 4});  // 1 and 4 have met
    const burstein::BracketPairs paired = burstein::pairBracket(round, firstPlayers(4), {});
    // 1-3, 2-4 is further apart than 1-2, 3-4.
    BOOST_TEST((paired.pairs == Pairs{{0, 2}, {1, 3}}));
}

BOOST_AUTO_TEST_CASE(colour_preferences_come_before_first_against_last) {
    burstein::BursteinRound round = plainRound(4);
    const Colour prefer[] = {Colour::White, Colour::Black, Colour::Black, Colour::White};
    for (int i = 0; i < 4; ++i) round.base.players[i].preference = prefer[i];
    const burstein::BracketPairs paired = burstein::pairBracket(round, firstPlayers(4), {});
    // The fold 1-4, 2-3 leaves two players without their colour; 1-3, 2-4 none.
    BOOST_TEST(!paired.folded);
    BOOST_TEST((paired.pairs == Pairs{{0, 2}, {1, 3}}));
}

BOOST_AUTO_TEST_CASE(two_absolute_preferences_for_one_colour_never_meet) {
    burstein::BursteinRound round = plainRound(4);
    for (int i : {0, 3}) {
        round.base.players[i].preference = Colour::White;
        round.base.players[i].absolute = true;
    }
    round.base.players[1].preference = round.base.players[2].preference = Colour::Black;
    BOOST_TEST(!burstein::mayMeet(round, 0, 3));
    BOOST_TEST(burstein::mayMeet(round, 0, 1));
}

BOOST_AUTO_TEST_CASE(article_a3_the_bye_goes_to_the_lowest_ranked_player_allowed_one) {
    burstein::BursteinRound round = plainRound(5);
    round.base.players[4].bye_eligible = false;  // player 5 has had the bye
    BOOST_TEST(burstein::chooseBye(round, firstPlayers(5)) == 3);
    round.base.players[0].score = -5;  // a lower score goes first
    BOOST_TEST(burstein::chooseBye(round, firstPlayers(5)) == 0);
}

BOOST_AUTO_TEST_CASE(round_one_pairs_the_top_against_the_bottom_with_alternating_colours) {
    std::vector<hand_made::Line> players;
    for (int i = 0; i < 6; ++i) players.push_back({2400 - 50 * i, {}});
    Event event = hand_made::eventOf(players, "XXR 6\nXXC white1\n");
    event.system = PairingSystem::Burstein;
    const PairedRound paired = pairBurstein(event, {});
    // A.5: a seeding round, ranked by TPN; C.04.3 5.2.1 colours: odd TPN gets White.
    BOOST_TEST((pairsOf(paired.round) == std::set<std::pair<int, int>>{{1, 6}, {5, 2}, {3, 4}}));
}

BOOST_AUTO_TEST_CASE(after_the_seeding_rounds_the_index_is_buchholz_then_sonneborn_berger) {
    // XXR 2: one seeding round (A.5), so round 2 ranks by the Index (A.6).
    std::vector<hand_made::Line> players = {
        {2400, {"4 w 1"}},  // 1: beat 4 (Buchholz 0)
        {2350, {"3 b ="}},  // 2: drew with 3 (Buchholz 0.5)
        {2300, {"2 w ="}},  // 3: drew with 2
        {2250, {"1 b 0"}},  // 4: lost to 1 (Buchholz 1)
    };
    Event event = hand_made::eventOf(players, "XXR 2\nXXC white1\n");
    event.system = PairingSystem::Burstein;
    const burstein::BursteinRound round = burstein::prepareBursteinRound(event);
    BOOST_TEST(!round.seeding);
    BOOST_TEST(round.index[3].buchholz > round.index[1].buchholz);
    BOOST_TEST(round.index[1].buchholz > round.index[0].buchholz);
    BOOST_TEST(round.index[1].sonneborn_berger == round.index[2].sonneborn_berger);
    // The seeding round itself reads no Index.
    const burstein::BursteinRound first = burstein::prepareBursteinRound(eventBeforeRound(event, 1));
    BOOST_TEST(first.seeding);
    BOOST_TEST(first.index[3].buchholz == 0);
}

// Issue 38: generated tournaments keep the Basic Rules' invariants in every round, and the
// checker (tourney engine --burstein -c) re-pairs every round as the engine paired it.
BOOST_AUTO_TEST_CASE(sixty_generated_tournaments_keep_the_invariants_and_pass_the_check) {
    swiss_invariants::checkGeneratedTournaments(PairingSystem::Burstein, 60, 9, 40);
}
