// The cases where an endorsed Dutch engine decided differently (issue 21, D1-D7), each pinned
// on the minimal event that showed it, with the article that decides it. The events are the
// reproducers as the peer engine was given them; the expected pairs are the peer's.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "pairing/dutch.h"
#include "pairing/dutch_check.h"
#include "pairing/dutch_replay.h"

#include <sys/wait.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace tourney;

namespace {

using Pairs = std::set<std::pair<int, int>>;

formats::TrfDocument documentOf(const std::string& text) {
    std::istringstream in(text);
    return formats::readTrf(in, "peer-case.trf");
}

// The next round as `tourney engine -p` pairs it: the initial colour from the file, else from
// round 1 (C.04.3 5.1).
PairedRound pairNext(const std::string& text, bool explain = false) {
    formats::TrfDocument document = documentOf(text);
    if (!document.colour_declared) document.event.first_board_white = initialColourFromRoundOne(document.event);
    return pairDutch(document.event, PairingOptions{explain});
}

Pairs pairsOfNext(const std::string& text) { return pairsOf(pairNext(text).round); }

DutchCheck checkAll(const std::string& text) {
    formats::TrfDocument document = documentOf(text);
    if (!document.colour_declared) document.event.first_board_white = initialColourFromRoundOne(document.event);
    return checkDutchRounds(document.event);
}

bool anyLineHas(const std::vector<std::string>& lines, const std::string& part) {
    for (const std::string& line : lines)
        if (line.find(part) != std::string::npos) return true;
    return false;
}

// Runs the tourney binary; returns its exit code and what it wrote to standard error.
std::pair<int, std::string> runTourney(const std::string& arguments) {
    const auto err = std::filesystem::temp_directory_path() / "tourney_test_dutch_peer_cases.err";
    const int status = std::system(
        (std::string(TOURNEY_BINARY) + " " + arguments + " > /dev/null 2> " + err.string()).c_str());
    std::ifstream in(err);
    std::stringstream text;
    text << in.rdbuf();
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text.str()};
}

// Runs the tourney binary; returns its exit code and what it wrote to standard output.
std::pair<int, std::string> runTourneyOutput(const std::string& arguments) {
    const auto out = std::filesystem::temp_directory_path() / "tourney_test_dutch_peer_cases.out";
    const int status = std::system(
        (std::string(TOURNEY_BINARY) + " " + arguments + " > " + out.string() + " 2>&1").c_str());
    std::ifstream in(out);
    std::stringstream text;
    text << in.rdbuf();
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text.str()};
}

std::filesystem::path writeTemporary(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / name;
    std::ofstream(path) << text;
    return path;
}

const char* kD1 = R"(012 Peer2 custom test
XXR 5
XXC white1
001    1      Player0001, Test                  2400                             1.0    1     4 w 1     5 b 0
001    2      Player0002, Test                  2390                             1.0    2     5 b 0     6 w 1
001    3      Player0003, Test                  2380                             1.0    3     6 b 1     4 b 0
001    4      Player0004, Test                  2370                             1.0    4     1 b 0     3 w 1  0000 - -
001    5      Player0005, Test                  2360                             2.0    5     2 w 1     1 w 1  0000 - -
001    6      Player0006, Test                  2350                             0.0    6     3 w 0     2 b 0  0000 - -
)";

const char* kD2 = R"(012 Peer2 custom test
XXR 5
XXC white1
001    1      Player0001, Test                  2400                             1.5    1     4 b 1     2 w =     6 b 0
001    2      Player0002, Test                  2390                             1.5    2     5 w 1     1 b =  0000 - Z
001    3      Player0003, Test                  2380                             1.0    3     6 w 0  0000 - U     4 w 0
001    4      Player0004, Test                  2370                             2.0    4     1 w 0     5 w 1     3 b 1  0000 - -
001    5      Player0005, Test                  2360                             1.0    5     2 b 0     4 b 0     7 w 1  0000 - -
001    6      Player0006, Test                  2350                             2.5    6     3 b 1     7 w =     1 w 1  0000 - -
001    7      Player0007, Test                  2340                             1.5    7  0000 - U     6 b =     5 b 0  0000 - -
)";

const char* kD3 = R"(012 Peer2 custom test
XXR 5
XXC white1
001    1      Player0001, Test                  2400                             1.5    1     2 w +     3 w =
001    2      Player0002, Test                  2390                             1.0    2     1 b -  0000 - U
001    3      Player0003, Test                  2380                             1.5    3  0000 - U     1 b =
)";

const char* kD4 = R"(012 Peer2 custom test
XXR 5
001    1      Player0001, Test                  2400                             0.5    1  0000 - H
001    2      Player0002, Test                  2390                             0.5    2  0000 - H
001    3      Player0003, Test                  2380                             1.0    3     5 b 1
001    4      Player0004, Test                  2370                             1.0    4     6 w 1
001    5      Player0005, Test                  2360                             0.0    5     3 w 0
001    6      Player0006, Test                  2350                             0.0    6     4 b 0
)";

const char* kD5 = R"(012 Peer2 custom test
XXR 5
001    1      Player0001, Test                  2400                             0.5    1  0000 - H
001    2      Player0002, Test                  2390                             1.0    2     4 w 1
001    3      Player0003, Test                  2380                             0.5    3     5 b =
001    4      Player0004, Test                  2370                             0.0    4     2 b 0
001    5      Player0005, Test                  2360                             0.5    5     3 w =
)";

const char* kD6 = R"(012 Peer2 custom test
XXR 5
XXC white1
001    1      Player0001, Test                  2400                             1.0    1     4 w 1
001    2      Player0002, Test                  2300                             1.0    2     5 b 1  0000 - Z
001    3      Player0003, Test                  2200                             0.5    3     6 w =
001    4      Player0004, Test                  2100                             0.0    4     1 b 0
001    5      Player0005, Test                  2000                             0.0    5     2 w 0
001    6      Player0006, Test                  1900                             0.5    6     3 b =
)";

const char* kD7 = R"(012 Peer2 custom test
XXR 3
XXC white1
001    1      Player0001, Test                  2400                             1.0    1     3 w 1
001    2      Player0002, Test                  2390                             1.0    2     4 - +
001    3      Player0003, Test                  2380                             0.0    3     1 b 0
001    4      Player0004, Test                  2370                             0.0    4     2 - -
)";

}  // namespace

BOOST_AUTO_TEST_CASE(c14_the_bye_is_a_downfloat_1_4_3_and_is_not_given_to_a_repeated_downfloater) {
    // D1: 1, 2 and 3 form the last bracket. 3 floated down in round 2; the bye is a downfloat
    // (1.4.3), so leaving him over repeats it (C14), while 3-2 meets both colour preferences
    // and 1 takes the bye.
    BOOST_CHECK((pairsOfNext(kD1) == Pairs{{3, 2}, {1, 0}}));
    const auto lines = pairNext(kD1, true).explanation;
    BOOST_CHECK(anyLineHas(lines, "Leaving 3 over instead would float him down again"));
    BOOST_CHECK(anyLineHas(lines, "(C14)"));
}

BOOST_AUTO_TEST_CASE(c9_counts_when_the_bye_falls_to_a_player_moved_down_into_the_bracket) {
    // D2: 1 and 2 (1.5) cannot meet again and float into the bracket of 3 (1), who may not take
    // the bye (C2). The bye's score, 1.5, is above the bracket's: C9 still decides between the
    // moved-down players, and 1 (no unplayed round) takes it before 2 (one).
    BOOST_CHECK((pairsOfNext(kD2) == Pairs{{2, 3}, {1, 0}}));
    const auto lines = pairNext(kD2, true).explanation;
    BOOST_CHECK(anyLineHas(lines, "C9: no eligible player of his score has fewer unplayed rounds (1: 0; 2: 1)"));
}

BOOST_AUTO_TEST_CASE(c2_no_player_may_take_the_bye_so_no_legal_pairing_exists_1_9_3) {
    // D3: three players, each with a pairing-allocated bye or a forfeit win already (C2).
    try {
        pairNext(kD3);
        BOOST_FAIL("a pairing was made although C2 forbids every bye");
    } catch (const PairingError& refusal) {
        const std::string text = refusal.what();
        BOOST_CHECK(text.find("no legal pairing of round 3") != std::string::npos);
        BOOST_CHECK(text.find("C2") != std::string::npos);
        BOOST_CHECK(text.find("Chief Arbiter must decide (C.04.3 1.9.3)") != std::string::npos);
    }
    // tourney engine answers as external pairing engines do: exit code 1 and the reason.
    const auto file = writeTemporary("tourney_test_d3.trf", kD3);
    const auto [engine_code, engine_error] = runTourney("engine --dutch " + file.string() + " -p");
    BOOST_CHECK_EQUAL(engine_code, 1);
    BOOST_CHECK(engine_error.find("Chief Arbiter must decide") != std::string::npos);
    // tourney pair on a stored event refuses, changes nothing, and says why.
    const auto stored = std::filesystem::temp_directory_path() / "tourney_test_d3.tourney";
    std::filesystem::remove(stored);
    BOOST_CHECK_EQUAL(runTourney("import " + file.string() + " " + stored.string()).first, 0);
    const auto [pair_code, pair_error] = runTourney("pair " + stored.string());
    BOOST_CHECK_EQUAL(pair_code, 2);
    BOOST_CHECK(pair_error.find("no legal pairing of round 3") != std::string::npos);
    BOOST_CHECK(pair_error.find("Chief Arbiter must decide") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(initial_colour_5_1_is_read_from_round_one_by_effective_pairing_numbers) {
    // D4: no XXC line. In round 1, 1 and 2 had byes entered ahead and took no pairing number
    // (C.04.2), so 3 was number 1 and had Black: the initial colour was Black. In round 2
    // nobody of 1 and 2 has a preference and 1, now number 1, takes Black (5.2.5).
    BOOST_CHECK((pairsOfNext(kD4) == Pairs{{3, 4}, {2, 1}, {6, 5}}));
    BOOST_CHECK(anyLineHas(pairNext(kD4, true).explanation, "initial colour (Black, drawn for round 1, C.04.3 5.1)"));
}

BOOST_AUTO_TEST_CASE(initial_colour_5_1_is_required_to_pair_round_one) {
    // Without XXC and without a round 1 to read it from, the colour drawn by lot is unknown.
    const std::string round_one =
        "012 Round one\nXXR 5\n"
        "001    1      Player0001, Test                  2400                             0.0    1\n"
        "001    2      Player0002, Test                  2390                             0.0    2\n";
    BOOST_CHECK_THROW(pairNext(round_one), PairingError);
    const auto file = writeTemporary("tourney_test_round_one.trf", round_one);
    const auto [code, error] = runTourney("engine --dutch " + file.string() + " -p");
    BOOST_CHECK_EQUAL(code, 2);
    BOOST_CHECK(error.find("XXC white1 or XXC black1") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(checker_reads_the_initial_colour_by_effective_pairing_numbers_5_1) {
    // D5: 1 had a bye entered for round 1 and took no number; 2 was number 1 and had White.
    const DutchCheck check = checkAll(kD5);
    BOOST_REQUIRE_EQUAL(check.rounds.size(), 1u);
    BOOST_CHECK(check.rounds[0].agrees());
}

BOOST_AUTO_TEST_CASE(checker_pairs_a_player_whose_bye_is_entered_for_a_later_round_c04_2) {
    // D6: 2's zero-point bye for round 2 does not take him out of round 1, nor his number.
    const DutchCheck check = checkAll(kD6);
    BOOST_REQUIRE_EQUAL(check.rounds.size(), 1u);
    BOOST_CHECK(check.rounds[0].agrees());
}

BOOST_AUTO_TEST_CASE(checker_keeps_a_forfeit_without_colours_colourless_trf_annex_2) {
    // D7: "4 - +" records a forfeit without colours; the engine's 4-2 is the same board.
    const DutchCheck check = checkAll(kD7);
    BOOST_REQUIRE_EQUAL(check.rounds.size(), 1u);
    BOOST_CHECK(check.rounds[0].agrees());
    // A board recorded with colours still counts its colours.
    const std::vector<RecordedPair> recorded = {{2, 4, true}};
    BOOST_CHECK(!compareRound(1, recorded, Pairs{{4, 2}}).agrees());
    BOOST_CHECK(compareRound(1, {{2, 4, false}}, Pairs{{4, 2}}).agrees());
}

BOOST_AUTO_TEST_CASE(engine_answers_in_the_numbers_of_a_file_ordered_by_xxc_rank) {
    // I1: with `XXC rank` the order of the lines is the pairing order; the answer keeps the
    // file's numbers. 20 is first (pairing number 1) and 10 second: round 1 paired 20-30 and
    // 40-10 (number 2 takes the other colour, 5.2.5); round 2 pairs 20 and 10, who both
    // prefer Black: the higher-ranked 20 gets it (5.2.4); 30 and 40 get their preferences.
    const std::string text =
        "012 Ranked by line\nXXR 3\nXXC rank white1\n"
        "001   20      Player0001, Test                  2400                             1.0    1    30 w 1\n"
        "001   10      Player0002, Test                  2390                             1.0    2    40 b 1\n"
        "001   30      Player0003, Test                  2380                             0.0    3    20 b 0\n"
        "001   40      Player0004, Test                  2370                             0.0    4    10 w 0\n";
    const auto file = writeTemporary("tourney_test_rank.trf", text);
    const auto [code, pairs] = runTourneyOutput("engine --dutch " + file.string() + " -p");
    BOOST_CHECK_EQUAL(code, 0);
    BOOST_CHECK_EQUAL(pairs, "2\n10 20\n30 40\n");
    BOOST_CHECK_EQUAL(runTourneyOutput("engine --dutch " + file.string() + " -c").first, 0);
}

BOOST_AUTO_TEST_CASE(engine_trusts_the_results_over_a_contradicting_points_column_when_told) {
    // I3: the points column says 0.5 where the results give 1: refused, unless trusted.
    std::string text = kD7;
    text.replace(text.find("1.0    1     3 w 1"), 3, "0.5");
    const auto file = writeTemporary("tourney_test_points.trf", text);
    const auto [refused, message] = runTourneyOutput("engine --dutch " + file.string() + " -p");
    BOOST_CHECK_EQUAL(refused, 2);
    BOOST_CHECK(message.find("player 1 has 0.5 points, but his results give 1") != std::string::npos);
    BOOST_CHECK_EQUAL(runTourneyOutput("engine --dutch " + file.string() + " -c --trust-results").first, 0);
}
