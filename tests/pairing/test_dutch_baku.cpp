// Baku accelerated pairings (FIDE C.04.7, formerly C.04.5.1): who gets virtual points, how
// many, in which rounds; that they steer the pairing and never the standings; and the three
// ways a TRF asks for them (system line, JaVaFo XXA lines, TRF-26 250 records).
#include <boost/test/unit_test.hpp>

#include "hand_made_event.h"
#include "pairing/dutch.h"
#include "pairing/dutch_players.h"
#include "scoring/standings.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <utility>

using namespace tourney;
using hand_made::eventOf;

namespace {

using PairSet = std::set<std::pair<int, int>>;  // (white, black)

PairSet gamesOf(const Round& round) {
    PairSet pairs;
    for (const Game& game : round.games) pairs.insert({game.seats[0].player, game.seats[1].player});
    return pairs;
}

// The same games without colours, lower start number first.
PairSet opponentsOf(const PairSet& games) {
    PairSet pairs;
    for (auto [a, b] : games) pairs.insert({std::min(a, b), std::max(a, b)});
    return pairs;
}

std::vector<hand_made::Line> unplayed(int players) {
    std::vector<hand_made::Line> lines;
    for (int i = 0; i < players; ++i) lines.push_back({2500 - 10 * i, {}});
    return lines;
}

// Eight players after an accelerated round 1 (group A = 1-4 met each other, group B = 5-8):
// 1 beat 3, 2 beat 4, 5 beat 7, 6 beat 8; colours as 5.2.5 gives them.
std::vector<hand_made::Line> eightAfterAcceleratedRoundOne() {
    return {{2400, {"3 w 1"}}, {2350, {"4 b 1"}}, {2300, {"1 b 0"}}, {2250, {"2 w 0"}},
            {2200, {"7 w 1"}}, {2150, {"8 b 1"}}, {2100, {"5 b 0"}}, {2050, {"6 w 0"}}};
}

// Runs `tourney engine --dutch` on TRF text and reads the pairs it writes.
PairSet engineGames(const std::string& trf, const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path();
    const auto input = folder / ("tourney_test_baku_" + name + ".trf");
    const auto output = folder / ("tourney_test_baku_" + name + ".txt");
    std::ofstream(input) << trf;
    const std::string command = std::string(TOURNEY_BINARY) + " engine --dutch " + input.string() + " -p " +
                                output.string();
    BOOST_REQUIRE_EQUAL(std::system(command.c_str()), 0);
    std::ifstream in(output);
    int count = 0;
    in >> count;
    PairSet pairs;
    for (int white, black; count-- > 0 && in >> white >> black;) pairs.insert({white, black});
    return pairs;
}

}  // namespace

BOOST_AUTO_TEST_CASE(c_04_7_group_a_is_the_first_half_rounded_up_to_an_even_number) {
    // "the first half of the players, rounded up to the nearest even number" (161 -> 82).
    BOOST_CHECK_EQUAL(dutch::bakuGroupASize(161), 82);
    BOOST_CHECK_EQUAL(dutch::bakuGroupASize(160), 80);
    BOOST_CHECK_EQUAL(dutch::bakuGroupASize(8), 4);
    BOOST_CHECK_EQUAL(dutch::bakuGroupASize(9), 6);   // half is 4.5: rounded up to even, 6
    BOOST_CHECK_EQUAL(dutch::bakuGroupASize(10), 6);  // half is 5: odd, so 6
    BOOST_CHECK_EQUAL(dutch::bakuGroupASize(11), 6);
    BOOST_CHECK_EQUAL(dutch::bakuGroupASize(12), 6);
}

BOOST_AUTO_TEST_CASE(c_04_7_one_virtual_point_then_half_a_point_in_the_accelerated_first_half) {
    const PointSystem points = PointSystem::standard();
    // Nine rounds: five accelerated; 1 point before rounds 1-3, 0.5 before rounds 4-5, then 0.
    const std::vector<long long> nine = {10, 10, 10, 5, 5, 0, 0, 0, 0};
    for (int round = 1; round <= 9; ++round) {
        BOOST_TEST_CONTEXT("round " << round) {
            BOOST_CHECK_EQUAL(dutch::bakuVirtualPoints(true, 9, round, points), nine[round - 1]);
            BOOST_CHECK_EQUAL(dutch::bakuVirtualPoints(false, 9, round, points), 0);  // group B: never
        }
    }
    // Seven rounds: four accelerated, two at 1 point and two at 0.5.
    const std::vector<long long> seven = {10, 10, 5, 5, 0, 0, 0};
    for (int round = 1; round <= 7; ++round)
        BOOST_CHECK_EQUAL(dutch::bakuVirtualPoints(true, 7, round, points), seven[round - 1]);
    // Five rounds: three accelerated, 1 point twice, 0.5 once.
    const std::vector<long long> five = {10, 10, 5, 0, 0};
    for (int round = 1; round <= 5; ++round)
        BOOST_CHECK_EQUAL(dutch::bakuVirtualPoints(true, 5, round, points), five[round - 1]);
}

BOOST_AUTO_TEST_CASE(c_04_7_group_a_is_split_from_the_list_paired_in_round_one) {
    // Eight players paired round 1 (group A = 1-4); a ninth with no entry in round 1 joins the
    // list. Nine players would make group A 1-6, but the list split is the round-1 list.
    Event event = eventOf(eightAfterAcceleratedRoundOne());
    event.acceleration = Acceleration::Baku;
    BOOST_CHECK_EQUAL(dutch::bakuLastOfGroupA(event), 4);
    Player late;
    late.start_no = 9;
    late.name = "Late entry";
    event.players.push_back(late);
    BOOST_CHECK_EQUAL(dutch::bakuLastOfGroupA(event), 4);
    const dutch::DutchRound round = dutch::prepareDutchRound(event);
    for (const dutch::Contender& c : round.players) BOOST_CHECK_EQUAL(c.score - c.real_score, c.start_no <= 4 ? 10 : 0);
}

BOOST_AUTO_TEST_CASE(c_04_7_applies_to_the_standard_point_system_only) {
    Event event = eventOf(unplayed(8));
    event.acceleration = Acceleration::Baku;
    event.points.win = Points::fromTenths(30);
    event.points.draw = Points::fromTenths(10);
    BOOST_CHECK_THROW(pairDutch(event, {}), PairingError);
}

BOOST_AUTO_TEST_CASE(c_04_7_round_one_pairs_group_a_and_group_b_apart_with_ten_players) {
    // Ten players: group A is 1-6 (5 rounded up to even). Each group is its own bracket:
    // 1-4, 2-5, 3-6 and 7-9, 8-10. (Group A of 5, as bbpPairings takes it, would pair 1-4,
    // 2-5 and float 3 into group B.)
    Event event = eventOf(unplayed(10));
    event.acceleration = Acceleration::Baku;
    const PairSet pairs = opponentsOf(gamesOf(pairDutch(event, {}).round));
    BOOST_CHECK((pairs == PairSet{{1, 4}, {2, 5}, {3, 6}, {7, 9}, {8, 10}}));
}

BOOST_AUTO_TEST_CASE(c_04_7_virtual_points_steer_the_pairing_but_not_the_standings) {
    Event event = eventOf(eightAfterAcceleratedRoundOne());
    event.acceleration = Acceleration::Baku;
    const dutch::DutchRound round = dutch::prepareDutchRound(event);
    BOOST_REQUIRE_EQUAL(round.players.size(), 8u);
    // Round 2 of 5 is still a full-point round: 3 (lost) pairs on 1 point, 5 (won) on 1 too.
    BOOST_CHECK_EQUAL(round.players[2].score, 10);
    BOOST_CHECK_EQUAL(round.players[2].real_score, 0);
    BOOST_CHECK_EQUAL(round.players[4].score, 10);
    BOOST_CHECK_EQUAL(round.players[4].real_score, 10);
    // The standings know nothing of them.
    for (const Standing& standing : computeStandings(event))
        BOOST_CHECK_EQUAL(standing.points.tenths(), standing.start_no == 1 || standing.start_no == 2 ||
                                                            standing.start_no == 5 || standing.start_no == 6
                                                        ? 10
                                                        : 0);
    // The explanation says who carries virtual points.
    const PairedRound paired = pairDutch(event, PairingOptions{true});
    BOOST_CHECK_EQUAL(paired.explanation.at(1),
                      "Virtual points (accelerated pairing, C.04.7): 1 for 1 to 4; they count for pairing only, "
                      "never in the standings.");
}

BOOST_AUTO_TEST_CASE(c_04_7_engine_pairs_round_two_inside_the_groups_from_xxa_250_or_the_system_line) {
    // Pairing scores before round 2: 1 and 2 on 2 (1 + 1 virtual), 3 4 5 6 on 1, 7 8 on 0.
    // Accelerated: 1-2, then 3-5 and 4-6, then 7-8, colours by the preferences of round 1.
    // Unaccelerated: the winners 1 2 5 6 meet (1-6, 2-5 for colours, C12), the losers too.
    const auto players = eightAfterAcceleratedRoundOne();
    const std::string plain = "XXR 5\nXXC white1\n";
    const PairSet accelerated = {{2, 1}, {3, 5}, {6, 4}, {7, 8}};
    const PairSet unaccelerated = {{6, 1}, {2, 5}, {3, 8}, {7, 4}};
    BOOST_CHECK((engineGames(hand_made::trfText(players, plain), "plain") == unaccelerated));

    std::string xxa;
    for (int p = 1; p <= 4; ++p) xxa += "XXA " + std::to_string(p) + "  1.0  1.0  0.5\n";
    BOOST_CHECK((engineGames(hand_made::trfText(players, plain + xxa), "xxa") == accelerated));

    const std::string records = "250      01.0 001 002 0001 0004\n250      00.5 003 003 0001 0004\n";
    BOOST_CHECK((engineGames(hand_made::trfText(players, plain + records), "250") == accelerated));

    const std::string system = "092 FIDE_DUTCH_2025_BAKU\n";
    BOOST_CHECK((engineGames(hand_made::trfText(players, plain + system), "system") == accelerated));

    // Explicit points replace the system line's method, never add to it: counted twice, 3 and
    // 4 would stand on 2 points, apart from 5 and 6, and meet each other.
    BOOST_CHECK((engineGames(hand_made::trfText(players, plain + system + xxa), "both") == accelerated));
    BOOST_CHECK((engineGames(hand_made::trfText(players, plain + system + records), "both250") == accelerated));
}
