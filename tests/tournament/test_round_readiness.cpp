// Issue 30 item 4: one query for the boards still waiting for a result and one for whether the
// next round may be paired, and (item 3) pairing the next round refuses with a Refusal, never
// an engine's own exception. The events are built in code; the store keeps its event in memory.
#include "tournament/event_listing.h"
#include "tournament/refusal.h"
#include "tournament/round_pairing.h"
#include "tournament/round_readiness.h"

#include <boost/test/unit_test.hpp>

#include <functional>
#include <optional>
#include <string>
#include <utility>

using namespace tourney;
using namespace tourney::tournament;

namespace {

// A store that keeps one event in memory, written only when a change succeeds.
class StoreInMemory : public EventStore {
public:
    explicit StoreInMemory(Event event) : event_(std::move(event)) {}
    Event load() override { return event_; }
    void create(const Event& event, const std::vector<LogEntry>&) override { event_ = event; }
    void write(const std::function<void(Event&, EventLog&)>& change) override {
        Event changed = event_;
        EventLog log;
        change(changed, log);
        event_ = std::move(changed);
        ++revision_;
    }
    std::vector<LogEntry> readLog() override { return {}; }
    long long revision() override { return revision_; }

private:
    Event event_;
    long long revision_ = 0;
};

Game pending(int board, int white, int black) {
    Game game;
    game.board = board;
    game.seats = {{white, Outcome::Pending}, {black, Outcome::Pending}};
    return game;
}

Game won(int board, int white, int black) {
    Game game = pending(board, white, black);
    game.seats[0].outcome = Outcome::Win;
    game.seats[1].outcome = Outcome::Loss;
    return game;
}

// A Swiss event of `players` players and `rounds` planned rounds, none paired.
Event swiss(int players, int rounds) {
    Event event;
    event.system = PairingSystem::Swiss;
    event.planned_rounds = rounds;
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i);
        player.rating = 2400 - 10 * i;
        event.players.push_back(player);
    }
    return event;
}

// Eight players, round 1 paired, boards 2 and 4 still without a result.
Event roundOneHalfEntered() {
    Event event = swiss(8, 5);
    event.rounds.push_back(Round{1, "", {won(1, 1, 5), pending(2, 6, 2), won(3, 3, 7), pending(4, 8, 4)}, {}});
    return event;
}

}  // namespace

BOOST_AUTO_TEST_CASE(boards_awaiting_results_are_the_games_without_a_result_in_board_order) {
    const std::vector<AwaitingBoard> awaiting = boardsAwaitingResults(roundOneHalfEntered(), 1);
    BOOST_TEST_REQUIRE(awaiting.size() == 2u);
    BOOST_TEST(awaiting[0].board == 2);
    BOOST_TEST((awaiting[0].players == std::vector<int>{6, 2}));
    BOOST_TEST(awaiting[1].board == 4);
    BOOST_TEST((awaiting[1].players == std::vector<int>{8, 4}));
}

BOOST_AUTO_TEST_CASE(boards_awaiting_results_of_a_round_not_paired_is_not_in_the_event) {
    const Event event = roundOneHalfEntered();
    BOOST_CHECK_THROW(boardsAwaitingResults(event, 2), NotInEvent);
    BOOST_CHECK_THROW(boardsAwaitingResults(event, 0), NotInEvent);
}

BOOST_AUTO_TEST_CASE(the_next_round_waits_for_the_last_round_s_results_and_says_which_boards) {
    const NextRoundReadiness readiness = nextRoundReadiness(roundOneHalfEntered());
    BOOST_TEST(!readiness.ready());
    BOOST_TEST((readiness.block == PairingBlock::ResultsMissing));
    BOOST_TEST(readiness.round == 2);
    BOOST_TEST(readiness.awaiting.size() == 2u);
    BOOST_TEST(readiness.reason.text() == "round 1 still lacks results on boards 2, 4");
}

BOOST_AUTO_TEST_CASE(a_complete_round_lets_the_next_be_paired) {
    Event event = roundOneHalfEntered();
    event.rounds[0].games[1] = won(2, 6, 2);
    event.rounds[0].games[3] = won(4, 8, 4);
    const NextRoundReadiness readiness = nextRoundReadiness(event);
    BOOST_TEST(readiness.ready());
    BOOST_TEST(readiness.round == 2);
    BOOST_TEST(readiness.reason.empty());
    BOOST_TEST(nextRoundReadiness(swiss(8, 5)).ready());  // round 1 of a complete registration
}

BOOST_AUTO_TEST_CASE(a_long_list_of_boards_is_cut_after_twelve) {
    Event event = swiss(40, 5);
    Round first{1, "", {}, {}};
    for (int board = 1; board <= 20; ++board) first.games.push_back(pending(board, board, board + 20));
    event.rounds.push_back(first);
    BOOST_TEST(nextRoundReadiness(event).reason.text() ==
               "round 1 still lacks results on boards 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 8 more");
}

BOOST_AUTO_TEST_CASE(every_planned_round_paired_blocks_the_next) {
    Event event = swiss(2, 1);
    event.rounds.push_back(Round{1, "", {won(1, 1, 2)}, {}});
    const NextRoundReadiness readiness = nextRoundReadiness(event);
    BOOST_TEST((readiness.block == PairingBlock::AllRoundsPaired));
    BOOST_TEST(readiness.reason.text() == "the event's one round is paired");  // not "all 1 rounds" (issue 31 item 11)
}

BOOST_AUTO_TEST_CASE(a_board_needs_its_players_two_or_a_table_s_four) {
    NextRoundReadiness readiness = nextRoundReadiness(swiss(1, 5));
    BOOST_TEST((readiness.block == PairingBlock::TooFewPlayers));
    BOOST_TEST(readiness.reason.text() == "pairing needs at least 2 players; the event has 1");
    Event tables = swiss(3, 5);
    tables.game = GameKind::Chaturaji;
    readiness = nextRoundReadiness(tables);
    BOOST_TEST((readiness.block == PairingBlock::TooFewPlayers));
    BOOST_TEST(readiness.reason.text() == "pairing needs at least 4 players; the event has 3");
}

BOOST_AUTO_TEST_CASE(pairing_while_results_are_missing_is_refused_naming_the_boards_and_stores_nothing) {
    StoreInMemory store(roundOneHalfEntered());
    std::optional<std::string> refusal;
    try {
        pairNextRound(store);
    } catch (const Refusal& refused) {
        refusal = refused.what();
    }
    BOOST_TEST_REQUIRE(refusal.has_value());
    BOOST_TEST(*refusal == "round 1 still lacks results on boards 2, 4");
    BOOST_TEST(store.revision() == 0);
    BOOST_TEST(store.load().roundsPaired() == 1);
}

// C.04.3 1.9.3: no legal pairing exists when the only two players may not meet; the Dutch
// engine's PairingError reaches the front end as a Refusal.
BOOST_AUTO_TEST_CASE(no_legal_pairing_is_a_refusal_not_the_engine_s_exception) {
    Event event = swiss(2, 3);
    event.forbidden_pairs = {{1, 2}};
    StoreInMemory store(event);
    BOOST_CHECK_THROW(pairNextRound(store), Refusal);
    BOOST_TEST(store.revision() == 0);
}

BOOST_AUTO_TEST_CASE(a_ready_round_is_paired_and_stored) {
    Event event = roundOneHalfEntered();
    event.rounds[0].games[1] = won(2, 6, 2);
    event.rounds[0].games[3] = won(4, 8, 4);
    StoreInMemory store(event);
    const PairedRound paired = pairNextRound(store);
    BOOST_TEST(paired.round == 2);
    BOOST_TEST(store.load().rounds.at(1).games.size() == 4u);
}

// Issue 34, the federation's index: an event is finished once its last planned round has every
// result, even before its end date, or once its end date has passed; running once a round is
// paired, even before its start date, or once its start date has come; upcoming before.
BOOST_AUTO_TEST_CASE(issue_34_an_event_s_stage_comes_from_its_rounds_and_dates) {
    Event event = swiss(2, 1);
    event.info.start_date = "2026-11-20";
    event.info.end_date = "2026-11-22";
    BOOST_TEST(eventStageName(eventStage(event, "2026-11-19")) == "upcoming");
    BOOST_TEST(eventStageName(eventStage(event, "2026-11-20")) == "running");
    BOOST_TEST(eventStageName(eventStage(event, "2026-11-23")) == "finished");
    event.rounds.push_back(Round{1, "", {pending(1, 1, 2)}, {}});
    BOOST_TEST(eventStageName(eventStage(event, "2026-11-01")) == "running");
    event.rounds[0].games[0] = won(1, 1, 2);
    BOOST_TEST(eventStageName(eventStage(event, "2026-11-01")) == "finished");
    event.planned_rounds = 0;  // no rounds planned: only the end date ends it
    BOOST_TEST(eventStageName(eventStage(event, "2026-11-21")) == "running");
}

BOOST_AUTO_TEST_CASE(issue_34_the_index_search_matches_parts_of_fields_in_either_case_and_dates_within) {
    Event event = swiss(2, 5);
    event.info.name = "Dhaka Open";
    event.info.city = "Dhaka";
    event.info.federation = "BAN";
    event.info.start_date = "2026-11-28";
    event.info.end_date = "2026-12-03";
    // The search with one field or more set by `set`.
    const auto found = [&](const std::function<void(EventSearch&)>& set) {
        EventSearch search;
        set(search);
        return matchesSearch(event, EventStage::Running, search);
    };
    BOOST_TEST(found([](EventSearch&) {}));
    BOOST_TEST(found([](EventSearch& s) { s.text = "open"; }));
    BOOST_TEST(found([](EventSearch& s) { s.text = "CHESS"; }));  // the game
    BOOST_TEST(!found([](EventSearch& s) { s.text = "rapid"; }));
    BOOST_TEST(found([](EventSearch& s) { s.name = "dhaka", s.place = "Dhak", s.federation = "ban"; }));
    BOOST_TEST(!found([](EventSearch& s) { s.place = "Sylhet"; }));
    BOOST_TEST(found([](EventSearch& s) { s.game = "chess"; }));
    BOOST_TEST(!found([](EventSearch& s) { s.game = "ches"; }));  // a game is named whole
    for (const std::string date : {"2026", "2026-12", "2026-11-30", "2026-12-03"})
        BOOST_TEST(found([&](EventSearch& s) { s.date = date; }), date);
    for (const std::string date : {"2025", "2026-10", "2026-12-04"})
        BOOST_TEST(!found([&](EventSearch& s) { s.date = date; }), date);
    BOOST_TEST(found([](EventSearch& s) { s.stage = EventStage::Running; }));
    BOOST_TEST(!found([](EventSearch& s) { s.stage = EventStage::Finished; }));
}
