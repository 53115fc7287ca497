// Writing the team records of a TRF (formats/trf_teams.h). Columns as docs/teams.md ("TRF")
// gives them: TRF-26 310, 300 and 802, whose layout could be read only in a restatement of the
// TRF-26 text, not in FIDE's own copy.
#include "formats/plain_text.h"
#include "formats/text_columns.h"
#include "formats/trf_teams.h"
#include "scoring/team_match.h"
#include "scoring/team_standings.h"

#include <map>

namespace tourney::formats {

namespace {

std::string number(int value, std::size_t width) { return fit(std::to_string(value), width, true); }

std::string trimmedEnd(std::string line) {
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return line;
}

// Each team's match and game points over the rounds the standings count, and its rank.
struct TeamTotals {
    Points match_points;
    Points game_points;
    int rank = 0;
};

std::vector<TeamTotals> teamTotals(const Event& event) {
    const TeamEvent& teams = *event.teams;
    std::vector<TeamTotals> totals(teams.teams.size());
    const int rounds = teamRoundsToCompute(event, 0);
    const auto scores = teamRoundScores(event, rounds);
    for (std::size_t t = 0; t < scores.size(); ++t)
        for (const TeamRoundScore& score : scores[t]) {
            totals[t].match_points += score.match_points;
            totals[t].game_points += score.game_points;
        }
    for (const Standing& standing : computeTeamStandings(event)) totals[standing.start_no - 1].rank = standing.rank;
    return totals;
}

// TRF-26 310: number (5-7), name (9-40), nickname (42-46: the federation or club when it
// fits), strength factor (48-53, left blank), match points (55-60), game points (62-67), rank
// (69-71), then the roster from column 74, four columns a player and one between.
std::string teamLine(const Team& team, const TeamTotals& totals) {
    std::string line = "310 " + number(team.number, 3) + ' ' + fit(lineSafe(team.name), 32) + ' ' +
                       fit(lineSafe(team.federation), 5) + ' ' + std::string(6, ' ') + ' ' +
                       fit(totals.match_points.toFixed1(), 6, true) + ' ' +
                       fit(totals.game_points.toFixed1(), 6, true) + ' ' + number(totals.rank, 3) + ' ';
    for (int player : team.roster) line += ' ' + number(player, 4);
    return trimmedEnd(line);
}

// TRF-26 300: round (5-7), team (9-11), its opponent (13-15), then the player of each board
// from column 17, four columns each and one between; 0000 for a board left empty.
std::string lineupLine(int round, const TeamLineup& lineup, int opponent) {
    std::string line = "300 " + number(round, 3) + ' ' + number(lineup.team, 3) + ' ' + number(opponent, 3);
    for (int player : lineup.players) line += ' ' + (player == 0 ? std::string("0000") : number(player, 4));
    return line;
}

// One round of a TRF-26 802 line, 13 columns: the opponent (3) or the kind of bye, the colour,
// the game points (4), the forfeit mark, and two blanks.
std::string roundSegment(const TeamEvent& teams, const PointSystem& points, const TeamRound& round, int team) {
    if (round.free_team == team) return "ZPB   " + fit(Points{}.toFixed1(), 4, true) + "   ";
    const TeamMatch* match = round.matchOf(team);
    if (!match) return std::string(13, ' ');
    const bool first = match->first_team == team;
    const MatchScore score = scoreMatch(teams, points, round, *match);
    std::string game_points, forfeit = " ";
    if (score.complete) {
        game_points = (first ? score.first_game_points : score.second_game_points).toFixed1();
        bool all_forfeit = !match->boards.empty();
        for (int b = 1; b <= teams.boards; ++b)
            all_forfeit = all_forfeit && isForfeit(boardOutcomes(round, *match, b).first);
        if (all_forfeit) forfeit = "f";
    }
    return number(first ? match->second_team : match->first_team, 3) + ' ' + (first ? 'w' : 'b') + ' ' +
           fit(game_points, 4, true) + forfeit + "  ";
}

}  // namespace

bool isTeamRecord(std::string_view code) {
    return code == "013" || code == "082" || code == "300" || code == "310" || code == "352" || code == "362" ||
           code == "802";
}

void writeTeamRecords(std::ostream& out, const Event& event) {
    const TeamEvent& teams = *event.teams;
    out << "082 " << teams.teams.size() << '\n';
    // 352: the first team's colour on each board; board 1 White, alternating (C.04.6 1.6.1).
    std::string colours;
    for (int b = 1; b <= teams.boards; ++b) colours += firstTeamWhiteOn(b) ? 'W' : 'B';
    out << "352 " << colours << '\n';
    if (teams.match_points != MatchPointValues{})  // TRF-26: only when not the default 2 / 1 / 0
        out << "362 TW " << fit(teams.match_points.win.toFixed1(), 4, true) << " TD "
            << fit(teams.match_points.draw.toFixed1(), 4, true) << " TL "
            << fit(teams.match_points.loss.toFixed1(), 4, true) << '\n';
    const std::vector<TeamTotals> totals = teamTotals(event);
    for (const Team& team : teams.teams) out << teamLine(team, totals[team.number - 1]) << '\n';
    // Every line-up given, not only those out of the roster's order: the line-ups as played,
    // and the order of the matches, read back as written.
    for (const TeamRound& round : teams.rounds)
        for (const TeamMatch& match : round.matches)
            for (const auto& [team, opponent] :
                 {std::pair{match.first_team, match.second_team}, std::pair{match.second_team, match.first_team}})
                if (const TeamLineup* lineup = round.lineupOf(team))
                    out << lineupLine(round.number, *lineup, opponent) << '\n';
    for (const Team& team : teams.teams) {
        const TeamTotals& total = totals[team.number - 1];
        std::string line = "802 " + number(team.number, 3) + ' ' + fit(lineSafe(team.federation), 5) + ' ' +
                           fit(total.match_points.toFixed1(), 6, true) + ' ' +
                           fit(total.game_points.toFixed1(), 6, true) + ' ';
        for (const TeamRound& round : teams.rounds) line += roundSegment(teams, event.points, round, team.number);
        out << trimmedEnd(line) << '\n';
    }
}

namespace {

// Where a player sat in a round: the match, the board and whether his team was the first.
struct BoardSeat {
    const TeamMatch* match = nullptr;
    int board = 0;
    bool first = false;
};

BoardSeat seatOf(const TeamRound& round, int start_no) {
    for (const TeamLineup& lineup : round.lineups)
        for (std::size_t b = 0; b < lineup.players.size(); ++b)
            if (lineup.players[b] == start_no)
                if (const TeamMatch* match = round.matchOf(lineup.team))
                    return {match, static_cast<int>(b) + 1, match->first_team == lineup.team};
    return {};
}

}  // namespace

Points teamPlayerPoints(const Event& event, int start_no) {
    Points total;
    for (const TeamRound& round : event.teams->rounds) {
        const BoardSeat seat = seatOf(round, start_no);
        if (!seat.match) continue;
        const BoardOutcomes outcomes = boardOutcomes(round, *seat.match, seat.board);
        const Outcome mine = seat.first ? outcomes.first : outcomes.second;
        if (mine != Outcome::Pending) total += event.points.forOutcome(mine);
    }
    return total;
}

std::string teamPlayerCells(const Event& event, int start_no) {
    std::string cells;
    for (const TeamRound& round : event.teams->rounds) {
        const BoardSeat seat = seatOf(round, start_no);
        if (!seat.match) {
            cells += std::string(10, ' ');
            continue;
        }
        const int other_team = seat.first ? seat.match->second_team : seat.match->first_team;
        const int opponent = lineupPlayer(round, other_team, seat.board);
        const BoardOutcomes outcomes = boardOutcomes(round, *seat.match, seat.board);
        const Outcome mine = seat.first ? outcomes.first : outcomes.second;
        if (opponent == 0) {
            cells += "  0000 - +";  // the other team left the board empty: won by forfeit
            continue;
        }
        const bool white = firstTeamWhiteOn(seat.board) == seat.first;
        cells += "  " + number(opponent, 4) + ' ' + (white ? 'w' : 'b') + ' ' +
                 (mine == Outcome::Pending ? ' ' : static_cast<char>(mine));
    }
    return trimmedEnd(cells);
}

}  // namespace tourney::formats
