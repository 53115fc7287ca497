// tourney pair --explain / engine --explain: the reasons given for floats, unmet colour
// preferences and the bye (C.04.3) are the real ones, on small hand-made events whose pairing
// can be worked out by hand, and on shared fixture rounds.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "hand_made_event.h"
#include "pairing/dutch.h"
#include "pairing/dutch_replay.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace tourney;
using namespace tourney::formats;
using hand_made::eventOf;

namespace {

std::vector<std::string> explain(const Event& event) { return pairDutch(event, PairingOptions{true}).explanation; }

// The explanation of round `round` of a shared fixture tournament, paired as the rules require.
std::vector<std::string> explainFixtureRound(const std::string& name, int round) {
    TrfDocument document = readTrfFile((std::filesystem::path(TOURNEY_FIXTURES_DIR) / "dutch" / name).string());
    Event& event = document.event;
    if (!document.colour_declared) event.first_board_white = initialColourFromRoundOne(event);
    return explain(eventBeforeRound(event, round));
}

// The explanation line that starts with `start` (after indentation), or "".
std::string lineStarting(const std::vector<std::string>& lines, const std::string& start) {
    for (const std::string& line : lines) {
        const auto text = line.find_first_not_of(' ');
        if (text != std::string::npos && line.compare(text, start.size(), start) == 0) return line;
    }
    return "";
}

bool mentions(const std::string& line, const std::string& part) { return line.find(part) != std::string::npos; }

std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) text += line + "\n";
    return text;
}

}  // namespace

BOOST_AUTO_TEST_CASE(floater_of_an_odd_bracket_is_explained_by_the_odd_count_c6) {
    // Round 1: 1-5, 2-6, 3-7 won by the higher seeds, 4-8 drawn. Round 2: 1, 2 and 3 (score 1)
    // form an odd bracket: 1-2 play, and the lowest-ranked 3 floats (4.2). Then 3 meets 4 in
    // the 0.5 bracket, whose lowest-ranked 8 floats again for the odd count.
    const Event event = eventOf({{2400, {"5 w 1"}},
                                 {2300, {"6 b 1"}},
                                 {2200, {"7 w 1"}},
                                 {2100, {"8 b ="}},
                                 {2000, {"1 b 0"}},
                                 {1900, {"2 w 0"}},
                                 {1800, {"3 b 0"}},
                                 {1700, {"4 w ="}}});
    const auto lines = explain(event);
    BOOST_TEST_MESSAGE(joined(lines));
    const std::string three = lineStarting(lines, "3 floats:");
    BOOST_CHECK(mentions(three, "odd number of players in the bracket (3)"));
    BOOST_CHECK(mentions(three, "C6"));
    BOOST_CHECK(mentions(three, "lowest ranked"));
    BOOST_CHECK(mentions(lineStarting(lines, "8 floats:"), "odd number of players in the bracket (3)"));
    BOOST_CHECK(mentions(lineStarting(lines, "Bracket 2 (score 0.5)"), "moved down into it: 3 (1)"));
    BOOST_CHECK(mentions(lineStarting(lines, "No pairing-allocated bye"), "even"));
}

BOOST_AUTO_TEST_CASE(floaters_without_a_compatible_opponent_name_c1_and_the_round_played) {
    // Round 1: 1-4 and 2-5 won by the higher seeds, 3-6 drawn. In round 2, 3 and 6 are the
    // whole 0.5 bracket but played each other: both float, and C1 is the reason.
    const Event event = eventOf({{2400, {"4 w 1"}},
                                 {2300, {"5 b 1"}},
                                 {2200, {"6 w ="}},
                                 {2100, {"1 b 0"}},
                                 {2000, {"2 w 0"}},
                                 {1900, {"3 b ="}}});
    const auto lines = explain(event);
    BOOST_TEST_MESSAGE(joined(lines));
    const std::string three = lineStarting(lines, "3 floats:");
    BOOST_CHECK(mentions(three, "no compatible opponent in the bracket"));
    BOOST_CHECK(mentions(three, "6 (played in round 1, C1)"));
    BOOST_CHECK(mentions(lineStarting(lines, "6 floats:"), "3 (played in round 1, C1)"));
}

BOOST_AUTO_TEST_CASE(floaters_with_the_same_absolute_colour_preference_name_c3) {
    // After two rounds with Black, 1 and 2 (2 points each) both need White absolutely; round 3
    // of 5 is not the last, so no topscorer exception: they may not meet (C3) and both float.
    const Event event = eventOf({{2400, {"3 b 1", "5 b 1"}},
                                 {2300, {"4 b 1", "6 b 1"}},
                                 {2200, {"1 w 0", "4 w ="}},
                                 {2100, {"2 w 0", "3 b ="}},
                                 {2000, {"6 w =", "1 w 0"}},
                                 {1900, {"5 b =", "2 w 0"}}});
    const auto lines = explain(event);
    BOOST_TEST_MESSAGE(joined(lines));
    BOOST_CHECK(mentions(lineStarting(lines, "1 floats:"),
                         "no compatible opponent in the bracket: 2 (both have an absolute preference for White, C3)"));
    BOOST_CHECK(mentions(lineStarting(lines, "2 floats:"), "1 (both have an absolute preference for White, C3)"));
}

BOOST_AUTO_TEST_CASE(forbidden_pair_is_named_as_the_arbiters_ban) {
    // Round 1: 1 beat 3, 2 beat 4. Round 2: 1 and 2 are the 1-point bracket, but the arbiter
    // forbids them to meet (XXP, e.g. teammates): both float, and the ban is the reason.
    const Event event = eventOf({{2400, {"3 w 1"}}, {2300, {"4 b 1"}}, {2200, {"1 b 0"}}, {2100, {"2 w 0"}}},
                                "XXR 5\nXXC white1\nXXP 1 2\n");
    const auto lines = explain(event);
    BOOST_TEST_MESSAGE(joined(lines));
    BOOST_CHECK(mentions(lineStarting(lines, "1 floats:"),
                         "no compatible opponent in the bracket: 2 (forbidden pair set by the arbiter, C1)"));
    BOOST_CHECK(mentions(lineStarting(lines, "2 floats:"), "1 (forbidden pair set by the arbiter, C1)"));
}

BOOST_AUTO_TEST_CASE(forbidden_pair_of_trf26_260_applies_in_its_rounds_only) {
    // The event above with the ban as a TRF-26 260 line: in force in round 2 it keeps 1 and 2
    // apart and is named; for rounds 3-5 only, 1 and 2 (the 1-point bracket) meet in round 2.
    const std::vector<hand_made::Line> players = {
        {2400, {"3 w 1"}}, {2300, {"4 b 1"}}, {2200, {"1 b 0"}}, {2100, {"2 w 0"}}};
    auto meet = [](const PairedRound& paired, int a, int b) {
        for (const Game& game : paired.round.games)
            if ((game.seats[0].player == a && game.seats[1].player == b) ||
                (game.seats[0].player == b && game.seats[1].player == a))
                return true;
        return false;
    };
    const Event banned = eventOf(players, "XXR 5\nXXC white1\n260   2   2    1    2\n");
    BOOST_TEST(!meet(pairDutch(banned, {}), 1, 2));
    BOOST_CHECK(mentions(lineStarting(explain(banned), "1 floats:"), "2 (forbidden pair set by the arbiter, C1)"));
    const Event later = eventOf(players, "XXR 5\nXXC white1\n260   3   5    1    2\n");
    BOOST_TEST(meet(pairDutch(later, {}), 1, 2));
}

BOOST_AUTO_TEST_CASE(floaters_moved_down_for_completion_c4_and_bye_reason_c2_c5) {
    // Round 1: 1-3 and 2-4 drawn; 5 had a pairing-allocated bye worth 0 (162 P 0.0). Round 2:
    // 5 is alone at 0 and may not have a second bye (C2), so he must play someone of the 0.5
    // bracket, and the bye goes to the 0.5 bracket too: two of its players float (C4), though
    // they could have met each other there.
    const Event event = eventOf(
        {{2400, {"3 w ="}}, {2300, {"4 b ="}}, {2200, {"1 b ="}}, {2100, {"2 w ="}}, {2000, {"0000 - U"}}},
        "XXR 5\nXXC white1\n162 W 1.0 D 0.5 L 0.0 A 0.0 P 0.0\n");
    const auto paired = pairDutch(event, PairingOptions{true});
    const auto& lines = paired.explanation;
    BOOST_TEST_MESSAGE(joined(lines));
    int c4 = 0;
    for (const std::string& line : lines) c4 += mentions(line, " floats: ") && mentions(line, "C4");
    BOOST_CHECK_EQUAL(c4, 2);
    BOOST_REQUIRE_EQUAL(paired.round.byes.size(), 1u);
    const std::string bye = std::to_string(paired.round.byes[0].player);
    BOOST_CHECK_NE(bye, "5");
    BOOST_CHECK(mentions(lineStarting(lines, "Pairing-allocated bye: " + bye), "score 0.5"));
    BOOST_CHECK(mentions(lineStarting(lines, "C5:"), "every player with a lower score (5) already had a bye"));
}

BOOST_AUTO_TEST_CASE(unmet_colour_preference_names_rule_5_2_4_and_the_higher_ranked_player) {
    // Round 1: 1 (White) beat 3, 4 (White) beat 2. Round 2: 1 and 4 both have a strong
    // preference for Black after one White; equal strength and equal histories: the
    // higher-ranked 1 gets Black (5.2.4); likewise 2 gets White over 3.
    const Event event = eventOf({{2400, {"3 w 1"}}, {2300, {"4 b 0"}}, {2200, {"1 b 0"}}, {2100, {"2 w 1"}}});
    const auto lines = explain(event);
    BOOST_TEST_MESSAGE(joined(lines));
    const std::string four = lineStarting(lines, "Board 1: 4 gets White");
    BOOST_CHECK(mentions(four, "strong preference for Black"));
    BOOST_CHECK(mentions(four, "higher-ranked 1 gets his preference (C.04.3 5.2.4)"));
    const std::string three = lineStarting(lines, "Board 2: 3 gets Black");
    BOOST_CHECK(mentions(three, "higher-ranked 2 gets his preference (C.04.3 5.2.4)"));
}

BOOST_AUTO_TEST_CASE(bye_of_the_lowest_group_goes_to_its_lowest_ranked_player) {
    // Round 1 of 7: 1-4, 2-5, 3-6 won by the seeds, 7 had the bye. Round 2: the 0 group
    // 4, 5, 6 is last; nobody has a lower score, nobody has unplayed rounds, 6 is lowest.
    const Event event = eventOf({{2400, {"4 w 1"}},
                                 {2300, {"5 b 1"}},
                                 {2200, {"6 w 1"}},
                                 {2100, {"1 b 0"}},
                                 {2000, {"2 w 0"}},
                                 {1900, {"3 b 0"}},
                                 {1800, {"0000 - U"}}});
    const auto lines = explain(event);
    BOOST_TEST_MESSAGE(joined(lines));
    BOOST_CHECK(mentions(lineStarting(lines, "Pairing-allocated bye: 6"), "score 0"));
    BOOST_CHECK(mentions(lineStarting(lines, "C2:"), "6 may take it"));
    BOOST_CHECK(mentions(lineStarting(lines, "C5:"), "nobody to pair has a lower score"));
    BOOST_CHECK(mentions(lineStarting(lines, "He is the lowest ranked"), "4.2"));
}

BOOST_AUTO_TEST_CASE(floaters_moved_down_so_the_bye_goes_to_the_lowest_score_c5) {
    // b042 round 4: the 2-point bracket 1 3 4 5 could make two pairs (1-5, 3-4), but then 7,
    // who has played 2, 6 and 9, must meet 8, and the bye would go to the 1.5 or 1 group
    // instead of 8 (0.5). So 4 and 5 float, and the bye stays with 8 (C5).
    const auto lines = explainFixtureRound("b042_n9_r5.trf", 4);
    BOOST_TEST_MESSAGE(joined(lines));
    BOOST_CHECK(mentions(lineStarting(lines, "4 floats:"), "another pairing of the bracket could pair him (with 3)"));
    BOOST_CHECK(mentions(lineStarting(lines, "4 floats:"), "C.04.3 C5"));
    BOOST_CHECK(mentions(lineStarting(lines, "5 floats:"), "C.04.3 C5"));
    BOOST_CHECK(mentions(lineStarting(lines, "Pairing-allocated bye:"), "bye: 8"));
}

BOOST_AUTO_TEST_CASE(floater_whose_only_opponent_is_needed_elsewhere_c6) {
    // b026 round 11, the 6.5 bracket: moved-down 2, 1, 4, 3 and residents 6, 9. Only 1-9 and
    // 6-9 may be played (C1 rules out the rest), so one pair at most: 9 meets 1, and 6 floats.
    const auto lines = explainFixtureRound("b026_n29_r11.trf", 11);
    BOOST_TEST_MESSAGE(joined(lines));
    BOOST_CHECK(
        mentions(lineStarting(lines, "Bracket 4 (score 6.5)"), "moved down into it: 2 (8), 1 (7.5), 4 (7.5), 3 (7)"));
    BOOST_CHECK(
        mentions(lineStarting(lines, "6 floats:"),
                 "his only possible opponent here (9) is needed in another pair; C1 and C3 allow at most 1 pair"));
}

BOOST_AUTO_TEST_CASE(c9_bye_reason_on_a_fixture_round) {
    // b000 round 4: 27 (one forfeit) and 28 share the lowest score; 28 played more games and
    // takes the bye (C9: fewest unplayed rounds). The line gives the counts of both.
    const auto lines = explainFixtureRound("b000_n36_r6.trf", 4);
    BOOST_TEST_MESSAGE(joined(lines));
    BOOST_CHECK(mentions(lineStarting(lines, "Pairing-allocated bye:"), "bye: 28"));
    BOOST_CHECK(mentions(lineStarting(lines, "C9:"),
                         "no eligible player of his score has fewer unplayed rounds (28: 0; 27: 1)"));
}

BOOST_AUTO_TEST_CASE(engine_explain_keeps_the_pairs_clean) {
    // tourney engine --dutch IN -p --explain: the pairs alone on standard output (the calling
    // program reads them), the explanation on standard error; with -p OUT, the explanation on
    // standard output and the pairs alone in OUT.
    const auto folder = std::filesystem::temp_directory_path();
    const auto input = folder / "tourney_test_explain_in.trf";
    const auto pairs = folder / "tourney_test_explain_pairs.txt";
    const auto words = folder / "tourney_test_explain_words.txt";
    // The event of the 5.2.4 test above: 1 and 4 won with White in round 1.
    std::ofstream(input) << hand_made::trfText(
        {{2400, {"3 w 1"}}, {2300, {"4 b 0"}}, {2200, {"1 b 0"}}, {2100, {"2 w 1"}}}, "XXR 5\nXXC white1\n");
    auto read = [](const std::filesystem::path& file) {
        std::ifstream in(file);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    const std::string engine = std::string(TOURNEY_BINARY) + " engine --dutch " + input.string();
    BOOST_REQUIRE_EQUAL(std::system((engine + " -p --explain > " + pairs.string() + " 2> " + words.string()).c_str()),
                        0);
    BOOST_CHECK_EQUAL(read(pairs), "2\n4 1\n2 3\n");
    BOOST_CHECK(mentions(read(words), "Bracket 1 (score 1): residents 1 4"));
    BOOST_REQUIRE_EQUAL(std::system((engine + " -p " + pairs.string() + " --explain > " + words.string()).c_str()), 0);
    BOOST_CHECK_EQUAL(read(pairs), "2\n4 1\n2 3\n");
    BOOST_CHECK(mentions(read(words), "5.2.4"));
}
