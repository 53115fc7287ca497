// Issue 31 item 8: the same person entered twice is found across scripts and spellings: names
// compare in Latin letters (the name, or the Latin name beside a Bengali one), case and spacing
// folded; a refused list names the line the duplicate came from.
#include "tournament/player_names.h"
#include "tournament/players.h"
#include "tournament/registry_names.h"
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

// A game record's names fold "Surname, Given" into "Given Surname" (record_players.h); the
// duplicate check folds them the same way, through the same function (nameForms).
BOOST_AUTO_TEST_CASE(item_8_a_name_in_other_order_is_a_duplicate) {
    EventFixture fixture(0);
    registerPlayers(fixture.store, {entrant("Sharma, Aditya", 1800, 2001)});
    checkRefused(
        fixture.store, [&] { registerPlayers(fixture.store, {entrant("Aditya Sharma", 1800, 2001)}); }, "players",
        "Aditya Sharma has the name and year of birth of player 1 Sharma, Aditya");
    // And the other way round.
    EventFixture given_first(0);
    registerPlayers(given_first.store, {entrant("aditya  SHARMA", 1800, 2001)});
    checkRefused(
        given_first.store, [&] { registerPlayers(given_first.store, {entrant("Sharma, Aditya", 1800, 2001)}); },
        "players", "has the name and year of birth of player 1 aditya  SHARMA");
    BOOST_TEST(sameName("Aditya Sharma", "Sharma, Aditya"));
}

// Without a year of birth on one side or both the same name may be one person or two
// namesakes: registered, with a warning naming the other player.
BOOST_AUTO_TEST_CASE(item_8_the_same_name_without_a_year_of_birth_is_registered_with_a_warning) {
    EventFixture fixture(0);
    registerPlayers(fixture.store, {entrant("Sharma, Aditya", 1800, 2001)});
    const Registration without_year = registerPlayers(fixture.store, {entrant("Aditya Sharma", 1800, 0)});
    BOOST_TEST(fixture.event().players.size() == 2u);
    BOOST_TEST_REQUIRE(without_year.notes.size() == 1u);
    BOOST_TEST(
        without_year.notes.front().text().find("Warning: Aditya Sharma has the name of player 1 Sharma, Aditya") == 0u,
        without_year.notes.front().text());
    // Neither has a year: a warning as well, naming the first of them.
    const Registration neither = registerPlayers(fixture.store, {entrant("SHARMA, aditya", 1800, 0)});
    BOOST_TEST(fixture.event().players.size() == 3u);
    BOOST_TEST_REQUIRE(neither.notes.size() == 1u);
    BOOST_TEST(neither.notes.front().text().find("has the name of player 1 Sharma, Aditya") != std::string::npos);
    // Two known years that differ are two people: no warning.
    EventFixture years_known(0);
    registerPlayers(years_known.store, {entrant("Sharma, Aditya", 1800, 2001)});
    const Registration other_year = registerPlayers(years_known.store, {entrant("Aditya Sharma", 1800, 2010)});
    BOOST_TEST(other_year.notes.empty());
    BOOST_TEST(years_known.event().players.size() == 2u);
}

// Issue 34: the player registry's search folds a name further than a duplicate check does:
// accents, punctuation and apostrophes go, letters of other scripts stay whole.
BOOST_AUTO_TEST_CASE(issue_34_registry_names_fold_accents_punctuation_and_keep_other_scripts_whole) {
    using Words = std::vector<std::string>;
    BOOST_TEST(foldedWords("Müller-Łukasiewicz, Jürgen Ştefan") ==
               (Words{"muller", "lukasiewicz", "jurgen", "stefan"}));
    BOOST_TEST(foldedWords("O'Brien, Se\u00e1n") == (Words{"obrien", "sean"}));
    BOOST_TEST(foldedWords("Jose\u0301 GARCÍA") == (Words{"jose", "garcia"}));  // a combining accent
    BOOST_TEST(foldedWords("বিশ্বাস, র‍্যাপিড") ==
               (Words{"বিশ্বাস", "র‍্যাপিড"}));  // a joiner inside a word
    BOOST_TEST(nameKeys("Carlsen, Magnus").surname_first == "carlsen magnus");
    BOOST_TEST(nameKeys("Carlsen, Magnus").given_first == "magnus carlsen");
    BOOST_TEST(nameKeys("Garcia Lopez, Maria Jose").given_first == "maria jose garcia lopez");
    BOOST_TEST(nameKeys("Gukesh D").given_first == "gukesh d");
    BOOST_TEST(editDistance("carlsen", "carlsn", 1) == 1);
    BOOST_TEST(editDistance("magnsu", "magnus", 1) == 1);  // two neighbours swapped
    BOOST_TEST(editDistance("anand", "anand", 1) == 0);
    BOOST_TEST(editDistance("abcd", "wxyz", 1) == 2);  // more than the limit
    BOOST_TEST(typosAllowed("li") == 0);
    BOOST_TEST(typosAllowed("carlsen") == 1);
    BOOST_TEST(typosAllowed("viswanathan") == 2);
}
