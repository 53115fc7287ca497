// The desk at the venue, in process (issue 36): check-in before a round (tournament/check_in.h),
// entry fees and payments (entry_fees.h), "will this be rated?" (rated_event_check.h), each
// requirement passing and failing with the article of B.02 it cites, sections (sections.h) and
// the public registration form with the organiser's approval (registration_form.h).
#include "tournament/check_in.h"
#include "tournament/entry_fees.h"
#include "tournament/event_archive.h"
#include "tournament/rated_event_check.h"
#include "tournament/registration_form.h"
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "tournament/sections.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

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

BOOST_AUTO_TEST_SUITE(sections)

namespace {

const std::vector<std::string> kThreeBands = {"A:2000-", "B:1600-1999", "C:-1599"};

// Three section events of one Swiss setting, in memory, and the plan's stores.
struct SectionsFixture {
    SectionPlan plan = checkedSectionPlan("Dhaka Open", kThreeBands);
    MemoryEventStore stores[3];

    SectionsFixture() {
        for (MemoryEventStore& store : stores) createEvent(store, settingsFor("chess", "swiss", 5));
    }
    std::vector<SectionStore> sectionStores() {
        return {{&plan.sections[0], &stores[0]}, {&plan.sections[1], &stores[1]}, {&plan.sections[2], &stores[2]}};
    }
    std::vector<std::pair<std::string, Event>> events() {
        return {{"A", stores[0].load()}, {"B", stores[1].load()}, {"C", stores[2].load()}};
    }
    std::vector<SectionRegistration> import(const std::string& csv) {
        std::istringstream in(csv);
        return importIntoSections(plan, sectionStores(), in, "players.csv");
    }
};

// 200 players rated from 2390 down in steps of 10, every tenth unrated.
std::string syntheticCsv(int players) {
    std::string csv = "name,rating,birth_year\n";
    for (int i = 0; i < players; ++i)
        csv += "\"Player, " + std::to_string(i + 1) + "\"," + (i % 10 == 9 ? "" : std::to_string(2390 - 10 * i)) + "," +
               std::to_string(1950 + i % 60) + "\n";
    return csv;
}

void checkPlanRefused(const std::vector<std::string>& specs, const std::string& message) {
    try {
        checkedSectionPlan("Open", specs);
        BOOST_ERROR("not refused; expected: " + message);
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == "section");
        BOOST_TEST(std::string(refusal.what()).find(message) != std::string::npos, refusal.what());
    }
}

void playRound(EventStore& store, int round) {
    pairNextRound(store);
    const Event event = store.load();
    for (const Game& game : event.rounds[round - 1].games)
        enterResult(store, resultEntry(round, game.board, game.board % 3 == 0 ? "1/2-1/2" : "1-0"));
}

}  // namespace

// Issue 36, bad input: a band overlapping another, and a gap between two, are refused naming the
// section field; bands of other kinds (birth years, sex) overlap only when one player fits both.
BOOST_AUTO_TEST_CASE(a_band_overlapping_another_or_leaving_a_gap_is_refused) {
    checkPlanRefused({"A:2000-", "B:1600-2000", "C:-1599"},
                     "section B's band 1600-2000 overlaps section A's band 2000-");
    checkPlanRefused({"A:2000-", "C:-1599"}, "no section takes ratings 1600 to 1999, between sections C and A");
    checkPlanRefused({"U10:born:2016-", "U14:born:2010-2013"}, "no section takes players born 2014 to 2015");
    checkPlanRefused({"A:2000-", "A:-1999"}, "section A is named twice");
    checkPlanRefused({"A:20x0-", "B:-1999"}, "'20x0-' is no range");
    checkPlanRefused({"A/1:2000-", "B:-1999"}, "a section's name is 1 to 20 letters");
    checkPlanRefused({"A:2000-"}, "two sections or more");
    checkPlanRefused({"G:sex:f", "O:born:2000-"}, "section O's band born:2000- overlaps section G's band sex:f");
    const SectionPlan girls = checkedSectionPlan("Open", {"G:sex:f,born:2010-", "B:sex:m,born:2010-", "X:hand"});
    BOOST_TEST(girls.sections.size() == 3u);
    BOOST_TEST(girls.unrated_section.empty());  // no rating bands: unrated players placed as anyone
    BOOST_TEST(sectionFor(girls, entrant("Rahman, Nila", 0, 2012, Sex::Female)).name == "G");
    BOOST_CHECK_THROW(sectionFor(girls, entrant("Old, Timer", 1500, 1960)), Refusal);
}

// Unrated players go to the section whose band reaches lowest, or the one the desk names.
BOOST_AUTO_TEST_CASE(an_unrated_player_is_placed_by_the_documented_rule) {
    const SectionPlan plan = checkedSectionPlan("Open", kThreeBands);
    BOOST_TEST(plan.unrated_section == "C");
    BOOST_TEST(sectionFor(plan, entrant("Unrated", 0)).name == "C");
    BOOST_TEST(sectionFor(plan, entrant("Strong", 2000)).name == "A");
    BOOST_TEST(sectionFor(plan, entrant("Middle", 1999)).name == "B");
    BOOST_TEST(sectionFor(checkedSectionPlan("Open", kThreeBands, "B"), entrant("Unrated", 0)).name == "B");
    BOOST_CHECK_THROW(checkedSectionPlan("Open", kThreeBands, "D"), Refusal);
    const SectionPlan read = readSectionPlan(sectionPlanDocument(plan), "sections.json");
    BOOST_TEST(read.sections.size() == 3u);
    BOOST_TEST(read.sections[1].band.text == "1600-1999");
    BOOST_TEST(read.unrated_section == "C");
}

// Issue 36's acceptance, from the desk's side: 200 players split by band, each section paired for
// three rounds on its own, standings per section and all together.
BOOST_AUTO_TEST_CASE(two_hundred_players_in_three_sections_paired_for_three_rounds) {
    SectionsFixture fixture;
    const auto done = fixture.import(syntheticCsv(200));
    BOOST_REQUIRE(done.size() == 3u);
    const auto events = fixture.events();
    // A: 2390..2000 (40 rated, 4 of them unrated); B: 1990..1600; C: below, and all 20 unrated.
    BOOST_TEST(events[0].second.players.size() == 36u);
    BOOST_TEST(events[1].second.players.size() == 36u);
    BOOST_TEST(events[2].second.players.size() == 128u);
    for (const Player& player : events[0].second.players) BOOST_TEST(player.rating >= 2000);
    for (const Player& player : events[2].second.players) BOOST_TEST(player.rating < 1600);
    for (MemoryEventStore& store : fixture.stores)
        for (int round = 1; round <= 3; ++round) playRound(store, round);
    const auto tables = sectionTables(fixture.plan, fixture.events(), ReportKind::Standings, 0);
    BOOST_REQUIRE(tables.size() == 3u);
    BOOST_TEST(tables[1].heading.text() == "Section B");
    BOOST_TEST(tables[1].table.rows.size() == 36u);
    BOOST_TEST(tables[1].table.title == "Standings after round 3 of 5");
    const Table all = joinedSectionTables(tables);
    BOOST_TEST(all.rows.size() == 200u);
    BOOST_TEST(all.columns[0].header == "Section");
    BOOST_TEST(all.rows[36][0].text == "B");
    BOOST_TEST(all.rows[36][1].text == "1");  // each section ranked on its own
    const auto one = sectionTables(fixture.plan, fixture.events(), ReportKind::Standings, 0, "C");
    BOOST_REQUIRE(one.size() == 1u);
    BOOST_TEST(one[0].table.rows.size() == 128u);
    BOOST_CHECK_THROW(sectionTables(fixture.plan, fixture.events(), ReportKind::Standings, 0, "D"), Refusal);
}

// An import with one player no band takes stores nothing in any section.
BOOST_AUTO_TEST_CASE(an_import_refused_in_one_section_stores_nothing_in_any) {
    SectionsFixture fixture;
    fixture.plan = checkedSectionPlan("Open", {"A:2000-2400", "B:1600-1999"});
    const std::string csv = "name,rating\n\"Low, One\",1700\n\"High, Two\",2500\n";
    checkRefused(
        fixture.stores[0], [&] { fixture.import(csv); }, "section",
        "players.csv:3: no section's band takes High, Two (rating 2500");
    BOOST_TEST(fixture.stores[1].load().players.empty());
}

// A file with a section column places each player where it says, whatever his band (playing up,
// or a section filled by hand); an empty cell places him by band; a section the event lacks is
// refused with the file's line and nothing is stored; an event not in sections refuses the column.
BOOST_AUTO_TEST_CASE(a_section_named_in_the_file_places_the_player_there) {
    SectionsFixture fixture;
    const std::string csv = "name,rating,section\n\"Up, Playing\",1700,A\n\"By, Band\",1700,\n\"Low, Rated\",1400,C\n";
    const auto done = fixture.import(csv);
    const auto events = fixture.events();
    BOOST_REQUIRE_EQUAL(events[0].second.players.size(), 1u);
    BOOST_TEST(events[0].second.players[0].name == "Up, Playing");
    BOOST_REQUIRE_EQUAL(events[1].second.players.size(), 1u);
    BOOST_TEST(events[1].second.players[0].name == "By, Band");
    BOOST_TEST(events[2].second.players.size() == 1u);

    SectionsFixture other;
    checkRefused<formats::InputError>(
        other.stores[0], [&] { other.import("name,rating,section\n\"One, A\",2100,\n\"Two, B\",1700,D\n"); }, "section",
        "players.csv:3: field section: no section D (the sections: A, B, C)");
    for (MemoryEventStore& store : other.stores) BOOST_TEST(store.load().players.empty());

    MemoryEventStore plain;
    createEvent(plain, settingsFor("chess", "swiss", 5));
    std::istringstream in("name,section\n\"One, A\",A\n");
    checkRefused<formats::InputError>(
        plain, [&] { importPlayers(plain, in, "players.csv", {}); }, "section",
        "players.csv:2: field section: names section A, but this event is not in sections");
}

// A player moves with his payment and check-in before round 1; once either section has paired
// round 1 he is refused, both sections unchanged.
BOOST_AUTO_TEST_CASE(a_player_moves_between_sections_before_round_1_only) {
    SectionsFixture fixture;
    fixture.import(syntheticCsv(30));  // A: 2390..2000 less the unrated; C: the unrated
    FeeSettings fees;
    fees.standard = "500";
    setEntryFees(fixture.stores[0], fees);
    recordPayment(fixture.stores[0], payment(3, "500"));
    checkInPlayers(fixture.stores[0], 0, {3});
    const int a_before = static_cast<int>(fixture.stores[0].load().players.size());
    const SectionMove move = moveBetweenSections(fixture.sectionStores()[0], fixture.sectionStores()[1], 3);
    BOOST_TEST(move.name == "Player, 3");
    const Event a = fixture.stores[0].load(), b = fixture.stores[1].load();
    BOOST_TEST(static_cast<int>(a.players.size()) == a_before - 1);
    BOOST_TEST(a.payments.empty());
    BOOST_TEST(a.check_ins.empty());
    BOOST_REQUIRE(b.player(move.to_start_no));
    BOOST_TEST(b.player(move.to_start_no)->name == "Player, 3");
    BOOST_REQUIRE(b.payments.size() == 1u);
    BOOST_TEST(b.payments[0].player == move.to_start_no);
    BOOST_TEST(b.check_ins.size() == 1u);
    pairNextRound(fixture.stores[0]);
    checkRefused(
        fixture.stores[1],
        [&] { moveBetweenSections(fixture.sectionStores()[1], fixture.sectionStores()[0], move.to_start_no); },
        "section", "section A has paired round 1: players move between sections only before it");
    checkRefused(
        fixture.stores[0], [&] { moveBetweenSections(fixture.sectionStores()[0], fixture.sectionStores()[2], 1); },
        "section", "section A has paired round 1");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(registration_form)

namespace {

constexpr const char* kNow = "2026-02-20 10:00:00";

EntryForm form(const std::string& name, const std::string& born = "1990", const std::string& fide_id = "",
               const std::string& federation = "BAN") {
    return EntryForm{name, federation, fide_id, born, "Dhaka CC"};
}

// A fixture of two registered players and the form open until 2026-02-28 18:00.
struct OpenForm : EventFixture {
    OpenForm() : EventFixture(2) { openRegistration(store, "2026-02-28 18:00", kNow); }
};

// FIDE's rating list in its XML form, holding one player.
std::string ratingListXml() {
    return "<playerslist>\n<player><fideid>10200001</fideid><name>Hossain, Rafiq</name><country>BAN</country>"
           "<sex>M</sex><title>FM</title><w_title></w_title><o_title></o_title><foa_title></foa_title>"
           "<rating>2301</rating><games>0</games><k>20</k><rapid_rating></rapid_rating><rapid_games></rapid_games>"
           "<rapid_k></rapid_k><blitz_rating></blitz_rating><blitz_games></blitz_games><blitz_k></blitz_k>"
           "<birthday>1988</birthday><flag></flag></player>\n</playerslist>\n";
}

}  // namespace

// Issue 36: an entry waits for the organiser; nothing of it is a player yet, nor logged.
BOOST_FIXTURE_TEST_CASE(an_entry_waits_for_approval_and_is_no_player_yet, OpenForm) {
    const std::size_t lines = log().size();
    const SubmittedEntry done = submitEntry(store, form("  Karim, Abdul  "), kNow);
    BOOST_TEST(!done.duplicate);
    BOOST_TEST(done.entry.number == 1);
    BOOST_TEST(done.said.text() == "Entry 1 received for Karim, Abdul; it waits for the organiser's approval");
    const Event stored = event();
    BOOST_REQUIRE(stored.entries.size() == 1u);
    BOOST_TEST(stored.entries[0].name == "Karim, Abdul");
    BOOST_TEST(stored.entries[0].club == "Dhaka CC");
    BOOST_TEST(stored.entries[0].submitted_at == kNow);
    BOOST_TEST((stored.entries[0].status == EntryStatus::Pending));
    BOOST_TEST(stored.players.size() == 2u);
    BOOST_TEST(log().size() == lines);
    BOOST_TEST(
        (texts(entryList(stored)) == std::vector<std::vector<std::string>>{{"1", "Karim, Abdul", "BAN", "", "1990",
                                                                            "Dhaka CC", "", kNow, "waiting", ""}}));
    BOOST_TEST(entryList(stored).notes.at(0) ==
               "Registration open until 2026-02-28 18:00; 1 of 1 entries wait for "
               "approval");
}

// Bad input: each field at fault is named, and nothing is stored.
BOOST_FIXTURE_TEST_CASE(every_bad_field_is_refused_by_name, OpenForm) {
    checkRefused(
        store, [&] { submitEntry(store, form("   "), kNow); }, "name", "a name is needed");
    checkRefused(
        store, [&] { submitEntry(store, form("<script>alert(1)</script>"), kNow); }, "name",
        "the character < is not taken here");
    checkRefused(
        store, [&] { submitEntry(store, form("Karim\", Abdul"), kNow); }, "name", "the character \"");
    checkRefused(
        store, [&] { submitEntry(store, form("Karim\nAbdul"), kNow); }, "name", "line break");
    checkRefused(
        store, [&] { submitEntry(store, form(std::string(101, 'a')), kNow); }, "name", "at most 100 characters");
    checkRefused(
        store, [&] { submitEntry(store, form("Karim, Abdul", "1990", "", "XYZ"), kNow); }, "federation",
        "'XYZ' is not a FIDE federation code");
    checkRefused(
        store, [&] { submitEntry(store, form("Karim, Abdul", "1890"), kNow); }, "birth_year",
        "the year of birth is a year from 1900 to 2026");
    checkRefused(
        store, [&] { submitEntry(store, form("Karim, Abdul", "2027"), kNow); }, "birth_year", "1900 to 2026");
    checkRefused(
        store, [&] { submitEntry(store, form("Karim, Abdul", "19x0"), kNow); }, "birth_year", "1900");
    checkRefused(
        store, [&] { submitEntry(store, form("Karim, Abdul", "1990", "12a4"), kNow); }, "fide_id",
        "a FIDE id is up to 10 digits");
    EntryForm club = form("Karim, Abdul");
    club.club = "<b>Club</b>";
    checkRefused(
        store, [&] { submitEntry(store, club, kNow); }, "club", "the character <");
    BOOST_TEST(event().entries.empty());
}

// The closing time: before it the form takes entries, at it and after it not; closed by hand, neither.
BOOST_AUTO_TEST_CASE(the_form_takes_entries_only_while_open) {
    EventFixture fixture(2);
    checkRefused(
        fixture.store, [&] { submitEntry(fixture.store, form("Karim, Abdul"), kNow); }, "registration",
        "registration for this event is not open");
    checkRefused(
        fixture.store, [&] { openRegistration(fixture.store, "2026-02-20 09:59", kNow); }, "closes",
        "the closing time 2026-02-20 09:59 has passed already");
    checkRefused(
        fixture.store, [&] { openRegistration(fixture.store, "2026-02-30 18:00", kNow); }, "closes",
        "'2026-02-30 18:00' is not a closing time (yyyy-mm-dd hh:mm)");
    const std::size_t lines = fixture.log().size();
    openRegistration(fixture.store, "2026-02-28T18:00", kNow);
    BOOST_TEST(fixture.logSince(lines).at(0).message == "registration open until 2026-02-28 18:00");
    submitEntry(fixture.store, form("Karim, Abdul"), "2026-02-28 17:59:59");
    checkRefused(
        fixture.store, [&] { submitEntry(fixture.store, form("Rahman, Tania"), "2026-02-28 18:00:00"); },
        "registration", "registration closed at 2026-02-28 18:00");
    closeRegistration(fixture.store);
    BOOST_TEST(fixture.log().back().message == "registration closed");
    checkRefused(
        fixture.store, [&] { submitEntry(fixture.store, form("Rahman, Tania"), kNow); }, "registration", "not open");
    BOOST_TEST(fixture.event().entries.size() == 1u);  // what came in time stays, to be approved
}

// "A registration form posted twice": not a second entry, but the one he made, said so; the same
// for a player already registered, by FIDE id or by name and year of birth.
BOOST_FIXTURE_TEST_CASE(the_same_person_entered_twice_gets_back_the_entry_he_made, OpenForm) {
    const SubmittedEntry first = submitEntry(store, form("Karim, Abdul", "1990", "10200099"), kNow);
    const long long revision = store.revision();
    const SubmittedEntry again = submitEntry(store, form("abdul karim", "1990"), "2026-02-20 10:05:00");
    BOOST_TEST(again.duplicate);
    BOOST_TEST(again.entry.number == first.entry.number);
    BOOST_TEST(again.said.text() ==
               "Karim, Abdul entered already (entry 1, received 2026-02-20 10:00:00); it waits for the organiser's "
               "approval");
    BOOST_TEST(submitEntry(store, form("Someone Else", "2001", "10200099"), kNow).entry.number == 1);
    BOOST_TEST(store.revision() == revision);  // nothing stored
    const SubmittedEntry player = submitEntry(store, form("Player 2", "1990"), kNow);
    BOOST_TEST(player.duplicate);
    BOOST_TEST(player.player == 2);
    BOOST_TEST(player.said.text() == "Player 2 is registered already, as player 2: nothing more to do");
    BOOST_TEST(!submitEntry(store, form("Player 2", "1991"), kNow).duplicate);  // a namesake, another year
    BOOST_TEST(event().entries.size() == 2u);
}

// The FIDE id is looked up in FIDE's rating list: its name, federation, year, rating and title are
// taken, what differs is said; an id the list does not have is refused.
BOOST_FIXTURE_TEST_CASE(a_fide_id_takes_the_rating_lists_details, OpenForm) {
    std::istringstream list(ratingListXml());
    const SubmittedEntry done = submitEntry(store, form("Rafik Hossein", "1989", "10200001", "IND"), kNow,
                                            RatingListSource{&list, "players_list_xml.xml"});
    const RegistrationEntry& entry = done.entry;
    BOOST_TEST(entry.name == "Hossain, Rafiq");
    BOOST_TEST(entry.typed_name == "Rafik Hossein");
    BOOST_TEST(entry.federation == "BAN");
    BOOST_TEST(entry.birth_year == 1988);
    BOOST_TEST(entry.rating == 2301);
    BOOST_TEST(entry.title == "FM");
    BOOST_REQUIRE(done.notes.size() == 3u);
    BOOST_TEST(done.notes[0].text() ==
               "Your name is taken as FIDE's rating list writes it: Hossain, Rafiq (you typed Rafik Hossein)");
    std::istringstream again(ratingListXml());
    checkRefused(
        store,
        [&] {
            submitEntry(store, form("Karim, Abdul", "1990", "10200002"), kNow,
                        RatingListSource{&again, "players_list_xml.xml"});
        },
        "fide_id", "FIDE id 10200002 is not in FIDE's rating list");
}

// Approval makes the entry a player through registerPlayers, in one transaction, logged.
BOOST_FIXTURE_TEST_CASE(approval_adds_the_player_and_is_logged, OpenForm) {
    submitEntry(store, form("Karim, Abdul", "1990", "10200099"), kNow);
    const std::size_t lines = log().size();
    const ApprovedEntry done = approveEntry(store, 1);
    BOOST_TEST(done.entry.start_no == 3);
    const Event stored = event();
    BOOST_REQUIRE(stored.players.size() == 3u);
    BOOST_TEST(stored.players[2].name == "Karim, Abdul");
    BOOST_TEST(stored.players[2].fide_id == "10200099");
    BOOST_TEST(stored.players[2].club == "Dhaka CC");
    BOOST_TEST((stored.entries[0].status == EntryStatus::Approved));
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE(added.size() == 2u);
    BOOST_TEST(added[0].message == "3 Karim, Abdul");
    BOOST_TEST(added[1].command == "registration approve");
    BOOST_TEST(added[1].message == "entry 1 approved: player 3 Karim, Abdul");
    checkRefused(
        store, [&] { approveEntry(store, 1); }, "entry", "entry 1 is approved already: player 3");
    checkRefused<NotInEvent>(
        store, [&] { approveEntry(store, 7); }, "entry", "there is no entry 7");
    BOOST_TEST(entryList(stored, true).rows.empty());
}

// A check of registering a player refuses the approval whole: the entry stays waiting.
BOOST_FIXTURE_TEST_CASE(an_approval_registering_refuses_changes_nothing, OpenForm) {
    submitEntry(store, form("Late, Comer"), kNow);
    // A player registered meanwhile by hand with the same name and year: registerPlayers refuses him.
    registerPlayers(store, {entrant("Late, Comer", 1500, 1990)});
    checkRefused(
        store, [&] { approveEntry(store, 1); }, "players", "has the name and year of birth of");
    BOOST_TEST((event().entries[0].status == EntryStatus::Pending));
}

BOOST_FIXTURE_TEST_CASE(rejection_is_logged_with_its_reason, OpenForm) {
    submitEntry(store, form("Karim, Abdul"), kNow);
    const RegistrationEntry done = rejectEntry(store, 1, "not a member of the federation");
    BOOST_TEST((done.status == EntryStatus::Rejected));
    BOOST_TEST(log().back().message == "entry 1 Karim, Abdul rejected: not a member of the federation");
    BOOST_TEST(texts(entryList(event())).at(0).at(8) == "rejected: not a member of the federation");
    checkRefused(
        store, [&] { rejectEntry(store, 1, ""); }, "entry",
        "entry 1 does not wait for approval: rejected: not a member of the federation");
    // Rejected, he may enter again: a new entry, not the rejected one.
    BOOST_TEST(submitEntry(store, form("Karim, Abdul"), kNow).entry.number == 2);
    approveEntry(store, 1);  // the organiser changed his mind
    BOOST_TEST(event().players.size() == 3u);
}

BOOST_AUTO_TEST_SUITE_END()
