#include "scoring/team_standings.h"

#include "scoring/ranking.h"
#include "scoring/team_match.h"
#include "scoring/tiebreak_table.h"

#include <algorithm>
#include <cctype>

namespace tourney {

namespace {

std::string upperCase(std::string_view text) {
    std::string upper(text);
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return upper;
}

TeamScore otherScore(TeamScore score) {
    return score == TeamScore::MatchPoints ? TeamScore::GamePoints : TeamScore::MatchPoints;
}

[[noreturn]] void unknownTeamCode(const std::string& text) {
    throw TiebreakError(
        Message("%1: not a team tie-break (MP, GP, DE, BH:MP, BH:GP, SB:MP, SB:GP, EMGSB, EGMSB, ESB)", text));
}

// The score a ":MP" or ":GP" suffix names; the primary score without one.
TeamScore suffixScore(const std::string& suffix, TeamScore primary, const std::string& text) {
    if (suffix.empty()) return primary;
    if (suffix == "MP") return TeamScore::MatchPoints;
    if (suffix == "GP") return TeamScore::GamePoints;
    unknownTeamCode(text);
}

// The extended Sonneborn-Berger names of FIDE's reference tool: E, the opponents' score, the
// score taken from them, SB.
bool readExtendedSonnebornBerger(const std::string& name, TeamTiebreakCode& code) {
    if (name.size() != 5 || name[0] != 'E' || name.substr(3) != "SB") return false;
    auto letter = [](char c) -> std::optional<TeamScore> {
        if (c == 'M') return TeamScore::MatchPoints;
        if (c == 'G') return TeamScore::GamePoints;
        return std::nullopt;
    };
    const auto opponents = letter(name[1]), own = letter(name[2]);
    if (!opponents || !own) return false;
    code.name = TeamTiebreakName::SonnebornBerger;
    code.opponents = *opponents;
    code.own = *own;
    return true;
}

}  // namespace

TeamTiebreakCode parseTeamTiebreakCode(std::string_view text, TeamScore primary) {
    TeamTiebreakCode code;
    code.text = upperCase(text);
    const std::size_t slash = code.text.find_first_of("/!#");
    const std::string head = code.text.substr(0, slash);
    const std::string tail = slash == std::string::npos ? std::string() : code.text.substr(slash);
    const std::size_t colon = head.find(':');
    const std::string name = head.substr(0, colon);
    const std::string suffix = colon == std::string::npos ? std::string() : head.substr(colon + 1);
    if ((name == "MP" || name == "GP") && suffix.empty() && tail.empty()) {
        code.name = name == "MP" ? TeamTiebreakName::MatchPoints : TeamTiebreakName::GamePoints;
        return code;
    }
    if (name == "DE" && suffix.empty()) {
        code.name = TeamTiebreakName::DirectEncounter;
        code.modifiers = parseTiebreakCode("DE" + tail);
        return code;
    }
    if (name == "BH" || name == "SB") {
        code.name = name == "BH" ? TeamTiebreakName::Buchholz : TeamTiebreakName::SonnebornBerger;
        code.opponents = code.own = suffixScore(suffix, primary, code.text);
    } else if (name == "ESB") {
        code.name = TeamTiebreakName::SonnebornBerger;
        code.opponents = suffixScore(suffix, primary, code.text);
        code.own = otherScore(code.opponents);
    } else if (!suffix.empty() || !readExtendedSonnebornBerger(name, code)) {
        unknownTeamCode(code.text);
    }
    code.modifiers = parseTiebreakCode((code.name == TeamTiebreakName::Buchholz ? "BH" : "SB") + tail);
    return code;
}

std::vector<std::string> defaultTeamTiebreaks(TeamScore primary) {
    if (primary == TeamScore::MatchPoints) return {"GP", "DE", "SB:MP"};
    return {"MP", "DE", "SB:GP"};
}

int teamRoundsToCompute(const Event& event, int after_round) {
    if (!event.teams) return 0;
    const int paired = static_cast<int>(event.teams->rounds.size());
    const int limit = after_round <= 0 || after_round > paired ? paired : after_round;
    for (int r = 1; r <= limit; ++r) {
        const TeamRound& round = event.teams->rounds[r - 1];
        for (const TeamMatch& match : round.matches)
            if (!scoreMatch(*event.teams, event.points, round, match).complete) return r - 1;
    }
    return limit;
}

std::vector<std::vector<TeamRoundScore>> teamRoundScores(const Event& event, int rounds) {
    const TeamEvent& teams = *event.teams;
    std::vector<std::vector<TeamRoundScore>> scores(teams.teams.size(), std::vector<TeamRoundScore>(rounds));
    for (int r = 1; r <= rounds; ++r) {
        const TeamRound& round = teams.rounds[r - 1];
        for (const TeamMatch& match : round.matches) {
            const MatchScore score = scoreMatch(teams, event.points, round, match);
            scores[match.first_team - 1][r - 1] = {match.second_team, score.first_match_points,
                                                   score.first_game_points};
            scores[match.second_team - 1][r - 1] = {match.first_team, score.second_match_points,
                                                    score.second_game_points};
        }
    }
    return scores;
}

namespace {

// The teams as the individual tie-breaks see players: each round an opponent and the score
// taken, in match points or in game points.
TiebreakTable teamTable(const Event& event, const std::vector<std::vector<TeamRoundScore>>& scores, int rounds,
                        TeamScore score) {
    const TeamEvent& teams = *event.teams;
    TiebreakTable table;
    table.rounds = rounds;
    table.settings.rules = rulesForStartDate(event.info.start_date);
    table.settings.round_robin = isRoundRobin(event.system);
    const bool match_points = score == TeamScore::MatchPoints;
    table.win = match_points ? teams.match_points.win : Points::fromTenths(event.points.win.tenths() * teams.boards);
    table.draw = match_points ? teams.match_points.draw : Points::fromTenths(event.points.draw.tenths() * teams.boards);
    for (const Team& team : teams.teams) {
        TiebreakPlayer player;
        player.start_no = team.number;
        for (int r = 1; r <= rounds; ++r) {
            const TeamRoundScore& taken = scores[team.number - 1][r - 1];
            TiebreakRound round;
            round.opponent = taken.opponent;
            round.points = match_points ? taken.match_points : taken.game_points;
            round.over_the_board = taken.opponent != 0;
            round.code = taken.opponent != 0 ? '1' : 'Z';
            player.points += round.points;
            if (taken.opponent != 0) player.last_non_vur_round = r;
            player.rounds.push_back(round);
        }
        table.players.push_back(std::move(player));
    }
    return table;
}

TiebreakColumn scoreColumn(const TiebreakTable& table) {
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) column.push_back(TiebreakValue::points(player.points));
    return column;
}

}  // namespace

std::vector<Standing> computeTeamStandings(const Event& event, int after_round) {
    const TeamEvent& teams = *event.teams;
    const std::vector<std::string> texts = event.tiebreaks.empty() ? defaultTeamTiebreaks(teams.primary)
                                                                   : event.tiebreaks;
    std::vector<TeamTiebreakCode> codes;
    for (const std::string& text : texts) codes.push_back(parseTeamTiebreakCode(text, teams.primary));
    const int rounds = teamRoundsToCompute(event, after_round);
    const auto scores = teamRoundScores(event, rounds);
    const TiebreakTable by_match_points = teamTable(event, scores, rounds, TeamScore::MatchPoints);
    const TiebreakTable by_game_points = teamTable(event, scores, rounds, TeamScore::GamePoints);
    auto tableOf = [&](TeamScore score) -> const TiebreakTable& {
        return score == TeamScore::MatchPoints ? by_match_points : by_game_points;
    };
    const TiebreakTable& primary = tableOf(teams.primary);

    std::vector<TiebreakColumn> columns;
    for (const TeamTiebreakCode& code : codes) {
        switch (code.name) {
        case TeamTiebreakName::MatchPoints: columns.push_back(scoreColumn(by_match_points)); break;
        case TeamTiebreakName::GamePoints: columns.push_back(scoreColumn(by_game_points)); break;
        case TeamTiebreakName::DirectEncounter:
            columns.push_back(directEncounter(primary, code.modifiers, tiedGroups(primary, columns)));
            break;
        case TeamTiebreakName::Buchholz: columns.push_back(buchholz(tableOf(code.opponents), code.modifiers)); break;
        case TeamTiebreakName::SonnebornBerger: {
            // Each opponent's score of one kind, times the score of the `own` kind taken from it.
            const TiebreakTable& taken = tableOf(code.own);
            const TiebreakTable& shown = tableOf(code.opponents);
            EntryRules rules = opponentEntryRules(taken, code.modifiers);
            rules.sonneborn_berger = true;
            columns.push_back(opponentSums(taken, code.modifiers, rules, adjustedScores(shown), finalScores(shown)));
            break;
        }
        }
    }
    std::vector<Points> points;
    for (const TiebreakPlayer& team : primary.players) points.push_back(team.points);
    return rankStandings(event, points, columns, [&](std::size_t i, const TiebreakValue& a, const TiebreakValue& b) {
        return compareValues(codes[i].modifiers, a, b);
    });
}

}  // namespace tourney
