// Team events: board colours, the score of a match from its boards, and the team standings
// with the team tie-breaks, each worked by hand below (docs/teams.md). The tie-breaks are the
// individual ones of C.07 with a team's match or game points as its score (C.07 §6 DE, §8.1 BH,
// §9.1 SB; the TRF-26 ":MP"/":GP" suffix and the extended SB of FIDE's reference tool).
#include <boost/test/unit_test.hpp>

#include "scoring/team_match.h"
#include "scoring/team_standings.h"

using namespace tourney;

namespace {

constexpr Outcome W = Outcome::Win, D = Outcome::Draw, L = Outcome::Loss;

// Four teams of two boards, numbered 1 (A) to 4 (D); team t's roster is players 2t-1, 2t.
// Round 1: A-B 1.5-0.5, C-D 1-1. Round 2: A-C 1-1, B-D 2-0. Round 3: A-D 0.5-1.5 (A leaves
// board 2 empty: D wins it by forfeit), B-C 1.5-0.5.
//   match points (2/1/0): A 2+1+0 = 3, B 0+2+2 = 4, C 1+1+0 = 2, D 1+0+2 = 3
//   game points:          A 1.5+1+0.5 = 3, B 0.5+2+1.5 = 4, C 1+1+0.5 = 2.5, D 1+0+1.5 = 2.5
Event fourTeams() {
    Event event;
    event.system = PairingSystem::RoundRobin;
    TeamEvent teams;
    teams.boards = 2;
    for (int t = 1; t <= 4; ++t) {
        teams.teams.push_back({t, std::string(1, static_cast<char>('A' + t - 1)), "", "", {2 * t - 1, 2 * t}});
        event.players.push_back({});
        event.players.push_back({});
    }
    auto match = [](int first, int second, std::vector<Outcome> boards) {
        return TeamMatch{first, second, std::move(boards)};
    };
    auto fullLineups = [](std::initializer_list<int> playing) {
        std::vector<TeamLineup> lineups;
        for (int t : playing) lineups.push_back({t, {2 * t - 1, 2 * t}});
        return lineups;
    };
    teams.rounds.push_back({1, {match(1, 2, {W, D}), match(3, 4, {W, L})}, 0, fullLineups({1, 2, 3, 4})});
    teams.rounds.push_back({2, {match(1, 3, {D, D}), match(2, 4, {W, W})}, 0, fullLineups({1, 2, 3, 4})});
    TeamRound third{3, {match(1, 4, {D, Outcome::Pending}), match(2, 3, {W, D})}, 0, fullLineups({2, 3, 4})};
    third.lineups.push_back({1, {1, 0}});
    teams.rounds.push_back(third);
    event.teams = teams;
    return event;
}

const Standing& standingOf(const std::vector<Standing>& standings, int team) {
    for (const Standing& standing : standings)
        if (standing.start_no == team) return standing;
    throw std::logic_error("no such team");
}

std::vector<Standing> standingsWith(std::vector<std::string> tiebreaks) {
    Event event = fourTeams();
    event.tiebreaks = std::move(tiebreaks);
    return computeTeamStandings(event);
}

}  // namespace

BOOST_AUTO_TEST_CASE(board_one_has_the_first_teams_colour_and_colours_alternate_C04_6_1_6_1) {
    BOOST_TEST(firstTeamWhiteOn(1));
    BOOST_TEST(!firstTeamWhiteOn(2));
    BOOST_TEST(firstTeamWhiteOn(3));
    BOOST_TEST(!firstTeamWhiteOn(4));
}

BOOST_AUTO_TEST_CASE(match_score_sums_the_boards_and_gives_2_1_0_match_points) {
    const Event event = fourTeams();
    const TeamRound& first = event.teams->rounds[0];
    const MatchScore won = scoreMatch(*event.teams, event.points, first, first.matches[0]);
    BOOST_TEST(won.complete);
    BOOST_TEST((won.first_game_points == Points::fromTenths(15)));
    BOOST_TEST((won.second_game_points == Points::fromTenths(5)));
    BOOST_TEST((won.first_match_points == Points::whole(2)));
    BOOST_TEST((won.second_match_points == Points::whole(0)));
    const MatchScore drawn = scoreMatch(*event.teams, event.points, first, first.matches[1]);
    BOOST_TEST((drawn.first_match_points == Points::whole(1)));
    BOOST_TEST((drawn.second_match_points == Points::whole(1)));
}

BOOST_AUTO_TEST_CASE(a_board_left_empty_is_lost_by_forfeit_without_a_result) {
    const Event event = fourTeams();
    const TeamRound& third = event.teams->rounds[2];
    const BoardOutcomes empty = boardOutcomes(third, third.matches[0], 2);
    BOOST_TEST((empty.first == Outcome::ForfeitLoss));
    BOOST_TEST((empty.second == Outcome::ForfeitWin));
    const MatchScore score = scoreMatch(*event.teams, event.points, third, third.matches[0]);
    BOOST_TEST(score.complete);
    BOOST_TEST((score.first_game_points == Points::fromTenths(5)));
    BOOST_TEST((score.second_game_points == Points::fromTenths(15)));
}

BOOST_AUTO_TEST_CASE(a_match_without_both_line_ups_is_not_complete) {
    Event event = fourTeams();
    TeamRound& third = event.teams->rounds[2];
    third.lineups.erase(third.lineups.begin());  // team 2's line-up not given
    BOOST_TEST(!scoreMatch(*event.teams, event.points, third, third.matches[1]).complete);
    BOOST_TEST(teamRoundsToCompute(event, 0) == 2);
}

BOOST_AUTO_TEST_CASE(match_points_are_configurable_3_1_0) {
    Event event = fourTeams();
    event.teams->match_points = {Points::whole(3), Points::whole(1), Points::whole(0)};
    event.tiebreaks = {"GP"};
    const auto standings = computeTeamStandings(event);
    BOOST_TEST((standingOf(standings, 1).points == Points::whole(4)));  // 3 + 1 + 0
    BOOST_TEST((standingOf(standings, 2).points == Points::whole(6)));  // 0 + 3 + 3
}

BOOST_AUTO_TEST_CASE(standings_by_match_points_then_game_points) {
    const auto standings = standingsWith({"GP"});
    BOOST_TEST_REQUIRE(standings.size() == 4u);
    BOOST_TEST(standings[0].start_no == 2);  // B 4 MP
    BOOST_TEST(standings[1].start_no == 1);  // A 3 MP, 3 GP
    BOOST_TEST(standings[2].start_no == 4);  // D 3 MP, 2.5 GP
    BOOST_TEST(standings[3].start_no == 3);  // C 2 MP
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[0] == "3.0");
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[0] == "2.5");
}

BOOST_AUTO_TEST_CASE(standings_by_game_points_when_the_event_says_so) {
    Event event = fourTeams();
    event.teams->primary = TeamScore::GamePoints;
    event.tiebreaks = {"MP"};
    const auto standings = computeTeamStandings(event);
    BOOST_TEST(standings[0].start_no == 2);  // B 4 GP
    BOOST_TEST(standings[1].start_no == 1);  // A 3 GP
    // C and D both 2.5 GP; MP: D 3, C 2
    BOOST_TEST(standings[2].start_no == 4);
    BOOST_TEST(standings[3].start_no == 3);
    BOOST_TEST((standings[2].points == Points::fromTenths(25)));
}

// C.07 §6: A and D are tied on 3 match points; D beat A in round 3, so D ranks first of the two.
BOOST_AUTO_TEST_CASE(direct_encounter_between_tied_teams_C07_6) {
    const auto standings = standingsWith({"DE", "GP"});
    BOOST_TEST(standings[1].start_no == 4);
    BOOST_TEST(standings[2].start_no == 1);
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[0] == "1");
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[0] == "2");
}

// C.07 §8.1 with match points: A met B (4), C (2), D (3): 9; D met C (2), B (4), A (3): 9.
// With game points: A 4 + 2.5 + 2.5 = 9; D 2.5 + 4 + 3 = 9.5.
BOOST_AUTO_TEST_CASE(team_buchholz_on_match_and_game_points_C07_8_1) {
    const auto standings = standingsWith({"BH:MP", "BH:GP"});
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[0] == "9.0");
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[0] == "9.0");
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[1] == "9.0");
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[1] == "9.5");
    BOOST_TEST(standings[1].start_no == 4);  // equal BH:MP, D ahead on BH:GP
}

// C.07 §9.1 with match points: A: B 4 x 2 + C 2 x 1 + D 3 x 0 = 10; D: C 2 x 1 + B 4 x 0 + A 3 x 2 = 8.
// With game points: A: 4 x 1.5 + 2.5 x 1 + 2.5 x 0.5 = 9.75; D: 2.5 x 1 + 4 x 0 + 3 x 1.5 = 7.
BOOST_AUTO_TEST_CASE(team_sonneborn_berger_on_match_and_game_points_C07_9_1) {
    const auto standings = standingsWith({"SB:MP", "SB:GP"});
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[0] == "10.00");
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[0] == "8.00");
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[1] == "9.75");
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[1] == "7.00");
}

// The extended SB: opponents' match points times the game points taken (EMGSB): A 4 x 1.5 +
// 2 x 1 + 3 x 0.5 = 9.5, D 2 x 1 + 4 x 0 + 3 x 1.5 = 6.5; opponents' game points times the
// match points taken (EGMSB): A 4 x 2 + 2.5 x 1 + 2.5 x 0 = 10.5, D 2.5 x 1 + 4 x 0 + 3 x 2 = 8.5.
// ESB on match points is EMGSB.
BOOST_AUTO_TEST_CASE(extended_sonneborn_berger_mixes_match_and_game_points) {
    const auto standings = standingsWith({"EMGSB", "EGMSB", "ESB"});
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[0] == "9.50");
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[0] == "6.50");
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[1] == "10.50");
    BOOST_TEST(standingOf(standings, 4).tiebreak_text[1] == "8.50");
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[2] == "9.50");
}

// Round robin (C.07 §15): the free team of an odd round robin has no opponent, and the round
// counts nothing in its BH and SB.
BOOST_AUTO_TEST_CASE(the_free_team_of_a_round_robin_counts_nothing_in_bh_C07_15) {
    Event event = fourTeams();
    event.teams->rounds.resize(1);
    event.teams->rounds[0].matches.pop_back();  // C and D: C has the round free, D too
    event.teams->rounds[0].free_team = 3;
    event.tiebreaks = {"BH:MP"};
    const auto standings = computeTeamStandings(event);
    BOOST_TEST((standingOf(standings, 3).points == Points::whole(0)));
    BOOST_TEST(standingOf(standings, 3).tiebreak_text[0] == "0.0");
    BOOST_TEST(standingOf(standings, 1).tiebreak_text[0] == "0.0");  // B has 0 MP
    BOOST_TEST(standingOf(standings, 2).tiebreak_text[0] == "2.0");  // A has 2 MP
}

BOOST_AUTO_TEST_CASE(team_codes_read_with_suffix_and_modifiers) {
    const TeamTiebreakCode cut = parseTeamTiebreakCode("bh:gp/c1", TeamScore::MatchPoints);
    BOOST_TEST((cut.name == TeamTiebreakName::Buchholz));
    BOOST_TEST((cut.opponents == TeamScore::GamePoints));
    BOOST_TEST(cut.modifiers.cut == 1);
    const TeamTiebreakCode plain = parseTeamTiebreakCode("SB", TeamScore::GamePoints);
    BOOST_TEST((plain.own == TeamScore::GamePoints));
    BOOST_CHECK_THROW(parseTeamTiebreakCode("ARO", TeamScore::MatchPoints), TiebreakError);
    BOOST_CHECK_THROW(parseTeamTiebreakCode("BH:XP", TeamScore::MatchPoints), TiebreakError);
}
