// Entering results in process (tournament/results.h): one board, a round at once, a second
// result only on purpose, a correction after a later pairing stood on it, clearing one.
#include "formats/input_error.h"
#include "tournament/results.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Four players of a five-round Swiss event with round 1 paired.
struct RoundOnePaired : EventFixture {
    RoundOnePaired() : EventFixture(4, 5) { pairNextRound(store); }
};

ResultEntry clearing(int round, int board, bool force = false) {
    ResultEntry entry = resultEntry(round, board, "", force);
    entry.clear = true;
    return entry;
}

}  // namespace

BOOST_FIXTURE_TEST_CASE(a_result_is_stored_on_its_board_and_logged_with_the_stores_time, RoundOnePaired) {
    store.setTime("2026-03-01T15:30:00Z");
    const std::size_t lines = log().size();
    const Game board1 = event().rounds[0].games[0];
    const EnteredResult entered = enterResult(store, resultEntry(1, 1, "1-0"));
    BOOST_TEST(entered.where.text() == "round 1 board 1");
    BOOST_TEST(entered.players ==
               std::to_string(board1.seats[0].player) + " Player " + std::to_string(board1.seats[0].player) + " - " +
                   std::to_string(board1.seats[1].player) + " Player " + std::to_string(board1.seats[1].player));
    BOOST_TEST(entered.result == "1-0");
    BOOST_TEST(entered.before.empty());
    BOOST_TEST(entered.warnings.empty());
    const Game stored = event().rounds[0].games[0];
    BOOST_TEST(stored.seats[0].outcome == Outcome::Win);
    BOOST_TEST(stored.seats[1].outcome == Outcome::Loss);
    BOOST_TEST(event().rounds[0].games[1].seats[0].outcome == Outcome::Pending);  // the other board untouched
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "result");
    BOOST_TEST(added[0].message == "round 1 board 1: 1-0");
    BOOST_TEST(added[0].logged_at == "2026-03-01T15:30:00Z");
}

BOOST_FIXTURE_TEST_CASE(a_draw_and_a_forfeit_are_stored_as_typed_and_printed_for_people, RoundOnePaired) {
    BOOST_TEST(enterResult(store, resultEntry(1, 1, "=")).result == "\xC2\xBD-\xC2\xBD");
    BOOST_TEST(enterResult(store, resultEntry(1, 2, "+/-")).result == "+/-");
    const Round round = event().rounds[0];
    BOOST_TEST(round.games[0].seats[0].outcome == Outcome::Draw);
    BOOST_TEST(round.games[0].seats[1].outcome == Outcome::Draw);
    BOOST_TEST(round.games[1].seats[0].outcome == Outcome::ForfeitWin);
    BOOST_TEST(round.games[1].seats[1].outcome == Outcome::ForfeitLoss);
    BOOST_TEST(round.complete());
}

BOOST_FIXTURE_TEST_CASE(a_result_for_a_round_not_paired_or_a_board_it_lacks_is_refused, RoundOnePaired) {
    checkRefused(
        store, [&] { enterResult(store, resultEntry(2, 1, "1-0")); }, "round",
        "round 2 is not paired yet (only round 1 is)");
    checkRefused(
        store, [&] { enterResult(store, resultEntry(0, 1, "1-0")); }, "round", "round 0 does not exist");
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 3, "1-0")); }, "board",
        "round 1 has no board 3 (it has boards 1 to 2)");
}

BOOST_AUTO_TEST_CASE(a_result_before_any_pairing_is_refused) {
    EventFixture fixture(4);
    checkRefused(
        fixture.store, [&] { enterResult(fixture.store, resultEntry(1, 1, "1-0")); }, "round",
        "no round is paired yet");
}

BOOST_FIXTURE_TEST_CASE(a_token_that_is_no_result_of_the_game_is_refused, RoundOnePaired) {
    checkRefused(
        store, [&] { enterResult(store, resultEntry(1, 1, "2-0")); }, "result", "'2-0' is not a chess result");
    checkRefused<UnusableRequest>(
        store, [&] { enterResult(store, resultEntry(1, 1, "")); }, "result", "a result is needed");
}

// FMJD writes 2-0, 1-1, 0-2; the tokens every game of two takes are accepted as well.
// FMJD writes 2-0, 1-1, 0-2; the tokens every game of two takes are accepted as well.
BOOST_AUTO_TEST_CASE(draughts_takes_its_own_scale) {
    EventFixture fixture(4, 5, "draughts");
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store, [&] { enterResult(fixture.store, resultEntry(1, 1, "3-0")); }, "result",
        "'3-0' is not a draughts result");
    enterResult(fixture.store, resultEntry(1, 1, "2-0"));
    enterResult(fixture.store, resultEntry(1, 2, "1-1"));
    BOOST_TEST(fixture.event().rounds[0].games[0].seats[0].outcome == Outcome::Win);
    BOOST_TEST(fixture.event().rounds[0].games[1].seats[0].outcome == Outcome::Draw);
}

BOOST_FIXTURE_TEST_CASE(a_second_result_needs_force_and_is_logged_as_a_correction, RoundOnePaired) {
    enterResult(store, resultEntry(1, 1, "1-0"));
    checkRefused<ForceRequired>(
        store, [&] { enterResult(store, resultEntry(1, 1, "0-1")); }, "", "round 1 board 1 already has a result (1-0)");
    BOOST_TEST(event().rounds[0].games[0].seats[0].outcome == Outcome::Win);
    const std::size_t lines = log().size();
    const EnteredResult entered = enterResult(store, resultEntry(1, 1, "0-1", true));
    BOOST_TEST(entered.before == "1-0");
    BOOST_TEST(entered.result == "0-1");
    BOOST_TEST(event().rounds[0].games[0].seats[0].outcome == Outcome::Loss);
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "result --force");
    BOOST_TEST(added[0].message == "round 1 board 1: 1-0 replaced by 0-1");
}

// C.04.1: a Swiss round is paired on the scores before it; changing one of them afterwards
// changes what that pairing stood on, so the arbiter is told where the players now sit.
BOOST_FIXTURE_TEST_CASE(a_correction_after_a_later_pairing_stood_on_it_names_the_boards, RoundOnePaired) {
    enterResult(store, resultEntry(1, 1, "1-0"));
    enterResult(store, resultEntry(1, 2, "1-0"));
    pairNextRound(store);
    const Event paired = event();
    const Game first = paired.rounds[0].games[0];
    std::string boards;
    for (const Seat& seat : first.seats)
        boards += (boards.empty() ? "board " : ", board ") +
                  std::to_string(paired.rounds[1].gameOf(seat.player)->board);
    const std::string warning = "round 2 was paired with the result of round 1 (its players: " + boards + ")";

    checkRefused<ForceRequired>(
        store, [&] { enterResult(store, resultEntry(1, 1, "0-1")); }, "", warning);
    // Clearing it changes what round 2 stood on as well.
    checkRefused<ForceRequired>(
        store, [&] { enterResult(store, clearing(1, 1)); }, "", warning);

    const std::size_t lines = log().size();
    const EnteredResult entered = enterResult(store, resultEntry(1, 1, "0-1", true));
    BOOST_REQUIRE_EQUAL(entered.warnings.size(), 1u);
    BOOST_TEST(entered.warnings[0].text() == warning);
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].message == "round 1 board 1: 1-0 replaced by 0-1; " + warning);
    // The later round's pairing itself stays as it was.
    BOOST_TEST(event().rounds[1].games.size() == paired.rounds[1].games.size());
    BOOST_TEST(event().rounds[1].games[0].seats[0].player == paired.rounds[1].games[0].seats[0].player);
}

// C.05: a round robin's table does not depend on results, so no later pairing stood on them.
BOOST_AUTO_TEST_CASE(a_round_robin_result_corrected_after_the_next_round_names_no_pairing) {
    EventFixture fixture(4, std::nullopt);
    pairNextRound(fixture.store);
    enterResult(fixture.store, resultEntry(1, 1, "1-0"));
    enterResult(fixture.store, resultEntry(1, 2, "1-0"));
    pairNextRound(fixture.store);
    const EnteredResult entered = enterResult(fixture.store, resultEntry(1, 1, "0-1", true));
    BOOST_TEST(entered.warnings.empty());
    BOOST_TEST(fixture.log().back().message == "round 1 board 1: 1-0 replaced by 0-1");
}

BOOST_FIXTURE_TEST_CASE(clearing_takes_a_result_back_and_is_logged, RoundOnePaired) {
    checkRefused(
        store, [&] { enterResult(store, clearing(1, 1)); }, "", "round 1 board 1 has no result to clear");
    enterResult(store, resultEntry(1, 1, "1/2"));
    const std::size_t lines = log().size();
    const EnteredResult entered = enterResult(store, clearing(1, 1));
    BOOST_TEST(entered.before == "1/2-1/2");
    BOOST_TEST(entered.result.empty());
    const Game game = event().rounds[0].games[0];
    BOOST_TEST(game.seats[0].outcome == Outcome::Pending);
    BOOST_TEST(game.seats[1].outcome == Outcome::Pending);
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    BOOST_TEST(added[0].command == "result --clear");
    BOOST_TEST(added[0].message == "round 1 board 1: 1/2-1/2 cleared");
    // A cleared board takes a first result again without --force.
    enterResult(store, resultEntry(1, 1, "0-1"));
    BOOST_TEST(event().rounds[0].games[0].seats[0].outcome == Outcome::Loss);
}

BOOST_FIXTURE_TEST_CASE(a_rounds_results_are_stored_together, RoundOnePaired) {
    const std::size_t lines = log().size();
    const std::vector<EnteredResult> entered = enterRoundResults(
        store, RoundResults{1, "round1.txt", {{1, 1, "1-0"}, {2, 2, "0-1"}}, false});
    BOOST_REQUIRE_EQUAL(entered.size(), 2u);
    BOOST_TEST(entered[1].where.text() == "round 1 board 2");
    BOOST_TEST(event().rounds[0].complete());
    BOOST_TEST(event().rounds[0].games[1].seats[0].outcome == Outcome::Loss);
    BOOST_TEST(logSince(lines).size() == 2u);
}

BOOST_FIXTURE_TEST_CASE(a_bad_line_stores_none_of_the_rounds_results_and_names_file_line_and_field, RoundOnePaired) {
    const long long revision = store.revision();
    try {
        enterRoundResults(store, RoundResults{1, "round1.txt", {{1, 1, "1-0"}, {2, 7, "0-1"}}, false});
        BOOST_ERROR("a board the round lacks was taken");
    } catch (const formats::InputError& error) {
        BOOST_TEST(error.file() == "round1.txt");
        BOOST_TEST(error.line() == 2);
        BOOST_TEST(error.field() == "board");
        BOOST_TEST(std::string(error.what()) ==
                   "round1.txt:2: field board: round 1 has no board 7 (it has boards 1 to 2)");
    }
    try {
        enterRoundResults(store, RoundResults{1, "round1.txt", {{1, 1, "1-0"}, {3, 1, "0-1"}}, false});
        BOOST_ERROR("a board named twice was taken");
    } catch (const formats::InputError& error) {
        BOOST_TEST(error.line() == 3);
        BOOST_TEST(std::string(error.what()).find("board 1 appears twice (first on line 1)") != std::string::npos);
    }
    BOOST_TEST(store.revision() == revision);
    BOOST_TEST(event().rounds[0].games[0].seats[0].outcome == Outcome::Pending);
    checkRefused(
        store,
        [&] {
            enterRoundResults(store, RoundResults{1, "empty.txt", {}, false});
        },
        "", "empty.txt: holds no results");
}

// A results file that would replace results asks for a confirmation naming each of its lines,
// in no front end's words; a line that is wrong is reported first, as no confirmation helps it.
BOOST_FIXTURE_TEST_CASE(item_6_a_results_file_that_replaces_results_names_every_line_to_confirm, RoundOnePaired) {
    enterRoundResults(store, RoundResults{1, "round1.txt", {{1, 1, "1-0"}, {2, 2, "0-1"}}, false});
    checkRefused<ForceRequired>(
        store,
        [&] {
            enterRoundResults(store, RoundResults{1, "again.txt", {{1, 1, "0-1"}, {2, 2, "1-0"}}, false});
        },
        "",
        "again.txt:1: round 1 board 1 already has a result (1-0)\nagain.txt:2: round 1 board 2 already has a result "
        "(0-1)");
    try {
        enterRoundResults(store, RoundResults{1, "again.txt", {{1, 1, "0-1"}, {2, 2, "1-0"}}, false});
    } catch (const ForceRequired& refusal) {
        BOOST_TEST(refusal.action() == "replace them");
        BOOST_TEST(std::string(refusal.what()).find("--force") == std::string::npos);
    }
    checkRefused<formats::InputError>(
        store,
        [&] {
            enterRoundResults(store, RoundResults{1, "again.txt", {{1, 1, "0-1"}, {2, 2, "2-0"}}, false});
        },
        "result", "again.txt:2: field result: '2-0' is not a chess result");
    enterRoundResults(store, RoundResults{1, "again.txt", {{1, 1, "0-1"}, {2, 2, "1-0"}}, true});
    BOOST_TEST(event().rounds[0].games[1].seats[0].outcome == Outcome::Win);
}

namespace {

// A game of chess as a PGN file holds it.
std::string pgn(const std::string& moves, const std::string& result) {
    return "[Event \"Test Open\"]\n[White \"Player 1\"]\n[Black \"Player 3\"]\n[Result \"" + result + "\"]\n\n" +
           moves + " " + result + "\n";
}

ResultEntry withRecord(int round, int board, const std::string& token, const std::string& record, bool force = false) {
    ResultEntry entry = resultEntry(round, board, token, force);
    entry.record_file = "game.pgn";
    entry.record_text = record;
    return entry;
}

const std::string kFoolsMate = "1. f3 e5 2. g4 Qh4#";

}  // namespace

BOOST_FIXTURE_TEST_CASE(a_record_that_agrees_with_the_result_is_kept_with_the_game, RoundOnePaired) {
    const std::string record = pgn(kFoolsMate, "0-1");
    enterResult(store, withRecord(1, 1, "0-1", record));
    BOOST_TEST(event().rounds[0].games[0].record == record);
    BOOST_TEST(event().rounds[0].games[0].seats[1].outcome == Outcome::Win);
}

// FIDE Laws 5.1.1: checkmate ends the game; the mated side cannot have won.
BOOST_FIXTURE_TEST_CASE(a_record_that_contradicts_the_result_or_breaks_the_rules_is_refused, RoundOnePaired) {
    checkFails(
        store, [&] { enterResult(store, withRecord(1, 1, "1-0", pgn(kFoolsMate, "*"))); },
        "the result entered contradicts the final position");
    checkFails(
        store, [&] { enterResult(store, withRecord(1, 1, "0-1", pgn("1. e4 e5", "1-0"))); },
        "field Result: the record says 1-0, which is not the result entered");
    checkFails(
        store, [&] { enterResult(store, withRecord(1, 1, "1-0", pgn("1. e4 e5 2. Ke3", "1-0"))); },
        "game.pgn:6: move Ke3 (ply 3) is illegal");
    checkRefused(
        store, [&] { enterResult(store, withRecord(1, 1, "+/-", pgn("1. e4", "1-0"))); }, "record",
        "a game lost by forfeit was not played and has no record");
    BOOST_TEST(event().rounds[0].games[0].seats[0].outcome == Outcome::Pending);
    BOOST_TEST(event().rounds[0].games[0].record.empty());
}

BOOST_FIXTURE_TEST_CASE(a_result_replaced_without_a_record_takes_the_old_record_away, RoundOnePaired) {
    enterResult(store, withRecord(1, 1, "0-1", pgn(kFoolsMate, "0-1")));
    enterResult(store, resultEntry(1, 1, "1-0", true));
    BOOST_TEST(event().rounds[0].games[0].record.empty());
    BOOST_TEST(log().back().message ==
               "round 1 board 1: 0-1 replaced by 1-0; its record, made for the old result, is removed");
}

// Issue 31 item 11: a round that is not paired is named as such, in the event's terms, not as
// a number out of range; and a results file reports every bad line at once.
BOOST_FIXTURE_TEST_CASE(item_11_an_unpaired_round_is_said_so_and_a_results_file_reports_all_its_bad_lines,
                        RoundOnePaired) {
    checkRefused(
        store, [&] { enterResult(store, resultEntry(2, 1, "1-0")); }, "round",
        "round 2 is not paired yet (only round 1 is)");
    checkRefused(
        store, [&] { enterResult(store, resultEntry(6, 1, "1-0")); }, "round",
        "round 6 does not exist: the event has 5 rounds");
    EventFixture unpaired(4);
    checkRefused(
        unpaired.store, [&] { enterResult(unpaired.store, resultEntry(1, 1, "1-0")); }, "round",
        "no round is paired yet");
    const long long revision = store.revision();
    try {
        enterRoundResults(
            store, RoundResults{1, "round1.txt", {{1, 1, "1-0"}, {2, 7, "1-0"}, {3, 1, "0-1"}, {4, 2, "2-0"}}, false});
        BOOST_ERROR("a file with bad lines was taken");
    } catch (const formats::InputError& error) {
        BOOST_TEST(error.line() == 2);
        BOOST_TEST(std::string(error.what()) ==
                   "round1.txt:2: field board: round 1 has no board 7 (it has boards 1 to 2)\n"
                   "round1.txt:3: field board: board 1 appears twice (first on line 1)\n"
                   "round1.txt:4: field result: '2-0' is not a chess result (1-0, 0-1, 1/2-1/2, ½-½, 0.5-0.5, =, ½, "
                   "1/2, +/-, -/+, -/-)");
    }
    BOOST_TEST(store.revision() == revision);
}

// Issue 31 item 11: the lines the file's reader could not read come with the lines the round
// refuses, in the order of the file, in one error; nothing is stored.
BOOST_FIXTURE_TEST_CASE(item_11_a_results_file_reports_unreadable_lines_and_bad_boards_in_one_run, RoundOnePaired) {
    const long long revision = store.revision();
    RoundResults results{1, "bad2.txt", {{1, 1, "1-0"}, {2, 2, "9-9"}, {3, 7, "1-0"}}, false};
    results.unreadable = {formats::InputError("bad2.txt", 4, "board", "'x' is not a board number"),
                          formats::InputError("bad2.txt", 5, "result", "board 3 has no result")};
    try {
        enterRoundResults(store, results);
        BOOST_ERROR("a file with bad lines was taken");
    } catch (const formats::InputError& error) {
        const std::string said = error.what();
        BOOST_TEST(error.line() == 2);
        const std::size_t bad_result = said.find("bad2.txt:2: field result: '9-9'");
        const std::size_t bad_board = said.find("bad2.txt:3: field board: round 1 has no board 7");
        const std::size_t unread_board = said.find("bad2.txt:4: field board: 'x' is not a board number");
        const std::size_t unread_result = said.find("bad2.txt:5: field result: board 3 has no result");
        BOOST_TEST((bad_result == 0 && bad_board != std::string::npos && unread_board != std::string::npos &&
                    unread_result != std::string::npos),
                   said);
        BOOST_TEST((bad_result < bad_board && bad_board < unread_board && unread_board < unread_result), said);
    }
    BOOST_TEST(store.revision() == revision);
    // Only unreadable lines: reported, not "holds no results".
    RoundResults unreadable_only{1, "bad3.txt", {}, false};
    unreadable_only.unreadable = {formats::InputError("bad3.txt", 1, "board", "'x' is not a board number")};
    BOOST_CHECK_EXCEPTION(enterRoundResults(store, unreadable_only), formats::InputError,
                          [](const formats::InputError& error) { return error.line() == 1; });
}
