// Team events: teams with their rosters, each round's matches and line-ups, and the results of
// the boards. Plain values, no storage, no I/O; the match's score is scoring/team_match.h, the
// standings scoring/team_standings.h, the checks of the arbiter's input tournament/teams.h.
//
// A team event keeps its players in Event::players as usual (each has a start number); a team
// names its players by start number in its roster. The individual rounds of Event::rounds stay
// empty: a team round is a list of matches, each with the line-ups of both teams and one
// result per board. docs/teams.md says what is done and which articles it follows.
#pragma once

#include "scoring/points.h"
#include "scoring/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney {

struct Team {
    int number = 0;  // the team's pairing number, 1-based
    std::string name;
    std::string federation;  // three-letter code, or a club: as the event's regulations say
    std::string captain;
    // Start numbers of the team's players in board order, fixed before round 1: the regular
    // players first, the reserves after them.
    std::vector<int> roster;

    bool hasPlayer(int start_no) const;
    // The player's place in the roster (0 = first board), or -1.
    int rosterIndex(int start_no) const;
    bool operator==(const Team&) const = default;
};

// One team's players in one match: board b (1-based) at index b - 1; 0 where the team left the
// board empty (the game is lost by forfeit).
struct TeamLineup {
    int team = 0;
    std::vector<int> players;
    bool operator==(const TeamLineup&) const = default;
};

// A match of two teams. The first team has the colour of board 1, which C.04.6 calls the
// team's colour in the match (its player on board 1 has White); colours alternate down the
// boards. `boards[b - 1]` is the outcome for the first team's player on board b (Pending until
// entered); a board one team left empty is scored without a result entered (boardOutcome).
struct TeamMatch {
    int first_team = 0;
    int second_team = 0;
    std::vector<Outcome> boards;
    bool operator==(const TeamMatch&) const = default;
};

struct TeamRound {
    int number = 0;
    std::vector<TeamMatch> matches;  // in the order of the pairing
    int free_team = 0;               // the team without a match in an odd round robin; 0 for none
    std::vector<TeamLineup> lineups;

    const TeamMatch* matchOf(int team) const;
    TeamMatch* matchOf(int team);
    const TeamLineup* lineupOf(int team) const;
    bool operator==(const TeamRound&) const = default;
};

// Which score ranks the teams; the other one is the secondary score (C.04.6 1.2, C.07 team
// tie-breaks).
enum class TeamScore { MatchPoints, GamePoints };
std::string_view teamScoreName(TeamScore score);  // "match-points", "game-points"
std::optional<TeamScore> parseTeamScore(std::string_view name);

// What a match is worth in match points: 2 / 1 / 0 by default, as most team regulations say.
struct MatchPointValues {
    Points win = Points::whole(2);
    Points draw = Points::whole(1);
    Points loss = Points::whole(0);
    bool operator==(const MatchPointValues&) const = default;
};

// Everything a team event adds to Event (scoring/event.h). The game points of a board follow
// the event's PointSystem (Event::points).
struct TeamEvent {
    int boards = 4;                 // players of each team in a match
    MatchPointValues match_points;  // match won, drawn, lost
    TeamScore primary = TeamScore::MatchPoints;
    std::vector<Team> teams;        // index t holds team number t + 1
    std::vector<TeamRound> rounds;  // index r holds round r + 1

    const Team* team(int number) const;
    Team* team(int number);
    // The team whose roster holds the player, or nullptr.
    const Team* teamOf(int start_no) const;
    // Compared whole, as Event is (a store's held event against a fresh read).
    bool operator==(const TeamEvent&) const = default;
};

// Whether the first team's player has White on board `board` (1-based): board 1 has the first
// team's colour and colours alternate down the boards (C.04.6 1.6.1; the usual team
// regulations for round robins too).
bool firstTeamWhiteOn(int board);

}  // namespace tourney
