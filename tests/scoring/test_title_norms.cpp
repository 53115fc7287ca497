// Title norms (B.01 2024, 1.4.1-1.4.9), worked by hand with B.02's table 8.1.1 for dp (the same
// as B.01's own table 1.4.9). The articles are those of docs/fide_reports.md's table.
#include <boost/test/unit_test.hpp>

#include "scoring/title_norms.h"

using namespace tourney;

namespace {

Player indian(const std::string& title = "", Sex sex = Sex::Male) {
    Player player;
    player.federation = "IND";
    player.title = title;
    player.sex = sex;
    return player;
}

// Nine opponents: GMs 2550, 2500, 2480; IMs 2450, 2420; an FM 2350; untitled 2300, 2250,
// 2100. Three each from IND (the player's), GER and FRA. The player's `halves` go to the
// strongest first: wins, then a draw for an odd half, then losses.
std::vector<NormOpponent> nineOpponents(int halves) {
    const int ratings[] = {2550, 2500, 2480, 2450, 2420, 2350, 2300, 2250, 2100};
    const char* titles[] = {"GM", "GM", "GM", "IM", "IM", "FM", "", "", ""};
    const char* federations[] = {"IND", "GER", "FRA", "IND", "GER", "FRA", "IND", "GER", "FRA"};
    std::vector<NormOpponent> opponents;
    for (int i = 0; i < 9; ++i) {
        const int result = std::min(2, std::max(0, halves - 2 * i));
        opponents.push_back({i + 2, ratings[i], titles[i], federations[i], result});
    }
    return opponents;
}

}  // namespace

// 7 / 9: titled 6 of 5 needed (1.4.5a); GMs 3 of 3 (1.4.5b); 2 other federations (1.4.3), 3 of
// IND at most 5, 3 of one federation at most 6 (1.4.4). The lowest rating, 2100, is raised to the
// GM floor 2200 (1.4.6b-c): Ra = 21500 / 9 = 2388.9 -> 2389 (1.4.7), at least 2380 (1.4.8a);
// p = 77.8 % -> 78, dp +220 (1.4.9): 2609, at least 2600 (1.4.8); 78 % is over 35 % (1.4.8b).
BOOST_AUTO_TEST_CASE(a_gm_norm_with_the_rating_floor_1_4_6b) {
    const NormCheck check = checkNorm(NormTitle::GM, indian(), nineOpponents(14));
    BOOST_TEST(check.games == 9);
    BOOST_TEST(check.titleholders == 6);
    BOOST_TEST(check.titleholders_needed == 5);
    BOOST_TEST(check.title_level == 3);
    BOOST_TEST(check.title_level_needed == 3);
    BOOST_TEST(check.other_federations == 2);
    BOOST_TEST(check.own_federation == 3);
    BOOST_TEST(check.own_federation_most == 5);
    BOOST_TEST(check.one_federation_most == 6);
    BOOST_TEST(check.raised_from == 2100);
    BOOST_TEST(check.average == 2389);
    BOOST_TEST(check.performance == 2609);
    BOOST_TEST(check.met());
}

// The IM floor is 2050: 2100 stays, Ra = 21400 / 9 = 2377.8 -> 2378, +220: 2598 >= 2450.
BOOST_AUTO_TEST_CASE(the_same_games_make_an_im_norm_without_raising_1_4_6b) {
    const NormCheck check = checkNorm(NormTitle::IM, indian(), nineOpponents(14));
    BOOST_TEST(check.raised_from == 0);
    BOOST_TEST(check.average == 2378);
    BOOST_TEST(check.performance == 2598);
    BOOST_TEST(check.title_level == 5);  // GMs and IMs count for an IM norm
    BOOST_TEST(check.met());
}

// 6.5 / 9: p = 72.2 % -> 72, dp +166: 2389 + 166 = 2555, short of 2600.
BOOST_AUTO_TEST_CASE(half_a_point_less_misses_the_gm_performance_1_4_8) {
    const NormCheck check = checkNorm(NormTitle::GM, indian(), nineOpponents(13));
    BOOST_TEST(check.performance == 2555);
    BOOST_TEST(check.failed == std::vector<std::string>{"performance 2600 (1.4.8)"});
}

BOOST_AUTO_TEST_CASE(federations_games_and_unrated_opponents_1_4_1_1_4_3_1_4_4_1_4_6) {
    std::vector<NormOpponent> home = nineOpponents(14);
    for (NormOpponent& opponent : home) opponent.federation = "IND";
    const NormCheck at_home = checkNorm(NormTitle::GM, indian(), home);
    // No other federation (1.4.3); 9 of IND, at most 5, and 9 of one, at most 6 (1.4.4).
    BOOST_TEST(at_home.failed == (std::vector<std::string>{"2 other federations (1.4.3)",
                                                           "3/5 at most from the own federation (1.4.4)",
                                                           "2/3 at most from one federation (1.4.4)"}),
               boost::test_tools::per_element());
    std::vector<NormOpponent> eight = nineOpponents(14);
    eight.pop_back();
    BOOST_TEST(checkNorm(NormTitle::GM, indian(), eight).failed.front() == "9 games (1.4.1)");
    // One unrated opponent counts 1400 (1.4.6d), the lowest, raised to the IM floor 2050 (1.4.6b-c):
    // Ra = (21400 - 2300 + 2050) / 9 = 21150 / 9 = 2350.
    std::vector<NormOpponent> one = nineOpponents(14);
    one[6].rating = 0;
    const NormCheck one_unrated = checkNorm(NormTitle::IM, indian(), one);
    BOOST_TEST(one_unrated.raised_from == 1400);
    BOOST_TEST(one_unrated.average == 2350);
    BOOST_TEST(one_unrated.met());
}

BOOST_AUTO_TEST_CASE(norms_open_to_a_player_by_title_and_sex) {
    BOOST_TEST(normsOpenTo(indian("GM")).empty());
    BOOST_TEST((normsOpenTo(indian("IM")) == std::vector<NormTitle>{NormTitle::GM}));
    BOOST_TEST((normsOpenTo(indian("FM")) == std::vector<NormTitle>{NormTitle::GM, NormTitle::IM}));
    BOOST_TEST(normsOpenTo(indian("", Sex::Female)).size() == 4u);
    BOOST_TEST((normsOpenTo(indian("WGM", Sex::Female)) == std::vector<NormTitle>{NormTitle::GM, NormTitle::IM}));
}

// 1.4.6d (2024): unrated opponents count 1400 and their number has no limit (the 20 % of
// earlier editions is gone). Two unrated of nine: 2300 and 2250 become 1400 each; the lowest,
// raised to the IM floor 2050 (1.4.6b-c): Ra = (21400 - 4550 + 1400 + 2050) / 9 = 20300 / 9 =
// 2255.6 -> 2256 (1.4.7); 78 % gives dp +220: 2476, at least 2450 (1.4.8), and 2256 >= 2230
// (1.4.8a).
BOOST_AUTO_TEST_CASE(unrated_opponents_count_1400_without_a_limit_1_4_6d) {
    std::vector<NormOpponent> unrated = nineOpponents(14);
    unrated[6].rating = 0;
    unrated[7].rating = 0;
    const NormCheck check = checkNorm(NormTitle::IM, indian(), unrated);
    BOOST_TEST(check.unrated == 2);
    BOOST_TEST(check.raised_from == 1400);
    BOOST_TEST(check.average == 2256);
    BOOST_TEST(check.performance == 2476);
    BOOST_TEST(check.met());
}

// 1.4.1c: in an event of nine rounds, eight games are enough with a forfeit win or a
// pairing-allocated bye in the ninth.
BOOST_AUTO_TEST_CASE(eight_games_and_a_forfeit_win_or_pairing_bye_1_4_1c) {
    std::vector<NormOpponent> eight = nineOpponents(14);
    eight.pop_back();
    BOOST_TEST(checkNorm(NormTitle::IM, indian(), eight, {9, 0}).failed.front() == "9 games (1.4.1)");
    const NormCheck check = checkNorm(NormTitle::IM, indian(), eight, {9, 1});
    BOOST_TEST(check.games == 8);
    BOOST_TEST(check.unplayed_wins == 1);
    BOOST_TEST(check.met());
    std::vector<NormOpponent> seven = eight;
    seven.pop_back();
    BOOST_TEST(checkNorm(NormTitle::IM, indian(), seven, {9, 2}).failed.front() == "9 games (1.4.1)");
}

// 1.4.1c (2024) speaks of a nine-round event only: in eleven rounds, eight games and a forfeit
// win (or three) are not nine games.
BOOST_AUTO_TEST_CASE(eight_games_count_as_nine_only_in_a_nine_round_event_1_4_1c) {
    std::vector<NormOpponent> eight = nineOpponents(14);
    eight.pop_back();
    BOOST_TEST(checkNorm(NormTitle::IM, indian(), eight, {11, 1}).failed.front() == "9 games (1.4.1)");
    BOOST_TEST(checkNorm(NormTitle::IM, indian(), eight, {11, 3}).failed.front() == "9 games (1.4.1)");
    BOOST_TEST(checkNorm(NormTitle::IM, indian(), eight, {9, 1}).met());
}

// Each requirement missed is named with its article of the 2024 text.
BOOST_AUTO_TEST_CASE(a_requirement_missed_names_its_article_1_4_5_1_4_8) {
    // Untitled opponents: none titled, 5 needed (1.4.5a); no GM, 3 needed (1.4.5b-e).
    std::vector<NormOpponent> untitled = nineOpponents(14);
    for (NormOpponent& opponent : untitled) opponent.title.clear();
    BOOST_TEST(checkNorm(NormTitle::GM, indian(), untitled).failed ==
                   (std::vector<std::string>{"half the opponents titled (1.4.5a)", "a third GM or above (1.4.5b-e)"}),
               boost::test_tools::per_element());
    // 200 less each: the GM floor 2200 lifts 1900 (1.4.6b-c); Ra = (21400 - 1800 + 2200 - 1900) /
    // 9 = 19900 / 9 = 2211.1 -> 2211, under 2380 (1.4.8a); 2211 + 220 = 2431 < 2600 (1.4.8).
    std::vector<NormOpponent> weaker = nineOpponents(14);
    for (NormOpponent& opponent : weaker) opponent.rating -= 200;
    BOOST_TEST(checkNorm(NormTitle::GM, indian(), weaker).failed ==
                   (std::vector<std::string>{"average 2380 (1.4.8a)", "performance 2600 (1.4.8)"}),
               boost::test_tools::per_element());
    // 3 / 9 is 33 %, under 35 % (1.4.8b); dp -125 (1.4.9): 2378 - 125 = 2253 < 2450 (1.4.8).
    BOOST_TEST(checkNorm(NormTitle::IM, indian(), nineOpponents(6)).failed ==
                   (std::vector<std::string>{"performance 2450 (1.4.8)", "35 % scored (1.4.8b)"}),
               boost::test_tools::per_element());
}

// Titles as FIDE's rating list and its example TRF write them (g, m, wg ...) are the titles:
// a g is a grandmaster, offered no norm; an f's games count as against a titleholder (1.4.5a)
// and a g's as against a GM (1.4.5b).
BOOST_AUTO_TEST_CASE(one_letter_titles_are_read_as_the_titles_1_4_5) {
    BOOST_TEST(normsOpenTo(indian("g")).empty());
    BOOST_TEST((normsOpenTo(indian("m")) == std::vector<NormTitle>{NormTitle::GM}));
    BOOST_TEST((normsOpenTo(indian("wg", Sex::Female)) == std::vector<NormTitle>{NormTitle::GM, NormTitle::IM}));
    std::vector<NormOpponent> short_titles = nineOpponents(14);
    for (NormOpponent& opponent : short_titles)
        opponent.title = opponent.title == "GM"   ? "g"
                         : opponent.title == "IM" ? "m"
                         : opponent.title == "FM" ? "f"
                                                  : "";
    const NormCheck check = checkNorm(NormTitle::GM, indian(), short_titles);
    BOOST_TEST(check.titleholders == 6);
    BOOST_TEST(check.title_level == 3);
    BOOST_TEST(check.met());
}
