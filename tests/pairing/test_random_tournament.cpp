// The random tournament generator of the endorsement kit (C.04.A): its configuration, its
// repeatability, and the round trip that the endorsement test relies on: a generated event
// written as a TRF and read back is re-paired round by round exactly as it was paired.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "pairing/dutch_check.h"
#include "pairing/random_tournament.h"

#include <sstream>
#include <string>

using namespace tourney;

namespace {

RandomTournamentConfig configOf(const std::string& text) {
    std::istringstream in(text);
    return readRandomTournamentConfig(in, "test.cfg");
}

std::string trfOf(const Event& event) {
    std::ostringstream out;
    formats::writeTrf(out, event);
    return out.str();
}

std::string refusal(const std::string& text) {
    try {
        configOf(text);
    } catch (const RandomTournamentError& error) {
        return error.what();
    }
    return "accepted";
}

}  // namespace

BOOST_AUTO_TEST_CASE(configuration_reads_ranges_rates_and_points_and_names_bad_lines) {
    const RandomTournamentConfig config = configOf(
        "# endorsement run\nplayers = 20-400\nrounds = 9\nseed = 12\nratings = 1000-2800  # uniform\n"
        "draw_rate = 0.4\nforfeit_rate = 0.05\nbye_rate = 0.1\nwithdraw_rate = 0.01\npoints = 3,1,0\n");
    BOOST_TEST(config.players_low == 20);
    BOOST_TEST(config.players_high == 400);
    BOOST_TEST(config.rounds_low == 9);
    BOOST_TEST(config.rounds_high == 9);
    BOOST_TEST(config.seed == 12u);
    BOOST_TEST(config.rating_high == 2800);
    BOOST_TEST(config.draw_rate == 0.4);
    BOOST_TEST(config.points.win.tenths() == 30);
    BOOST_TEST(refusal("players = 1\n") == "test.cfg:1: players: '1' must lie within 2-9999, the lower bound first");
    BOOST_TEST(refusal("\nbye_rate = 2\n") == "test.cfg:2: bye_rate: '2' is not a fraction from 0 to 1");
    BOOST_TEST(refusal("colours = 3\n").find("test.cfg:1: unknown key 'colours'") == 0);
    BOOST_TEST(refusal("seed 12\n") == "test.cfg:1: expected 'key = value'");
}

BOOST_AUTO_TEST_CASE(the_same_seed_gives_the_same_tournament_and_another_seed_another) {
    const std::string base = "players = 20-60\nrounds = 5-9\nbye_rate = 0.05\nforfeit_rate = 0.05\n";
    const std::string one = trfOf(generateRandomTournament(configOf(base + "seed = 3\n")));
    BOOST_TEST(one == trfOf(generateRandomTournament(configOf(base + "seed = 3\n"))));
    BOOST_TEST(one != trfOf(generateRandomTournament(configOf(base + "seed = 4\n"))));
}

BOOST_AUTO_TEST_CASE(generated_tournaments_pass_the_checker_after_the_trf_round_trip) {
    int rounds = 0;
    for (unsigned seed = 1; seed <= 12; ++seed) {
        const std::string config = "players = 9-40\nrounds = 4-9\nseed = " + std::to_string(seed) +
                                   "\nbye_rate = 0.08\nforfeit_rate = 0.06\nwithdraw_rate = 0.02\n" +
                                   (seed % 3 == 0 ? "points = 3,1,0\n" : "");
        const Event generated = generateRandomTournament(configOf(config));
        std::istringstream trf(trfOf(generated));
        const formats::TrfDocument document = formats::readTrf(trf, "generated.trf");
        const DutchCheck check = checkDutchRounds(document.event);
        BOOST_TEST(check.differing() == 0, "seed " << seed);
        BOOST_TEST(check.rounds.size() == generated.rounds.size());
        rounds += static_cast<int>(check.rounds.size());
    }
    BOOST_TEST(rounds > 50);
}

// Issue 41.2: a round without a legal pairing (C.04.3 1.9.3) ends the generated event after the
// last paired round. The byes and withdrawals drawn for the unpaired round are dropped, so the
// written file holds nothing after that round, and its points columns add up for any checker.
BOOST_AUTO_TEST_CASE(issue41_2_an_event_ended_by_an_unpairable_round_writes_nothing_after_its_last_round) {
    const RandomTournamentConfig config = configOf(
        "players = 15-215\nrounds = 5-15\nseed = 157\nratings = 1897-2558\ndraw_rate = 0.49\n"
        "forfeit_rate = 0.057\nbye_rate = 0.013\nwithdraw_rate = 0.0018\n");
    const Event event = generateRandomTournament(config);
    BOOST_REQUIRE_EQUAL(event.players.size(), 16u);
    BOOST_REQUIRE_EQUAL(event.planned_rounds, 15);
    BOOST_REQUIRE_EQUAL(event.roundsPaired(), 14);
    BOOST_TEST(event.requested_byes.empty());  // players 7 (H) and 12 (Z) had asked for round 15
    for (const Player& player : event.players) BOOST_TEST(player.withdrawn_from_round != 15);
    std::ostringstream out;
    formats::writeTrf(out, event, {formats::LineEnd::Lf, false});
    std::istringstream in(out.str());
    for (std::string line; std::getline(in, line);)
        if (line.rfind("001", 0) == 0) BOOST_TEST(line.size() <= 91u + 14 * 10, line);
    std::istringstream again(out.str());
    const formats::TrfDocument document = formats::readTrf(again, "generated.trf");
    BOOST_TEST(document.event.planned_rounds == 15);
    BOOST_TEST(document.event.requested_byes.empty());
    BOOST_TEST(checkDutchRounds(document.event).differing() == 0);
}
