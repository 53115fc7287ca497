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

Table teamCrosstableTable(const Event& event, int after_round) {
    const TeamEvent& teams = teamsIn(event);
    const std::vector<Standing> standings = refusingEngineFailures(
        "tiebreaks", [&] { return computeTeamStandings(event, after_round); });
    const int counted = teamRoundsToCompute(event, after_round);
    const auto scores = teamRoundScores(event, counted);
    Table table;
    table.title = counted == 0 ? "Team crosstable before round 1"
                               : "Team crosstable after round " + std::to_string(counted);
    table.columns = {{"Rk", Align::Right, true, false, ValueKind::Integer},
                     {"No", Align::Right, true, false, ValueKind::Integer},
                     {"Team", Align::Left, true, true}};
    for (const Team& team : teams.teams) {
        Column column{std::to_string(team.number), Align::Center};
        column.sparse = true;
        table.columns.push_back(column);
    }
    table.columns.push_back({"MP", Align::Right, false, false, ValueKind::Number});
    table.columns.push_back({"GP", Align::Right, false, false, ValueKind::Number});
    table.groups = {"tiebreaks"};
    // The tie-breaks after both scores; MP or GP as a tie-break is the column already there.
    auto shown = [](const std::string& code) { return code != "MP" && code != "GP"; };
    for (const std::string& code : event.tiebreaks)
        if (shown(code)) table.columns.push_back({code, Align::Right, false, false, ValueKind::Number, "tiebreaks"});
    for (const Standing& standing : standings) {
        const int number = standing.start_no;
        std::vector<Cell> row = {std::to_string(standing.rank), std::to_string(number), teams.team(number)->name};
        // Against each team: the game points taken from it, one figure a match (two in a
        // double round robin), in the order of the rounds.
        std::vector<std::string> against(teams.teams.size());
        Points match_points, game_points;
        for (const TeamRoundScore& score : scores[number - 1]) {
            match_points += score.match_points;
            game_points += score.game_points;
            if (score.opponent == 0) continue;
            std::string& cell = against[score.opponent - 1];
            cell += (cell.empty() ? "" : " ") + score.game_points.toString();
        }
        for (std::size_t t = 0; t < against.size(); ++t) {
            Cell cell = against[t];
            cell.shaded = static_cast<int>(t) + 1 == number;
            row.push_back(cell);
        }
        row.push_back(match_points.toString());
        row.push_back(game_points.toString());
        for (std::size_t i = 0; i < standing.tiebreak_text.size() && i < event.tiebreaks.size(); ++i)
            if (shown(event.tiebreaks[i])) row.push_back(standing.tiebreak_text[i]);
        table.rows.push_back(std::move(row));
    }
    return table;
}

std::vector<TeamRoundSummary> teamRoundSummaries(const Event& event) {
    const TeamEvent& teams = teamsIn(event);
    std::vector<TeamRoundSummary> rounds;
    for (const TeamRound& round : teams.rounds) {
        TeamRoundSummary summary{round.number, round.free_team, {}};
        for (std::size_t m = 0; m < round.matches.size(); ++m) {
            const TeamMatch& match = round.matches[m];
            summary.matches.push_back({static_cast<int>(m) + 1, match.first_team, match.second_team,
                                       scoreMatch(teams, event.points, round, match)});
        }
        rounds.push_back(std::move(summary));
    }
    return rounds;
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
