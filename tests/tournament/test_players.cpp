// The players' use cases in process (tournament/players.h, initial_ranking.h): registering,
// second entries of one person, editing, removing before the first game, withdrawing and
// taking it back, late entries with the rounds they missed, and the initial ranking (C.04.2).
#include "tournament/initial_ranking.h"
#include "tournament/requests.h"
#include "tournament/results.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

BOOST_AUTO_TEST_CASE(players_take_the_next_start_numbers_and_each_is_logged) {
    EventFixture fixture(0);
    const Registration first = registerPlayers(fixture.store, entrants(2));
    BOOST_TEST(first.start_numbers == std::vector<int>({1, 2}));
    BOOST_TEST(!first.late);
    const Registration second = registerPlayers(fixture.store, {entrant("Rahman, Tanvir", 2100)});
    BOOST_TEST(second.start_numbers == std::vector<int>({3}));
    const Event event = fixture.event();
    BOOST_REQUIRE_EQUAL(event.players.size(), 3u);
    BOOST_TEST(event.players[2].name == "Rahman, Tanvir");
    BOOST_TEST(event.players[2].start_no == 3);
    BOOST_TEST(event.players[2].rating == 2100);
    const std::vector<LogEntry> log = fixture.log();
    BOOST_REQUIRE_EQUAL(log.size(), 3u);
    BOOST_TEST(log[2].command == "player add");
    BOOST_TEST(log[2].message == "3 Rahman, Tanvir");
}

BOOST_AUTO_TEST_CASE(fields_as_typed_are_checked_and_name_the_field_at_fault) {
    const Player player = playerFromFields(
        {{"name", "Iyer, Karthik"}, {"rating", "2215"}, {"title", "FM"}, {"federation", "IND"}});
    BOOST_TEST(player.name == "Iyer, Karthik");
    BOOST_TEST(player.rating == 2215);
    BOOST_TEST(player.title == "FM");
    BOOST_TEST(player.federation == "IND");
    try {
        playerFromFields({{"name", "Iyer, Karthik"}, {"title", "Grandmaster"}});
        BOOST_ERROR("a bad title was taken");
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == "title");
        BOOST_TEST(std::string(refusal.what()) == "'Grandmaster' is not a title (GM, IM, WFM, ...)");
    }
    BOOST_CHECK_THROW(playerFromFields({{"rating", "2215"}}), UnusableRequest);
}

BOOST_AUTO_TEST_CASE(a_second_entry_of_the_same_person_is_refused_unless_allowed) {
    EventFixture fixture(3);
    // Same name and year of birth as player 2.
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {entrant("Player 2", 1500)}); }, "players",
        "Player 2 has the name and year of birth of player 2 Player 2 (--allow-duplicate registers him all the same)");
    // The same FIDE id, within one list.
    Player a = entrant("Das, Arjun", 1900), b = entrant("Das, A.", 1900, 1991);
    a.fide_id = b.fide_id = "5012345";
    checkRefused(
        fixture.store,
        [&] {
            registerPlayers(fixture.store, {a, b});
        },
        "players", "Das, A. has the FIDE id 5012345 of an earlier player of the list");
    BOOST_TEST(fixture.event().players.size() == 3u);
    const Registration allowed = registerPlayers(fixture.store, {entrant("Player 2", 1500)}, {}, true);
    BOOST_TEST(allowed.start_numbers == std::vector<int>({4}));
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {}); }, "players", "no players to register");
}

// C.04.2 A.2: before round 1 of a Swiss event the start numbers follow the initial ranking.
BOOST_AUTO_TEST_CASE(an_edit_before_round_one_ranks_the_players_again_and_is_logged) {
    EventFixture fixture(4);
    const std::size_t lines = fixture.log().size();
    const PlayerEdit edit = editPlayer(fixture.store, 3, {{"rating", "2500"}, {"title", "IM"}});
    BOOST_TEST(edit.name == "Player 3");
    BOOST_TEST(texts(edit.changes) == std::vector<std::string>({"rating 2360 -> 2500", "title (none) -> IM"}));
    BOOST_TEST(edit.reranked);
    const Event event = fixture.event();
    BOOST_TEST(names(event) == std::vector<std::string>({"Player 3", "Player 1", "Player 2", "Player 4"}));
    BOOST_TEST(event.players[0].start_no == 1);
    BOOST_TEST(event.players[0].rating == 2500);
    BOOST_TEST(event.players[0].title == "IM");
    const std::vector<LogEntry> added = fixture.logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "player edit");
    BOOST_TEST(added[0].message == "3 Player 3: rating 2360 -> 2500, title (none) -> IM");
}

BOOST_AUTO_TEST_CASE(an_edit_after_round_one_keeps_the_pairing_numbers) {
    EventFixture fixture(4);
    pairNextRound(fixture.store);
    const PlayerEdit edit = editPlayer(fixture.store, 4, {{"rating", "2600"}});
    BOOST_TEST(!edit.reranked);
    BOOST_TEST(fixture.event().players[3].name == "Player 4");
    BOOST_TEST(fixture.event().players[3].rating == 2600);
    BOOST_REQUIRE_EQUAL(edit.notes.size(), 1u);
    BOOST_TEST(edit.notes[0].text() ==
               "Pairing numbers stay as they are once round 1 is paired; the change is logged.");
}

BOOST_AUTO_TEST_CASE(an_edit_of_an_unknown_player_or_a_bad_field_changes_nothing) {
    EventFixture fixture(4);
    checkRefused(
        fixture.store,
        [&] {
            editPlayer(fixture.store, 9, {{"rating", "2000"}});
        },
        "start_no", "no player 9 (the event has 4)");
    checkRefused(
        fixture.store,
        [&] {
            editPlayer(fixture.store, 2, {{"rating", "2000"}, {"fide_id", "x12"}});
        },
        "fide_id", "'x12' is not a FIDE id");
    checkRefused<UnusableRequest>(
        fixture.store, [&] { editPlayer(fixture.store, 2, {}); }, "fields", "name at least one field to change");
    BOOST_TEST(fixture.event().players[1].rating == 2380);
    // A change to the same values changes nothing and is not logged.
    const std::size_t lines = fixture.log().size();
    BOOST_TEST(editPlayer(fixture.store, 2, {{"rating", "2380"}}).changes.empty());
    BOOST_TEST(fixture.log().size() == lines);
}

BOOST_AUTO_TEST_CASE(a_player_removed_before_his_first_game_takes_what_names_him_along) {
    EventFixture fixture(5);
    requestBye(fixture.store, 2, 2, ByeKind::Half);
    requestBye(fixture.store, 2, 4, ByeKind::Zero);
    forbidPairs(fixture.store, {2, 5});
    forbidPairs(fixture.store, {3, 5});
    BOOST_TEST(removePlayer(fixture.store, 2) == "Player 2");
    const Event event = fixture.event();
    BOOST_TEST(names(event) == std::vector<std::string>({"Player 1", "Player 3", "Player 4", "Player 5"}));
    BOOST_TEST(event.players[1].start_no == 2);
    // His request and his forbidden pair go; the others follow their players' new numbers.
    BOOST_REQUIRE_EQUAL(event.requested_byes.size(), 1u);
    BOOST_TEST(event.requested_byes[0].player == 3);
    BOOST_TEST((event.requested_byes[0].kind == ByeKind::Zero));
    BOOST_REQUIRE_EQUAL(event.forbidden_pairs.size(), 1u);
    BOOST_TEST(event.forbidden_pairs[0].first == 2);
    BOOST_TEST(event.forbidden_pairs[0].second == 4);
    BOOST_TEST(fixture.log().back().command == "player remove");
    BOOST_TEST(fixture.log().back().message == "2 Player 2 removed; the players after him moved up");
}

BOOST_AUTO_TEST_CASE(a_player_who_was_paired_is_withdrawn_not_removed) {
    EventFixture fixture(4);
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store, [&] { removePlayer(fixture.store, 3); }, "start_no",
        "3 Player 3 was paired in round 1; a player who has played is withdrawn, not removed");
    checkRefused(
        fixture.store, [&] { removePlayer(fixture.store, 5); }, "start_no", "no player 5");
}

// FIDE Laws 6.9 as the withdrawal applies it: a game paired and not played is lost by forfeit.
BOOST_AUTO_TEST_CASE(a_withdrawal_from_a_paired_round_forfeits_his_game_there) {
    EventFixture fixture(4);
    pairNextRound(fixture.store);
    const Event paired = fixture.event();
    const Game& game = *paired.rounds[0].gameOf(1);
    const Withdrawal done = withdrawPlayer(fixture.store, 1, 1);
    BOOST_TEST(done.name == "Player 1");
    BOOST_TEST(done.from_round == 1);
    BOOST_TEST(texts(done.forfeits) == std::vector<std::string>({"round 1 board " + std::to_string(game.board)}));
    const Event event = fixture.event();
    const Game& stored = *event.rounds[0].gameOf(1);
    BOOST_TEST(stored.seats[stored.seatOf(1)].outcome == Outcome::ForfeitLoss);
    BOOST_TEST(stored.seats[1 - stored.seatOf(1)].outcome == Outcome::ForfeitWin);
    BOOST_TEST(event.players[0].withdrawn_from_round == 1);
    BOOST_TEST(fixture.log().back().command == "player withdraw");
    BOOST_TEST(fixture.log().back().message ==
               "1 Player 1 withdrawn from round 1; lost by forfeit: round 1 board " + std::to_string(game.board));
    checkRefused(
        fixture.store, [&] { withdrawPlayer(fixture.store, 1); }, "start_no",
        "1 Player 1 is already withdrawn from round 1");
}

BOOST_AUTO_TEST_CASE(a_withdrawal_leaves_him_out_of_later_pairings_and_his_requested_byes_lapse) {
    EventFixture fixture(5);
    requestBye(fixture.store, 3, 2, ByeKind::Half);
    pairNextRound(fixture.store);
    enterAll(fixture.store, 1);
    const Withdrawal done = withdrawPlayer(fixture.store, 2);  // from the next round: 2
    BOOST_TEST(done.from_round == 2);
    BOOST_TEST(done.forfeits.empty());
    BOOST_TEST(fixture.event().requested_byes.empty());
    pairNextRound(fixture.store);
    const Round second = fixture.event().rounds[1];
    BOOST_TEST(second.gameOf(2) == nullptr);
    BOOST_TEST(second.games.size() == 2u);  // the other four play
}

BOOST_AUTO_TEST_CASE(a_withdrawal_is_refused_where_he_has_a_result_or_the_round_does_not_exist) {
    EventFixture fixture(4);
    pairNextRound(fixture.store);
    enterAll(fixture.store, 1);
    checkRefused(
        fixture.store, [&] { withdrawPlayer(fixture.store, 1, 1); }, "from_round",
        "1 Player 1 has a result in round 1; withdraw from a later round");
    checkRefused(
        fixture.store, [&] { withdrawPlayer(fixture.store, 1, 7); }, "from_round",
        "'7' is not a whole number from 1 to 6");
    BOOST_TEST(fixture.event().players[0].withdrawn_from_round == 0);
}

BOOST_AUTO_TEST_CASE(an_undone_withdrawal_pairs_him_again_and_rounds_missed_keep_their_outcome) {
    EventFixture fixture(4);
    pairNextRound(fixture.store);
    enterAll(fixture.store, 1);
    withdrawPlayer(fixture.store, 4);
    pairNextRound(fixture.store);  // without player 4
    BOOST_TEST(fixture.event().rounds[1].gameOf(4) == nullptr);
    const std::string message = undoWithdrawal(fixture.store, 4).text();
    BOOST_TEST(message == "4 Player 4 takes part again from round 3; rounds 2 to 2 keep what the withdrawal gave him");
    BOOST_TEST(fixture.event().players[3].withdrawn_from_round == 0);
    BOOST_TEST(fixture.log().back().command == "player withdraw --undo");
    BOOST_TEST(fixture.log().back().message == message);
    checkRefused(
        fixture.store, [&] { undoWithdrawal(fixture.store, 4); }, "start_no", "4 Player 4 is not withdrawn");
}

// C.04.2: a late entry takes his place in the initial ranking; the rounds he missed score as
// the arbiter says.
BOOST_AUTO_TEST_CASE(a_late_entry_takes_his_place_in_the_ranking_and_a_bye_for_each_missed_round) {
    EventFixture fixture(4);
    pairNextRound(fixture.store);
    const Event before = fixture.event();
    const Registration late = registerPlayers(fixture.store, {entrant("Latecomer", 2390)}, {"half"});
    BOOST_TEST(late.late);
    BOOST_TEST(late.renumbered);
    BOOST_TEST(late.start_numbers == std::vector<int>({2}));
    BOOST_TEST(late.missed.size() == 1u);
    BOOST_TEST((late.missed[0] == ByeKind::Half));
    const Event event = fixture.event();
    BOOST_TEST(names(event) == std::vector<std::string>({"Player 1", "Latecomer", "Player 2", "Player 3", "Player 4"}));
    const Bye* bye = event.rounds[0].byeOf(2);
    BOOST_REQUIRE(bye);
    BOOST_TEST((bye->kind == ByeKind::Half));
    // Round 1's games follow the new numbers: whoever was 2 is now 3.
    const int old_opponent_of_2 = opponentOf(*before.rounds[0].gameOf(2), 2);
    BOOST_TEST(opponentOf(*event.rounds[0].gameOf(3), 3) == (old_opponent_of_2 >= 2 ? old_opponent_of_2 + 1 : 1));
    BOOST_TEST(pointsAfter(event, 2) == Points::half());
    const std::vector<LogEntry> log = fixture.log();
    BOOST_TEST(
        log[log.size() - 2].message.find("late entry at its place in the initial ranking (C.04.2): 2 Latecomer") == 0u);
    BOOST_TEST(log.back().message == "2 Latecomer");
}

BOOST_AUTO_TEST_CASE(missed_rounds_are_given_once_or_once_per_round) {
    EventFixture fixture(4);
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {entrant("Early", 1000)}, {"half"}); }, "missed_rounds",
        "no round is paired yet, so nobody has missed one");
    pairNextRound(fixture.store);
    enterAll(fixture.store, 1);
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store,
        [&] {
            registerPlayers(fixture.store, {entrant("Late", 1000)}, {"half", "full", "zero"});
        },
        "missed_rounds", "3 values for 2 rounds paired (give one, or one per round)");
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {entrant("Late", 1000)}, {"quarter"}); }, "missed_rounds",
        "'quarter' is not zero, half or full");
    const Registration late = registerPlayers(fixture.store, {entrant("Late", 1000)}, {"full", "zero"});
    BOOST_TEST(late.start_numbers == std::vector<int>({5}));
    BOOST_TEST(!late.renumbered);  // rated lowest: the last number anyway
    const Event event = fixture.event();
    BOOST_TEST((event.rounds[0].byeOf(5)->kind == ByeKind::Full));
    BOOST_TEST((event.rounds[1].byeOf(5)->kind == ByeKind::Zero));
}

// C.04.2: once four rounds are paired a late entry takes the next free number.
BOOST_AUTO_TEST_CASE(a_late_entry_after_round_four_keeps_everybodys_number) {
    EventFixture fixture(10, 7);
    for (int round = 1; round <= kLastRoundToRenumber; ++round) {
        pairNextRound(fixture.store);
        enterAll(fixture.store, round, "1/2");
    }
    const Registration late = registerPlayers(fixture.store, {entrant("Strong Latecomer", 2800)});
    BOOST_TEST(late.numbers_kept);
    BOOST_TEST(!late.renumbered);
    BOOST_TEST(late.start_numbers == std::vector<int>({11}));
    BOOST_TEST(fixture.event().players[0].name == "Player 1");
}

// C.05: the Berger table is fixed for the players it was drawn for.
BOOST_AUTO_TEST_CASE(a_round_robin_takes_no_player_once_paired) {
    EventFixture fixture(4, std::nullopt);
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {entrant("Late", 2000)}); }, "",
        "a round robin takes no new players once round 1 is paired");
}

// C.04.2 A.2: rating, then title (GM, IM, WGM, FM, ...), then name.
BOOST_AUTO_TEST_CASE(the_initial_ranking_orders_by_rating_then_title_then_name) {
    Event event;
    std::vector<Player> players = {entrant("Zed", 2300), entrant("Bee", 2300), entrant("Ace", 2300),
                                   entrant("Top", 2500), entrant("Unrated", 0)};
    players[0].title = "IM";
    players[1].title = "FM";
    for (std::size_t i = 0; i < players.size(); ++i) {
        players[i].start_no = static_cast<int>(i) + 1;
        event.players.push_back(players[i]);
    }
    event.forbidden_pairs = {{1, 5}};
    BOOST_TEST(!inInitialRankingOrder(event));
    numberByInitialRanking(event);
    BOOST_TEST(names(event) == std::vector<std::string>({"Top", "Zed", "Bee", "Ace", "Unrated"}));
    BOOST_TEST(inInitialRankingOrder(event));
    // What named the players follows them: Zed (was 1) and Unrated (5) are now 2 and 5.
    BOOST_TEST(event.forbidden_pairs[0].first == 2);
    BOOST_TEST(event.forbidden_pairs[0].second == 5);
}

BOOST_AUTO_TEST_CASE(the_player_list_shows_each_players_status_by_number_or_by_name) {
    EventFixture fixture(0);
    registerPlayers(fixture.store, {entrant("Sen, Mitali", 2200), entrant("Das, Arjun", 2100)});
    pairNextRound(fixture.store);
    enterAll(fixture.store, 1);
    withdrawPlayer(fixture.store, 2);
    const auto by_number = texts(playerList(fixture.event()));
    BOOST_REQUIRE_EQUAL(by_number.size(), 2u);
    BOOST_TEST(by_number[0][1] == "Sen, Mitali");
    BOOST_TEST(by_number[0][8] == "active");
    BOOST_TEST(by_number[1][8] == "withdrawn from round 2");
    const auto by_name = texts(playerList(fixture.event(), true));
    BOOST_TEST(by_name[0][1] == "Das, Arjun");
    BOOST_TEST(by_name[0][0] == "2");
    BOOST_TEST(checkedStartNumber(fixture.event(), 2) == 2);
}

// Team events (tournament/teams.h): each refusal names its field and stores nothing; a roster
// follows its players when the players after a removed one move up.
#include "scoring/team_standings.h"
#include "tournament/round_pairing.h"
#include "tournament/teams.h"

namespace {

// A double round robin of two-board teams with 7 players registered and no team yet.
MemoryEventStore teamEvent() {
    MemoryEventStore store;
    EventSettings settings = settingsFor("chess", "double-round-robin");
    settings.team_boards = 2;
    createEvent(store, settings);
    registerPlayers(store, entrants(7));
    return store;
}

}  // namespace

BOOST_AUTO_TEST_CASE(team_rosters_are_refused_when_short_or_sharing_a_player) {
    MemoryEventStore store = teamEvent();
    BOOST_TEST(addTeam(store, {"A", "", "", {1, 2, 3}}) == 1);
    checkRefused(
        store,
        [&] {
            addTeam(store, {"B", "", "", {4}});
        },
        "roster", "at least 2 players");
    checkRefused(
        store,
        [&] {
            addTeam(store, {"B", "", "", {4, 3}});
        },
        "roster", "player 3 is on team A already");
    checkRefused(
        store,
        [&] {
            addTeam(store, {"B", "", "", {4, 4}});
        },
        "roster", "player 4 is named twice");
    checkRefused(
        store,
        [&] {
            addTeam(store, {"B", "", "", {4, 9}});
        },
        "roster", "no player has start number 9");
    checkRefused(
        store,
        [&] {
            addTeam(store, {"A", "", "", {4, 5}});
        },
        "name", "a team named A");
}

BOOST_AUTO_TEST_CASE(a_removed_player_moves_the_rosters_after_him_and_a_rostered_one_stays) {
    MemoryEventStore store = teamEvent();
    addTeam(store, {"A", "", "", {1, 2}});
    addTeam(store, {"B", "", "", {6, 7}});
    checkRefused(
        store, [&] { removePlayer(store, 2); }, "start_no", "is on the roster of A");
    removePlayer(store, 3);
    BOOST_TEST((store.load().teams->team(2)->roster == std::vector<int>{5, 6}));
}

BOOST_AUTO_TEST_CASE(line_ups_and_board_results_are_checked_against_the_roster) {
    MemoryEventStore store = teamEvent();
    addTeam(store, {"A", "", "", {1, 2, 3}});
    addTeam(store, {"B", "", "", {4, 5, 6}});
    pairNextRound(store, false, "");
    BOOST_TEST_REQUIRE(store.load().teams->rounds[0].matches[0].first_team == 1);  // A has White on board 1
    checkRefused(
        store,
        [&] {
            setLineup(store, {1, 1, {1, 4}});
        },
        "players", "player 4 is not on the roster of A");
    checkRefused(
        store,
        [&] {
            setLineup(store, {1, 1, {3, 1}});
        },
        "players", "keeps the roster's order");
    checkRefused(
        store,
        [&] {
            setLineup(store, {1, 1, {1, 2, 3}});
        },
        "players", "at most 2 players");
    checkRefused(
        store,
        [&] {
            setLineup(store, {2, 1, {1, 2}});
        },
        "round", "round 2 is not paired");
    setLineup(store, {1, 1, {1, 0}});  // board 2 left empty
    checkRefused(
        store,
        [&] {
            enterBoardResult(store, {1, 1, 1, "1-0"});
        },
        "board", "B has given no line-up");
    setLineup(store, {1, 2, {4, 6}});
    checkRefused(
        store,
        [&] {
            enterBoardResult(store, {1, 1, 2, "1-0"});
        },
        "board", "A left board 2 empty");
    checkRefused(
        store,
        [&] {
            enterBoardResult(store, {1, 1, 1, "2-0"});
        },
        "result", "is not a result");
    enterBoardResult(store, {1, 1, 1, "1-0"});  // board 1: White, the first team's player, wins
    checkRefused<ForceRequired>(
        store,
        [&] {
            enterBoardResult(store, {1, 1, 1, "0-1"});
        },
        "", "has a result already");
    // A won board 1 over the board and lost board 2, left empty, by forfeit: a drawn match.
    const Event event = store.load();
    for (const Standing& standing : computeTeamStandings(event)) {
        BOOST_TEST((standing.points == Points::whole(1)));
        BOOST_TEST(standing.tiebreak_text[0] == "1.0");  // GP
    }
}
