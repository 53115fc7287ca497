// FIDE Dutch system (C.04.3, 2026): rounds of the shared fixtures that pin down single rules,
// every round of the smaller fixture tournaments, colour allocation and the engine command.
// The full replay of every fixture round is test_dutch_fixtures_slow.
#include "dutch_fixture_replay.h"

#include "pairing/dutch_colours.h"

#include <cstdlib>
#include <fstream>

using namespace tourney;
using dutch_fixtures::folder;
using dutch_fixtures::replay;

BOOST_AUTO_TEST_CASE(c9_bye_goes_to_the_player_with_fewest_unplayed_rounds) {
    // b000 round 4: 27 (one forfeit) and 28 share the lowest score; 28 played more games.
    BOOST_CHECK_EQUAL(replay(folder() / "b000_n36_r6.trf", 4), 0);
}

BOOST_AUTO_TEST_CASE(forfeit_loss_is_no_float_1_4_4) {
    // b004 round 7: player 1 lost by forfeit in round 6 and so has no downfloat to protect;
    // 25 won by forfeit (a downfloat, 1.4.3) and is kept in its score group (C14).
    BOOST_CHECK_EQUAL(replay(folder() / "b004_n47_r9.trf", 7), 0);
}

BOOST_AUTO_TEST_CASE(every_round_of_the_small_fixture_tournaments_matches) {
    int files = 0, differing = 0;
    for (const auto& file : dutch_fixtures::files()) {
        if (dutch_fixtures::playersInName(file) > 20) continue;
        ++files;
        differing += replay(file);
    }
    BOOST_CHECK_GT(files, 30);
    BOOST_CHECK_EQUAL(differing, 0);
}

namespace {
dutch::Contender contender(int rank, Colour preference, bool absolute, bool strong, int imbalance,
                           std::vector<Colour> played) {
    dutch::Contender c;
    c.start_no = rank + 1;
    c.rank = rank;
    c.preference = preference;
    c.absolute = absolute;
    c.strong = strong;
    c.imbalance = imbalance;
    c.played_colours = std::move(played);
    return c;
}
}  // namespace

BOOST_AUTO_TEST_CASE(colour_5_2_5_without_preferences_follows_the_higher_pairing_number) {
    const auto one = contender(0, Colour::None, false, false, 0, {});
    const auto two = contender(1, Colour::None, false, false, 0, {});
    const auto five = contender(4, Colour::None, false, false, 0, {});
    // Odd pairing number: the initial colour; even: the other one.
    BOOST_CHECK(dutch::allocateColours(one, five, true).first_is_white);
    BOOST_CHECK(!dutch::allocateColours(two, five, true).first_is_white);
    BOOST_CHECK(!dutch::allocateColours(one, five, false).first_is_white);
    BOOST_CHECK_EQUAL(dutch::allocateColours(five, two, true).rule, "5.2.5");
}

BOOST_AUTO_TEST_CASE(colour_5_2_2_absolute_beats_strong_and_larger_difference_wins) {
    const auto absolute = contender(5, Colour::White, true, false, 2, {Colour::Black, Colour::Black});
    const auto strong = contender(0, Colour::White, false, true, 1, {Colour::Black});
    BOOST_CHECK(dutch::allocateColours(absolute, strong, true).first_is_white);
    BOOST_CHECK(!dutch::allocateColours(strong, absolute, true).first_is_white);
    BOOST_CHECK_EQUAL(dutch::allocateColours(strong, absolute, true).rule, "5.2.2");
}

BOOST_AUTO_TEST_CASE(colour_5_2_3_alternates_from_the_last_differing_round) {
    // Both prefer White mildly; the last round they differed (round 2) A had White: B gets it now.
    const auto a = contender(0, Colour::White, false, false, 0,
                             {Colour::Black, Colour::White, Colour::White, Colour::Black});
    const auto b = contender(1, Colour::White, false, false, 0,
                             {Colour::White, Colour::Black, Colour::White, Colour::Black});
    BOOST_CHECK(!dutch::allocateColours(a, b, true).first_is_white);
    BOOST_CHECK_EQUAL(dutch::allocateColours(a, b, true).rule, "5.2.3");
}

BOOST_AUTO_TEST_CASE(engine_command_writes_pairs_and_refuses_malformed_trf_with_exit_code_2) {
    const std::string binary = TOURNEY_BINARY;
    const std::string input = (folder() / "s000_n9_r5.trf").string();
    const auto out = std::filesystem::temp_directory_path() / "tourney_test_dutch_pairs.txt";
    // The fixture is complete: -c re-pairs all of it and agrees.
    BOOST_CHECK_EQUAL(std::system((binary + " engine --dutch " + input + " -c > /dev/null").c_str()), 0);
    BOOST_CHECK_EQUAL(std::system((binary + " engine --dutch " + input + " -p " + out.string()).c_str()), 0);
    std::ifstream pairs(out);
    int count = 0;
    pairs >> count;
    BOOST_CHECK_EQUAL(count, 5);  // 9 players: 4 games and the bye, all players paired again

    const auto bad = std::filesystem::temp_directory_path() / "tourney_test_dutch_bad.trf";
    std::ofstream(bad) << "001    1      Broken line\n001    x\n";
    const int status = std::system((binary + " engine --dutch " + bad.string() + " -p 2> /dev/null").c_str());
    BOOST_CHECK(WIFEXITED(status));
    BOOST_CHECK_EQUAL(WEXITSTATUS(status), 2);
}
