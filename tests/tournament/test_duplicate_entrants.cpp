// Issue 31 item 8: the same person entered twice is found across scripts and spellings: names
// compare in Latin letters (the name, or the Latin name beside a Bengali one), case and spacing
// folded; a refused list names the line the duplicate came from.
#include "tournament/players.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

Player bengali() {
    Player player = entrant("বিশ্বাস, জ্যোতির্ময়", 2100, 1998);
    player.latin_name = "Biswas, Jyotirmoy";
    return player;
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_8_a_latin_name_is_the_same_person_as_a_bengali_name_with_that_latin_name) {
    EventFixture fixture(2);
    registerPlayers(fixture.store, {bengali()});
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {entrant("Biswas, Jyotirmoy", 2100, 1998)}); }, "players",
        "Biswas, Jyotirmoy has the name and year of birth of player 3 বিশ্বাস, জ্যোতির্ময় (Biswas, Jyotirmoy)");
    // And the other way round: the Bengali entry after the Latin one.
    EventFixture latin_first(0);
    registerPlayers(latin_first.store, {entrant("biswas,jyotirmoy", 2100, 1998)});
    checkRefused(
        latin_first.store, [&] { registerPlayers(latin_first.store, {bengali()}); }, "players",
        "has the name and year of birth of player 1 biswas,jyotirmoy");
    // Another year of birth is another person.
    registerPlayers(fixture.store, {entrant("Biswas, Jyotirmoy", 2100, 2005)});
    BOOST_TEST(fixture.event().players.size() == 4u);
}

BOOST_AUTO_TEST_CASE(item_8_case_and_spacing_are_folded) {
    EventFixture fixture(0);
    registerPlayers(fixture.store, {entrant("Sharma, Aditya", 1800, 2001)});
    for (const char* spelling : {"sharma,  aditya", "SHARMA ,Aditya", " Sharma,\tAditya "})
        checkRefused(
            fixture.store, [&] { registerPlayers(fixture.store, {entrant(spelling, 1800, 2001)}); }, "players",
            "has the name and year of birth of player 1 Sharma, Aditya");
    // Letters are not folded into other letters: a different name stays a different player.
    registerPlayers(fixture.store, {entrant("Sharma, Aditi", 1800, 2001)});
    BOOST_TEST(fixture.event().players.size() == 2u);
}

BOOST_AUTO_TEST_CASE(item_8_a_refused_list_names_the_line_of_the_duplicate_and_of_its_twin) {
    EventFixture fixture(0);
    RegistrationOptions from_file;
    from_file.origins = {"players.csv:2", "players.csv:3", "players.csv:5"};
    checkRefused(
        fixture.store,
        [&] {
            registerPlayers(fixture.store,
                            {entrant("Sharma, Aditya", 1800, 2001), entrant("Roy, Ananya", 1700, 2003),
                             entrant("sharma,  aditya", 1800, 2001)},
                            from_file);
        },
        "players",
        "players.csv:5: sharma,  aditya has the name and year of birth of players.csv:2 Sharma, Aditya "
        "(--allow-duplicate registers him all the same)");
    BOOST_TEST(fixture.event().players.empty());
    from_file.allow_duplicates = true;
    registerPlayers(fixture.store,
                    {entrant("Sharma, Aditya", 1800, 2001), entrant("Roy, Ananya", 1700, 2003),
                     entrant("sharma,  aditya", 1800, 2001)},
                    from_file);
    BOOST_TEST(fixture.event().players.size() == 3u);
}
