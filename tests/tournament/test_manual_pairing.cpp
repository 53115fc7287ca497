// Pairings changed by hand in process (tournament/manual_pairing.h): only the last round and
// before its results; every change logged; a change that breaks a pairing rule is made with a
// warning that names the rule.
#include "tournament/manual_pairing.h"
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Four players of a Swiss event, round 1 paired: board 1 is 1 - 3, board 2 is 4 - 2 (C.04.3:
// top half against bottom half, colours alternating from the top board). Outside FIDE mode,
// which would add its comparison with the engine's pairing (fide_mode.h) to every change.
struct RoundOnePaired : EventFixture {
    explicit RoundOnePaired(bool fide_mode = false) : EventFixture(4, 5, "chess", fide_mode) {
        pairNextRound(store);
        const Round round = event().rounds[0];
        BOOST_REQUIRE(board(round, 1) == std::make_pair(1, 3));
        BOOST_REQUIRE(board(round, 2) == std::make_pair(4, 2));
    }

    static std::pair<int, int> board(const Round& round, int number) {
        for (const Game& game : round.games)
            if (game.board == number) return {game.seats[0].player, game.seats[1].player};
        return {0, 0};
    }
    std::pair<int, int> board(int round, int number) { return board(event().rounds.at(round - 1), number); }
};

}  // namespace

BOOST_FIXTURE_TEST_CASE(two_boards_exchange_their_black_players_and_the_change_is_logged, RoundOnePaired) {
    const std::size_t lines = log().size();
    const PairingChange change = swapOpponents(store, 1, 1, 2);
    BOOST_TEST(texts(change.done) ==
               std::vector<std::string>({"board 1: 1 Player 1 - 2 Player 2", "board 2: 4 Player 4 - 3 Player 3"}));
    BOOST_TEST(change.warnings.empty());
    BOOST_TEST((board(1, 1) == std::make_pair(1, 2)));
    BOOST_TEST((board(1, 2) == std::make_pair(4, 3)));
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "pairing");
    BOOST_TEST(added[0].message ==
               "round 1, opponents swapped: board 1: 1 Player 1 - 2 Player 2; board 2: 4 Player 4 - 3 Player 3");
    checkRefused(
        store, [&] { swapOpponents(store, 1, 2, 2); }, "board", "name two different boards");
    checkRefused(
        store, [&] { swapOpponents(store, 1, 1, 3); }, "board", "round 1 has no board 3");
}

BOOST_FIXTURE_TEST_CASE(white_and_black_change_places, RoundOnePaired) {
    const PairingChange change = swapColours(store, 1, 2);
    BOOST_TEST(texts(change.done) == std::vector<std::string>({"board 2: 2 Player 2 - 4 Player 4"}));
    BOOST_TEST((board(1, 2) == std::make_pair(2, 4)));
    BOOST_TEST(log().back().message == "round 1, colours swapped: board 2: 2 Player 2 - 4 Player 4");
}

// The players who sat on the board take the places the newcomers left: every player keeps
// exactly one place in the round.
BOOST_FIXTURE_TEST_CASE(a_board_set_by_hand_moves_the_displaced_players_to_the_places_left, RoundOnePaired) {
    const PairingChange change = setBoard(store, 1, 1, 4, 1);
    BOOST_TEST(texts(change.done) == std::vector<std::string>({"board 1: 4 Player 4 - 1 Player 1"}));
    BOOST_TEST((board(1, 1) == std::make_pair(4, 1)));
    // 4 left White on board 2 and 3 lost his seat on board 1: 3 sits where 4 sat.
    BOOST_TEST((board(1, 2) == std::make_pair(3, 2)));
    BOOST_TEST(log().back().message == "round 1, board set: board 1: 4 Player 4 - 1 Player 1");
}

BOOST_FIXTURE_TEST_CASE(a_board_set_by_hand_is_refused_for_a_player_not_in_the_round, RoundOnePaired) {
    checkRefused(
        store, [&] { setBoard(store, 1, 1, 2, 2); }, "black", "a player cannot meet himself");
    checkRefused(
        store, [&] { setBoard(store, 1, 1, 7, 2); }, "white", "no player 7 (the event has 4)");
    registerPlayers(store, {entrant("Late", 1000)});  // late: absent in round 1
    checkRefused(
        store, [&] { setBoard(store, 1, 1, 1, 5); }, "black",
        "5 is not paired in round 1 (absent or with a requested bye)");
}

BOOST_FIXTURE_TEST_CASE(only_the_last_round_changes_and_only_before_its_results, RoundOnePaired) {
    checkRefused(
        store, [&] { swapColours(store, 2, 1); }, "round", "'2' is not a paired round");
    enterResult(store, resultEntry(1, 2, "1-0"));
    checkRefused(
        store, [&] { swapColours(store, 1, 1); }, "round",
        "round 1 already has results (board 2); pairings change before results");
    enterAll(store, 1);
    pairNextRound(store);
    checkRefused(
        store, [&] { swapColours(store, 1, 1); }, "round",
        "round 1 is not the last paired round (2); later pairings stand on it");
}

// C.04.1 b: two players meet once. The arbiter may pair them again; he is told.
BOOST_FIXTURE_TEST_CASE(a_rematch_by_hand_is_made_with_a_warning_that_names_the_rule, RoundOnePaired) {
    enterAll(store, 1);
    pairNextRound(store);
    const Round second = event().rounds[1];
    const int board_of_1 = second.gameOf(1)->board;
    const std::size_t lines = log().size();
    const PairingChange change = setBoard(store, 2, board_of_1, 3, 1);
    BOOST_TEST((board(2, board_of_1) == std::make_pair(3, 1)));
    bool named = false;
    for (const std::string& warning : texts(change.warnings))
        named = named || warning == "board " + std::to_string(board_of_1) +
                                        ": 3 and 1 met in round 1 (C.04.1 b: two players meet once)";
    BOOST_TEST(named);
    BOOST_TEST(logSince(lines).at(0).message.find("; warning: board " + std::to_string(board_of_1) +
                                                  ": 3 and 1 met in round 1") != std::string::npos);
}

struct RoundOnePairedInFideMode : RoundOnePaired {
    RoundOnePairedInFideMode() : RoundOnePaired(true) {}
};

// Issue 37, FIDE mode: a pairing changed by hand is compared with the engine's (C.04.2 1.4),
// warned and logged; changed back to the engine's, it says no difference.
BOOST_FIXTURE_TEST_CASE(fide_mode_compares_a_hand_pairing_with_the_engines_warns_and_logs_it_c04_2_1_4,
                        RoundOnePairedInFideMode) {
    const std::size_t lines = log().size();
    const PairingChange change = swapOpponents(store, 1, 1, 2);
    const std::string difference =
        "round 1 differs from the engine's pairing (C.04.2 1.4): it pairs 1-2, 4-3 where the engine pairs 1-3, 4-2";
    BOOST_TEST(texts(change.warnings) == std::vector<std::string>{difference});
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "pairing");
    BOOST_TEST(added[0].message.find("; warning: " + difference) != std::string::npos);
    const PairingChange back = swapOpponents(store, 1, 1, 2);
    BOOST_TEST(back.warnings.empty());
    BOOST_TEST(swapColours(store, 1, 2).warnings.size() == 1u);
    BOOST_TEST(log().back().message.find("it pairs 2-4 where the engine pairs 4-2") != std::string::npos);
}

// C.04.3 C1: the arbiter's forbidden pairs are warned about like a rematch.
BOOST_FIXTURE_TEST_CASE(a_forbidden_pair_set_by_hand_is_warned_about, RoundOnePaired) {
    forbidPairs(store, {1, 2});
    const PairingChange change = swapOpponents(store, 1, 1, 2);
    const std::vector<std::string> warnings = texts(change.warnings);
    BOOST_TEST(std::count(warnings.begin(), warnings.end(), "board 1: 1 and 2 are a forbidden pair (C.04.3 C1)") == 1);
}

// C.05: the Berger table is fixed; a change by hand is allowed and named.
BOOST_AUTO_TEST_CASE(a_round_robin_changed_by_hand_warns_that_the_berger_table_changed) {
    EventFixture fixture(4, std::nullopt);
    pairNextRound(fixture.store);
    const PairingChange change = swapColours(fixture.store, 1, 1);
    const std::vector<std::string> warnings = texts(change.warnings);
    BOOST_TEST(std::count(warnings.begin(), warnings.end(), "board 1: the Berger table (C.05) is changed") == 1);
}

BOOST_AUTO_TEST_CASE(tables_of_four_are_not_changed_by_hand) {
    EventFixture fixture(8, 3, "chaturaji");
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store, [&] { swapColours(fixture.store, 1, 1); }, "board", "pairings by hand are for two-player games");
}
