// Issue 31 item 10: every change an arbiter makes goes into the event's log, written by the use
// case in the same transaction as the change (tournament/event_store.h): forbidden pairs,
// requested byes, categories, prizes, the prize sharing (with the money it moved) and the
// tie-breaks before round 1. A refusal adds nothing (checkRefused).
#include "tournament/categories.h"
#include "tournament/log_chain.h"
#include "tournament/prizes.h"
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "tournament/sha256.h"
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

// Issue 37: SHA-256 as FIPS 180-4 defines it (its test vectors, and a message over one block).
BOOST_AUTO_TEST_CASE(issue37_sha256_gives_the_fips_180_4_digests) {
    BOOST_TEST(sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    BOOST_TEST(sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    BOOST_TEST(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
               "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    BOOST_TEST(sha256Hex(std::string(1000, 'a')) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

// Issue 37: every line of the log is chained by hash to the one before; the chain holds over a
// run of changes, and a line changed afterwards (its text, its time, its said message) or
// dropped breaks it at that line.
BOOST_AUTO_TEST_CASE(issue37_the_log_is_chained_by_hash_and_a_changed_line_breaks_the_chain) {
    EventFixture fixture(6);
    forbidPairs(fixture.store, {3, 5});
    addCategory(fixture.store, "Women", "women");
    pairNextRound(fixture.store);
    const std::vector<LogEntry> log = fixture.log();
    BOOST_REQUIRE_EQUAL(log.size(), 9u);
    const LogVerification intact = verifyLogChain(log);
    BOOST_TEST(intact.holds());
    BOOST_TEST(intact.said().text() == "the log's 9 lines are chained intact; the last hash is " + log.back().hash);
    BOOST_TEST(log[0].hash == chainedLogHash(kLogChainStart, log[0]));
    BOOST_TEST(log[1].hash == sha256Hex(log[0].hash + canonicalLogText(log[1])));

    std::vector<LogEntry> changed = log;
    changed[7].message = "may not meet: 3 Player 3, 6 Player 6";
    const LogVerification broken = verifyLogChain(changed);
    BOOST_TEST(!broken.holds());
    BOOST_TEST(*broken.first_broken == 8);
    BOOST_TEST(broken.said().text().find("line 8 of 9 breaks the chain (2026-01-01T00:00:00Z, ") == 0);
    changed = log;
    changed[2].logged_at = "2026-01-02T00:00:00Z";
    BOOST_TEST(*verifyLogChain(changed).first_broken == 3);
    changed = log;
    changed[4].said = Message("%1 %2", 5, "Somebody Else");
    BOOST_TEST(*verifyLogChain(changed).first_broken == 5);
    changed = log;
    changed.erase(changed.begin() + 1);
    BOOST_TEST(*verifyLogChain(changed).first_broken == 2);
}

// Two different lines never read the same: each field is written with its length.
BOOST_AUTO_TEST_CASE(issue37_the_canonical_text_keeps_the_fields_apart) {
    const LogEntry one{"2026-01-01T00:00:00Z", "pair", "ab:c", {}};
    const LogEntry other{"2026-01-01T00:00:00Z", "pair:ab", "c", {}};
    BOOST_TEST(canonicalLogText(one) != canonicalLogText(other));
}
