// Issue 31 item 4: a late entry to a Swiss event renumbers the players ranked after him
// (C.04.2: pairing numbers follow the initial ranking, late entries at their place), and the
// arbiter sees every old and new number; or he keeps the start numbers, the newcomer taking the
// next one (RegistrationOptions::late_numbers), as Swiss-Manager does unless the list is re-sorted.
#include "tournament/players.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

RegistrationOptions keepingNumbers() {
    RegistrationOptions options;
    options.late_numbers = LateEntryNumbers::AtTheEnd;
    return options;
}

bool contains(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_4_a_late_entry_lists_everyone_who_moved_down_with_old_and_new_numbers) {
    EventFixture fixture(6);  // rated 2400, 2380, ..., 2300
    pairNextRound(fixture.store);
    const Registration late = registerPlayers(fixture.store, {entrant("Latecomer", 2350)}, RegistrationOptions{});
    BOOST_TEST(late.start_numbers == std::vector<int>({4}));
    BOOST_TEST(late.renumbered);
    // Players 4, 5 and 6 (2340, 2320, 2300) rank after 2350: each moved down one number.
    BOOST_REQUIRE_EQUAL(late.moved.size(), 3u);
    for (int i = 0; i < 3; ++i) {
        BOOST_TEST(late.moved[i].from == 4 + i);
        BOOST_TEST(late.moved[i].to == 5 + i);
        BOOST_TEST(late.moved[i].name == "Player " + std::to_string(4 + i));
    }
    BOOST_TEST(contains(texts(late.notes), "  4 -> 5 Player 4"));
    BOOST_TEST(contains(texts(late.notes), "  6 -> 7 Player 6"));
    BOOST_TEST(late.notes.front().text().find("moved down") != std::string::npos, late.notes.front().text());
    // The log keeps the numbers too: scoresheets of round 1 carry the old ones.
    const std::vector<LogEntry> log = fixture.log();
    BOOST_TEST(log[log.size() - 2].message.find("moved down: 4 -> 5 Player 4, 5 -> 6 Player 5, 6 -> 7 Player 6") !=
                   std::string::npos,
               log[log.size() - 2].message);
    // Whoever is named by his new number is the player who moved there.
    BOOST_TEST(fixture.event().player(5)->name == "Player 4");
}

BOOST_AUTO_TEST_CASE(item_4_two_late_entries_at_once_list_each_player_once_with_his_final_number) {
    EventFixture fixture(4);
    pairNextRound(fixture.store);
    const Registration late = registerPlayers(fixture.store, {entrant("Strong", 2390), entrant("Stronger", 2395)},
                                              RegistrationOptions{});
    BOOST_TEST(late.start_numbers == std::vector<int>({3, 2}));
    BOOST_REQUIRE_EQUAL(late.moved.size(), 3u);
    BOOST_TEST(late.moved[0].from == 2);
    BOOST_TEST(late.moved[0].to == 4);  // moved down by two
    BOOST_TEST(late.moved[2].from == 4);
    BOOST_TEST(late.moved[2].to == 6);
}

BOOST_AUTO_TEST_CASE(item_4_the_arbiter_may_keep_start_numbers_and_the_newcomer_takes_the_next) {
    EventFixture fixture(6);
    pairNextRound(fixture.store);
    const Event before = fixture.event();
    const Registration late = registerPlayers(fixture.store, {entrant("Latecomer", 2350)}, keepingNumbers());
    BOOST_TEST(late.start_numbers == std::vector<int>({7}));
    BOOST_TEST(!late.renumbered);
    BOOST_TEST(late.numbers_kept);
    BOOST_TEST(late.moved.empty());
    BOOST_TEST(late.notes.front().text().find("start numbers kept") != std::string::npos, late.notes.front().text());
    const Event after = fixture.event();
    for (int start_no = 1; start_no <= 6; ++start_no)
        BOOST_TEST(after.player(start_no)->name == before.player(start_no)->name);
    // Round 1 keeps its games as they were paired, and the newcomer's missed round is a bye.
    BOOST_TEST(after.rounds[0].games.size() == before.rounds[0].games.size());
    BOOST_TEST(after.rounds[0].gameOf(1)->seats[1].player == before.rounds[0].gameOf(1)->seats[1].player);
    BOOST_REQUIRE(after.rounds[0].byeOf(7));
    // He is paired from the next round on.
    enterAll(fixture.store, 1);
    pairNextRound(fixture.store);
    BOOST_TEST((fixture.event().rounds[1].gameOf(7) != nullptr || fixture.event().rounds[1].byeOf(7) != nullptr));
}

// Before round 1 nothing is late: the option changes nothing and nobody is listed as moved.
BOOST_AUTO_TEST_CASE(item_4_before_round_1_nobody_is_listed_as_moved) {
    EventFixture fixture(3);
    const Registration early = registerPlayers(fixture.store, {entrant("Early", 2500)}, keepingNumbers());
    BOOST_TEST(early.start_numbers == std::vector<int>({4}));
    BOOST_TEST(early.moved.empty());
    BOOST_TEST(!early.late);
}
