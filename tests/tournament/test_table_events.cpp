// Events at tables of four (Chaturaji) in process (tournament/table_setup.h, table_results.h):
// the placement points and the bye's score at creation, tables and byes in the pairing, each
// table's result as game points, corrections, clearing, and a withdrawn player's seat.
#include "tournament/player_card.h"
#include "tournament/results.h"
#include "tournament/round_pairing.h"
#include "tournament/table_results.h"
#include "tournament/table_setup.h"
#include "tournament/wallchart_report.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <array>
#include <set>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Nine players, Swiss, three rounds, round 1 paired: table 1 seats 1-4 and table 2 seats 5-8 in
// start order (Red, Green, Yellow, Black); 9, the lowest, has the pairing-allocated bye.
struct NineAtTables : EventFixture {
    NineAtTables() : EventFixture(9, 3, "chaturaji") { pairNextRound(store); }
};

std::array<int, 4> seatsOf(const Game& table) {
    std::array<int, 4> seats{};
    for (std::size_t seat = 0; seat < 4 && seat < table.seats.size(); ++seat) seats[seat] = table.seats[seat].player;
    return seats;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_chaturaji_event_scores_places_3_2_1_0_and_a_bye_their_mean) {
    const Event event = newEvent(settingsFor("chaturaji", "swiss", 3));
    BOOST_TEST(event.placement ==
               std::vector<Points>({Points::whole(3), Points::whole(2), Points::whole(1), Points::whole(0)}));
    BOOST_TEST(event.points.pairing_bye == Points::fromTenths(15));
    // Half of 1.5 is 0.75, finer than tenths: a half-point bye is refused, never scored 0.7
    // (issue 31 item 1; test_table_points_exact.cpp).
    BOOST_TEST(halfByeProblem(event).has_value());
}

BOOST_AUTO_TEST_CASE(the_arbiter_sets_the_placement_points_and_the_bye) {
    EventSettings settings = settingsFor("chaturaji", "swiss", 2);
    settings.placement = "6,4,2,0";
    settings.bye_points = "2";
    const Event event = newEvent(settings);
    BOOST_TEST(event.placement ==
               std::vector<Points>({Points::whole(6), Points::whole(4), Points::whole(2), Points::whole(0)}));
    BOOST_TEST(event.points.pairing_bye == Points::whole(2));
}

BOOST_AUTO_TEST_CASE(placement_points_that_rise_or_share_into_no_whole_tenths_are_refused) {
    const auto refused = [](const std::string& game, std::optional<std::string> placement,
                            std::optional<std::string> scoring, const std::string& field, const std::string& message) {
        EventSettings settings = settingsFor(game, "swiss", 3);
        settings.placement = placement;
        settings.scoring = scoring;
        try {
            newEvent(settings);
            BOOST_ERROR("taken: " + placement.value_or(scoring.value_or("")));
        } catch (const Refusal& refusal) {
            BOOST_TEST(refusal.field() == field);
            BOOST_TEST(std::string(refusal.what()).find(message) != std::string::npos, refusal.what());
        }
    };
    refused("chaturaji", "4,2,1,0", {}, "placement",
            "a tie of 3 from place 1 would share points that are not a whole number of tenths");
    refused("chaturaji", "1,2,3,0", {}, "placement", "place 2 is worth more than place 1");
    refused("chaturaji", "3,2,x,0", {}, "placement", "is not a list of points such as 3,2,1,0");
    refused("chaturaji", {}, "3,1,0", "scoring", "a game at tables is scored by places");
    refused("chess", "3,2,1,0", {}, "placement", "placement points are for games at tables of four");
}

// A round robin of tables may be given its length; a round robin of two-player games may not.
BOOST_AUTO_TEST_CASE(a_round_robin_of_tables_takes_the_rounds_it_is_given) {
    BOOST_TEST(newEvent(settingsFor("chaturaji", "round-robin", 4)).planned_rounds == 4);
    BOOST_TEST(newEvent(settingsFor("chaturaji", "round-robin")).planned_rounds == 0);
    BOOST_CHECK_THROW(newEvent(settingsFor("chess", "round-robin", 4)), Refusal);
}

BOOST_FIXTURE_TEST_CASE(the_pairing_seats_four_a_table_and_gives_the_one_left_a_bye, NineAtTables) {
    const Round round = event().rounds[0];
    BOOST_REQUIRE_EQUAL(round.games.size(), 2u);
    // Round 1 spreads the ranks over the tables (issue 31 item 9).
    BOOST_TEST((seatsOf(round.games[0]) == std::array<int, 4>{1, 3, 5, 7}));
    BOOST_TEST((seatsOf(round.games[1]) == std::array<int, 4>{2, 4, 6, 8}));
    BOOST_REQUIRE_EQUAL(round.byes.size(), 1u);
    BOOST_TEST(round.byes[0].player == 9);
    BOOST_TEST((round.byes[0].kind == ByeKind::PairingAllocated));
    BOOST_TEST(pointsAfter(event(), 9) == Points::fromTenths(15));
}

// Red and Green tie with 10 and share places 1-2, (3 + 2) / 2 = 2.5 each; Yellow is third, 1;
// Black lost by forfeit scores the last place's 0 and no game points.
BOOST_FIXTURE_TEST_CASE(a_tables_game_points_give_its_places_and_ties_share_them, NineAtTables) {
    const std::size_t lines = log().size();
    const EnteredResult entered = enterResult(store, resultEntry(1, 1, "10-10-4-F"));
    BOOST_TEST(entered.where.text() == "round 1 table 1");
    BOOST_TEST(entered.result == "10-10-4-F (places 1, 1, 3, 4)");
    const Event stored = event();
    const Game& table = stored.rounds[0].games[0];
    BOOST_TEST(table.seats[0].game_points.value_or(-1) == 10);
    BOOST_TEST((table.seats[0].outcome == Outcome::Placed));
    BOOST_TEST(!table.seats[3].game_points.has_value());
    BOOST_TEST((table.seats[3].outcome == Outcome::ForfeitLoss));
    // Table 1 seats 1, 3, 5 and 7.
    BOOST_TEST(pointsAfter(stored, 1) == Points::fromTenths(25));
    BOOST_TEST(pointsAfter(stored, 3) == Points::fromTenths(25));
    BOOST_TEST(pointsAfter(stored, 5) == Points::whole(1));
    BOOST_TEST(pointsAfter(stored, 7) == Points::whole(0));
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "result");
    BOOST_TEST(added[0].message == "round 1 table 1: 10-10-4-F");
    // All four equal: each (3 + 2 + 1 + 0) / 4 = 1.5.
    enterResult(store, resultEntry(1, 2, "3-3-3-3"));
    for (int player : {2, 4, 6, 8}) BOOST_TEST(pointsAfter(event(), player) == Points::fromTenths(15));
    BOOST_TEST(event().rounds[0].complete());
}

BOOST_FIXTURE_TEST_CASE(a_table_result_that_one_game_cannot_give_is_refused, NineAtTables) {
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 1, "12-5-0")); }, "result",
        "'12-5-0' gives 3 seats' points; a table has 4 (Red, Green, Yellow and Black)");
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 1, "12-5--3-0")); }, "result",
        "Yellow's points are negative (-3)");
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 1, "12-x-0-3")); }, "result",
        "'12-x-0-3' is not a table's result");
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 1, "90-0-0-0")); }, "result",
        "'90-0-0-0' cannot come from one game");
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 3, "1-2-3-4")); }, "board",
        "round 1 has no table 3 (it has tables 1 to 2)");
    checkRefused<UnusableRequest>(
        store, [&] { enterResult(store, resultEntry(1, 1, "")); }, "result", "a table's result is needed");
    BOOST_TEST(event().rounds[0].games[0].seats[0].outcome == Outcome::Pending);
}

BOOST_FIXTURE_TEST_CASE(a_tables_second_result_needs_force_and_clearing_takes_it_back, NineAtTables) {
    enterResult(store, resultEntry(1, 1, "12-5-0-3"));
    checkRefused<ForceRequired>(
        store, [&] { enterResult(store, resultEntry(1, 1, "12-5-3-0")); }, "",
        "round 1 table 1 already has a result (12-5-0-3)");
    const EnteredResult replaced = enterResult(store, resultEntry(1, 1, "12-5-3-0", true));
    BOOST_TEST(replaced.before == "12-5-0-3");
    BOOST_TEST(log().back().command == "result --force");
    BOOST_TEST(log().back().message == "round 1 table 1: 12-5-0-3 replaced by 12-5-3-0");
    BOOST_TEST(event().rounds[0].games[0].seats[2].game_points.value_or(-1) == 3);
    ResultEntry clear = resultEntry(1, 1, "");
    clear.clear = true;
    enterResult(store, clear);
    const Game cleared = event().rounds[0].games[0];
    for (const Seat& seat : cleared.seats) {
        BOOST_TEST((seat.outcome == Outcome::Pending));
        BOOST_TEST(!seat.game_points.has_value());
    }
    BOOST_TEST(log().back().command == "result --clear");
    BOOST_TEST(log().back().message == "round 1 table 1: 12-5-3-0 cleared");
    checkRefused(
        store, [&] { enterResult(store, clear); }, "", "round 1 table 1 has no result to clear");
}

// At a table of four the others play on when one withdraws: only his seat is lost by forfeit.
BOOST_FIXTURE_TEST_CASE(a_withdrawn_players_seat_is_forfeited_and_cannot_take_points, NineAtTables) {
    const Withdrawal done = withdrawPlayer(store, 7, 1);  // Black at table 1 (1, 3, 5, 7)
    BOOST_TEST(texts(done.forfeits) == std::vector<std::string>({"round 1 board 1"}));
    const Game table = event().rounds[0].games[0];
    BOOST_TEST((table.seats[3].outcome == Outcome::ForfeitLoss));
    BOOST_TEST((table.seats[0].outcome == Outcome::Pending));
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 1, "10-10-4-3", true)); }, "result",
        "Black (7 Player 7) withdrew before round 1: his seat is lost by forfeit, written F");
    enterResult(store, resultEntry(1, 1, "10-10-4-F", true));
    BOOST_TEST(pointsAfter(event(), 1) == Points::fromTenths(25));
}

BOOST_AUTO_TEST_CASE(a_tables_result_reads_as_points_per_seat_with_f_for_a_forfeit) {
    const auto values = parseTableResult("12-5-F-0", GameKind::Chaturaji);
    BOOST_REQUIRE_EQUAL(values.size(), 4u);
    BOOST_TEST(*values[0] == 12);
    BOOST_TEST(*values[1] == 5);
    BOOST_TEST(!values[2].has_value());
    BOOST_TEST(*values[3] == 0);
    BOOST_TEST(tableResultHelp(GameKind::Chaturaji) ==
               "the game points of Red, Green, Yellow and Black joined by '-', such as 12-5-0-3; F for a seat lost "
               "by forfeit");
}

BOOST_AUTO_TEST_CASE(round_two_of_tables_is_paired_once_round_one_is_complete) {
    EventFixture fixture(8, 3, "chaturaji");
    pairNextRound(fixture.store);
    enterResult(fixture.store, resultEntry(1, 1, "10-5-3-0"));
    checkFails(
        fixture.store, [&] { pairNextRound(fixture.store); }, "round 1 still lacks results");
    enterResult(fixture.store, resultEntry(1, 2, "8-6-4-2"));
    pairNextRound(fixture.store);
    const Round second = fixture.event().rounds[1];
    BOOST_TEST(second.games.size() == 2u);
    for (const Game& table : second.games) BOOST_TEST(table.seats.size() == 4u);
}

// A round robin of tables of four: sixteen players meet every other once in five rounds, each
// round seating all of them at four tables.
BOOST_AUTO_TEST_CASE(a_round_robin_of_sixteen_at_tables_learns_its_five_rounds_at_round_one) {
    MemoryEventStore store;
    createEvent(store, settingsFor("chaturaji", "round-robin"));
    registerPlayers(store, entrants(16));
    pairNextRound(store);
    const Event event = store.load();
    BOOST_TEST(event.planned_rounds == 5);
    BOOST_REQUIRE_EQUAL(event.rounds[0].games.size(), 4u);
    std::set<int> seated;
    for (const Game& table : event.rounds[0].games)
        for (const Seat& seat : table.seats) BOOST_TEST(seated.insert(seat.player).second);
    BOOST_TEST(seated.size() == 16u);
}

// Issue 31 item 9: the wall chart of an event at tables explains its own cells (the points of a
// place), not the chess legend of opponents and colours.
BOOST_FIXTURE_TEST_CASE(item_9_the_wall_chart_at_tables_has_its_own_legend, NineAtTables) {
    enterResult(store, resultEntry(1, 1, "10-10-4-F"));
    const Table chart = wallChartReport(event(), 0);
    BOOST_REQUIRE_EQUAL(chart.notes.size(), 1u);
    BOOST_TEST(chart.notes[0].find("the points the player's place at his table gave") != std::string::npos,
               chart.notes[0]);
    BOOST_TEST(chart.notes[0].find("colour") == std::string::npos, chart.notes[0]);
    const Table chess = wallChartReport(EventFixture(4).event(), 0);
    BOOST_TEST(chess.notes[0].find("the colour (w = White, b = Black)") != std::string::npos);
}

// The recheck of issue 31: the Chaturaji card (player card, the site's /players/N) left Colour,
// Opponent and Result blank. It shows each round's table, seat, the three others, game
// points, place and score.
BOOST_FIXTURE_TEST_CASE(issue_31_a_chaturaji_player_card_shows_table_seat_others_game_points_and_place, NineAtTables) {
    enterResult(store, resultEntry(1, 1, "10-12-4-0"));  // table 1: 1 Red, 3 Green, 5 Yellow, 7 Black
    const Table card = playerCard(event(), 3);
    std::vector<std::string> headers;
    for (const Column& column : card.columns) headers.push_back(column.header);
    BOOST_TEST(
        (headers == std::vector<std::string>{"Rd", "Table", "Seat", "Met", "Game pts", "Place", "Score", "Pts"}));
    BOOST_REQUIRE_EQUAL(card.rows.size(), 1u);
    BOOST_TEST((texts(card)[0] == std::vector<std::string>{"1", "1", "Green",
                                                           "1 Player 1 (Red); 5 Player 5 (Yellow); 7 Player 7 (Black)",
                                                           "12", "1", "3", "3"}));
    // A table without its result yet: its players, no figures; the bye: its name and points.
    const auto pending = texts(playerCard(event(), 2))[0];
    BOOST_TEST(pending[1] == "2");
    BOOST_TEST(pending[3].find("4 Player 4") != std::string::npos);
    BOOST_TEST(pending[6] == "...");
    const auto bye = texts(playerCard(event(), 9))[0];
    BOOST_TEST(bye[1] == "");
    BOOST_TEST(bye[2] == "pairing-allocated bye");
    BOOST_TEST(bye[6] == "1½");
}
