// The random tournament generator of the endorsement kit (C.04.A): its configuration, its
// repeatability, and the round trip that the endorsement test relies on: a generated event
// written as a TRF and read back is re-paired round by round exactly as it was paired.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "pairing/dutch_check.h"
#include "pairing/random_tournament.h"

#include <algorithm>
#include <set>
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

// Issue 37: the key = value form gives, for the same configuration and seed, the tournament
// it gave before JaVaFo's keys, acceleration and teams were added (the endorsement runs of
// bench/ compare across versions): the player lines of main's generator, byte for byte.
BOOST_AUTO_TEST_CASE(issue37_the_key_value_form_gives_the_tournament_it_gave_before) {
    const std::string trf = trfOf(generateRandomTournament(
        configOf("players = 6\nrounds = 3\nseed = 5\nratings = 1500-2500\ndraw_rate = 0.3\nforfeit_rate = 0.1\n"
                 "bye_rate = 0.1\nwithdraw_rate = 0.05\n")));
    BOOST_TEST(trf.find("XXC black1\n") != std::string::npos);
    const std::string players =
        "001    1      Random, Player 0001               2472                             2.5    1  0000 - H     3 w 1 "
        "    5 b 1\n"
        "001    2      Random, Player 0002               2306                             1.0    6     4 b +  0000 - - "
        " 0000 - -\n"
        "001    3      Random, Player 0003               2273                             2.0    2     5 w 1     1 b 0 "
        "    6 w 1\n"
        "001    4      Random, Player 0004               2128                             1.5    3     2 w -  0000 - H "
        " 0000 - U\n"
        "001    5      Random, Player 0005               1894                             1.0    4     3 b 0  0000 - U "
        "    1 w 0\n"
        "001    6      Random, Player 0006               1777                             1.0    5  0000 - U  0000 - Z "
        "    3 b 0\n";
    // The ranks (columns 86-89) follow the tie-breaks the engine adds (tournament/): left out.
    auto withoutRanks = [](const std::string& lines) {
        std::istringstream in(lines);
        std::string kept;
        for (std::string line; std::getline(in, line);) kept += line.substr(0, 85) + line.substr(89) + "\n";
        return kept;
    };
    BOOST_TEST(withoutRanks(trf.substr(trf.find("001 "))) == withoutRanks(players));
}

// Issue 37: JaVaFo 1.4's generator keys as bbpPairings reads them: rates "one in N" (games
// for forfeits, players for retirements and half-point byes), the draw percentage, the rating
// bounds and the point values (a forfeit loss's value is a zero-point bye's and an absence's,
// the pairing-allocated bye a win's unless PointsForPAB says otherwise).
BOOST_AUTO_TEST_CASE(issue37_javafo_generator_keys_are_read_with_their_meaning) {
    const RandomTournamentConfig config = configOf(
        "PlayersNumber=40\nRoundsNumber=9\nDrawPercentage=35\nForfeitRate=20\nRetiredRate=50\n"
        "HalfPointByeRate=25\nHighestRating=2650\nLowestRating=1450\nPointsForWin=3\nPointsForDraw=1\n"
        "PointsForLoss=0\nPointsForForfeitLoss=0.5\nPointsForPAB=2\n");
    BOOST_TEST(config.players_low == 40);
    BOOST_TEST(config.players_high == 40);
    BOOST_TEST(config.rounds_high == 9);
    BOOST_TEST(config.draw_rate == 0.35);
    BOOST_TEST(config.forfeit_rate == 1.0 / 20);
    BOOST_TEST(*config.retiring_share == 1.0 / 50);
    BOOST_TEST(*config.half_bye_share == 1.0 / 25);
    BOOST_TEST(config.rating_low == 1450);
    BOOST_TEST(config.rating_high == 2650);
    BOOST_TEST(config.points.win.tenths() == 30);
    BOOST_TEST(config.points.forfeit_win.tenths() == 30);
    BOOST_TEST(config.points.draw.tenths() == 10);
    BOOST_TEST(config.points.half_bye.tenths() == 10);
    BOOST_TEST(config.points.forfeit_loss.tenths() == 5);
    BOOST_TEST(config.points.zero_bye.tenths() == 5);
    BOOST_TEST(config.points.pairing_bye.tenths() == 20);
    BOOST_TEST(configOf("PointsForWin=2\n").points.pairing_bye.tenths() == 20);  // a win's by default

    BOOST_TEST(refusal("PlayersNumber=40\nPlayersNumbr=3\n").find("test.cfg:2: unknown key 'PlayersNumbr'") == 0);
    BOOST_TEST(refusal("ForfeitRate=0.5\n") ==
               "test.cfg:1: ForfeitRate: '0.5' is not a rate 'one in N' with N at least 1");
    BOOST_TEST(refusal("RetiredRate=1\n") == "test.cfg:1: RetiredRate: '1' is not a rate 'one in N' with N at least 2");
    BOOST_TEST(refusal("DrawPercentage=101\n") ==
               "test.cfg:1: DrawPercentage: '101' is not a whole number from 0 to 100");
    BOOST_TEST(refusal("PlayersNumber=20-30\n") == "test.cfg:1: PlayersNumber: '20-30' is not a whole number");
    BOOST_TEST(refusal("LowestRating=2000\nHighestRating=1900\n") ==
               "test.cfg:2: the lowest rating 2000 is above the highest 1900");
    BOOST_TEST(refusal("PointsForDraw=0.25\n") ==
               "test.cfg:1: PointsForDraw: '0.25' is not a number of points (tenths at most)");
    BOOST_TEST(refusal("acceleration = baku\npoints = 3,1,0\n") ==
               "test.cfg:1: acceleration: Baku acceleration needs win = 2 x draw and loss = 0 (C.04.7)");
    BOOST_TEST(refusal("acceleration = lim\n") == "test.cfg:1: acceleration: 'lim' is not none or baku");
}

// JaVaFo's shares are over the whole event: about one player in N retires (withdraws) and one
// in N takes a half-point bye, and no other bye is asked for.
BOOST_AUTO_TEST_CASE(issue37_javafo_rates_are_shares_of_the_players_over_the_event) {
    int players = 0, retired = 0, half_byes = 0, other_byes = 0;
    for (unsigned seed = 1; seed <= 20; ++seed) {
        RandomTournamentConfig config = configOf(
            "PlayersNumber=60\nRoundsNumber=9\nRetiredRate=10\nHalfPointByeRate=5\n");
        config.seed = seed;
        const Event event = generateRandomTournament(config);
        players += static_cast<int>(event.players.size());
        for (const Player& player : event.players) retired += player.withdrawn_from_round != 0;
        std::set<int> with_half_bye;
        for (const Round& round : event.rounds)
            for (const Bye& bye : round.byes) {
                if (bye.kind == ByeKind::Half) with_half_bye.insert(bye.player);
                if (bye.kind == ByeKind::Zero || bye.kind == ByeKind::Full) ++other_byes;
            }
        half_byes += static_cast<int>(with_half_bye.size());
    }
    BOOST_TEST(other_byes == 0);
    BOOST_TEST(retired > players / 10 * 0.7, retired << " of " << players);
    BOOST_TEST(retired < players / 10 * 1.3, retired << " of " << players);
    BOOST_TEST(half_byes > players / 5 * 0.6, half_byes << " of " << players);  // a retired player asks for none
    BOOST_TEST(half_byes < players / 5 * 1.3, half_byes << " of " << players);
}

// Issue 37: Baku acceleration (C.04.7) as explicit virtual points that the TRF carries in
// TRF-26 250 records, and teams as each player's club (013 records): after the round trip every
// Swiss system re-pairs every round as it was paired, and the event stays individual.
BOOST_AUTO_TEST_CASE(issue37_accelerated_tournaments_with_teams_pass_the_checker_of_every_system) {
    for (const PairingSystem system : {PairingSystem::Swiss, PairingSystem::Dubov, PairingSystem::Burstein}) {
        for (unsigned seed = 1; seed <= 4; ++seed) {
            RandomTournamentConfig config = configOf(
                "players = 20-40\nrounds = 5-9\nacceleration = baku\nteams = 3\n"
                "bye_rate = 0.05\nforfeit_rate = 0.05\n");
            config.seed = seed, config.system = system;
            const Event generated = generateRandomTournament(config);
            BOOST_REQUIRE(!generated.virtual_points.empty());
            // Group A: the first 2 x ceil(N/4) players, a win's value before round 1.
            const int group_a = 2 * ((static_cast<int>(generated.players.size()) + 3) / 4);
            BOOST_TEST(static_cast<int>(generated.virtual_points.size()) == group_a);
            BOOST_TEST(generated.virtual_points.front().per_round.front().tenths() == 10);
            std::ostringstream out;
            formats::writeTrf(out, generated,
                              {.line_end = formats::LineEnd::Lf, .entries_ahead = false, .clubs_as_teams = true});
            std::istringstream in(out.str());
            const formats::TrfDocument document = formats::readTrf(in, "generated.trf");
            BOOST_TEST(!document.event.isTeamEvent());
            BOOST_TEST(document.acceleration_records);
            for (const VirtualPoints& given : generated.virtual_points) {
                const auto read = std::find_if(document.event.virtual_points.begin(),
                                               document.event.virtual_points.end(),
                                               [&](const VirtualPoints& v) { return v.player == given.player; });
                BOOST_REQUIRE(read != document.event.virtual_points.end());
                for (std::size_t r = 0; r < given.per_round.size(); ++r)
                    BOOST_TEST(((r < read->per_round.size() ? read->per_round[r] : Points()) == given.per_round[r]));
            }
            for (const Player& player : document.event.players)
                BOOST_TEST(player.club == generated.players[player.start_no - 1].club);
            const DutchCheck check = checkSwissRounds(document.event);
            BOOST_TEST(check.differing() == 0, "system " << static_cast<int>(system) << ", seed " << seed);
            BOOST_TEST(check.rounds.size() == generated.rounds.size());
        }
    }
}
