// Issue 31 item 10: every change an arbiter makes goes into the event's log, written by the use
// case in the same transaction as the change (tournament/event_store.h): forbidden pairs,
// requested byes, categories, prizes, the prize sharing (with the money it moved) and the
// tie-breaks before round 1. A refusal adds nothing (checkRefused).
#include "tournament/categories.h"
#include "tournament/prizes.h"
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "tournament/tiebreak_settings.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Runs `change` and returns the one log line it added; fails when it added none or several.
LogEntry onlyLineOf(EventFixture& fixture, const std::function<void()>& change) {
    const std::size_t before = fixture.log().size();
    change();
    const std::vector<LogEntry> added = fixture.logSince(before);
    BOOST_REQUIRE_EQUAL(added.size(), 1u);
    return added.front();
}

bool says(const LogEntry& entry, const std::string& text) { return entry.message.find(text) != std::string::npos; }

}  // namespace

BOOST_AUTO_TEST_CASE(item_10_forbidden_pairs_added_and_removed_are_logged) {
    EventFixture fixture(6);
    const LogEntry added = onlyLineOf(fixture, [&] { forbidPairs(fixture.store, {3, 5}); });
    BOOST_TEST(added.command == "forbid add");
    BOOST_TEST(added.message == "may not meet: 3 Player 3, 5 Player 5");
    // Forbidding a pair already forbidden changes nothing, so it logs nothing.
    const std::size_t lines = fixture.log().size();
    BOOST_TEST(forbidPairs(fixture.store, {5, 3}).known == 1);
    BOOST_TEST(fixture.log().size() == lines);
    const LogEntry removed = onlyLineOf(fixture, [&] { allowPairs(fixture.store, {3, 5}); });
    BOOST_TEST(removed.command == "forbid remove");
    BOOST_TEST(removed.message == "may meet again: 3 Player 3, 5 Player 5");
    checkRefused(
        fixture.store,
        [&] {
            allowPairs(fixture.store, {3, 5});
        },
        "start_nos", "no pair among them");
}

BOOST_AUTO_TEST_CASE(item_10_requested_byes_and_their_withdrawal_are_logged) {
    EventFixture fixture(6);
    const LogEntry asked = onlyLineOf(fixture, [&] { requestBye(fixture.store, 2, 4, ByeKind::Half); });
    BOOST_TEST(asked.command == "bye add");
    BOOST_TEST(asked.message == "round 2: 4 Player 4, half-point bye");
    const LogEntry taken_back = onlyLineOf(fixture, [&] { cancelBye(fixture.store, 2, 4); });
    BOOST_TEST(taken_back.command == "bye remove");
    BOOST_TEST(taken_back.message == "round 2: 4 Player 4, half-point bye taken back");
    checkRefused(
        fixture.store, [&] { cancelBye(fixture.store, 2, 4); }, "start_no", "has no bye requested");
}

BOOST_AUTO_TEST_CASE(item_10_categories_and_prizes_are_logged) {
    EventFixture fixture(4);
    const LogEntry category = onlyLineOf(fixture, [&] { addCategory(fixture.store, "Women", "women"); });
    BOOST_TEST(category.command == "category add");
    BOOST_TEST(category.message == "Women: women");
    const LogEntry prize = onlyLineOf(fixture, [&] { addPrize(fixture.store, "Best woman", "250.50", "Women"); });
    BOOST_TEST(prize.command == "prize add");
    BOOST_TEST(prize.message == "Best woman: 250.50 (Women)");
    const LogEntry prize_gone = onlyLineOf(fixture, [&] { removePrize(fixture.store, 1); });
    BOOST_TEST(prize_gone.command == "prize remove");
    BOOST_TEST(prize_gone.message == "1 Best woman: 250.50");
    const LogEntry category_gone = onlyLineOf(fixture, [&] { removeCategory(fixture.store, "women"); });
    BOOST_TEST(category_gone.command == "category remove");
    BOOST_TEST(category_gone.message == "Women: women");
}

// The change that moved money between two players: 3 and 4 finish on ½ point each, 3rd and 4th
// by tie-break (300 and 100; 1 and 2 take 1000 and 500); shared equally, each is paid 200.
BOOST_AUTO_TEST_CASE(item_10_a_change_of_prize_sharing_is_logged_with_the_money_it_moved) {
    EventFixture fixture(0, 2);
    registerPlayers(fixture.store, {entrant("Player 1", 2400), entrant("Player 2", 2380), entrant("Player 3", 2360),
                                    entrant("Player 4", 2340)});
    pairNextRound(fixture.store);
    win(fixture.store, 1, 1);
    win(fixture.store, 1, 2);
    pairNextRound(fixture.store);
    win(fixture.store, 2, 1);
    win(fixture.store, 2, 3, "1/2");
    BOOST_REQUIRE(fixture.event().rounds[1].gameOf(3)->seatOf(4) >= 0);
    addPrize(fixture.store, "1st", "1000", "");
    addPrize(fixture.store, "2nd", "500", "");
    addPrize(fixture.store, "3rd", "300", "");
    addPrize(fixture.store, "4th", "100", "");
    const std::vector<Award> awards = awardPrizes(fixture.event());
    const auto third = std::find_if(awards.begin(), awards.end(), [](const Award& award) { return award.prize == 2; });
    BOOST_REQUIRE(third != awards.end());
    const int paid_300 = third->player;
    const int paid_100 = 7 - paid_300;  // the other of 3 and 4
    BOOST_REQUIRE(paid_300 == 3 || paid_300 == 4);

    const LogEntry entry = onlyLineOf(fixture, [&] { setPrizeSharing(fixture.store, "shared"); });
    BOOST_TEST(entry.command == "prize sharing");
    BOOST_TEST(says(entry, "tiebreak -> shared; "), entry.message);
    const std::string first = std::to_string(paid_300) + " Player " + std::to_string(paid_300) + " 300 -> 200";
    const std::string second = std::to_string(paid_100) + " Player " + std::to_string(paid_100) + " 100 -> 200";
    BOOST_TEST(says(entry, first), entry.message);
    BOOST_TEST(says(entry, second), entry.message);
    // Choosing the sharing the event has already changes nothing and logs nothing.
    const std::size_t lines = fixture.log().size();
    setPrizeSharing(fixture.store, "shared");
    BOOST_TEST(fixture.log().size() == lines);
}

BOOST_AUTO_TEST_CASE(item_10_tiebreaks_changed_before_round_1_are_logged) {
    EventFixture fixture(4);
    const LogEntry entry = onlyLineOf(fixture, [&] { setTiebreaks(fixture.store, "BH,SB", false); });
    BOOST_TEST(entry.command == "set-tiebreaks");
    BOOST_TEST(says(entry, "-> BH,SB"), entry.message);
}
