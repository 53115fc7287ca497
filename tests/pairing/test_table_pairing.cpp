// Pairing events at tables of four through pairNextRound (pairing/pairing.h): the round robin
// of tables from its schedule, the Swiss system at tables from the standings, byes and seats.
#include <boost/test/unit_test.hpp>

#include "pairing/pairing.h"
#include "pairing/table_round_robin.h"
#include "scoring/standings.h"

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace tourney;

namespace {

Event chaturajiEvent(int players, PairingSystem system, int rounds) {
    Event event;
    event.game = GameKind::Chaturaji;
    event.system = system;
    event.planned_rounds = rounds;
    event.points.pairing_bye = Points::fromTenths(15);
    event.tiebreaks = {"GP", "WIN", "BH", "DE"};
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i);
        player.rating = 2100 - 10 * i;
        event.players.push_back(player);
    }
    return event;
}

// Pairs the next round and plays it with game points from `random` (0-20 a seat).
void pairAndPlay(Event& event, std::mt19937& random) {
    PairedRound paired = pairNextRound(event);
    paired.round.number = event.roundsPaired() + 1;
    event.rounds.push_back(std::move(paired.round));
    std::uniform_int_distribution<int> points(0, 20);
    for (Game& game : event.rounds.back().games)
        for (Seat& seat : game.seats)
            if (seat.outcome == Outcome::Pending) {
                seat.outcome = Outcome::Placed;
                seat.game_points = points(random);
            }
}

struct Tally {
    std::map<std::pair<int, int>, int> meetings;
    std::map<int, std::vector<int>> seats;  // start number -> count per seat
    std::map<int, int> byes;
};

Tally tally(const Event& event) {
    Tally result;
    for (const Round& round : event.rounds) {
        for (const Game& game : round.games) {
            BOOST_REQUIRE_EQUAL(game.seats.size(), 4u);
            for (std::size_t a = 0; a < 4; ++a) {
                std::vector<int>& mine = result.seats[game.seats[a].player];
                mine.resize(4);
                ++mine[a];
                for (std::size_t b = a + 1; b < 4; ++b)
                    ++result.meetings[{std::min(game.seats[a].player, game.seats[b].player),
                                       std::max(game.seats[a].player, game.seats[b].player)}];
            }
        }
        for (const Bye& bye : round.byes) ++result.byes[bye.player];
    }
    return result;
}

int seatSpread(const std::vector<int>& counts) {
    return *std::max_element(counts.begin(), counts.end()) - *std::min_element(counts.begin(), counts.end());
}

}  // namespace

BOOST_AUTO_TEST_CASE(round_robins_of_16_and_28_meet_every_pair_once_with_seats_within_one) {
    for (int n : {16, 28}) {
        Event event = chaturajiEvent(n, PairingSystem::RoundRobin, (n - 1) / 3);
        std::mt19937 random(static_cast<unsigned>(n));
        for (int r = 0; r < (n - 1) / 3; ++r) pairAndPlay(event, random);
        BOOST_CHECK_THROW(pairNextRound(event), PairingError);  // every round is paired
        const Tally seen = tally(event);
        BOOST_TEST(seen.meetings.size() == static_cast<std::size_t>(n * (n - 1) / 2));
        for (const auto& [pair, count] : seen.meetings) BOOST_TEST(count == 1);
        for (const auto& [player, counts] : seen.seats) BOOST_TEST(seatSpread(counts) <= 1, "player " << player);
        BOOST_TEST(seen.byes.empty());
    }
}

BOOST_AUTO_TEST_CASE(thirteen_players_rotate_the_bye_and_repeat_what_the_schedule_says) {
    Event event = chaturajiEvent(13, PairingSystem::RoundRobin, tableRoundRobinRounds(13, 4));
    BOOST_REQUIRE_EQUAL(event.planned_rounds, 5);  // 8 play five rounds, 5 play four: 12 opponents each at least
    std::mt19937 random(13);
    for (int r = 0; r < 5; ++r) pairAndPlay(event, random);
    const Tally seen = tally(event);
    BOOST_TEST(seen.byes.size() == 5u);  // five different players, one bye each
    for (const auto& [player, count] : seen.byes) BOOST_TEST(count == 1);
    long long repeated = 0;
    for (const auto& [pair, count] : seen.meetings) repeated += count - 1;
    const TableSchedule schedule = tableRoundRobin(13, 5, 4);
    BOOST_TEST(repeated == schedule.repeated);
    BOOST_TEST(schedule.repeated >= schedule.least_repeated);
    BOOST_TEST(schedule.least_repeated == 12);  // 90 meetings among 78 pairs
    for (const auto& [player, counts] : seen.seats) BOOST_TEST(seatSpread(counts) <= 1, "player " << player);
}

BOOST_AUTO_TEST_CASE(a_withdrawn_player_forfeits_his_seat_in_a_round_robin) {
    Event event = chaturajiEvent(16, PairingSystem::RoundRobin, 5);
    event.players[6].withdrawn_from_round = 2;
    std::mt19937 random(1);
    pairAndPlay(event, random);
    const PairedRound second = pairNextRound(event);
    const Game* game = second.round.gameOf(7);
    BOOST_REQUIRE(game);
    BOOST_TEST((game->seats[static_cast<std::size_t>(game->seatOf(7))].outcome == Outcome::ForfeitLoss));
}

BOOST_AUTO_TEST_CASE(a_swiss_of_40_in_six_rounds_never_repeats_and_seats_the_leader_at_table_1) {
    for (unsigned seed = 1; seed <= 25; ++seed) {
        Event event = chaturajiEvent(40, PairingSystem::Swiss, 6);
        std::mt19937 random(seed);
        for (int r = 1; r <= 6; ++r) {
            const int leader = r == 1 ? 1 : computeStandings(event, r - 1).front().start_no;
            pairAndPlay(event, random);
            BOOST_TEST(event.rounds.back().games.front().seatOf(leader) >= 0, "seed " << seed << " round " << r);
        }
        const Tally seen = tally(event);
        for (const auto& [pair, count] : seen.meetings)
            BOOST_TEST(count == 1, "seed " << seed << ": " << pair.first << " and " << pair.second);
        for (const auto& [player, counts] : seen.seats)
            BOOST_TEST(seatSpread(counts) <= 2, "seed " << seed << " player " << player);
    }
}

BOOST_AUTO_TEST_CASE(swiss_byes_go_to_the_lowest_placed_without_one) {
    Event event = chaturajiEvent(14, PairingSystem::Swiss, 6);  // two byes a round
    std::mt19937 random(3);
    for (int r = 1; r <= 6; ++r) {
        const std::vector<Standing> before = r == 1 ? std::vector<Standing>{} : computeStandings(event, r - 1);
        pairAndPlay(event, random);
        BOOST_TEST(event.rounds.back().byes.size() == 2u);
        if (r == 1) {
            // Round 1 in start-number order: the last two.
            std::set<int> byes;
            for (const Bye& bye : event.rounds.back().byes) byes.insert(bye.player);
            BOOST_TEST((byes == std::set<int>{13, 14}));
        }
    }
    const Tally seen = tally(event);
    BOOST_TEST(seen.byes.size() == 12u);  // twelve byes, twelve players: nobody a second
    for (const auto& [player, count] : seen.byes) BOOST_TEST(count == 1);
}

BOOST_AUTO_TEST_CASE(explanations_say_why_each_table_was_formed) {
    Event event = chaturajiEvent(12, PairingSystem::Swiss, 3);
    std::mt19937 random(5);
    pairAndPlay(event, random);
    const PairedRound second = pairNextRound(event, PairingOptions{true});
    std::string text;
    for (const std::string& line : second.explanation) text += line + "\n";
    BOOST_TEST(text.find("Table 1: ") != std::string::npos);
    BOOST_TEST(text.find("heads it, the best placed not yet seated") != std::string::npos);
    BOOST_TEST(text.find("met ") != std::string::npos);  // round 1 tables pass over each other
    const PairedRound round_robin = pairNextRound(chaturajiEvent(13, PairingSystem::RoundRobin, 5), {true});
    text.clear();
    for (const std::string& line : round_robin.explanation) text += line + "\n";
    BOOST_TEST(text.find("at least 12 must repeat") != std::string::npos);
}

// Issue 31 item 9: round 1 of a Swiss at tables spreads the initial ranking over the tables (of
// 40, table 1 seats 1, 11, 21, 31; table 10 seats 10, 20, 30, 40), and a pair kept apart is
// still kept apart.
BOOST_AUTO_TEST_CASE(item_9_round_1_spreads_the_seeds_over_the_tables) {
    Event event = chaturajiEvent(40, PairingSystem::Swiss, 6);
    PairedRound first = pairNextRound(event);
    BOOST_REQUIRE_EQUAL(first.round.games.size(), 10u);
    for (int t = 1; t <= 10; ++t) {
        std::set<int> seated;
        for (const Seat& seat : first.round.games[static_cast<std::size_t>(t - 1)].seats) seated.insert(seat.player);
        BOOST_TEST((seated == std::set<int>{t, t + 10, t + 20, t + 30}), "table " << t);
    }
    event.forbidden_pairs = {{1, 21}};
    first = pairNextRound(event);
    for (const Game& game : first.round.games)
        BOOST_TEST(!(game.seatOf(1) >= 0 && game.seatOf(21) >= 0), "1 and 21 at table " << game.board);
    BOOST_TEST(first.round.games.front().seatOf(1) >= 0);  // the leader stays at table 1
}
