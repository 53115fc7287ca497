#include "tournament/teams.h"

#include "formats/plain_text.h"
#include "pairing/berger.h"
#include "pairing/team_round_robin.h"
#include "scoring/team_match.h"
#include "scoring/team_standings.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

constexpr int kMostBoards = 20;

TeamEvent& teamsOf(Event& event) {
    if (!event.teams) throw Refusal("event", Message("this is not a team event (create one with --teams)"));
    return *event.teams;
}

MatchPointValues matchPointValues(const std::string& text) {
    const auto triple = PointSystem::fromTriple(text);
    if (!triple || Points::finerThanTenthsIn(text))
        throw Refusal("match_points", Message("'%1' is not W,D,L such as 2,1,0 or 3,1,0", text));
    return {triple->win, triple->draw, triple->loss};
}

std::vector<std::string> teamTiebreakCodes(const std::string& list, TeamScore primary) {
    std::vector<std::string> codes;
    std::string current;
    auto flush = [&] {
        if (current.empty()) return;
        try {
            codes.push_back(parseTeamTiebreakCode(current, primary).text);
        } catch (const TiebreakError& error) {
            throw Refusal("tiebreaks", error.said());
        }
        current.clear();
    };
    for (char c : list) {
        if (c == ',' || c == ' ')
            flush();
        else
            current += c;
    }
    flush();
    return codes;
}

TeamRound& pairedTeamRound(TeamEvent& teams, int round) {
    if (round < 1 || round > static_cast<int>(teams.rounds.size()))
        throw NotInEvent("round", Message("round %1 is not paired", round));
    return teams.rounds[round - 1];
}

bool hasResults(const TeamMatch& match) {
    return std::any_of(match.boards.begin(), match.boards.end(), [](Outcome o) { return o != Outcome::Pending; });
}

std::string teamName(const TeamEvent& teams, int number) {
    const Team* team = teams.team(number);
    return team ? team->name : std::string();
}

void checkRoster(const Event& event, const TeamEvent& teams, const TeamEntry& entry) {
    if (static_cast<int>(entry.roster.size()) < teams.boards)
        throw Refusal("roster", Message("a team needs at least %1 players, one a board; %2 has %3", teams.boards,
                                        entry.name, static_cast<int>(entry.roster.size())));
    for (std::size_t i = 0; i < entry.roster.size(); ++i) {
        const int start_no = entry.roster[i];
        if (!event.player(start_no)) throw Refusal("roster", Message("no player has start number %1", start_no));
        if (std::find(entry.roster.begin(), entry.roster.begin() + static_cast<long>(i), start_no) !=
            entry.roster.begin() + static_cast<long>(i))
            throw Refusal("roster", Message("player %1 is named twice", start_no));
        if (const Team* other = teams.teamOf(start_no))
            throw Refusal("roster", Message("player %1 is on team %2 already", start_no, other->name));
    }
}

// A line-up names players of the team's roster in the roster's board order, at most one a
// board; 0 leaves a board empty.
void checkLineup(const TeamEvent& teams, const Team& team, const std::vector<int>& players) {
    if (static_cast<int>(players.size()) > teams.boards)
        throw Refusal("players", Message("a line-up names at most %1 players, one a board", teams.boards));
    int last_index = -1, last_player = 0;
    for (int start_no : players) {
        if (start_no == 0) continue;
        const int index = team.rosterIndex(start_no);
        if (index < 0) throw Refusal("players", Message("player %1 is not on the roster of %2", start_no, team.name));
        // The line-up follows the roster's board order (the order fixed before round 1).
        if (index <= last_index)
            throw Refusal("players", Message("player %1 comes before player %2 in the roster of %3: a line-up "
                                             "keeps the roster's order",
                                             start_no, last_player, team.name));
        last_index = index;
        last_player = start_no;
    }
}

}  // namespace

void checkTeamEvent(const Event& event) {
    const TeamEvent& teams = *event.teams;
    TeamEvent entered = teams;
    entered.teams.clear();
    for (const Team& team : teams.teams) {
        checkRoster(event, entered, {team.name, team.federation, team.captain, team.roster});
        entered.teams.push_back(team);
    }
    for (const TeamRound& round : teams.rounds)
        for (const TeamLineup& lineup : round.lineups) {
            try {
                checkLineup(teams, *teams.team(lineup.team), lineup.players);
            } catch (const Refusal& refused) {
                throw Refusal(refused.field(),
                              Message("round %1, team %2: %3", round.number, lineup.team, refused.message()));
            }
        }
}

void makeTeamEvent(Event& event, int boards, const std::optional<std::string>& match_points,
                   const std::optional<std::string>& primary_score, const std::optional<std::string>& tiebreaks) {
    if (event.atTables()) throw Refusal("teams", Message("team events are for games of two players"));
    if (!isRoundRobin(event.system))
        throw Refusal("system", Message("team events are paired as round robins only: the Swiss team pairing "
                                        "(C.04.6) is not done yet"));
    if (boards < 1 || boards > kMostBoards)
        throw Refusal("boards", Message("'%1' is not a whole number from %2 to %3", boards, 1, kMostBoards));
    TeamEvent teams;
    teams.boards = boards;
    if (match_points) teams.match_points = matchPointValues(*match_points);
    if (primary_score) {
        const auto score = parseTeamScore(*primary_score);
        if (!score) throw Refusal("team_score", Message("'%1' is not match-points or game-points", *primary_score));
        teams.primary = *score;
    }
    event.tiebreaks = tiebreaks ? teamTiebreakCodes(*tiebreaks, teams.primary) : defaultTeamTiebreaks(teams.primary);
    event.teams = std::move(teams);
    // FIDE mode's locks and checks are those of individual events; they do not cover teams yet.
    event.fide_mode = false;
}

int addTeam(EventStore& store, const TeamEntry& entry) {
    int number = 0;
    store.update([&](Event& event, EventLog&) {
        TeamEvent& teams = teamsOf(event);
        if (!teams.rounds.empty()) throw Refusal("team", Message("teams are entered before round 1 is paired"));
        if (entry.name.empty()) throw UnusableRequest("name", Message("a team needs a name"));
        for (const auto& [field, text] : {std::pair{"name", &entry.name}, std::pair{"federation", &entry.federation},
                                          std::pair{"captain", &entry.captain}})
            if (const auto problem = formats::textProblem(*text)) throw Refusal(field, *problem);
        for (const Team& team : teams.teams)
            if (team.name == entry.name)
                throw Refusal("name", Message("a team named %1 is entered already", entry.name));
        checkRoster(event, teams, entry);
        number = static_cast<int>(teams.teams.size()) + 1;
        teams.teams.push_back({number, entry.name, entry.federation, entry.captain, entry.roster});
    });
    return number;
}

void setLineup(EventStore& store, const LineupEntry& entry) {
    store.update([&](Event& event, EventLog&) {
        TeamEvent& teams = teamsOf(event);
        TeamRound& round = pairedTeamRound(teams, entry.round);
        const Team* team = teams.team(entry.team);
        if (!team) throw NotInEvent("team", Message("no team has number %1", entry.team));
        const TeamMatch* match = round.matchOf(entry.team);
        if (!match) throw Refusal("team", Message("%1 has no match in round %2", team->name, entry.round));
        if (hasResults(*match))
            throw Refusal("team", Message("the match of %1 in round %2 has results already: its line-up stays",
                                          team->name, entry.round));
        checkLineup(teams, *team, entry.players);
        TeamLineup lineup{entry.team, entry.players};
        lineup.players.resize(teams.boards, 0);
        auto& lineups = round.lineups;
        lineups.erase(std::remove_if(lineups.begin(), lineups.end(),
                                     [&](const TeamLineup& kept) { return kept.team == entry.team; }),
                      lineups.end());
        lineups.push_back(std::move(lineup));
        std::sort(lineups.begin(), lineups.end(),
                  [](const TeamLineup& a, const TeamLineup& b) { return a.team < b.team; });
    });
}

namespace {

// The outcome for the first team's player of a token read as for a game (seat 0 is White):
// the first team has White on the odd boards.
Outcome firstTeamOutcome(const Event& event, const BoardResultEntry& entry) {
    const auto outcomes = parseResultToken(entry.result, event.game);
    if (!outcomes || outcomes->size() != 2)
        throw Refusal("result", Message("'%1' is not a result (%2)", entry.result, resultTokensOf(event.game)));
    return firstTeamWhiteOn(entry.board) ? (*outcomes)[0] : (*outcomes)[1];
}

}  // namespace

namespace {

// One board's result into the event: every check of enterBoardResult, then the outcome.
void applyBoardResult(Event& event, EventLog& log, const BoardResultEntry& entry, const Message& where) {
    TeamEvent& teams = teamsOf(event);
    TeamRound& round = pairedTeamRound(teams, entry.round);
    if (entry.match < 1 || entry.match > static_cast<int>(round.matches.size()))
        throw NotInEvent("match", Message("round %1 has no match %2", entry.round, entry.match));
    TeamMatch& match = round.matches[entry.match - 1];
    if (entry.board < 1 || entry.board > teams.boards)
        throw NotInEvent("board", Message("a match has boards 1 to %1", teams.boards));
    for (int team : {match.first_team, match.second_team}) {
        if (!round.lineupOf(team))
            throw Refusal("board", Message("%1 has given no line-up for round %2", teamName(teams, team), entry.round));
        if (lineupPlayer(round, team, entry.board) == 0)
            throw Refusal("board", Message("%1 left board %2 empty: the game is lost by forfeit and takes no result",
                                           teamName(teams, team), entry.board));
    }
    const Outcome outcome = firstTeamOutcome(event, entry);
    match.boards.resize(teams.boards, Outcome::Pending);
    Outcome& stored = match.boards[entry.board - 1];
    if (stored != Outcome::Pending && stored != outcome) {
        if (!entry.force) throw ForceRequired(Message("%1 has a result already", where), "replace it");
        log.add("result --force", Message("%1: %2 replaced", where, entry.result));
    }
    stored = outcome;
}

Message boardPlace(const BoardResultEntry& entry) {
    return Message("round %1 match %2 board %3", entry.round, entry.match, entry.board);
}

}  // namespace

EnteredBoardResult enterBoardResult(EventStore& store, const BoardResultEntry& entry) {
    const EnteredBoardResult entered{boardPlace(entry), entry.result};
    store.update([&](Event& event, EventLog& log) { applyBoardResult(event, log, entry, entered.where); });
    return entered;
}

std::vector<EnteredBoardResult> enterMatchResults(EventStore& store, int round, int match,
                                                  const std::vector<std::string>& results, bool force) {
    std::vector<EnteredBoardResult> entered;
    store.update([&](Event& event, EventLog& log) {
        const TeamEvent& teams = teamsOf(event);
        if (static_cast<int>(results.size()) > teams.boards)
            throw Refusal("result", Message("a match has boards 1 to %1", teams.boards));
        entered.clear();
        for (std::size_t b = 0; b < results.size(); ++b) {
            if (results[b] == "-") continue;  // a board left empty, or one left for later
            const BoardResultEntry entry{round, match, static_cast<int>(b + 1), results[b], force};
            entered.push_back({boardPlace(entry), entry.result});
            applyBoardResult(event, log, entry, entered.back().where);
        }
    });
    return entered;
}

void setRegularLineups(EventStore& store, int round_number) {
    store.update([&](Event& event, EventLog&) {
        TeamEvent& teams = teamsOf(event);
        TeamRound& round = pairedTeamRound(teams, round_number);
        for (const TeamMatch& match : round.matches)
            for (int number : {match.first_team, match.second_team}) {
                if (round.lineupOf(number)) continue;
                const Team& team = *teams.team(number);
                round.lineups.push_back(
                    {number, std::vector<int>(team.roster.begin(), team.roster.begin() + teams.boards)});
            }
        std::sort(round.lineups.begin(), round.lineups.end(),
                  [](const TeamLineup& a, const TeamLineup& b) { return a.team < b.team; });
    });
}

TeamRound pairNextTeamRound(Event& event, EventLog& log) {
    TeamEvent& teams = teamsOf(event);
    const int count = static_cast<int>(teams.teams.size());
    if (!isRoundRobin(event.system))  // an imported Swiss of teams (C.04.6 is not done)
        throw Refusal("round", Message("team events are paired as round robins only: the Swiss team pairing "
                                       "(C.04.6) is not done yet"));
    if (count < 2) throw Refusal("round", Message("a round robin of teams needs at least two teams"));
    const bool twice = event.system == PairingSystem::DoubleRoundRobin;
    const int total = roundRobinRounds(count, twice);
    const int next = static_cast<int>(teams.rounds.size()) + 1;
    if (next > total) throw Refusal("round", Message("every round of the round robin is paired"));
    if (next > 1 && teamRoundsToCompute(event, next - 1) < next - 1)
        throw Refusal("round", Message("round %1 still has matches without all their results", next - 1));
    TeamRound paired = teamRoundRobinRound(count, next, twice);
    teams.rounds.push_back(paired);
    event.planned_rounds = total;
    log.add("pair",
            Message("round %1 paired: %2", next, countedMessage(paired.matches.size(), "%1 match", "%1 matches")));
    return paired;
}

}  // namespace tourney::tournament
