// A round's pairings as the reports give them, from an event paired through the use cases
// (tournament/pairings_report.h): as data, as a sheet with points before the round, and with
// the byes noted.
#include "tournament/pairings_report.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Five players of a five-round Swiss event, round 1 paired: 1-3 and 4-2 (C.04.3), 5 the bye.
struct RoundOnePaired : EventFixture {
    RoundOnePaired() : EventFixture(5, 5) { pairNextRound(store); }
};

}  // namespace

BOOST_FIXTURE_TEST_CASE(the_pairings_as_data_give_boards_then_byes_with_their_trf_codes, RoundOnePaired) {
    BOOST_TEST((texts(pairingsList(event(), 1)) ==
                std::vector<std::vector<std::string>>{{"1", "1", "3", ""}, {"2", "4", "2", ""}, {"", "5", "0", "U"}}));
    enterResult(store, resultEntry(1, 1, "1/2"));
    BOOST_TEST(texts(pairingsList(event(), 1))[0][3] == "1/2-1/2");
}

BOOST_FIXTURE_TEST_CASE(the_round_sheet_shows_points_before_the_round_and_results_as_people_read_them, RoundOnePaired) {
    enterAll(store, 1);
    pairNextRound(store);
    enterResult(store, resultEntry(2, 1, "="));
    const Table sheet = roundSheet(event(), 2);
    BOOST_TEST(sheet.title == "Round 2 of 5");
    const auto rows = texts(sheet);
    // After round 1, White won both boards and 5 had the bye: 1, 4 and 5 hold a point.
    for (const auto& row : rows) {
        if (row[0] == "bye") continue;
        for (std::size_t seat : {1u, 3u}) {
            const int start_no = std::stoi(row[seat]);
            BOOST_TEST(row[seat + 1] == ((start_no == 1 || start_no == 4 || start_no == 5) ? "1" : "0"), row[seat]);
        }
    }
    BOOST_TEST(rows[0][5] == "\xC2\xBD-\xC2\xBD");
    BOOST_TEST(rows[1][5] == "...");
}

BOOST_FIXTURE_TEST_CASE(the_printed_pairings_note_each_bye_and_its_score, RoundOnePaired) {
    const Table report = pairingsReport(event(), 0);  // 0: the last round paired
    BOOST_TEST(report.title == "Pairings of round 1");
    BOOST_REQUIRE_EQUAL(report.notes.size(), 1u);
    BOOST_TEST(report.notes[0].find("Pairing-allocated bye: 5 Player 5 (") == 0u);
    const auto sheet = texts(roundSheet(event(), 1));
    BOOST_TEST(
        (sheet.back() == std::vector<std::string>{"bye", "5 Player 5 (2320)", "0", "", "", "pairing-allocated bye"}));
}

BOOST_AUTO_TEST_CASE(a_report_of_a_round_not_paired_is_refused_naming_the_rounds_there_are) {
    EventFixture fixture(4);
    BOOST_CHECK_THROW(reportRound(fixture.event(), 0), Refusal);
    pairNextRound(fixture.store);
    BOOST_TEST(reportRound(fixture.event(), 0) == 1);
    try {
        pairingsList(fixture.event(), 2);
        BOOST_ERROR("a round not paired was listed");
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == "round");
        BOOST_TEST(std::string(refusal.what()).find("round 2 is not paired") == 0u);
    }
}

// Issue 31 item 2. A pairing list shows the points each player had when the round began. Round 1 begins from
// nothing, also once its results are in and later rounds are paired.
BOOST_FIXTURE_TEST_CASE(item_2_round_ones_pairings_show_no_points_after_its_results_are_in, RoundOnePaired) {
    enterAll(store, 1);
    pairNextRound(store);
    const Event event = this->event();
    for (const auto& row : texts(roundSheet(event, 1))) {
        BOOST_TEST(row[2] == "0", row[1]);
        if (row[0] != "bye") BOOST_TEST(row[4] == "0", row[3]);
    }
    for (const auto& row : texts(pairingsReport(event, 1))) {
        BOOST_TEST(row[6] == "0", row[3]);   // White's points
        BOOST_TEST(row[8] == "0", row[11]);  // Black's
    }
    // Round 2 begins from round 1's results.
    const auto second = texts(pairingsReport(event, 2));
    BOOST_TEST(std::count_if(second.begin(), second.end(), [](const auto& row) { return row[6] == "1"; }) >= 1);
}

BOOST_AUTO_TEST_CASE(item_2_round_ones_tables_show_no_points_after_its_results_are_in) {
    EventFixture fixture(8, 3, "chaturaji");
    pairNextRound(fixture.store);
    enterResult(fixture.store, resultEntry(1, 1, "10-5-3-0"));
    enterResult(fixture.store, resultEntry(1, 2, "8-6-4-2"));
    const Table tables = pairingsReport(fixture.event(), 1);
    BOOST_REQUIRE_EQUAL(tables.rows.size(), 8u);  // a row per seat
    BOOST_TEST(tables.columns[7].header == "Pts");
    for (const auto& row : texts(tables)) BOOST_TEST(row[7] == "0", row[4]);
}

BOOST_AUTO_TEST_CASE(points_before_a_round_count_the_rounds_before_it_only) {
    EventFixture fixture(4, 3);
    pairNextRound(fixture.store);
    win(fixture.store, 1, 1);
    win(fixture.store, 1, 2);
    pairNextRound(fixture.store);
    win(fixture.store, 2, 1);
    const Event event = fixture.event();
    BOOST_TEST(pointsBeforeRound(event, 1, 1) == Points{});
    BOOST_TEST(pointsBeforeRound(event, 1, 2) == Points::whole(1));
    BOOST_TEST(pointsBeforeRound(event, 1, 3) == Points::whole(2));
}
