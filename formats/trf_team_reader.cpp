// Reading the team records of a TRF (formats/trf_teams.h) into a team event: the teams and
// rosters (310, or TRF-16's 013), the boards (352), the match points (362), each round's
// matches (802, or the games of the player lines), the line-ups (300, or the players who
// played, in roster order) and the board results (the player lines). docs/teams.md, "TRF".
#include "formats/input_error.h"
#include "formats/plain_text.h"
#include "formats/text_columns.h"
#include "formats/trf_teams.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

namespace tourney::formats {

namespace {

// Far beyond any team's boards; a damaged line would otherwise size every line-up by it.
constexpr std::size_t kMostBoards = 99;

// A round's pairing as the records give it, before the line-ups.
struct RoundPairing {
    std::vector<TeamMatch> matches;
    int free_team = 0;
};

class TeamReader {
public:
    TeamReader(const std::string& file, const std::vector<TeamPlayerLine>& players) : file_(file), players_(players) {
        for (std::size_t i = 0; i < players.size(); ++i) player_at_[players[i].start_no] = i;
    }
    TeamRecordsRead read(const std::vector<TeamRecordLine>& records, TeamScore primary);

private:
    [[noreturn]] void fail(int line, const std::string& field, const Message& message) const {
        throw InputError(file_, line, field, message);
    }
    int numberIn(const TeamRecordLine& record, std::size_t first, std::size_t last, const std::string& field) const;
    int playerNumber(const std::string& text, int line, const std::string& field) const;
    void readTeam(const TeamRecordLine& record);
    void readColours(const TeamRecordLine& record);
    void readMatchPoints(const TeamRecordLine& record);
    void readRoundsOfTeam(const TeamRecordLine& record);
    void readLineup(const TeamRecordLine& record);
    void pairFromGames();
    void checkTeams(const TeamRecordLine& first_record);
    void buildRounds();
    void readBoards(TeamRound& round, TeamMatch& match);
    TeamLineup playedLineup(int round, int team) const;
    const TeamPlayerCell* cellOf(int start_no, int round) const;

    const std::string& file_;
    const std::vector<TeamPlayerLine>& players_;
    std::map<int, std::size_t> player_at_;
    TeamRecordsRead read_;
    bool from_310_ = false;
    int last_team_line_ = 0;
    std::map<int, RoundPairing> pairings_;               // by round, from 802
    std::map<int, int> pairing_line_;                    // the 802 line of each team
    std::map<std::pair<int, int>, TeamLineup> lineups_;  // (round, team), from 300
    std::map<std::pair<int, int>, int> lineup_line_;
    std::vector<std::pair<int, int>> lineup_order_;  // (round, team) as the 300 lines come
};

int TeamReader::numberIn(const TeamRecordLine& record, std::size_t first, std::size_t last,
                         const std::string& field) const {
    const std::string text = trimmed(CodePoints(record.raw).get(first, last));
    if (!allDigits(text)) fail(record.line, field, Message("'%1' is not a number", text));
    return std::stoi(text);
}

int TeamReader::playerNumber(const std::string& text, int line, const std::string& field) const {
    if (!allDigits(text) || text.size() > 4) fail(line, field, Message("'%1' is not a start number", text));
    const int start_no = std::stoi(text);
    if (start_no != 0 && !player_at_.count(start_no))
        fail(line, field, Message("start number %1 has no player line (001)", start_no));
    return start_no;
}

// 310: number 5-7, name 9-40, nickname 42-46, the roster from column 74 (read as words, so a
// roster starting a column later, as another reading of the text has it, reads the same).
// 013: name 5-36, the roster from column 37. A team's number is the order of its line for 013.
void TeamReader::readTeam(const TeamRecordLine& record) {
    const bool new_record = record.code == "310";
    if (new_record != from_310_) return;  // 310 lines, when a file has them, replace its 013 lines
    CodePoints columns(record.raw);
    Team team;
    team.number = new_record ? numberIn(record, 5, 7, "team number (columns 5-7)")
                             : static_cast<int>(read_.teams.teams.size()) + 1;
    if (team.number != static_cast<int>(read_.teams.teams.size()) + 1)
        fail(record.line, "team number (columns 5-7)",
             Message("teams must be numbered 1, 2, 3, ... in the order of their lines; expected %1",
                     read_.teams.teams.size() + 1));
    team.name = trimmed(new_record ? columns.get(9, 40) : columns.get(5, 36));
    if (team.name.empty()) fail(record.line, "team name", Message("a team needs a name"));
    if (new_record) team.federation = trimmed(columns.get(42, 46));
    const std::string field = new_record ? "players (from column 74)" : "players (from column 37)";
    for (const std::string& word :
         words(new_record ? columns.get(73, columns.width()) : columns.get(37, columns.width())))
        team.roster.push_back(playerNumber(word, record.line, field));
    if (team.roster.empty()) fail(record.line, field, Message("a team needs its players"));
    last_team_line_ = record.line;
    read_.teams.teams.push_back(std::move(team));
}

// 352: the first team's colour on each board. Tourney holds board 1 White and colours
// alternating (C.04.6 1.6.1), so any other sequence is refused.
void TeamReader::readColours(const TeamRecordLine& record) {
    const std::string colours = trimmed(CodePoints(record.raw).get(5, CodePoints(record.raw).width()));
    if (colours.empty()) fail(record.line, "352 colours", Message("no colours of the boards"));
    if (colours.size() > kMostBoards)
        fail(record.line, "352 colours", Message("a match has at most %1 boards", kMostBoards));
    for (std::size_t b = 0; b < colours.size(); ++b)
        if (std::toupper(static_cast<unsigned char>(colours[b])) != (b % 2 == 0 ? 'W' : 'B'))
            fail(record.line, "352 colours",
                 Message("'%1': Tourney holds team matches whose board 1 has White and colours alternate (WBWB...)",
                         colours));
    read_.teams.boards = static_cast<int>(colours.size());
}

// 362: TW, TD and TL, each followed by its match points.
void TeamReader::readMatchPoints(const TeamRecordLine& record) {
    const std::vector<std::string> tokens = words(record.raw.substr(std::min<std::size_t>(4, record.raw.size())));
    for (std::size_t i = 0; i < tokens.size(); i += 2) {
        const std::optional<Points> value = i + 1 < tokens.size() ? Points::parse(tokens[i + 1]) : std::nullopt;
        if (!value) fail(record.line, "362 " + tokens[i], Message("expected match points after '%1'", tokens[i]));
        MatchPointValues& values = read_.teams.match_points;
        if (tokens[i] == "TW")
            values.win = *value;
        else if (tokens[i] == "TD")
            values.draw = *value;
        else if (tokens[i] == "TL")
            values.loss = *value;
        else
            fail(record.line, "362", Message("'%1' is not TW, TD or TL", tokens[i]));
    }
}

// 802: from column 29, 13 columns a round: the opponent (or a bye: PAB, FPB, HPB, ZPB) and
// the colour of the team's board 1. A team that is White there is the match's first team.
void TeamReader::readRoundsOfTeam(const TeamRecordLine& record) {
    const int team = numberIn(record, 5, 7, "802 team (columns 5-7)");
    if (team < 1 || team > static_cast<int>(read_.teams.teams.size()))
        fail(record.line, "802 team (columns 5-7)", Message("team %1 has no team line (310)", team));
    pairing_line_[team] = record.line;
    CodePoints columns(record.raw);
    for (std::size_t first = 29, round = 1; first <= columns.width(); first += 13, ++round) {
        const std::string field = "802 round " + std::to_string(round);
        const std::string opponent = trimmed(columns.get(first, first + 2));
        const std::string colour = trimmed(columns.get(first + 4, first + 4));
        RoundPairing& pairing = pairings_[static_cast<int>(round)];
        read_.rounds = std::max(read_.rounds, static_cast<int>(round));
        if (opponent == "PAB" || opponent == "FPB" || opponent == "HPB" || opponent == "ZPB") {
            if (pairing.free_team != 0 && pairing.free_team != team)
                fail(record.line, field,
                     Message("teams %1 and %2 both have no match in round %3", pairing.free_team, team, round));
            pairing.free_team = team;
            continue;
        }
        if (opponent.empty()) continue;
        const int other = numberIn(record, first, first + 2, field + " opponent");
        if (other < 1 || other > static_cast<int>(read_.teams.teams.size()) || other == team)
            fail(record.line, field + " opponent", Message("'%1' is not another team's number", opponent));
        if (colour != "w" && colour != "b") fail(record.line, field + " colour", Message("'%1' is not w or b", colour));
        const int first_team = colour == "w" ? team : other, second_team = colour == "w" ? other : team;
        const auto known = std::find_if(pairing.matches.begin(), pairing.matches.end(), [&](const TeamMatch& m) {
            return m.first_team == team || m.second_team == team || m.first_team == other || m.second_team == other;
        });
        if (known == pairing.matches.end())
            pairing.matches.push_back({first_team, second_team, {}});
        else if (known->first_team != first_team || known->second_team != second_team)
            fail(record.line, field,
                 Message("team %1 meets team %2 with these colours, but another 802 line disagrees", team, other));
    }
}

// 300: round 5-7, team 9-11, opponent 13-15, then a start number (or 0000) a board from 17.
void TeamReader::readLineup(const TeamRecordLine& record) {
    const int round = numberIn(record, 5, 7, "300 round (columns 5-7)");
    const int team = numberIn(record, 9, 11, "300 team (columns 9-11)");
    if (round < 1) fail(record.line, "300 round (columns 5-7)", Message("rounds start at 1"));
    if (team < 1 || team > static_cast<int>(read_.teams.teams.size()))
        fail(record.line, "300 team (columns 9-11)", Message("team %1 has no team line (310)", team));
    if (lineups_.count({round, team}))
        fail(record.line, "300 team (columns 9-11)",
             Message("team %1 has a line-up for round %2 already (line %3)", team, round, lineup_line_[{round, team}]));
    TeamLineup lineup{team, {}};
    CodePoints columns(record.raw);
    for (const std::string& word : words(columns.get(17, columns.width())))
        lineup.players.push_back(playerNumber(word, record.line, "300 players (from column 17)"));
    if (lineup.players.size() > kMostBoards)
        fail(record.line, "300 players (from column 17)", Message("a match has at most %1 boards", kMostBoards));
    lineups_[{round, team}] = std::move(lineup);
    lineup_line_[{round, team}] = record.line;
    lineup_order_.push_back({round, team});
}

const TeamPlayerCell* TeamReader::cellOf(int start_no, int round) const {
    const auto at = player_at_.find(start_no);
    if (at == player_at_.end()) return nullptr;
    const TeamPlayerLine& line = players_[at->second];
    return round >= 1 && round <= static_cast<int>(line.cells.size()) ? &line.cells[round - 1] : nullptr;
}

// The line-up of a team the player lines show (a file without 300 lines for it): the players
// of its roster who met a player of another team that round, in roster order, the boards after
// them left empty.
TeamLineup TeamReader::playedLineup(int round, int team) const {
    TeamLineup lineup{team, {}};
    for (int start_no : read_.teams.teams[team - 1].roster)
        if (const TeamPlayerCell* cell = cellOf(start_no, round); cell && cell->opponent > 0)
            lineup.players.push_back(start_no);
    return lineup;
}

// A file without 802 lines: each round's matches from the games of the line-ups the player
// lines show. The team whose board-1 player has White is the match's first team.
void TeamReader::pairFromGames() {
    std::map<int, int> team_of;
    for (const Team& team : read_.teams.teams)
        for (int start_no : team.roster) team_of[start_no] = team.number;
    int rounds = 0;
    for (const TeamPlayerLine& line : players_) rounds = std::max(rounds, static_cast<int>(line.cells.size()));
    for (int r = 1; r <= rounds; ++r) {
        RoundPairing& pairing = pairings_[r];
        for (const Team& team : read_.teams.teams) {
            const TeamLineup lineup = playedLineup(r, team.number);
            if (lineup.players.empty()) continue;
            const int board_one = lineup.players.front();
            const TeamPlayerCell& cell = *cellOf(board_one, r);
            const int other = team_of.count(cell.opponent) ? team_of[cell.opponent] : 0;
            if (other == 0 || other == team.number)
                fail(players_[player_at_.at(board_one)].line, "round " + std::to_string(r) + " opponent",
                     Message("player %1 meets %2, who plays for no other team", board_one, cell.opponent));
            if (cell.colour == 'w') pairing.matches.push_back({team.number, other, {}});
        }
        if (!pairing.matches.empty()) read_.rounds = r;
    }
    for (auto& [round, pairing] : pairings_)
        std::sort(pairing.matches.begin(), pairing.matches.end(),
                  [](const TeamMatch& a, const TeamMatch& b) { return a.first_team < b.first_team; });
}

// A player on two rosters, or a roster without a player line, cannot be held.
void TeamReader::checkTeams(const TeamRecordLine& first_record) {
    if (read_.teams.teams.empty())
        fail(first_record.line, first_record.code, Message("a team file needs its team lines (310 or 013)"));
    std::map<int, int> team_of;
    for (const Team& team : read_.teams.teams)
        for (int start_no : team.roster) {
            if (team_of.count(start_no))
                fail(last_team_line_, "players",
                     Message("player %1 is on the rosters of teams %2 and %3", start_no, team_of[start_no],
                             team.number));
            team_of[start_no] = team.number;
        }
}

// The outcome for the first team's player on each board, from his line; the other player's
// line must say the same game.
void TeamReader::readBoards(TeamRound& round, TeamMatch& match) {
    const TeamLineup* first = round.lineupOf(match.first_team);
    const TeamLineup* second = round.lineupOf(match.second_team);
    if (!first || !second) return;
    std::vector<Outcome> boards(static_cast<std::size_t>(read_.teams.boards), Outcome::Pending);
    const std::string field = "round " + std::to_string(round.number);
    for (int b = 1; b <= read_.teams.boards; ++b) {
        const int mine = first->players[b - 1], theirs = second->players[b - 1];
        if (mine == 0 || theirs == 0) continue;
        const TeamPlayerCell* cell = cellOf(mine, round.number);
        const TeamPlayerCell* other = cellOf(theirs, round.number);
        const int line = players_[player_at_.at(mine)].line;
        if (!cell || cell->opponent != theirs || !other || other->opponent != mine)
            fail(line, field + " opponent",
                 Message("the line-ups put %1 against %2 on board %3, but the player lines do not", mine, theirs, b));
        if (cell->colour != (firstTeamWhiteOn(b) ? 'w' : 'b'))
            fail(line, field + " colour",
                 Message("board %1: the first team's player has %2 (board 1 White, colours alternating)", b,
                         firstTeamWhiteOn(b) ? "w" : "b"));
        const Outcome outcome = outcomeOfTrfCode(cell->result), reply = outcomeOfTrfCode(other->result);
        const bool agree = reply == mirrored(outcome) || (outcome == Outcome::ForfeitLoss && reply == outcome);
        if (!agree)
            fail(line, field + " result",
                 Message("'%1' does not agree with the opponent's '%2'", std::string(1, cell->result),
                         std::string(1, other->result)));
        boards[b - 1] = outcome;
    }
    if (std::any_of(boards.begin(), boards.end(), [](Outcome o) { return o != Outcome::Pending; }))
        match.boards = std::move(boards);
}

void TeamReader::buildRounds() {
    for (const auto& [key, lineup] : lineups_) read_.rounds = std::max(read_.rounds, key.first);
    for (int r = 1; r <= read_.rounds; ++r) {
        TeamRound round;
        round.number = r;
        RoundPairing& pairing = pairings_[r];
        round.free_team = pairing.free_team;
        // The matches as the 300 lines give them, then those without line-ups by first team.
        for (const auto& [lineup_round, team] : lineup_order_) {
            if (lineup_round != r) continue;
            auto hasTeam = [team = team](const TeamMatch& m) { return m.first_team == team || m.second_team == team; };
            if (std::any_of(round.matches.begin(), round.matches.end(), hasTeam)) continue;  // its opponent's 300
            const auto match = std::find_if(pairing.matches.begin(), pairing.matches.end(), hasTeam);
            if (match == pairing.matches.end())
                fail(lineup_line_[{r, team}], "300 team (columns 9-11)",
                     Message("team %1 has no match in round %2", team, r));
            round.matches.push_back(*match);
            pairing.matches.erase(match);
        }
        std::sort(pairing.matches.begin(), pairing.matches.end(),
                  [](const TeamMatch& a, const TeamMatch& b) { return a.first_team < b.first_team; });
        round.matches.insert(round.matches.end(), pairing.matches.begin(), pairing.matches.end());
        for (const TeamMatch& match : round.matches)
            for (int team : {match.first_team, match.second_team}) {
                TeamLineup lineup = lineups_.count({r, team}) ? lineups_[{r, team}] : playedLineup(r, team);
                if (lineup.players.empty()) continue;
                if (static_cast<int>(lineup.players.size()) > read_.teams.boards)
                    fail(lineup_line_.count({r, team}) ? lineup_line_[{r, team}] : 0, "300 players",
                         Message("team %1 names %2 players in round %3, for %4 boards", team, lineup.players.size(), r,
                                 read_.teams.boards));
                lineup.players.resize(static_cast<std::size_t>(read_.teams.boards), 0);
                round.lineups.push_back(std::move(lineup));
            }
        std::sort(round.lineups.begin(), round.lineups.end(),
                  [](const TeamLineup& a, const TeamLineup& b) { return a.team < b.team; });
        for (TeamMatch& match : round.matches) readBoards(round, match);
        read_.teams.rounds.push_back(std::move(round));
    }
}

TeamRecordsRead TeamReader::read(const std::vector<TeamRecordLine>& records, TeamScore primary) {
    read_.teams.primary = primary;
    from_310_ = std::any_of(records.begin(), records.end(), [](const TeamRecordLine& r) { return r.code == "310"; });
    bool colours = false;
    for (const TeamRecordLine& record : records) {
        if (record.code == "310" || record.code == "013") readTeam(record);
        if (record.code == "352") readColours(record), colours = true;
        if (record.code == "362") readMatchPoints(record);
    }
    checkTeams(records.front());
    for (const TeamRecordLine& record : records) {
        if (record.code == "802") readRoundsOfTeam(record);
        if (record.code == "300") readLineup(record);
    }
    if (pairing_line_.empty()) pairFromGames();
    if (!colours) {  // no 352: as many boards as the longest line-up
        read_.teams.boards = 1;
        for (const auto& [key, lineup] : lineups_)
            read_.teams.boards = std::max(read_.teams.boards, static_cast<int>(lineup.players.size()));
        for (int r = 1; r <= read_.rounds; ++r)
            for (const Team& team : read_.teams.teams)
                read_.teams.boards = std::max(read_.teams.boards,
                                              static_cast<int>(playedLineup(r, team.number).players.size()));
    }
    buildRounds();
    // Every game of a player line is a board of a line-up.
    for (const TeamPlayerLine& line : players_)
        for (std::size_t r = 0; r < line.cells.size(); ++r) {
            if (line.cells[r].opponent == 0) continue;
            const int round = static_cast<int>(r) + 1;
            const bool seated = round <= read_.rounds &&
                                std::any_of(read_.teams.rounds[r].lineups.begin(), read_.teams.rounds[r].lineups.end(),
                                            [&](const TeamLineup& l) {
                                                return std::find(l.players.begin(), l.players.end(), line.start_no) !=
                                                       l.players.end();
                                            });
            if (!seated)
                fail(line.line, "round " + std::to_string(round) + " opponent",
                     Message("player %1 has a game in round %2, but no line-up of that round names him", line.start_no,
                             round));
        }
    return std::move(read_);
}

}  // namespace

Outcome outcomeOfTrfCode(char result) {
    switch (result) {
    case '1':
    case 'W': return Outcome::Win;
    case '=':
    case 'D': return Outcome::Draw;
    case '0':
    case 'L': return Outcome::Loss;
    case '+': return Outcome::ForfeitWin;
    case '-': return Outcome::ForfeitLoss;
    default: return Outcome::Pending;
    }
}

TeamRecordsRead readTeamRecords(const std::string& file, const std::vector<TeamRecordLine>& records,
                                const std::vector<TeamPlayerLine>& players, TeamScore primary) {
    return TeamReader(file, players).read(records, primary);
}

}  // namespace tourney::formats
