// What a Swiss pairing must respect besides the rounds played, in process
// (tournament/requests.h): byes requested in advance (C.04.2) and forbidden pairs (C.04.3 C1).
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

bool met(const Round& round, int a, int b) {
    const Game* game = round.gameOf(a);
    return game && game->seatOf(b) >= 0;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_requested_bye_is_kept_for_its_round_and_listed) {
    EventFixture fixture(6);
    BOOST_TEST(requestBye(fixture.store, 2, 3, ByeKind::Half) == "Player 3");
    requestBye(fixture.store, 1, 5, ByeKind::Zero);
    const Event event = fixture.event();
    BOOST_REQUIRE_EQUAL(event.requested_byes.size(), 2u);
    BOOST_TEST(event.requested_byes[0].round == 2);
    BOOST_TEST(event.requested_byes[0].player == 3);
    BOOST_TEST((event.requested_byes[0].kind == ByeKind::Half));
    BOOST_TEST((texts(pendingByeList(event)) ==
                std::vector<std::vector<std::string>>{{"1", "5", "Player 5", "Z"}, {"2", "3", "Player 3", "H"}}));
}

// C.04.2: a player who asked for a bye is left out of the round and scores the bye.
BOOST_AUTO_TEST_CASE(the_pairing_leaves_a_requested_bye_out_and_scores_it) {
    EventFixture fixture(5);
    requestBye(fixture.store, 1, 1, ByeKind::Half);
    pairNextRound(fixture.store);
    const Event event = fixture.event();
    const Round& round = event.rounds[0];
    BOOST_TEST(round.gameOf(1) == nullptr);
    const Bye* bye = round.byeOf(1);
    BOOST_REQUIRE(bye);
    BOOST_TEST((bye->kind == ByeKind::Half));
    BOOST_TEST(round.games.size() == 2u);  // the other four play
    BOOST_TEST(pointsAfter(event, 1) == Points::half());
    // Once the round is paired the request is no longer pending.
    BOOST_TEST(pendingByeList(event).rows.empty());
}

BOOST_AUTO_TEST_CASE(a_bye_request_is_refused_for_a_paired_or_unknown_round_twice_or_when_withdrawn) {
    EventFixture fixture(4, 5);
    requestBye(fixture.store, 2, 3, ByeKind::Half);
    checkRefused(
        fixture.store, [&] { requestBye(fixture.store, 2, 3, ByeKind::Zero); }, "start_no",
        "3 already has a half-point bye in round 2 (tourney bye remove takes it back)");
    checkRefused(
        fixture.store, [&] { requestBye(fixture.store, 6, 3, ByeKind::Half); }, "round",
        "'6' is not a whole number from 1 to 5");
    checkRefused(
        fixture.store, [&] { requestBye(fixture.store, 3, 9, ByeKind::Half); }, "start_no",
        "no player 9 (the event has 4)");
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store, [&] { requestBye(fixture.store, 1, 2, ByeKind::Half); }, "round",
        "round 1 is already paired; a bye is requested before its pairing");
    withdrawPlayer(fixture.store, 4, 3);
    checkRefused(
        fixture.store, [&] { requestBye(fixture.store, 3, 4, ByeKind::Half); }, "start_no",
        "4 Player 4 is withdrawn from round 3");
    BOOST_TEST(fixture.event().requested_byes.size() == 1u);
}

BOOST_AUTO_TEST_CASE(a_requested_bye_is_cancelled_before_its_round) {
    EventFixture fixture(4);
    requestBye(fixture.store, 3, 2, ByeKind::Full);
    checkRefused(
        fixture.store, [&] { cancelBye(fixture.store, 3, 1); }, "start_no", "1 has no bye requested for round 3");
    cancelBye(fixture.store, 3, 2);
    BOOST_TEST(fixture.event().requested_byes.empty());
}

// C.05: a round robin's table is fixed; neither byes nor forbidden pairs change it.
BOOST_AUTO_TEST_CASE(a_round_robin_takes_no_requests) {
    EventFixture fixture(4, std::nullopt);
    checkRefused(
        fixture.store, [&] { requestBye(fixture.store, 1, 1, ByeKind::Half); }, "",
        "byes are requested in Swiss events");
    checkRefused(
        fixture.store,
        [&] {
            forbidPairs(fixture.store, {1, 2});
        },
        "", "forbidden pairs apply to Swiss events");
}

BOOST_AUTO_TEST_CASE(bye_kinds_are_named_half_zero_or_full) {
    BOOST_TEST((requestedByeKind("half") == ByeKind::Half));
    BOOST_TEST((requestedByeKind("zero") == ByeKind::Zero));
    BOOST_TEST((requestedByeKind("full") == ByeKind::Full));
    try {
        requestedByeKind("quarter");
        BOOST_ERROR("an unknown kind was taken");
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == "kind");
        BOOST_TEST(std::string(refusal.what()) == "'quarter' is not one of half, zero, full");
    }
}

BOOST_AUTO_TEST_CASE(a_team_forbids_every_two_of_its_players_once) {
    EventFixture fixture(6);
    const Forbidding team = forbidPairs(fixture.store, {3, 1, 5});
    BOOST_TEST(team.added == 3);
    BOOST_TEST(team.known == 0);
    const Forbidding again = forbidPairs(fixture.store, {5, 1, 6});
    BOOST_TEST(again.added == 2);  // 1-6 and 5-6; 1-5 is known
    BOOST_TEST(again.known == 1);
    BOOST_TEST((texts(forbiddenPairList(fixture.event())) ==
                std::vector<std::vector<std::string>>{{"1", "Player 1", "3", "Player 3"},
                                                      {"1", "Player 1", "5", "Player 5"},
                                                      {"1", "Player 1", "6", "Player 6"},
                                                      {"3", "Player 3", "5", "Player 5"},
                                                      {"5", "Player 5", "6", "Player 6"}}));
}

BOOST_AUTO_TEST_CASE(a_forbidden_pair_is_refused_for_fewer_than_two_players_or_one_named_twice) {
    EventFixture fixture(4);
    checkRefused(
        fixture.store, [&] { forbidPairs(fixture.store, {2}); }, "start_nos", "name at least two players, e.g. 3,7");
    checkRefused(
        fixture.store,
        [&] {
            forbidPairs(fixture.store, {2, 2});
        },
        "start_nos", "2 is named twice");
    checkRefused(
        fixture.store,
        [&] {
            forbidPairs(fixture.store, {2, 8});
        },
        "start_nos", "no player 8 (the event has 4)");
    BOOST_TEST(fixture.event().forbidden_pairs.empty());
}

// C.04.3 C1: a forbidden pair does not meet; four players pair 1-3, 2-4 in round 1 otherwise.
BOOST_AUTO_TEST_CASE(the_pairing_keeps_a_forbidden_pair_apart) {
    EventFixture fixture(4);
    forbidPairs(fixture.store, {1, 3});
    pairNextRound(fixture.store);
    const Round round = fixture.event().rounds[0];
    BOOST_TEST(round.games.size() == 2u);
    BOOST_TEST(!met(round, 1, 3));
}

BOOST_AUTO_TEST_CASE(allowed_again_a_pair_may_meet_and_allowing_none_is_refused) {
    EventFixture fixture(4);
    forbidPairs(fixture.store, {1, 3, 4});
    allowPairs(fixture.store, {1, 3});
    BOOST_TEST((
        texts(forbiddenPairList(fixture.event())) ==
        std::vector<std::vector<std::string>>{{"1", "Player 1", "4", "Player 4"}, {"3", "Player 3", "4", "Player 4"}}));
    checkRefused(
        fixture.store,
        [&] {
            allowPairs(fixture.store, {1, 2});
        },
        "start_nos", "no pair among them is forbidden");
    allowPairs(fixture.store, {1, 3, 4});
    BOOST_TEST(fixture.event().forbidden_pairs.empty());
    pairNextRound(fixture.store);
    BOOST_TEST(met(fixture.event().rounds[0], 1, 3));
}

// Issue 37, FIDE mode: forbidden pairs only before round 1 (C.04.2 1.5); afterwards adding or
// taking one back is refused with its field, and nothing is stored. Outside FIDE mode they change
// as before.
BOOST_AUTO_TEST_CASE(fide_mode_takes_forbidden_pairs_only_before_round_one_c04_2_1_5) {
    EventFixture fixture(6);
    forbidPairs(fixture.store, {1, 2});
    pairNextRound(fixture.store);
    const std::string locked = "forbidden pairs are locked in FIDE mode once round 1 is paired (C.04.2 1.5";
    checkRefused(
        fixture.store,
        [&] {
            forbidPairs(fixture.store, {3, 4});
        },
        "start_nos", locked);
    checkRefused(
        fixture.store,
        [&] {
            allowPairs(fixture.store, {1, 2});
        },
        "start_nos", locked);
    BOOST_TEST(fixture.event().forbidden_pairs.size() == 1u);
    EventFixture club(6, 5, "chess", /*fide_mode=*/false);
    pairNextRound(club.store);
    BOOST_TEST(forbidPairs(club.store, {3, 4}).added == 1);
}

// Issue 31 item 11: the lists of forbidden pairs and of requested byes name the players, not
// only their numbers.
BOOST_AUTO_TEST_CASE(item_11_forbid_and_bye_lists_name_the_players) {
    EventFixture fixture(6);
    forbidPairs(fixture.store, {2, 5});
    requestBye(fixture.store, 2, 4, ByeKind::Half);
    BOOST_TEST((texts(forbiddenPairList(fixture.event())) ==
                std::vector<std::vector<std::string>>{{"2", "Player 2", "5", "Player 5"}}));
    BOOST_TEST(forbiddenPairList(fixture.event()).columns[1].header == "first name");
    BOOST_TEST(
        (texts(pendingByeList(fixture.event())) == std::vector<std::vector<std::string>>{{"2", "4", "Player 4", "H"}}));
}
