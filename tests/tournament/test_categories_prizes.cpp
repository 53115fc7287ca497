// Categories and prizes in process (tournament/categories.h, prizes.h): defining and removing
// them, the prize table, the sharing rule, and the prize list of an event played through the
// use cases. The awarding rules themselves are worked by hand in test_prizes.cpp.
#include "tournament/categories.h"
#include "tournament/prizes.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Four players, two rounds: 1 beats 3 and 2; 2 beats 4; 3 and 4 draw. Points: 1: 2, 2: 1,
// 3 and 4: ½. Player 4 is the one woman; players 3 and 4 are under 16 in 2026.
struct PlayedEvent {
    MemoryEventStore store;
    PlayedEvent() {
        createEvent(store, settingsFor("chess", "swiss", 2));
        registerPlayers(store, {entrant("Player 1", 2400), entrant("Player 2", 2380), entrant("Player 3", 2360, 2012),
                                entrant("Player 4", 2340, 2011, Sex::Female)});
        pairNextRound(store);
        win(store, 1, 1);
        win(store, 1, 2);
        pairNextRound(store);
        BOOST_REQUIRE(store.load().rounds[1].gameOf(1)->seatOf(2) >= 0);
        win(store, 2, 1);
        win(store, 2, 3, "1/2");
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_category_takes_its_name_as_rule_by_default_and_counts_its_players) {
    PlayedEvent played;
    addCategory(played.store, "U16");
    addCategory(played.store, " Women ", "women");
    addCategory(played.store, "Girls U16", "women, U16");
    const Event event = played.store.load();
    BOOST_REQUIRE_EQUAL(event.categories.size(), 3u);
    BOOST_TEST(event.categories[0].rule == "U16");
    BOOST_TEST(event.categories[1].name == "Women");  // typed with spaces around it
    BOOST_TEST((texts(categoryList(event)) == std::vector<std::vector<std::string>>{{"U16", "U16", "2"},
                                                                                    {"Women", "women", "1"},
                                                                                    {"Girls U16", "women, U16", "1"}}));
}

BOOST_AUTO_TEST_CASE(a_category_is_refused_for_a_name_taken_a_rule_not_understood_or_an_age_without_dates) {
    PlayedEvent played;
    MemoryEventStore& store = played.store;
    addCategory(store, "U16");
    checkRefused(
        store, [&] { addCategory(store, "u16"); }, "name", "the event has a category u16 already");
    checkRefused(
        store, [&] { addCategory(store, "Adults", "adults"); }, "rule", "'adults' is not a condition");
    checkRefused(
        store, [&] { addCategory(store, "", "women"); }, "name", "a category needs a name");
    MemoryEventStore undated;
    EventSettings settings = settingsFor("chess", "swiss", 5);
    settings.info.start_date.clear();
    createEvent(undated, settings);
    checkRefused(
        undated, [&] { addCategory(undated, "S65"); }, "rule",
        "an age category counts from the event's start date, and the event has none");
    addCategory(undated, "Women", "women");  // a category without an age needs no dates
    BOOST_TEST(undated.load().categories.size() == 1u);
}

BOOST_AUTO_TEST_CASE(a_category_is_removed_only_once_no_prize_is_given_in_it) {
    PlayedEvent played;
    MemoryEventStore& store = played.store;
    addCategory(store, "U16");
    addPrize(store, "Best U16", "100", "u16");
    BOOST_TEST(store.load().prizes[0].category == "U16");  // the category's own spelling
    checkRefused(
        store, [&] { removeCategory(store, "U16"); }, "name",
        "the prize Best U16 is given in U16; remove it first (tourney prize remove)");
    checkRefused(
        store, [&] { removeCategory(store, "S65"); }, "name", "the event has no category S65");
    BOOST_TEST(removePrize(store, 1) == "Best U16");
    removeCategory(store, "u16");
    BOOST_TEST(store.load().categories.empty());
}

BOOST_AUTO_TEST_CASE(the_prize_table_keeps_the_order_entered_and_refuses_what_it_cannot_hold) {
    PlayedEvent played;
    MemoryEventStore& store = played.store;
    addCategory(store, "Women", "women");
    addPrize(store, "1st", "1000", "");
    addPrize(store, "Best woman", "250.5", "women");
    checkRefused(
        store, [&] { addPrize(store, "2nd", "five hundred", ""); }, "amount",
        "'five hundred' is not an amount (5000 or 5000.50)");
    checkRefused(
        store, [&] { addPrize(store, "Best U16", "100", "U16"); }, "category",
        "the event has no category U16 (tourney category add)");
    checkRefused(
        store, [&] { addPrize(store, "", "100", ""); }, "name", "a prize needs a name");
    checkRefused(
        store, [&] { removePrize(store, 3); }, "number", "no prize 3 (the prize table has 2)");
    const Event event = store.load();
    BOOST_TEST(event.prizes[1].hundredths == 25050);
    const Table table = prizeTable(event);
    BOOST_TEST(table.title == "Prizes (tied players: tie-breaks decide)");
    BOOST_TEST((texts(table) == std::vector<std::vector<std::string>>{{"1", "1st", "overall", "1000"},
                                                                      {"2", "Best woman", "Women", "250.50"}}));
}

BOOST_AUTO_TEST_CASE(the_prize_list_gives_each_prize_to_the_best_placed_player_without_one) {
    PlayedEvent played;
    MemoryEventStore& store = played.store;
    addCategory(store, "Women", "women");
    addPrize(store, "1st", "1000", "");
    addPrize(store, "2nd", "500", "");
    addPrize(store, "Best woman", "200", "Women");
    addPrize(store, "2nd woman", "100", "Women");
    const Table list = prizeList(store.load());
    BOOST_TEST(list.title == "Prize list");
    // 1st: player 1 on 2 points; 2nd: player 2 on 1; the one woman, 4, takes hers; nobody is
    // left for the second women's prize.
    const auto rows = texts(list);
    BOOST_REQUIRE_EQUAL(rows.size(), 4u);
    BOOST_TEST((rows[0] == std::vector<std::string>{"1st", "overall", "1000", "1", "1", "Player 1", "2", "1000"}));
    BOOST_TEST((rows[1] == std::vector<std::string>{"2nd", "overall", "500", "2", "2", "Player 2", "1", "500"}));
    BOOST_TEST(rows[2][5] == "Player 4");
    BOOST_TEST(rows[2][7] == "200");
    BOOST_TEST((rows[3] == std::vector<std::string>{"2nd woman", "Women", "100", "", "", "(not awarded)", "", "0"}));
}

BOOST_AUTO_TEST_CASE(the_sharing_rule_is_tiebreak_hort_or_shared) {
    PlayedEvent played;
    MemoryEventStore& store = played.store;
    checkRefused(
        store, [&] { setPrizeSharing(store, "equal"); }, "sharing", "'equal' is not tiebreak, hort or shared");
    setPrizeSharing(store, "hort");
    BOOST_TEST((store.load().prize_sharing == PrizeSharing::Hort));
    BOOST_TEST(prizeList(store.load()).title == "Prize list (Hort system)");
    setPrizeSharing(store, "tiebreak");
    BOOST_TEST((store.load().prize_sharing == PrizeSharing::TieBreak));
}
