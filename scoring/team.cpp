#include "scoring/team.h"

#include <algorithm>

namespace tourney {

bool Team::hasPlayer(int start_no) const { return rosterIndex(start_no) >= 0; }

int Team::rosterIndex(int start_no) const {
    const auto found = std::find(roster.begin(), roster.end(), start_no);
    return found == roster.end() ? -1 : static_cast<int>(found - roster.begin());
}

const TeamMatch* TeamRound::matchOf(int team) const {
    for (const TeamMatch& match : matches)
        if (match.first_team == team || match.second_team == team) return &match;
    return nullptr;
}

TeamMatch* TeamRound::matchOf(int team) {
    return const_cast<TeamMatch*>(static_cast<const TeamRound&>(*this).matchOf(team));
}

const TeamLineup* TeamRound::lineupOf(int team) const {
    for (const TeamLineup& lineup : lineups)
        if (lineup.team == team) return &lineup;
    return nullptr;
}

std::string_view teamScoreName(TeamScore score) {
    return score == TeamScore::MatchPoints ? "match-points" : "game-points";
}

std::optional<TeamScore> parseTeamScore(std::string_view name) {
    if (name == "match-points" || name == "mp" || name == "MP") return TeamScore::MatchPoints;
    if (name == "game-points" || name == "gp" || name == "GP") return TeamScore::GamePoints;
    return std::nullopt;
}

const Team* TeamEvent::team(int number) const {
    if (number < 1 || number > static_cast<int>(teams.size())) return nullptr;
    return &teams[number - 1];
}

Team* TeamEvent::team(int number) { return const_cast<Team*>(static_cast<const TeamEvent&>(*this).team(number)); }

const Team* TeamEvent::teamOf(int start_no) const {
    for (const Team& candidate : teams)
        if (candidate.hasPlayer(start_no)) return &candidate;
    return nullptr;
}

bool firstTeamWhiteOn(int board) { return board % 2 == 1; }

}  // namespace tourney
