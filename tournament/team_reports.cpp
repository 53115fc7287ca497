// The tables of a team event (tournament/teams.h): standings, a round's matches board by board,
// the teams with their rosters.
#include "tournament/teams.h"

#include "scoring/team_match.h"
#include "scoring/team_standings.h"
#include "tournament/engine_failures.h"
#include "tournament/pairings_report.h"
#include "tournament/result_tokens.h"

namespace tourney::tournament {

namespace {

const TeamEvent& teamsIn(const Event& event) {
    if (!event.teams) throw Refusal("event", Message("this is not a team event (create one with --teams)"));
    return *event.teams;
}

// The board's result as a game's token, White first ("1-0", "+/-").
std::string boardResultText(const Event& event, BoardOutcomes outcomes, int board) {
    if (outcomes.first == Outcome::Pending) return {};
    Game game;
    const bool first_white = firstTeamWhiteOn(board);
    game.seats = {{0, first_white ? outcomes.first : outcomes.second},
                  {0, first_white ? outcomes.second : outcomes.first}};
    return resultToken(game, event.game);
}

}  // namespace

Table teamStandingsTable(const Event& event, int after_round) {
    const TeamEvent& teams = teamsIn(event);
    const std::vector<Standing> standings = refusingEngineFailures(
        "tiebreaks", [&] { return computeTeamStandings(event, after_round); });
    const int counted = teamRoundsToCompute(event, after_round);
    Table table;
    table.title = counted == 0 ? "Team standings before round 1"
                               : "Team standings after round " + std::to_string(counted);
    const char* primary = teams.primary == TeamScore::MatchPoints ? "MP" : "GP";
    table.columns = {{"Rk", Align::Right, true, false, ValueKind::Integer},
                     {"No", Align::Right, true, false, ValueKind::Integer},
                     {"Team", Align::Left, true, true},
                     {primary, Align::Right, false, false, ValueKind::Number}};
    table.groups = {"tiebreaks"};
    for (const std::string& code : event.tiebreaks)
        table.columns.push_back({code, Align::Right, false, false, ValueKind::Number, "tiebreaks"});
    for (const Standing& standing : standings) {
        std::vector<Cell> row = {std::to_string(standing.rank), std::to_string(standing.start_no),
                                 teams.team(standing.start_no)->name, standing.points.toString()};
        for (const std::string& value : standing.tiebreak_text) row.push_back(value);
        table.rows.push_back(std::move(row));
    }
    return table;
}

Table teamPairingsTable(const Event& event, int round_number) {
    const TeamEvent& teams = teamsIn(event);
    if (round_number < 1 || round_number > static_cast<int>(teams.rounds.size()))
        throw NotInEvent("round", Message("round %1 is not paired", round_number));
    const TeamRound& round = teams.rounds[round_number - 1];
    Table table;
    table.title = "Matches of round " + std::to_string(round_number);
    table.columns = {{"Match", Align::Right, true, false, ValueKind::Integer},
                     {"Bd", Align::Right, true, false, ValueKind::Integer},
                     {"White", Align::Left, false, true},
                     {"Black", Align::Left, false, true},
                     {"Result", Align::Center}};
    for (std::size_t m = 0; m < round.matches.size(); ++m) {
        const TeamMatch& match = round.matches[m];
        const MatchScore score = scoreMatch(teams, event.points, round, match);
        table.rows.push_back({std::to_string(m + 1), "", teams.team(match.first_team)->name,
                              teams.team(match.second_team)->name,
                              score.first_game_points.toString() + "-" + score.second_game_points.toString()});
        table.rows.back()[2].strong = table.rows.back()[3].strong = true;
        for (int board = 1; board <= teams.boards; ++board) {
            const int first_player = lineupPlayer(round, match.first_team, board);
            const int second_player = lineupPlayer(round, match.second_team, board);
            const std::string first = first_player ? playerLabel(event, first_player) : std::string();
            const std::string second = second_player ? playerLabel(event, second_player) : std::string();
            const bool first_white = firstTeamWhiteOn(board);
            table.rows.push_back({std::to_string(m + 1), std::to_string(board), first_white ? first : second,
                                  first_white ? second : first,
                                  boardResultText(event, boardOutcomes(round, match, board), board)});
        }
    }
    if (round.free_team != 0) table.note(Message("%1 has no match in this round", teams.team(round.free_team)->name));
    return table;
}

Table teamListTable(const Event& event) {
    const TeamEvent& teams = teamsIn(event);
    Table table;
    table.title = "Teams";
    table.columns = {{"No", Align::Right, true, false, ValueKind::Integer},
                     {"Team", Align::Left, true, true},
                     {"Fed", Align::Left},
                     {"Captain", Align::Left},
                     {"Roster", Align::Left}};
    for (const Team& team : teams.teams) {
        std::string roster;
        for (int start_no : team.roster) roster += (roster.empty() ? "" : " ") + std::to_string(start_no);
        table.rows.push_back({std::to_string(team.number), team.name, team.federation, team.captain, roster});
    }
    return table;
}

}  // namespace tourney::tournament
