// The FIDE rating change (B.02, in force from 1 March 2024; 8.3.1 as amended from 1 October
// 2025) and the rating performance towards a first rating, each case worked by hand from the
// tables of B.02 8.1.1 (dp for a percentage) and 8.1.2 (PD for a rating difference).
#include <boost/test/unit_test.hpp>

#include "scoring/rating_change.h"
#include "scoring/rating_tables.h"

using namespace tourney;

namespace {

FideGame game(int opponent_rating, int halves) { return {0, 0, opponent_rating, halves}; }

Player player(int rating, int birth_year = 0, int k_factor = 0) {
    Player p;
    p.rating = rating;
    p.birth_year = birth_year;
    p.k_factor = k_factor;
    return p;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_expected_score_is_read_from_the_table_8_1_2) {
    // 8.1.2: D 0-3 gives .50; 99-106 gives .64 / .36; 47-53 gives .57; 392-411 gives .92;
    // 736 and more gives 1.00.
    BOOST_TEST(expectedScoreForDifference(0) == 50);
    BOOST_TEST(expectedScoreForDifference(3) == 50);
    BOOST_TEST(expectedScoreForDifference(4) == 51);
    BOOST_TEST(expectedScoreForDifference(100) == 64);
    BOOST_TEST(expectedScoreForDifference(-100) == 36);
    BOOST_TEST(expectedScoreForDifference(50) == 57);
    BOOST_TEST(expectedScoreForDifference(400) == 92);
    BOOST_TEST(expectedScoreForDifference(735) == 99);
    BOOST_TEST(expectedScoreForDifference(736) == 100);
    BOOST_TEST(expectedScoreForDifference(-900) == 0);
    // 8.1.1: dp of 57 % is -dp(43 %) = 50; 21 % gives -230; 86 % gives 309; 100 % gives 800.
    BOOST_TEST(ratingDifferenceForPercent(43) == -50);
    BOOST_TEST(ratingDifferenceForPercent(57) == 50);
    BOOST_TEST(ratingDifferenceForPercent(21) == -230);
    BOOST_TEST(ratingDifferenceForPercent(86) == 309);
    BOOST_TEST(ratingDifferenceForPercent(100) == 800);
}

// B.02 8.3.3: K 20 while under 2400, derived when the list's K is not known.
// Rated 2000, born 1990, event in 2026:
//   win  vs 2100: D -100, PD .36, 20 x (1 - .36)  = +12.8
//   draw vs 1900: D +100, PD .64, 20 x (.5 - .64) =  -2.8
//   loss vs 2050: D  -50, PD .43, 20 x (0 - .43)  =  -8.6
// Score 1.5, expected 1.43, change +1.4, rounded +1: 2001.
BOOST_AUTO_TEST_CASE(k_20_under_2400_8_3_3) {
    const KFactor k = kFactorFor(player(2000, 1990), 2026, 3);
    BOOST_TEST(k.value == 20);
    BOOST_TEST(!k.from_list);
    const RatingChange change = ratingChange(2000, k, {game(2100, 2), game(1900, 1), game(2050, 0)});
    BOOST_TEST_REQUIRE(change.games.size() == 3u);
    BOOST_TEST(change.games[0].expected == 36);
    BOOST_TEST(change.games[0].change == 1280);
    BOOST_TEST(change.games[1].change == -280);
    BOOST_TEST(change.games[2].expected == 43);
    BOOST_TEST(change.games[2].change == -860);
    BOOST_TEST(change.score_halves == 3);
    BOOST_TEST(change.expected == 143);
    BOOST_TEST(change.change == 140);
    BOOST_TEST(change.rounded == 1);
    BOOST_TEST(change.new_rating == 2001);
}

// B.02 8.3.3: K 40 to the end of the year of the 18th birthday while under 2300.
// Rated 1800, born 2008 (18 in 2026):
//   win  vs 1700: D +100, PD .64, 40 x .36 = +14.4
//   draw vs 1900: D -100, PD .36, 40 x .14 =  +5.6
// Change +20.0: 1820. Born 2007 he is 19 in 2026: K 20, change +10.
BOOST_AUTO_TEST_CASE(k_40_for_a_junior_under_2300_8_3_3) {
    const KFactor k = kFactorFor(player(1800, 2008), 2026, 2);
    BOOST_TEST(k.value == 40);
    const RatingChange change = ratingChange(1800, k, {game(1700, 2), game(1900, 1)});
    BOOST_TEST(change.change == 2000);
    BOOST_TEST(change.new_rating == 1820);
    BOOST_TEST(kFactorFor(player(1800, 2007), 2026, 2).value == 20);
    BOOST_TEST(kFactorFor(player(2300, 2010), 2026, 2).value == 20);  // 2300 is not under 2300
    BOOST_TEST(kFactorFor(player(1800, 2010), 0, 2).value == 20);     // no date: age unknown
}

// B.02 8.3.3 gives K 40 "to the end of the year" of the 18th birthday: the whole date of birth,
// when known, does not end it on the birthday. Born 1 January 2008, he is 18 from the first
// day of 2026 and keeps K 40 all that year; born 31 December 2007, he was 18 in 2025.
BOOST_AUTO_TEST_CASE(k_40_lasts_to_the_end_of_the_year_of_the_18th_birthday_8_3_3) {
    Player early = player(1800, 2008);
    early.birth_date = "2008-01-01";
    BOOST_TEST(kFactorFor(early, 2026, 2).value == 40);
    Player late = player(1800, 2007);
    late.birth_date = "2007-12-31";
    BOOST_TEST(kFactorFor(late, 2026, 2).value == 20);
}

// B.02 8.3.3: K 40 for a player new to the list, with fewer than 30 games: only the list
// knows the games played, so its K is taken. Rated 2100, K 40 on the list, a win vs 2100:
// PD .50, 40 x .5 = +20: 2120.
BOOST_AUTO_TEST_CASE(k_40_from_the_list_for_a_player_with_few_games_8_3_3) {
    const KFactor k = kFactorFor(player(2100, 1980, 40), 2026, 1);
    BOOST_TEST(k.value == 40);
    BOOST_TEST(k.from_list);
    BOOST_TEST(ratingChange(2100, k, {game(2100, 2)}).new_rating == 2120);
}

// B.02 8.3.3: K x games may not exceed 700: K 40 over 20 games becomes 35.
BOOST_AUTO_TEST_CASE(k_times_games_stays_within_700_8_3_3) {
    BOOST_TEST(kFactorFor(player(1800, 0, 40), 2026, 20).value == 35);
    BOOST_TEST(kFactorFor(player(1800, 0, 40), 2026, 17).value == 40);  // 680
}

// B.02 8.3.3 and 8.3.1: K 10 from 2400; the 400-point rule.
// Rated 2450:
//   win  vs 1900: D 550 counts as 400, PD .92, 10 x .08       = +0.8
//   loss vs 2000: D 450 counts as 400, PD .92, 10 x (0 - .92) = -9.2
// Change -8.4, rounded -8: 2442. Without the rule PD would be .98 and .96.
BOOST_AUTO_TEST_CASE(k_10_from_2400_and_the_400_point_rule_8_3_1) {
    const KFactor k = kFactorFor(player(2450), 2026, 2);
    BOOST_TEST(k.value == 10);
    BOOST_TEST(countedDifference(2450, 1900) == 400);
    BOOST_TEST(countedDifference(1900, 2450) == -400);
    const RatingChange change = ratingChange(2450, k, {game(1900, 2), game(2000, 0)});
    BOOST_TEST(change.games[0].expected == 92);
    BOOST_TEST(change.games[1].expected == 92);
    BOOST_TEST(change.change == -840);
    BOOST_TEST(change.rounded == -8);
    BOOST_TEST(change.new_rating == 2442);
}

// B.02 8.3.1 (from 1 October 2025): from 2650 the difference counts in full. Rated 2700:
//   win  vs 2000: D 700, PD .99, 10 x .01  = +0.1
//   loss vs 2000: D 700, PD .99, 10 x -.99 = -9.9
// Change -9.8, rounded -10. The 2000-rated opponent still counts 400 (he is below 2650).
BOOST_AUTO_TEST_CASE(no_400_point_limit_from_2650_8_3_1) {
    BOOST_TEST(countedDifference(2700, 2000) == 700);
    BOOST_TEST(countedDifference(2000, 2700) == -400);
    const RatingChange change = ratingChange(2700, {10, true, Message()}, {game(2000, 2), game(2000, 0)});
    BOOST_TEST(change.games[0].expected == 99);
    BOOST_TEST(change.change == -980);
    BOOST_TEST(change.rounded == -10);
}

// A change of exactly half a point rounds away from zero either way.
BOOST_AUTO_TEST_CASE(half_points_of_change_round_away_from_zero) {
    // K 10 (list), rated 2000: win vs 2000, 10 x .5 = +5.0; loss vs 2004: D -4, PD .49,
    // 10 x -.49 = -4.9; change +0.1 -> 0. With K 25 the same games give 12.5 - 12.25 = 0.25.
    BOOST_TEST(ratingChange(2000, {10, true, Message()}, {game(2000, 2), game(2004, 0)}).rounded == 0);
    // K 15: loss vs 2000: -7.5 -> -8; win vs 2000: +7.5 -> +8.
    BOOST_TEST(ratingChange(2000, {15, true, Message()}, {game(2000, 0)}).rounded == -8);
    BOOST_TEST(ratingChange(2000, {15, true, Message()}, {game(2000, 2)}).rounded == 8);
}

// B.02 7.1.4: an unrated player's first rating. Five games, 3 points:
//   win 1600, draw 1700, loss 1500, win 1800, draw 1650; with two hypothetical 1800 draws,
//   Ra = (8250 + 3600) / 7 = 1692.86 -> 1693; p = 4 / 7 = 57.1 % -> 57, dp +50; Ru 1743.
BOOST_AUTO_TEST_CASE(an_unrated_players_first_rating_7_1_4) {
    const FirstRating first = firstRating({game(1600, 2), game(1700, 1), game(1500, 0), game(1800, 2), game(1650, 1)});
    BOOST_TEST(first.counted);
    BOOST_TEST(first.games == 5);
    BOOST_TEST(first.average == 1693);
    BOOST_TEST(first.performance == 1743);
    BOOST_TEST(first.enough_games);
    BOOST_TEST(first.published);
}

// B.02 7.1: fewer than 5 games against rated opponents: a performance, not yet published.
// Win 1500, loss 1600, draw 1700: Ra = (4800 + 3600) / 5 = 1680; p = 2.5 / 5 = 50 %: 1680.
BOOST_AUTO_TEST_CASE(an_unrated_player_with_few_games_7_1) {
    const FirstRating first = firstRating({game(1500, 2), game(1600, 0), game(1700, 1)});
    BOOST_TEST(first.performance == 1680);
    BOOST_TEST(!first.enough_games);
    BOOST_TEST(!first.published);
}

// B.02 7.1.1: a zero score is disregarded; 7.1.4: at most 2200; 7.1: the floor 1400.
BOOST_AUTO_TEST_CASE(first_rating_zero_ceiling_and_floor_7_1) {
    BOOST_TEST(!firstRating({game(1500, 0), game(1600, 0)}).counted);
    BOOST_TEST(!firstRating({}).counted);
    // Five wins vs 2100: Ra = (10500 + 3600) / 7 = 2014.3 -> 2014; p = 6 / 7 -> 86 %, dp 309:
    // 2323, limited to 2200.
    const FideGame win{0, 0, 2100, 2};
    BOOST_TEST(firstRating({win, win, win, win, win}).performance == 2200);
    // A draw and four losses vs 1400: Ra = (7000 + 3600) / 7 = 1514.3 -> 1514;
    // p = 1.5 / 7 -> 21 %, dp -230: 1284, under the floor.
    const FideGame loss{0, 0, 1400, 0};
    const FirstRating low = firstRating({{0, 0, 1400, 1}, loss, loss, loss, loss});
    BOOST_TEST(low.performance == 1284);
    BOOST_TEST(low.enough_games);
    BOOST_TEST(!low.published);
}

// Only rated games count: no forfeit, no bye, no game entered as unrated, no unrated opponent.
BOOST_AUTO_TEST_CASE(games_that_are_not_rated_are_left_out) {
    Event event;
    for (int n = 1; n <= 4; ++n) {
        Player p;
        p.start_no = n;
        p.name = "P" + std::to_string(n);
        p.rating = n == 4 ? 0 : 2000 + 100 * n;
        event.players.push_back(p);
    }
    auto pairing = [](int white, Outcome w, int black, Outcome b, bool rated = true) {
        Game g;
        g.board = 1;
        g.seats = {{white, w}, {black, b}};
        g.rated = rated;
        return g;
    };
    Round r1{1, "", {pairing(1, Outcome::Win, 2, Outcome::Loss), pairing(3, Outcome::Draw, 4, Outcome::Draw)}, {}};
    Round r2{
        2, "", {pairing(2, Outcome::Draw, 1, Outcome::Draw, false), pairing(4, Outcome::Loss, 3, Outcome::Win)}, {}};
    Round r3{3, "", {pairing(1, Outcome::ForfeitWin, 3, Outcome::ForfeitLoss)}, {{2, ByeKind::PairingAllocated}}};
    Round r4{
        4, "", {pairing(3, Outcome::Loss, 1, Outcome::Win), pairing(2, Outcome::Pending, 4, Outcome::Pending)}, {}};
    event.rounds = {r1, r2, r3, r4};
    const auto first = fideRatedGames(event, 1);  // round 1 vs 2 (won), round 4 vs 3 (won)
    BOOST_TEST_REQUIRE(first.size() == 2u);
    BOOST_TEST(first[0].round == 1);
    BOOST_TEST(first[0].opponent_rating == 2200);
    BOOST_TEST(first[0].halves == 2);
    BOOST_TEST(first[1].round == 4);
    BOOST_TEST(first[1].opponent == 3);
    BOOST_TEST(fideRatedGames(event, 3).size() == 1u);  // the unrated player 4 does not count
    const auto unrated = fideRatedGames(event, 4);      // his games vs rated player 3 do
    BOOST_TEST_REQUIRE(unrated.size() == 2u);
    BOOST_TEST(unrated[0].halves == 1);
    BOOST_TEST(unrated[1].halves == 0);
}

BOOST_AUTO_TEST_CASE(the_event_year_is_that_of_its_last_day) {
    EventInfo info;
    info.start_date = "2025-12-28";
    BOOST_TEST(eventYear(info) == 2025);
    info.end_date = "2026-01-05";
    BOOST_TEST(eventYear(info) == 2026);
    BOOST_TEST(eventYear({}) == 0);
}

// Laws of Chess A.1 and B.1: the event's time control chooses the rating list. Time plus 60
// times the increment: 90+30 is 120 minutes (standard), 15+10 is 25 (rapid), 10+5 is 15
// (rapid), 3+2 is 5 (blitz), 60 minutes flat standard, nothing written standard.
BOOST_AUTO_TEST_CASE(the_time_control_chooses_standard_rapid_or_blitz) {
    BOOST_TEST((ratingKindOf("90+30") == RatingKind::Standard));
    BOOST_TEST((ratingKindOf("90 min/40 moves + 30 min + 30 sec") == RatingKind::Standard));
    BOOST_TEST((ratingKindOf("15+10") == RatingKind::Rapid));
    BOOST_TEST((ratingKindOf("15 min + 10 sec") == RatingKind::Rapid));
    BOOST_TEST((ratingKindOf("10+5") == RatingKind::Rapid));
    BOOST_TEST((ratingKindOf("3+2") == RatingKind::Blitz));
    BOOST_TEST((ratingKindOf("G/10") == RatingKind::Blitz));
    BOOST_TEST((ratingKindOf("60") == RatingKind::Standard));
    BOOST_TEST((ratingKindOf("") == RatingKind::Standard));
}

// B.02, rapid and blitz: no 2650 exception to the 400-point rule. Rated 2700 in a rapid event,
// the same two games as no_400_point_limit_from_2650_8_3_1: D counts 400, PD .92:
//   win +0.8, loss -9.2: -8.4, rounded -8 (standard: -10).
BOOST_AUTO_TEST_CASE(rapid_and_blitz_have_no_2650_exception_to_the_400_point_rule) {
    BOOST_TEST(countedDifference(2700, 2000, RatingKind::Rapid) == 400);
    BOOST_TEST(countedDifference(2700, 2000, RatingKind::Blitz) == 400);
    const RatingChange change = ratingChange(2700, {10, true, Message()}, {game(2000, 2), game(2000, 0)},
                                             RatingKind::Rapid);
    BOOST_TEST(change.games[0].expected == 92);
    BOOST_TEST(change.change == -840);
    BOOST_TEST(change.rounded == -8);
}

// B.02, rapid and blitz, from 1 December 2024: a game between players more than 600 apart,
// one of them above 2600, is not rated. 2700 vs 2050 (650 apart) in a blitz event of 2025 is
// left out for both; 2700 vs 2150 (550 apart) counts; in a standard event, or a blitz event
// of November 2024, the wide game counts too.
BOOST_AUTO_TEST_CASE(rapid_and_blitz_games_over_600_apart_above_2600_are_not_rated_from_december_2024) {
    BOOST_TEST(!ratedPairing(2700, 2050, RatingKind::Blitz, "2025-03-01"));
    BOOST_TEST(!ratedPairing(2050, 2700, RatingKind::Rapid, "2024-12-01"));
    BOOST_TEST(ratedPairing(2700, 2150, RatingKind::Blitz, "2025-03-01"));
    BOOST_TEST(ratedPairing(2500, 1800, RatingKind::Blitz, "2025-03-01"));  // nobody above 2600
    BOOST_TEST(ratedPairing(2700, 2050, RatingKind::Standard, "2025-03-01"));
    BOOST_TEST(ratedPairing(2700, 2050, RatingKind::Blitz, "2024-11-30"));
    Event event;
    event.info.time_control = "3+2";
    event.info.start_date = "2025-03-01";
    for (int n = 1; n <= 3; ++n) {
        Player p;
        p.start_no = n;
        p.rating = n == 1 ? 2700 : n == 2 ? 2050 : 2150;
        event.players.push_back(p);
    }
    Game wide, near;
    wide.seats = {{1, Outcome::Win}, {2, Outcome::Loss}};
    near.seats = {{3, Outcome::Draw}, {1, Outcome::Draw}};
    event.rounds = {Round{1, "", {wide}, {{3, ByeKind::PairingAllocated}}}, Round{2, "", {near}, {{2, ByeKind::Zero}}}};
    BOOST_TEST(fideRatedGames(event, 1).size() == 1u);
    BOOST_TEST(fideRatedGames(event, 2).empty());
    event.info.time_control = "90+30";
    BOOST_TEST(fideRatedGames(event, 1).size() == 2u);
}
