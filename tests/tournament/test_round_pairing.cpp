// Pairing the next round in process (tournament/round_pairing.h): a round robin learns its
// length, a Swiss event its pairing numbers; no round is paired while the last lacks results;
// rounds get their dates; the last pairing is taken back (manual_pairing.h: unpairLastRound).
#include "tournament/event_setup.h"
#include "tournament/manual_pairing.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <set>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// The pairs of a round, each lower start number first.
std::set<std::pair<int, int>> pairsOf(const Round& round) {
    std::set<std::pair<int, int>> pairs;
    for (const Game& game : round.games)
        pairs.insert({std::min(game.seats[0].player, game.seats[1].player),
                      std::max(game.seats[0].player, game.seats[1].player)});
    return pairs;
}

}  // namespace

// C.04.3: round 1 pairs the top half against the bottom half, 1-3 and 2-4 for four players.
BOOST_AUTO_TEST_CASE(a_swiss_round_one_pairs_top_half_against_bottom_half_and_is_logged) {
    EventFixture fixture(4, 3);
    const std::size_t lines = fixture.log().size();
    const PairedRound paired = pairNextRound(fixture.store);
    BOOST_TEST(paired.round == 1);
    BOOST_TEST(!paired.renumbered);
    BOOST_TEST(paired.explanation.empty());
    const Event event = fixture.event();
    BOOST_REQUIRE_EQUAL(event.rounds.size(), 1u);
    BOOST_TEST(event.rounds[0].number == 1);
    BOOST_TEST((pairsOf(event.rounds[0]) == std::set<std::pair<int, int>>{{1, 3}, {2, 4}}));
    BOOST_TEST(event.rounds[0].games[0].seats[0].player == 1);  // the top board, White by the event's lot
    BOOST_TEST(paired.event.rounds.size() == 1u);
    const std::vector<LogEntry> added = fixture.logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "pair");
    BOOST_TEST(added[0].message == "round 1 paired: 2 boards");
}

BOOST_AUTO_TEST_CASE(an_odd_swiss_field_gives_the_lowest_player_the_pairing_allocated_bye) {
    EventFixture fixture(5, 3);
    pairNextRound(fixture.store);
    const Round round = fixture.event().rounds[0];
    BOOST_TEST(round.games.size() == 2u);
    BOOST_REQUIRE_EQUAL(round.byes.size(), 1u);
    BOOST_TEST(round.byes[0].player == 5);  // C.04.3 C2: the lowest ranked takes it
    BOOST_TEST((round.byes[0].kind == ByeKind::PairingAllocated));
}

// C.04.2 A.2: round 1 of a Swiss event numbers the players by the initial ranking.
BOOST_AUTO_TEST_CASE(a_swiss_round_one_numbers_the_players_by_the_initial_ranking) {
    EventFixture fixture(0, 3);
    registerPlayers(fixture.store,
                    {entrant("Low", 1500), entrant("High", 2500), entrant("Middle", 2000), entrant("Unrated", 0)});
    const PairedRound paired = pairNextRound(fixture.store);
    BOOST_TEST(paired.renumbered);
    BOOST_REQUIRE_EQUAL(paired.notes.size(), 1u);
    BOOST_TEST(paired.notes[0].text() ==
               "Start numbers now follow the initial ranking (rating, title, name; C.04.2 A.2).");
    const Event event = fixture.event();
    BOOST_TEST(event.players[0].name == "High");
    BOOST_TEST(event.players[1].name == "Middle");
    BOOST_TEST(event.players[2].name == "Low");
    BOOST_TEST(event.players[3].name == "Unrated");
}

// C.05 Annex 1: four players play three rounds; round 1 of the Berger table is 1-4, 2-3.
BOOST_AUTO_TEST_CASE(a_round_robin_learns_its_length_at_round_one_and_follows_the_berger_table) {
    EventFixture fixture(4, std::nullopt);
    BOOST_TEST(fixture.event().planned_rounds == 0);
    const PairedRound paired = pairNextRound(fixture.store, true);
    BOOST_TEST(!paired.renumbered);  // a round robin keeps the order the arbiter drew
    BOOST_TEST(!paired.explanation.empty());
    const Event event = fixture.event();
    BOOST_TEST(event.planned_rounds == 3);
    BOOST_TEST((pairsOf(event.rounds[0]) == std::set<std::pair<int, int>>{{1, 4}, {2, 3}}));
    enterAll(fixture.store, 1);
    pairNextRound(fixture.store);
    enterAll(fixture.store, 2);
    pairNextRound(fixture.store);
    enterAll(fixture.store, 3);
    // Everyone met everyone once.
    std::set<std::pair<int, int>> met;
    const Event played = fixture.event();
    for (const Round& round : played.rounds)
        for (const auto& pair : pairsOf(round)) BOOST_TEST(met.insert(pair).second);
    BOOST_TEST(met.size() == 6u);
    checkFails(
        fixture.store, [&] { pairNextRound(fixture.store); }, "all 3 rounds are paired");
}

// C.05 Annex 1: the second cycle repeats the first with colours reversed.
BOOST_AUTO_TEST_CASE(a_double_round_robin_plays_every_pair_twice_with_colours_reversed) {
    MemoryEventStore store;
    createEvent(store, settingsFor("chess", "double-round-robin"));
    registerPlayers(store, entrants(4));
    for (int round = 1; round <= 4; ++round) {
        pairNextRound(store);
        enterAll(store, round);
    }
    const Event event = store.load();
    BOOST_TEST(event.planned_rounds == 6);
    for (const Game& game : event.rounds[0].games) {
        const Game* again = event.rounds[3].gameOf(game.seats[0].player);
        BOOST_REQUIRE(again);
        BOOST_TEST(again->seats[0].player == game.seats[1].player);
        BOOST_TEST(again->seats[1].player == game.seats[0].player);
    }
}

BOOST_AUTO_TEST_CASE(no_round_is_paired_while_the_last_lacks_results) {
    EventFixture fixture(4, 3);
    pairNextRound(fixture.store);
    enterResult(fixture.store, resultEntry(1, 1, "1-0"));
    checkFails(
        fixture.store, [&] { pairNextRound(fixture.store); }, "round 1 still lacks results");
    BOOST_TEST(fixture.event().rounds.size() == 1u);
}

// C.04.1 b: two players meet once; round 2 of four players after 1-3 and 2-4 pairs the winners.
BOOST_AUTO_TEST_CASE(a_swiss_round_two_pairs_the_winners_and_repeats_no_game) {
    EventFixture fixture(4, 3);
    pairNextRound(fixture.store);
    enterAll(fixture.store, 1);  // White wins on both boards
    const Event after_one = fixture.event();
    std::set<int> winners;
    for (const Game& game : after_one.rounds[0].games) winners.insert(game.seats[0].player);
    pairNextRound(fixture.store);
    const Event event = fixture.event();
    bool winners_met = false;
    for (const Game& game : event.rounds[1].games) {
        BOOST_TEST(pairsOf(after_one.rounds[0])
                       .count({std::min(game.seats[0].player, game.seats[1].player),
                               std::max(game.seats[0].player, game.seats[1].player)}) == 0u);
        winners_met = winners_met || (winners.count(game.seats[0].player) && winners.count(game.seats[1].player));
    }
    BOOST_TEST(winners_met);
}

BOOST_AUTO_TEST_CASE(pairing_needs_two_players) {
    EventFixture fixture(1, 3);
    checkFails(
        fixture.store, [&] { pairNextRound(fixture.store); }, "pairing needs at least 2 players; the event has 1");
}

BOOST_AUTO_TEST_CASE(a_round_takes_the_date_given_and_the_arbiter_corrects_it) {
    EventFixture fixture(4, 3);
    pairNextRound(fixture.store, false, "2026-03-01");
    BOOST_TEST(fixture.event().rounds[0].date == "2026-03-01");
    setRoundDate(fixture.store, 1, "2026-03-02");
    BOOST_TEST(fixture.event().rounds[0].date == "2026-03-02");
    BOOST_TEST(fixture.log().back().command == "round-date");
    BOOST_TEST(fixture.log().back().message == "round 1: 2026-03-01 -> 2026-03-02");
    setRoundDate(fixture.store, 1, "");
    BOOST_TEST(fixture.event().rounds[0].date.empty());
    BOOST_TEST(fixture.log().back().message == "round 1: 2026-03-02 -> (none)");
    checkRefused(
        fixture.store, [&] { setRoundDate(fixture.store, 2, "2026-03-03"); }, "round",
        "round 2 is not paired yet (only round 1 is)");
    checkRefused(
        fixture.store, [&] { setRoundDate(fixture.store, 1, "2026-02-29"); }, "date", "'2026-02-29' is not a date");
    checkRefused(
        fixture.store, [&] { pairNextRound(fixture.store, false, "31.13.2026"); }, "date",
        "'31.13.2026' is not a date");
    BOOST_TEST(checkedDate("2024-02-29", "date") == "2024-02-29");  // a leap year
    BOOST_TEST(checkedDate("1.3.2026", "date") == "2026-03-01");    // the day first, as arbiters write it
}

BOOST_AUTO_TEST_CASE(the_last_pairing_is_taken_back_and_with_results_only_on_purpose) {
    EventFixture fixture(4, 3);
    checkRefused(
        fixture.store, [&] { unpairLastRound(fixture.store); }, "", "no round is paired");
    pairNextRound(fixture.store);
    enterAll(fixture.store, 1);
    pairNextRound(fixture.store);
    const Unpairing first = unpairLastRound(fixture.store);
    BOOST_TEST(first.round == 2);
    BOOST_TEST(first.lost_results.empty());
    BOOST_TEST(fixture.event().rounds.size() == 1u);
    BOOST_TEST(fixture.log().back().command == "unpair");
    BOOST_TEST(fixture.log().back().message == "round 2 unpaired");
    // Round 1 has its results: only with force, and they are named.
    checkRefused<ForceRequired>(
        fixture.store, [&] { unpairLastRound(fixture.store); }, "",
        "round 1 already has results (board 1: 1-0, board 2: 1-0)");
    const Unpairing forced = unpairLastRound(fixture.store, true);
    BOOST_TEST(texts(forced.lost_results) == std::vector<std::string>({"board 1: 1-0", "board 2: 1-0"}));
    BOOST_TEST(fixture.event().rounds.empty());
    BOOST_TEST(fixture.log().back().command == "unpair --force");
    BOOST_TEST(fixture.log().back().message == "round 1 unpaired; results removed: board 1: 1-0, board 2: 1-0");
    // Paired again, round 1 is the same.
    pairNextRound(fixture.store);
    BOOST_TEST((pairsOf(fixture.event().rounds[0]) == std::set<std::pair<int, int>>{{1, 3}, {2, 4}}));
}
