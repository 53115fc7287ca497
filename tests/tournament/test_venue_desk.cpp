// The desk at the venue, in process (issue 36): check-in before a round (tournament/check_in.h),
// entry fees and payments (entry_fees.h), and "will this be rated?" (rated_event_check.h), each
// requirement passing and failing with the article of B.02 it cites.
#include "tournament/check_in.h"
#include "tournament/entry_fees.h"
#include "tournament/event_archive.h"
#include "tournament/rated_event_check.h"
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

PaymentInput payment(int player, const std::string& amount, const std::string& at = "2026-03-01T09:00:05Z",
                     const std::string& reference = "") {
    return PaymentInput{player, amount, "cash", at, "desk", reference};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(check_in)

// Issue 36: a player not checked in is not paired and gets the zero-point bye, as one who asked
// for it (C.04.2), and the log says so.
BOOST_AUTO_TEST_CASE(a_player_not_checked_in_gets_a_zero_point_bye_logged) {
    EventFixture fixture(6);
    const CheckedIn done = checkInPlayers(fixture.store, 0, {1, 2, 3, 4, 6});
    BOOST_TEST(done.round == 1);
    const std::size_t before = fixture.log().size();
    const PairedRound paired = pairNextRound(fixture.store);
    const Event event = fixture.event();
    const Round& round = event.rounds[0];
    BOOST_TEST(round.gameOf(5) == nullptr);
    const Bye* bye = round.byeOf(5);
    BOOST_REQUIRE(bye);
    BOOST_TEST(bye->kind == ByeKind::Zero);
    BOOST_TEST(round.games.size() == 2u);  // 1, 2, 3, 4 and 6 play: one of them has the pairing bye
    BOOST_TEST(pointsAfter(event, 5) == event.points.zero_bye);
    const std::vector<LogEntry> lines = fixture.logSince(before);
    BOOST_REQUIRE(lines.size() == 2u);
    BOOST_TEST(lines[0].message == "round 1: not checked in, a zero-point bye: 5 Player 5");
    BOOST_TEST(texts(paired.notes).at(0) == "round 1: not checked in, a zero-point bye: 5 Player 5");
}

BOOST_AUTO_TEST_CASE(without_a_check_in_everybody_is_paired) {
    EventFixture fixture(6);
    checkInPlayers(fixture.store, 2, {1});  // round 2's check-in says nothing of round 1
    pairNextRound(fixture.store);
    BOOST_TEST(fixture.event().rounds[0].games.size() == 3u);
}

BOOST_AUTO_TEST_CASE(a_requested_bye_stands_and_an_absence_marked_at_the_desk_counts) {
    EventFixture fixture(6);
    requestBye(fixture.store, 1, 6, ByeKind::Half);
    checkInPlayers(fixture.store, 1, {1, 2, 3, 4, 5});
    checkInPlayers(fixture.store, 1, {5}, false);  // left again before the pairing
    pairNextRound(fixture.store);
    const Event event = fixture.event();
    const Round& round = event.rounds[0];
    BOOST_REQUIRE(round.byeOf(6) && round.byeOf(5));
    BOOST_TEST(round.byeOf(6)->kind == ByeKind::Half);
    BOOST_TEST(round.byeOf(5)->kind == ByeKind::Zero);
    BOOST_TEST(round.games.size() == 2u);
}

BOOST_AUTO_TEST_CASE(the_list_says_who_is_present_and_a_player_is_found_by_name) {
    EventFixture fixture(3);
    checkInPlayers(fixture.store, 0, {findEntrant(fixture.event(), "player 2"), findEntrant(fixture.event(), "3")});
    const Table list = checkInList(fixture.event());
    BOOST_TEST((texts(list) == std::vector<std::vector<std::string>>{{"1", "Player 1", "2400", "not checked in"},
                                                                     {"2", "Player 2", "2380", "present"},
                                                                     {"3", "Player 3", "2360", "present"}}));
    BOOST_TEST(list.notes.at(0) == "2 of 3 players present");
}

BOOST_AUTO_TEST_CASE(unknown_numbers_withdrawn_players_and_paired_rounds_are_refused) {
    EventFixture fixture(4);
    checkRefused<NotInEvent>(
        fixture.store,
        [&] {
            checkInPlayers(fixture.store, 0, {1, 9});
        },
        "start_no", "no player 9 (the event has 4)");
    withdrawPlayer(fixture.store, 2, 1);
    checkRefused(
        fixture.store, [&] { checkInPlayers(fixture.store, 0, {2}); }, "start_no",
        "2 Player 2 is withdrawn from round 1 and cannot be checked in");
    checkRefused(
        fixture.store, [&] { findEntrant(fixture.event(), "player"); }, "player", "'player' names 4 players");
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store, [&] { checkInPlayers(fixture.store, 1, {1}); }, "round",
        "round 1 cannot be checked in: the next round to pair is 2");
    EventFixture round_robin(4, std::nullopt);
    checkRefused(
        round_robin.store, [&] { checkInPlayers(round_robin.store, 0, {1}); }, "", "check-in applies to Swiss events");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(entry_fees)

BOOST_AUTO_TEST_CASE(the_fee_is_the_standard_less_the_largest_discount) {
    EventFixture fixture(0);
    Player gm = entrant("Titled", 2500), woman = entrant("Woman", 1900, 1990, Sex::Female),
           junior = entrant("Junior", 1500, 2012), other = entrant("Other", 1700);
    gm.title = "GM";
    registerPlayers(fixture.store, {gm, woman, junior, other});
    FeeSettings settings;
    settings.standard = "1000";
    settings.titled_discount = "1000";
    settings.women_discount = "300";
    settings.junior_discount = "500.50";
    settings.junior_under = 16;  // born 2010 or later: the event starts in 2026
    const EntryFees fees = setEntryFees(fixture.store, settings);
    BOOST_TEST(fees.junior_born_from == 2010);
    const Event event = fixture.event();
    BOOST_TEST(feeDue(fees, event.players[0]).hundredths == 0);
    BOOST_TEST(feeDue(fees, event.players[0]).category == "titled");
    BOOST_TEST(feeDue(fees, event.players[1]).hundredths == 70000);
    BOOST_TEST(feeDue(fees, event.players[2]).hundredths == 49950);
    BOOST_TEST(feeDue(fees, event.players[3]).category == "standard");
}

BOOST_AUTO_TEST_CASE(the_treasurers_list_totals_what_is_due_and_paid) {
    EventFixture fixture(3);
    FeeSettings settings;
    settings.standard = "500";
    setEntryFees(fixture.store, settings);
    recordPayment(fixture.store, payment(1, "500"));
    recordPayment(fixture.store, payment(2, "200"));
    recordPayment(fixture.store, payment(2, "400", "2026-03-01T09:05:00Z"));
    const Table list = treasurerList(fixture.event());
    BOOST_REQUIRE(list.rows.size() == 4u);
    const std::vector<std::vector<std::string>> rows = texts(list);
    BOOST_TEST((std::vector<std::string>(rows[1].begin(), rows[1].begin() + 6) ==
                std::vector<std::string>{"2", "Player 2", "standard", "500", "600", "-100"}));
    BOOST_TEST((std::vector<std::string>(rows[3].begin(), rows[3].begin() + 6) ==
                std::vector<std::string>{"", "Total", "", "1500", "1100", "400"}));
    BOOST_TEST(rows[0][6] == "500 cash 2026-03-01T09:00 (desk)");
    const auto warning = unpaidWarning(fixture.event());
    BOOST_REQUIRE(warning.has_value());
    BOOST_TEST(warning->text() == "Warning: 1 players have not paid their entry fee in full: 3 Player 3 owes 500");
    // A warning before the pairing, not a refusal.
    const PairedRound paired = pairNextRound(fixture.store);
    BOOST_TEST(texts(paired.notes).at(0) == warning->text());
}

BOOST_AUTO_TEST_CASE(a_payment_twice_or_not_above_zero_is_refused) {
    EventFixture fixture(2);
    recordPayment(fixture.store, payment(1, "500", "2026-03-01T09:00:05Z", "R-17"));
    checkRefused(
        fixture.store, [&] { recordPayment(fixture.store, payment(1, "500", "2026-03-01T09:00:40Z")); }, "amount",
        "recorded already: 1 paid 500 by cash at 2026-03-01T09:00:05Z");
    checkRefused(
        fixture.store, [&] { recordPayment(fixture.store, payment(2, "300", "2026-03-01T10:00:00Z", "R-17")); },
        "reference", "reference R-17 is recorded already");
    checkRefused(
        fixture.store, [&] { recordPayment(fixture.store, payment(2, "-5")); }, "amount",
        "a payment is an amount above zero, not -5");
    checkRefused(
        fixture.store, [&] { recordPayment(fixture.store, payment(2, "0")); }, "amount",
        "a payment is an amount above zero, not 0");
    checkRefused<NotInEvent>(
        fixture.store, [&] { recordPayment(fixture.store, payment(7, "5")); }, "start_no", "no player 7");
    // Two payments in one minute, told apart by their references, are both kept.
    recordPayment(fixture.store, payment(1, "500", "2026-03-01T09:00:30Z", "R-18"));
    BOOST_TEST(fixture.event().payments.size() == 2u);
    BOOST_TEST(fixture.log().back().message == "1 Player 1 paid 500 by cash");
    // Nor is the money lost with the entry.
    checkRefused(
        fixture.store, [&] { removePlayer(fixture.store, 1); }, "start_no", "1 Player 1 has paid 1000 at the desk");
}

BOOST_AUTO_TEST_CASE(a_discount_larger_than_the_fee_is_refused) {
    EventFixture fixture(2);
    FeeSettings settings;
    settings.standard = "300";
    settings.women_discount = "400";
    checkRefused(
        fixture.store, [&] { setEntryFees(fixture.store, settings); }, "amount",
        "a discount of 400 is larger than the fee of 300");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(rated_event_check)

namespace {

// An event FIDE would rate: 10 rated players with ids and federations, 90+30, registered 10 days
// ahead, the chief arbiter named with his id.
void makeRatable(EventFixture& fixture) {
    std::vector<Player> players = entrants(10);  // 2400 down to 2220
    for (std::size_t i = 0; i < players.size(); ++i) {
        players[i].fide_id = std::to_string(5000001 + i);
        players[i].federation = "BAN";
    }
    registerPlayers(fixture.store, players);
    RatedEventDetails details;
    details.time_control = "90+30";
    details.chief_arbiter = "Rahman, Arif";
    details.chief_arbiter_fide_id = "10200001";
    details.fide_registration = "T-381220";
    details.fide_registered_on = "2026-02-19";
    setRatedEventDetails(fixture.store, details);
}

const RatedRequirement& requirement(const RatedEventCheck& check, const std::string& rule) {
    for (const RatedRequirement& each : check.requirements)
        if (each.rule == rule) return each;
    throw std::logic_error("no requirement " + rule);
}

void checkRuleFails(EventFixture& fixture, const std::string& rule, const std::string& article,
                    const std::string& says) {
    const RatedEventCheck check = checkRatedEvent(fixture.event());
    BOOST_TEST(!check.rated());
    const RatedRequirement& failed = requirement(check, rule);
    BOOST_TEST(!failed.met);
    BOOST_TEST(failed.article == article);
    BOOST_TEST(failed.said.text().find(says) != std::string::npos, failed.said.text());
    for (const RatedRequirement& other : check.requirements)
        if (other.rule != rule) BOOST_TEST(other.met, other.rule << ": " << other.said.text());
}

}  // namespace

BOOST_AUTO_TEST_CASE(an_event_that_meets_every_requirement_passes) {
    EventFixture fixture(0, 9);
    makeRatable(fixture);
    const RatedEventCheck check = checkRatedEvent(fixture.event());
    BOOST_TEST(check.rated());
    BOOST_TEST(check.requirements.size() == 5u);
    BOOST_TEST(ratedEventTable(check).rows.size() == 5u);
}

BOOST_AUTO_TEST_CASE(the_time_is_read_for_sixty_moves) {
    BOOST_TEST(minutesForSixtyMoves("90+30").value_or(-1) == 120);
    BOOST_TEST(minutesForSixtyMoves("90'+30\"").value_or(-1) == 120);
    BOOST_TEST(minutesForSixtyMoves("40/90+30+30").value_or(-1) == 150);
    BOOST_TEST(minutesForSixtyMoves("120").value_or(-1) == 120);
    BOOST_TEST(!minutesForSixtyMoves("G/90 d5").has_value());
}

// B.02 1.1: a player rated 2400 or more needs 120 minutes for 60 moves.
BOOST_AUTO_TEST_CASE(a_rate_of_play_too_fast_for_the_top_band_fails_1_1) {
    EventFixture fixture(0, 9);
    makeRatable(fixture);
    RatedEventDetails details;
    details.time_control = "60+30";
    setRatedEventDetails(fixture.store, details);
    checkRuleFails(fixture, "rate of play", "B.02 1.1", "60+30 gives 90 minutes for 60 moves, less than the 120");
}

// B.02 0.2.2: registered three days ahead at least; 0.2.1: 30 days with a player over 2700.
BOOST_AUTO_TEST_CASE(a_registration_too_late_fails_0_2) {
    EventFixture fixture(0, 9);
    makeRatable(fixture);
    editPlayer(fixture.store, 1, {{"rating", "2710"}});
    checkRuleFails(fixture, "registration", "B.02 0.2, 0.2.1, 0.2.2", "less than 30 days before the start");
}

// B.02 0.3: every arbiter licensed; the check needs the chief arbiter and his FIDE id.
BOOST_AUTO_TEST_CASE(a_chief_arbiter_without_an_id_fails_0_3) {
    EventFixture fixture(0, 9);
    makeRatable(fixture);
    RatedEventDetails details;
    details.chief_arbiter_fide_id = "";
    setRatedEventDetails(fixture.store, details);
    checkRuleFails(fixture, "arbiter", "B.02 0.3", "name the chief arbiter and his FIDE id");
}

BOOST_AUTO_TEST_CASE(a_player_without_a_fide_id_fails) {
    EventFixture fixture(0, 9);
    makeRatable(fixture);
    editPlayer(fixture.store, 4, {{"fide_id", ""}});
    checkRuleFails(fixture, "players", "B.02 (article not read)",
                   "1 players lack a FIDE id or a federation: 4 Player 4");
}

// B.02 6.4, 6.42: an unrated player's games count against three rated opponents at least.
BOOST_AUTO_TEST_CASE(a_swiss_with_too_few_rated_players_fails_6_42) {
    EventFixture fixture(0, 9);
    makeRatable(fixture);
    // Before round 1 a changed rating renumbers the field (initial ranking): the next rated player
    // moves up to number 3 each time.
    for (int times = 0; times < 8; ++times) editPlayer(fixture.store, 3, {{"rating", "0"}});
    checkRuleFails(fixture, "rated players", "B.02 6.4, 6.42", "2 of 10 players rated");
}

// B.02 6.3, 6.31: a round robin of fewer than 10 players needs 4 rated.
BOOST_AUTO_TEST_CASE(a_round_robin_with_too_few_rated_players_fails_6_3) {
    EventFixture fixture(0, std::nullopt);
    std::vector<Player> players = entrants(6);
    for (std::size_t i = 0; i < players.size(); ++i) {
        players[i].fide_id = std::to_string(5000001 + i);
        players[i].federation = "BAN";
        if (i >= 3) players[i].rating = 0;
    }
    registerPlayers(fixture.store, players);
    RatedEventDetails details{"120", "Rahman, Arif", "10200001", "T-1", "2026-02-01"};
    setRatedEventDetails(fixture.store, details);
    checkRuleFails(fixture, "rated players", "B.02 6.3, 6.31", "3 of 6 players rated; a round robin needs 4");
}

BOOST_AUTO_TEST_CASE(details_that_cannot_be_read_are_refused) {
    EventFixture fixture(2);
    RatedEventDetails details;
    details.time_control = "ninety";
    checkRefused(
        fixture.store, [&] { setRatedEventDetails(fixture.store, details); }, "time_control",
        "'ninety' is not a time control");
    details = {};
    details.fide_registered_on = "2026-02-30";
    checkRefused(
        fixture.store, [&] { setRatedEventDetails(fixture.store, details); }, "fide_registered_on", "is not a date");
}

// docs/archive.md, version 3: the desk and the rated event's details go through the archive whole.
BOOST_AUTO_TEST_CASE(the_archive_carries_the_desk_and_the_rated_details) {
    EventFixture fixture(0, 9);
    makeRatable(fixture);
    checkInPlayers(fixture.store, 0, {1, 2});
    checkInPlayers(fixture.store, 0, {2}, false);
    FeeSettings settings;
    settings.standard = "700";
    settings.junior_discount = "200";
    settings.junior_born_from = 2010;
    setEntryFees(fixture.store, settings);
    recordPayment(fixture.store, payment(3, "700", "2026-03-01T09:00:05Z", "R-1"));
    const EventArchive archive{fixture.event(), fixture.log()};
    const EventArchive read = readArchive(archiveText(archive), "open.json");
    BOOST_TEST((read.event == archive.event));
    BOOST_TEST(read.event.payments.at(0).reference == "R-1");
    BOOST_TEST(read.event.info.fide_registration == "T-381220");
}

BOOST_AUTO_TEST_SUITE_END()
