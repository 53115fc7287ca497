// The lists pinned up at the venue, from an event made through the use cases
// (tournament/venue_lists.h): the starting rank list, the alphabetical list, and a round's
// pairings by name with byes and absences.
#include "tournament/round_pairing.h"
#include "tournament/venue_lists.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Five players of a Swiss event, round 1 paired: 1-3 and 2-4 (C.04.3), 5 the bye.
struct FivePlayers : EventFixture {
    FivePlayers() : EventFixture(0, 5) {
        registerPlayers(store, {entrant("Sen, Mitali", 2400), entrant("das, Bina", 2300), entrant("Das, Arjun", 2200),
                                entrant("Khan, Omar", 2100), entrant("Roy, Ila", 0)});
        pairNextRound(store);
    }
};

}  // namespace

BOOST_FIXTURE_TEST_CASE(the_starting_list_goes_by_number_and_the_alphabetical_list_by_name, FivePlayers) {
    const auto starting = texts(startingList(event()));
    BOOST_REQUIRE_EQUAL(starting.size(), 5u);
    BOOST_TEST((starting[0] == std::vector<std::string>{"1", "", "Sen, Mitali", "", "2400", ""}));
    BOOST_TEST(starting[4][4].empty());  // unrated: no rating shown
    // Letters compare without case: "Das, Arjun" before "das, Bina".
    BOOST_TEST(startNumbersByName(event()) == std::vector<int>({3, 2, 4, 5, 1}));
    const auto by_name = texts(alphabeticalList(event()));
    BOOST_TEST((by_name[0] == std::vector<std::string>{"Das, Arjun", "3", "", "", "2200", ""}));
    BOOST_TEST(alphabeticalList(event()).title == "Test Open: players by name");
}

BOOST_FIXTURE_TEST_CASE(the_pairings_by_name_give_each_player_his_board_colour_and_opponent, FivePlayers) {
    const Table table = pairingsByName(event(), 1);
    BOOST_TEST(table.title == "Test Open: round 1, players by name");
    const auto rows = texts(table);
    BOOST_REQUIRE_EQUAL(rows.size(), 5u);
    BOOST_TEST((rows[0] == std::vector<std::string>{"Das, Arjun", "3", "1", "Black", "1 Sen, Mitali"}));
    BOOST_TEST((rows[3] == std::vector<std::string>{"Roy, Ila", "5", "", "", "pairing-allocated bye"}));
    BOOST_TEST((rows[4] == std::vector<std::string>{"Sen, Mitali", "1", "1", "White", "3 Das, Arjun"}));
}

BOOST_FIXTURE_TEST_CASE(a_player_withdrawn_before_the_round_finds_himself_absent_on_its_sheet, FivePlayers) {
    enterAll(store, 1);
    withdrawPlayer(store, 4);
    pairNextRound(store);
    const auto rows = texts(pairingsByName(event(), 2));
    BOOST_REQUIRE_EQUAL(rows.size(), 5u);
    BOOST_TEST((rows[2] == std::vector<std::string>{"Khan, Omar", "4", "", "", "absent"}));
    try {
        pairingsByName(event(), 3);
        BOOST_ERROR("a round not paired was listed");
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == "round");
        BOOST_TEST(std::string(refusal.what()) == "round 3 is not paired yet (rounds 1 to 2 are)");
    }
}
