// Scoring at tables of four (scoring/placement.h, scoring/table_tiebreaks.h): places from game
// points, shared places, forfeits, the placement scale's checks, and the table tie-breaks.
#include <boost/test/unit_test.hpp>

#include "scoring/placement.h"
#include "scoring/table_tiebreaks.h"
#include "scoring/tiebreaks.h"

#include <map>

using namespace tourney;

namespace {

Game table(int first, std::vector<std::optional<int>> points) {
    Game game;
    game.board = 1;
    for (std::size_t seat = 0; seat < points.size(); ++seat)
        game.seats.push_back(
            Seat{first + static_cast<int>(seat), points[seat] ? Outcome::Placed : Outcome::ForfeitLoss, points[seat]});
    return game;
}

std::vector<long long> tenths(const std::vector<Points>& points) {
    std::vector<long long> out;
    for (Points p : points) out.push_back(p.tenths());
    return out;
}

const std::vector<Points> kDefault = defaultPlacement(4);

Event tableEvent(int players) {
    Event event;
    event.game = GameKind::Chaturaji;
    event.system = PairingSystem::Swiss;
    event.points.pairing_bye = Points::fromTenths(15);
    event.tiebreaks = {"GP", "WIN", "BH", "DE"};
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "P" + std::to_string(i);
        event.players.push_back(player);
    }
    return event;
}

}  // namespace

BOOST_AUTO_TEST_CASE(places_follow_game_points_and_equal_points_share) {
    BOOST_TEST(tablePlaces(table(1, {12, 5, 0, 3})) == (std::vector<int>{1, 2, 4, 3}),
               boost::test_tools::per_element());
    BOOST_TEST(tablePlaces(table(1, {7, 7, 2, 7})) == (std::vector<int>{1, 1, 4, 1}), boost::test_tools::per_element());
    BOOST_TEST(tenths(tablePoints(kDefault, table(1, {12, 5, 0, 3}))) == (std::vector<long long>{30, 20, 0, 10}),
               boost::test_tools::per_element());
    // Three share places 1-3: (3 + 2 + 1) / 3 = 2; two share 1-2: 2.5; all four: 1.5.
    BOOST_TEST(tenths(tablePoints(kDefault, table(1, {7, 7, 2, 7}))) == (std::vector<long long>{20, 20, 0, 20}),
               boost::test_tools::per_element());
    BOOST_TEST(tenths(tablePoints(kDefault, table(1, {9, 9, 4, 1}))) == (std::vector<long long>{25, 25, 10, 0}),
               boost::test_tools::per_element());
    BOOST_TEST(tenths(tablePoints(kDefault, table(1, {0, 0, 0, 0}))) == (std::vector<long long>{15, 15, 15, 15}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_forfeit_is_last_with_no_game_points_whoever_else_forfeits) {
    // The absent seat is placed after a seat that played with 0 points.
    BOOST_TEST(tablePlaces(table(1, {0, 5, std::nullopt, 3})) == (std::vector<int>{3, 1, 4, 2}),
               boost::test_tools::per_element());
    BOOST_TEST(
        tenths(tablePoints(kDefault, table(1, {0, 5, std::nullopt, 3}))) == (std::vector<long long>{10, 30, 0, 20}),
        boost::test_tools::per_element());
    // Two absent: each takes the last place's points, not a share of places 3-4.
    BOOST_TEST(tenths(tablePoints(kDefault, table(1, {4, std::nullopt, 6, std::nullopt}))) ==
                   (std::vector<long long>{20, 0, 30, 0}),
               boost::test_tools::per_element());
    BOOST_TEST(tableResultText(table(1, {4, std::nullopt, 6, std::nullopt})) == "4-F-6-F");
    Game pending = table(1, {4, 2, 1, 0});
    pending.seats[2].outcome = Outcome::Pending;
    BOOST_TEST(tablePoints(kDefault, pending).empty());
    BOOST_TEST(tableResultText(pending).empty());
}

BOOST_AUTO_TEST_CASE(a_placement_scale_must_fall_and_share_in_whole_tenths) {
    auto scale = [](std::vector<int> values) {
        std::vector<Points> points;
        for (int v : values) points.push_back(Points::whole(v));
        return points;
    };
    BOOST_TEST(!placementProblem(scale({3, 2, 1, 0}), 4).has_value());
    BOOST_TEST(!placementProblem(scale({6, 4, 2, 0}), 4).has_value());
    BOOST_TEST(placementProblem(scale({1, 0, 0, 0}), 4).has_value());   // four sharing 1 would have 0.25 each
    BOOST_TEST(!placementProblem(scale({6, 0, 0, 0}), 4).has_value());  // winner takes all, exactly
    BOOST_TEST(placementProblem(scale({3, 2, 1}), 4).value().find("4 values are needed, not 3") != std::string::npos);
    BOOST_TEST(placementProblem(scale({1, 2, 1, 0}), 4).value().find("place 2 is worth more") != std::string::npos);
    BOOST_TEST(placementProblem(scale({4, 2, 1, 0}), 4).value().find("a tie of 3 from place 1") != std::string::npos);
    BOOST_TEST(meanPlacement(scale({3, 2, 1, 0})).tenths() == 15);
}

BOOST_AUTO_TEST_CASE(table_standings_rank_by_points_then_game_points_first_places_buchholz_and_direct_encounter) {
    Event event = tableEvent(9);
    Round round;
    round.number = 1;
    round.games = {table(1, {10, 10, 4, std::nullopt}), table(5, {3, 3, 3, 3})};
    round.games[1].board = 2;
    round.byes = {{9, ByeKind::PairingAllocated}};
    event.rounds.push_back(round);
    const std::vector<Standing> standings = computeTableStandings(event);
    auto of = [&](int start) {
        return *std::find_if(standings.begin(), standings.end(),
                             [&](const Standing& s) { return s.start_no == start; });
    };
    BOOST_TEST(of(1).points.tenths() == 25);
    BOOST_TEST(of(1).tiebreak_text == (std::vector<std::string>{"10", "1", "3.5", "1"}),
               boost::test_tools::per_element());
    BOOST_TEST(of(9).tiebreak_text == (std::vector<std::string>{"0", "0", "4.5", "0"}),
               boost::test_tools::per_element());
    BOOST_TEST(of(4).tiebreak_text == (std::vector<std::string>{"0", "0", "0.0", "0"}),
               boost::test_tools::per_element());
    BOOST_TEST(of(1).rank == 1);
    BOOST_TEST(of(2).rank == 1);
    BOOST_TEST(of(5).rank == 3);
    BOOST_TEST(of(9).rank == 7);
    BOOST_TEST(of(3).rank == 8);
    BOOST_TEST(of(4).rank == 9);
}

BOOST_AUTO_TEST_CASE(direct_encounter_orders_a_tied_group_whose_players_all_met) {
    Event event = tableEvent(8);
    event.tiebreaks = {"DE"};
    // Round 1: 1, 2, 3, 4 finish in that order (3, 2, 1, 0). Round 2: 5 wins ahead of 3, 2 and 1
    // (3, 2, 1, 0), and 4, 6, 7, 8 are all equal (1.5 each). So 1, 2, 3 and 5 have 3 points and
    // have all met: 5 was above each of the others (6 halves), 1, 2 and 3 have 4 halves each.
    Round first, second;
    first.number = 1;
    first.games = {table(1, {9, 5, 3, 0})};
    second.number = 2;
    second.games = {table(0, {0, 1, 2, 3}), table(0, {2, 2, 2, 2})};
    for (std::size_t seat = 0; seat < 4; ++seat) {
        second.games[0].seats[seat].player = std::vector<int>{1, 2, 3, 5}[seat];
        second.games[1].seats[seat].player = std::vector<int>{4, 6, 7, 8}[seat];
    }
    second.games[1].board = 2;
    event.rounds = {first, second};
    std::map<int, Standing> by_start;
    for (const Standing& standing : computeTableStandings(event)) by_start[standing.start_no] = standing;
    BOOST_TEST(by_start[5].tiebreak_text.front() == "1");
    for (int start : {1, 2, 3}) BOOST_TEST(by_start[start].tiebreak_text.front() == "2", "player " << start);
    for (int start : {4, 6, 7, 8}) BOOST_TEST(by_start[start].tiebreak_text.front() == "1", "player " << start);
    BOOST_TEST(by_start[5].rank == 1);
    for (int start : {1, 2, 3}) BOOST_TEST(by_start[start].rank == 2, "player " << start);
    for (int start : {4, 6, 7, 8}) BOOST_TEST(by_start[start].rank == 5, "player " << start);
    // Without a meeting between two of the group, DE gives nothing: here 4 never met 5.
    event.rounds[1].games[1].seats[0].game_points = 9;  // 4 now wins table 2 alone: 3 points
    std::map<int, Standing> apart;
    for (const Standing& standing : computeTableStandings(event)) apart[standing.start_no] = standing;
    for (int start : {1, 2, 3, 4, 5}) BOOST_TEST(apart[start].tiebreak_text.front() == "0", "player " << start);
}

BOOST_AUTO_TEST_CASE(table_tie_break_codes_are_read_in_any_case_and_others_refused) {
    BOOST_TEST(tableTiebreakList("gp, win BH,de") == (std::vector<std::string>{"GP", "WIN", "BH", "DE"}),
               boost::test_tools::per_element());
    BOOST_CHECK_THROW(tableTiebreakList("GP,SB"), TiebreakError);
    BOOST_TEST(defaultTiebreaks(PairingSystem::Swiss, true) == (std::vector<std::string>{"GP", "WIN", "BH", "DE"}),
               boost::test_tools::per_element());
}

// Issue 30 item 4: one list of defaults; each is a code its kind of event reads back.
BOOST_AUTO_TEST_CASE(default_tie_breaks_are_codes_their_events_accept) {
    for (PairingSystem system : {PairingSystem::RoundRobin, PairingSystem::DoubleRoundRobin, PairingSystem::Swiss}) {
        std::string tables, pairs;
        for (const std::string& code : defaultTiebreaks(system, true)) tables += code + ",";
        for (const std::string& code : defaultTiebreaks(system, false)) pairs += code + ",";
        BOOST_TEST(tableTiebreakList(tables) == defaultTiebreaks(system, true), boost::test_tools::per_element());
        BOOST_TEST(parseTiebreakList(pairs).size() == 4u);
    }
    BOOST_TEST(defaultTiebreaks(PairingSystem::RoundRobin, false).front() == "DE");  // C.07 §13
    BOOST_TEST(defaultTiebreaks(PairingSystem::Swiss, false).front() == "BH/C1");
}
