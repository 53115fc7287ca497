// Standings of an event played through the use cases (tournament/standings_report.h): points
// and tie-breaks after each round, a category's own ranking, withdrawals noted.
#include "tournament/categories.h"
#include "tournament/round_pairing.h"
#include "tournament/standings_report.h"
#include "tournament/tiebreak_settings.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <map>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Four players, two rounds of three played: 1 beats 3 and 2; 2 beats 4; 3 and 4 draw. Points: 1: 2, 2: 1,
// 3 and 4: ½. Buchholz (C.07 §8.1) breaks the tie of 3 and 4: 3 met 1 and 4 (2 + ½ = 2½),
// 4 met 2 and 3 (1 + ½ = 1½).
struct PlayedEvent : EventFixture {
    PlayedEvent() : EventFixture(4, 3) {
        setTiebreaks(store, "BH", false);
        pairNextRound(store);
        win(store, 1, 1);
        win(store, 1, 2);
        pairNextRound(store);
        win(store, 2, 1);
        win(store, 2, 3, "1/2");
    }
};

}  // namespace

BOOST_FIXTURE_TEST_CASE(the_standings_rank_by_points_then_the_events_tiebreaks, PlayedEvent) {
    const Table table = standingsList(event(), 0);
    BOOST_TEST(table.title == "Test Open: standings after round 2 of 3");
    BOOST_TEST(table.columns.back().header == "BH");
    const auto rows = texts(table);
    BOOST_REQUIRE_EQUAL(rows.size(), 4u);
    const std::vector<std::vector<std::string>> expected = {
        {"1", "1", "2"}, {"2", "2", "1"}, {"3", "3", "½"}, {"4", "4", "½"}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        BOOST_TEST(rows[i][0] == expected[i][0]);
        BOOST_TEST(rows[i][1] == expected[i][1]);
        BOOST_TEST(rows[i][5] == expected[i][2]);
    }
    BOOST_TEST(std::stod(rows[2][6]) == 2.5);
    BOOST_TEST(std::stod(rows[3][6]) == 1.5);
}

BOOST_FIXTURE_TEST_CASE(the_standings_after_an_earlier_round_count_that_round_only, PlayedEvent) {
    const auto rows = texts(standingsList(event(), 1));
    for (const auto& row : rows) BOOST_TEST(row[5] == ((row[1] == "1" || row[1] == "2") ? "1" : "0"));
    try {
        standingsList(event(), 3);
        BOOST_ERROR("a round not paired was taken");
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == "after_round");
        BOOST_TEST(std::string(refusal.what()) == "'3' is not a whole number from 1 to 2");
    }
}

BOOST_FIXTURE_TEST_CASE(a_categorys_standings_rank_its_players_apart, PlayedEvent) {
    editPlayer(store, 4, {{"sex", "f"}});
    editPlayer(store, 2, {{"sex", "f"}});
    addCategory(store, "Women", "women");
    const auto rows = texts(categoryStandings(event(), 0, "women"));
    BOOST_REQUIRE_EQUAL(rows.size(), 2u);
    BOOST_TEST(rows[0][0] == "2");  // overall rank
    BOOST_TEST(rows[0][1] == "1");  // rank among the women
    BOOST_TEST(rows[1][0] == "4");
    BOOST_TEST(rows[1][1] == "2");
    BOOST_CHECK_THROW(categoryStandings(event(), 0, "U16"), Refusal);
}

BOOST_FIXTURE_TEST_CASE(a_withdrawal_is_noted_under_the_standings, PlayedEvent) {
    withdrawPlayer(store, 4);
    const Table table = standingsList(event(), 0);
    BOOST_REQUIRE_EQUAL(table.notes.size(), 1u);
    BOOST_TEST(table.notes[0].find("Withdrawn from round 3: ") == 0u);
    BOOST_TEST(table.notes[0].find("Player 4") != std::string::npos);
}

// Issue 31 item 11: the standings PDF (standingsReport) notes a withdrawal as the lists do.
BOOST_FIXTURE_TEST_CASE(item_11_the_standings_pdf_carries_the_withdrawal_note, PlayedEvent) {
    withdrawPlayer(store, 4);
    const Table table = standingsReport(event(), 0);
    BOOST_REQUIRE_EQUAL(table.notes.size(), 1u);
    BOOST_TEST(table.notes[0] == "Withdrawn from round 3: 4 Player 4");
}

// Issue 31 item 11: the DE column shows what docs/tiebreaks.md says, each tied player's place
// in his group by the games between them (C.07 §6), 0 for a player tied with nobody. A round
// robin of four: 1 beats 2, 2 beats 3, 3 beats 1 and 4, 4 draws with 1 and 2. 1 and 2 tie on
// 1½; 1 won their game.
BOOST_AUTO_TEST_CASE(item_11_the_de_column_shows_the_place_within_the_tied_group) {
    EventFixture fixture(4, std::nullopt);
    const std::map<std::pair<int, int>, int> winner = {{{1, 2}, 1}, {{2, 3}, 2}, {{1, 3}, 3},
                                                       {{3, 4}, 3}, {{1, 4}, 0}, {{2, 4}, 0}};
    for (int round = 1; round <= 3; ++round) {
        pairNextRound(fixture.store);
        const Event paired = fixture.event();
        for (const Game& game : paired.rounds[static_cast<std::size_t>(round - 1)].games) {
            const int a = std::min(game.seats[0].player, game.seats[1].player);
            const int b = std::max(game.seats[0].player, game.seats[1].player);
            const int won = winner.at({a, b});
            win(fixture.store, round, won == 0 ? a : won, won == 0 ? "1/2" : "");
        }
    }
    const Table table = standingsList(fixture.event(), 0);
    std::size_t de = 0;
    while (de < table.columns.size() && table.columns[de].header != "DE") ++de;
    BOOST_REQUIRE(de < table.columns.size());
    std::map<std::string, std::string> by_start;  // start number -> DE
    for (const auto& row : texts(table)) by_start[row[1]] = row[de];
    BOOST_TEST(by_start["1"] == "1");
    BOOST_TEST(by_start["2"] == "2");
    BOOST_TEST(by_start["3"] == "0");
    BOOST_TEST(by_start["4"] == "0");
}

// The recheck of issue 31: the text standings said "after round 3" before any result of round
// 3, the PDF "after round 0 of 5" once round 1 was paired. Every title names the last round
// whose results are complete, and the round being played.
BOOST_FIXTURE_TEST_CASE(issue_31_standings_titles_name_the_last_complete_round_and_the_round_in_progress, PlayedEvent) {
    pairNextRound(store);  // round 3 paired, no result yet
    BOOST_TEST(standingsList(event(), 0).title == "Test Open: standings after round 2 of 3, round 3 in progress");
    BOOST_TEST(standingsReport(event(), 0).title == "Standings after round 2 of 3, round 3 in progress");
    win(store, 3, 1);  // one result of round 3 in
    BOOST_TEST(standingsReport(event(), 0).title == "Standings after round 2 of 3, round 3 in progress");
    BOOST_TEST(standingsList(event(), 2).title == "Test Open: standings after round 2 of 3");
    // A category's title keeps the words after its name.
    addCategory(store, "U16");
    BOOST_TEST(categoryStandingsReport(event(), 0, "U16").title ==
               "Standings U16 after round 2 of 3, round 3 in progress");

    EventFixture fresh(4, 5);
    BOOST_TEST(standingsReport(fresh.event(), 0).title == "Standings before round 1");
    pairNextRound(fresh.store);
    BOOST_TEST(standingsReport(fresh.event(), 0).title == "Standings during round 1");
    BOOST_TEST(standingsList(fresh.event(), 0).title == "Test Open: standings during round 1");
}
