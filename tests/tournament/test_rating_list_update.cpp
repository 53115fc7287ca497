// Players updated from FIDE's rating list in process (tournament/rating_list_update.h): matched
// by FIDE id, in one transaction, each change logged, ids missing from the list warned about.
#include "tournament/rating_list_update.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

formats::RatingListEntry listed(const std::string& id, const std::string& name, int rating, int k_factor = 0) {
    formats::RatingListEntry entry;
    entry.fide_id = id;
    entry.name = name;
    entry.rating = rating;
    entry.federation = "IND";
    entry.sex = 'm';
    entry.k_factor = k_factor;
    return entry;
}

// Three players: 1 and 2 with FIDE ids, 3 without.
struct ThreePlayers : EventFixture {
    ThreePlayers() : EventFixture(0) {
        Player first = entrant("Iyer, Karthik", 2200), second = entrant("রহমান, তানভীর", 2100);
        first.fide_id = "5000001";
        first.federation = "IND";
        first.sex = Sex::Male;
        second.fide_id = "5000002";
        registerPlayers(store, {first, second, entrant("Unknown, U", 1500)});
    }
};

}  // namespace

BOOST_FIXTURE_TEST_CASE(the_ids_looked_for_are_those_of_the_players, ThreePlayers) {
    BOOST_TEST((fideIdsOf(event()) == std::set<std::string>{"5000001", "5000002"}));
}

BOOST_FIXTURE_TEST_CASE(players_found_take_the_lists_details_and_each_change_is_logged, ThreePlayers) {
    const std::size_t lines = log().size();
    const RatingListUpdate update = updateFromRatingList(store,
                                                         {{"5000001", listed("5000001", "Iyer, Karthik", 2215, 20)},
                                                          {"5000002", listed("5000002", "Rahman, Tanvir", 2100)}});
    const Event updated = event();
    BOOST_TEST(updated.players[0].rating == 2215);
    BOOST_TEST(updated.players[0].k_factor == 20);
    // A name not in Latin letters keeps its own and takes the list's as its Latin name (TRF).
    BOOST_TEST(updated.players[1].name == "রহমান, তানভীর");
    BOOST_TEST(updated.players[1].latin_name == "Rahman, Tanvir");
    BOOST_TEST(updated.players[1].federation == "IND");
    BOOST_TEST(updated.players[2].rating == 1500);  // no FIDE id: untouched
    BOOST_REQUIRE_EQUAL(update.changes.size(), 2u);
    BOOST_TEST(update.changes[0].text() == "1 Iyer, Karthik: rating 2200 -> 2215, k_factor (none) -> 20");
    const std::vector<LogEntry> added = logSince(lines);
    BOOST_REQUIRE_EQUAL(added.size(), 2u);
    BOOST_TEST(added[0].command == "player update-ratings");
    BOOST_TEST(added[0].message == update.changes[0].text());
    // Read again, nothing differs.
    const RatingListUpdate again = updateFromRatingList(store,
                                                        {{"5000001", listed("5000001", "Iyer, Karthik", 2215, 20)},
                                                         {"5000002", listed("5000002", "Rahman, Tanvir", 2100)}});
    BOOST_TEST(again.changes.empty());
    BOOST_TEST(again.unchanged == 2);
    BOOST_TEST(log().size() == lines + 2);
}

BOOST_FIXTURE_TEST_CASE(an_id_missing_from_the_list_is_warned_about_and_a_k_other_than_fides_is_not_taken,
                        ThreePlayers) {
    const RatingListUpdate update = updateFromRatingList(store,
                                                         {{"5000001", listed("5000001", "Iyer, Karthik", 2200, 15)}});
    BOOST_TEST(update.changes.empty());  // the same rating; K 15 is not one of B.02 8.3's
    BOOST_TEST(update.unchanged == 1);
    BOOST_TEST(event().players[0].k_factor == 0);
    BOOST_REQUIRE_EQUAL(update.warnings.size(), 1u);
    BOOST_TEST(update.warnings[0].text() == "Warning: 2 রহমান, তানভীর: FIDE id 5000002 is not in the list");
}
