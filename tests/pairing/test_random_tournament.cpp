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
