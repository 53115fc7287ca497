// Issue 31 item 1: points are exact for every placement list and bye an arbiter may choose, or
// the choice is refused naming its field. Points are kept in tenths (scoring/points.h): values
// finer than that (quarters) are refused where they are typed, a tie that would share into no
// whole tenths is refused with the list, and at tables a half-point bye worth half of an odd
// number of tenths (half of the default 1.5) is refused where it is asked for rather than
// scored as 0.7. Totals print as every other total does (½).
#include "tournament/players.h"
#include "tournament/requests.h"
#include "tournament/result_text.h"
#include "tournament/round_pairing.h"
#include "tournament/standings_report.h"
#include "tournament/table_setup.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Creating an event of `settings` must be refused naming `field` and saying `message`.
void refusedAtCreation(const EventSettings& settings, const std::string& field, const std::string& message) {
    try {
        newEvent(settings);
        BOOST_ERROR("taken: " +
                    settings.placement.value_or(settings.bye_points.value_or(settings.scoring.value_or(""))));
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == field);
        BOOST_TEST(std::string(refusal.what()).find(message) != std::string::npos, refusal.what());
    }
}

EventSettings tables(std::optional<std::string> placement, std::optional<std::string> bye_points) {
    EventSettings settings = settingsFor("chaturaji", "swiss", 3);
    settings.placement = std::move(placement);
    settings.bye_points = std::move(bye_points);
    return settings;
}

// The points of `start_no` in the standings as printed (PDF, pages): the Pts column.
std::string printedPoints(const Event& event, int start_no) {
    const Table table = standingsReport(event, 0);
    for (const auto& row : table.rows)
        if (row.size() > 6 && row[1].text == std::to_string(start_no)) return row[6].text;
    return "";
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_1_quarters_are_refused_naming_the_field_never_rounded) {
    refusedAtCreation(tables("3,2.25,1,0", std::nullopt), "placement",
                      "'3,2.25,1,0': points are kept exact, in tenths, and 2.25 is finer than a tenth");
    refusedAtCreation(tables(std::nullopt, "1.25"), "bye_points", "1.25 is finer than a tenth");
    refusedAtCreation(tables(std::nullopt, "0,75"), "bye_points", "0,75 is finer than a tenth");
    EventSettings chess = settingsFor("chess", "swiss", 3);
    chess.scoring = "1,0.25,0";
    refusedAtCreation(chess, "scoring", "0.25 is finer than a tenth");
    // A list whose ties would share into no whole tenths: 1 and 0.5 shared by two is 0.75.
    refusedAtCreation(tables("3,2,1,0.5", std::nullopt), "placement",
                      "would share points that are not a whole number of tenths");
}

BOOST_AUTO_TEST_CASE(item_1_a_half_point_bye_half_of_1_5_is_refused_not_stored_as_0_7) {
    EventFixture fixture(16, 5, "chaturaji");
    pairNextRound(fixture.store);
    checkRefused(
        fixture.store, [&] { requestBye(fixture.store, 2, 12, ByeKind::Half); }, "kind",
        "a half-point bye would be worth half of this event's bye of 1.5, 0.75, finer than the tenths Tourney keeps "
        "points in; ask for a full bye (1.5) or a zero bye");
    // A late entry's missed round likewise.
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {entrant("Late", 1000)}, {"half"}); }, "missed_rounds",
        "0.75, finer than the tenths");
    // The full bye is the event's 1.5, exact, and prints as every total does: 1½.
    requestBye(fixture.store, 2, 12, ByeKind::Full);
    const int tables_in_round_1 = 4;
    for (int table = 1; table <= tables_in_round_1; ++table)
        enterResult(fixture.store, resultEntry(1, table, "20-10-5-0"));
    pairNextRound(fixture.store);
    const Event paired = fixture.event();
    for (const Game& table : paired.rounds[1].games)
        enterResult(fixture.store, resultEntry(2, table.board, "20-10-5-0"));
    const Event event = fixture.event();
    const Bye* bye = event.rounds[1].byeOf(12);
    BOOST_REQUIRE(bye);
    BOOST_TEST(event.points.forBye(bye->kind) == Points::fromTenths(15));
    const Points round_1 = pointsAfter(event, 12, 1);
    BOOST_TEST(pointsAfter(event, 12, 2) == round_1 + Points::fromTenths(15));
    BOOST_TEST(printedPoints(event, 12) == pointsText(round_1 + Points::fromTenths(15)));
    BOOST_TEST(printedPoints(event, 12).find("½") != std::string::npos, printedPoints(event, 12));
}

// A bye whose half is whole tenths keeps its half-point bye, exactly half of it.
BOOST_AUTO_TEST_CASE(item_1_a_bye_of_2_gives_a_half_point_bye_of_exactly_1) {
    MemoryEventStore store;
    createEvent(store, tables("3,2,1,0", "2"));
    registerPlayers(store, entrants(16));
    const Event event = store.load();
    BOOST_TEST(!halfByeProblem(event).has_value());
    BOOST_TEST(event.points.half_bye == Points::whole(1));
    requestBye(store, 1, 5, ByeKind::Half);
    pairNextRound(store);
    BOOST_TEST(pointsAfter(store.load(), 5, 1) == Points::whole(1));
}

// Two-player events keep their half-point bye: the draw's points, exact.
BOOST_AUTO_TEST_CASE(item_1_chess_half_point_byes_are_untouched) {
    EventFixture fixture(6);
    BOOST_TEST(!halfByeProblem(fixture.event()).has_value());
    requestBye(fixture.store, 1, 3, ByeKind::Half);
    pairNextRound(fixture.store);
    BOOST_TEST(pointsAfter(fixture.event(), 3, 1) == Points::half());
}
