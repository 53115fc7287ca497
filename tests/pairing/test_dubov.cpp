// The FIDE Dubov system (C.04.4.1, 2026), article by article: the definitions (1.6-1.8), the
// bye (3.1), the orders of Article 4, colours (5.2), and the invariants every generated round
// must keep (C1-C3, one bye a round, never a second one).
#include <boost/test/unit_test.hpp>

#include "hand_made_event.h"
#include "pairing/dubov.h"
#include "pairing/dubov_bracket.h"
#include "pairing/dubov_colours.h"
#include "pairing/dubov_players.h"
#include "pairing/dutch_check.h"
#include "pairing/random_tournament.h"
#include "scoring/history.h"
#include "swiss_invariants.h"

#include <map>
#include <set>

using namespace tourney;
using hand_made::eventOf;

namespace {

int pabOf(const Round& round) {
    for (const Bye& bye : round.byes)
        if (bye.kind == ByeKind::PairingAllocated) return bye.player;
    return 0;
}

dubov::Entrant entrant(int tpn, int played, Colour preference, dubov::Strength strength) {
    dubov::Entrant e;
    e.facts.start_no = tpn;
    e.facts.rank = tpn - 1;
    e.facts.played_games = played;
    e.preference = preference;
    e.strength = strength;
    return e;
}

Event dubovEvent(const std::vector<hand_made::Line>& players) {
    Event event = eventOf(players);
    event.system = PairingSystem::Dubov;
    return event;
}

}  // namespace

BOOST_AUTO_TEST_CASE(article_4_3_3_numbers_shifters_from_the_middle_out) {
    // The text's example: A..G are numbered D, C, E, B, F, A, G.
    BOOST_TEST(dubov::middleOutOrder(7) == (std::vector<int>{3, 2, 4, 1, 5, 0, 6}), boost::test_tools::per_element());
    BOOST_TEST(dubov::middleOutOrder(6) == (std::vector<int>{2, 3, 1, 4, 0, 5}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(article_1_7_rounds_aro_half_up_and_1_8_computes_maxt) {
    BOOST_TEST(dubov::averageRatingOfOpponents(4001, 2) == 2001);  // 2000.5 goes up
    BOOST_TEST(dubov::averageRatingOfOpponents(6001, 3) == 2000);
    BOOST_TEST(dubov::averageRatingOfOpponents(0, 0) == 0);  // 1.7.3: no game played
    BOOST_TEST(dubov::maximumUpfloats(9) == 3);
    BOOST_TEST(dubov::maximumUpfloats(10) == 4);
}

BOOST_AUTO_TEST_CASE(article_1_6_4_gives_a_player_without_games_a_mild_preference_for_black) {
    const Event event = dubovEvent({{2000, {"2 w 1"}}, {1900, {"1 b 0"}}, {1800, {"0000 - Z"}}});
    const dubov::DubovRound round = dubov::prepareDubovRound(event);
    BOOST_TEST((round.players[2].preference == Colour::Black));
    BOOST_TEST((round.players[2].strength == dubov::Strength::Mild));
    BOOST_TEST((round.players[0].preference == Colour::Black));
    BOOST_TEST((round.players[0].strength == dubov::Strength::Strong));
    BOOST_TEST(round.players[0].aro == 1900);
    BOOST_TEST(round.players[1].upfloats == 0);  // both had 0 points when round 1 was paired
}

BOOST_AUTO_TEST_CASE(article_3_1_gives_the_bye_by_score_then_games_played_then_largest_tpn) {
    // 3.1.3 lowest score: 2, 4 and 5 have 0; 3.1.4 most games: 5 played none; 3.1.5: 4.
    const Event event = dubovEvent(
        {{2400, {"2 w 1"}}, {2300, {"1 b 0"}}, {2200, {"4 w 1"}}, {2100, {"3 b 0"}}, {2000, {"0000 - Z"}}});
    BOOST_TEST(pabOf(pairDubov(event, {}).round) == 4);
}

BOOST_AUTO_TEST_CASE(article_5_2_gives_colours_in_the_order_of_the_text) {
    using dubov::Strength;
    // 5.2.1: neither has played: the higher-ranked player's odd TPN takes the initial colour.
    auto a = entrant(1, 0, Colour::Black, Strength::Mild), b = entrant(2, 0, Colour::Black, Strength::Mild);
    BOOST_TEST(dubov::allocateColours(a, b, true).first);
    BOOST_TEST(dubov::allocateColours(a, b, true).second == "5.2.1");
    auto c = entrant(2, 0, Colour::Black, Strength::Mild), d = entrant(3, 0, Colour::Black, Strength::Mild);
    BOOST_TEST(!dubov::allocateColours(c, d, true).first);  // TPN 2 is even: the other colour
    // 5.2.2: different preferences are both granted.
    auto w = entrant(5, 1, Colour::White, Strength::Strong), k = entrant(4, 1, Colour::Black, Strength::Strong);
    BOOST_TEST(dubov::allocateColours(w, k, true).first);
    // 5.2.3: the stronger preference wins, even for the lower-ranked player.
    auto strong = entrant(6, 1, Colour::White, Strength::Strong), mild = entrant(1, 2, Colour::White, Strength::Mild);
    BOOST_TEST(dubov::allocateColours(mild, strong, true).first == false);
    BOOST_TEST(dubov::allocateColours(mild, strong, true).second == "5.2.3");
}

BOOST_AUTO_TEST_CASE(article_2_1_3_keeps_apart_two_players_with_the_same_absolute_preference) {
    dubov::DubovRound round;
    auto x = entrant(1, 2, Colour::White, dubov::Strength::Absolute);
    auto y = entrant(2, 2, Colour::White, dubov::Strength::Absolute);
    auto z = entrant(3, 2, Colour::Black, dubov::Strength::Absolute);
    BOOST_TEST(!dubov::mayMeet(round, x, y));
    BOOST_TEST(dubov::mayMeet(round, x, z));
    round.forbidden.insert({1, 3});  // C1
    BOOST_TEST(!dubov::mayMeet(round, x, z));
}

BOOST_AUTO_TEST_CASE(generated_rounds_keep_c1_c2_c3_and_pair_everybody) {
    swiss_invariants::checkGeneratedTournaments(PairingSystem::Dubov, 12, 12, 41);
}
