#include "scoring/team_match.h"

namespace tourney {

int lineupPlayer(const TeamRound& round, int team, int board) {
    const TeamLineup* lineup = round.lineupOf(team);
    if (!lineup || board < 1 || board > static_cast<int>(lineup->players.size())) return 0;
    return lineup->players[board - 1];
}

BoardOutcomes boardOutcomes(const TeamRound& round, const TeamMatch& match, int board) {
    if (!round.lineupOf(match.first_team) || !round.lineupOf(match.second_team)) return {};
    const bool first_present = lineupPlayer(round, match.first_team, board) != 0;
    const bool second_present = lineupPlayer(round, match.second_team, board) != 0;
    if (first_present && second_present) {
        const Outcome first = board <= static_cast<int>(match.boards.size()) ? match.boards[board - 1]
                                                                             : Outcome::Pending;
        return {first, first == Outcome::Pending ? Outcome::Pending : mirrored(first)};
    }
    // A board left empty is lost by forfeit (C.04.1 and the team regulations): the player
    // present wins it, and when neither team filled it both lose it.
    if (first_present) return {Outcome::ForfeitWin, Outcome::ForfeitLoss};
    if (second_present) return {Outcome::ForfeitLoss, Outcome::ForfeitWin};
    return {Outcome::ForfeitLoss, Outcome::ForfeitLoss};
}

MatchScore scoreMatch(const TeamEvent& teams, const PointSystem& points, const TeamRound& round,
                      const TeamMatch& match) {
    MatchScore score;
    score.complete = true;
    for (int board = 1; board <= teams.boards; ++board) {
        const BoardOutcomes outcomes = boardOutcomes(round, match, board);
        if (outcomes.first == Outcome::Pending) {
            score.complete = false;
            continue;
        }
        score.first_game_points += points.forOutcome(outcomes.first);
        score.second_game_points += points.forOutcome(outcomes.second);
    }
    if (!score.complete) return score;
    const MatchPointValues& values = teams.match_points;
    if (score.first_game_points > score.second_game_points) {
        score.first_match_points = values.win;
        score.second_match_points = values.loss;
    } else if (score.first_game_points < score.second_game_points) {
        score.first_match_points = values.loss;
        score.second_match_points = values.win;
    } else {
        score.first_match_points = values.draw;
        score.second_match_points = values.draw;
    }
    return score;
}

}  // namespace tourney
