// The team records of a TRF (docs/teams.md, "TRF"): what the TRF reader and writer
// (formats/trf.h) add for a team event. TRF-26 310 (a team and its roster), 300 (a team's
// line-up in one round), 352 (the colours of the boards), 362 (match points), 802 (each round's
// opponent and colour of a team), and TRF-16 013 (a team and its roster), read for files that
// give no 310. The player lines (001) carry the board games.
#pragma once

#include "scoring/event.h"

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::formats {

// A team record as read, with its line in the file.
struct TeamRecordLine {
    std::string code;
    std::string raw;  // the whole line
    int line = 0;
};

// One round's cell of a player line: opponent, colour (w, b, - or blank), result code.
struct TeamPlayerCell {
    int opponent = 0;
    char colour = ' ';
    char result = ' ';
};

struct TeamPlayerLine {
    int start_no = 0;
    int line = 0;
    std::vector<TeamPlayerCell> cells;  // round 1 first
};

// 013, 082, 300, 310, 352, 362, 802: the records a team event is read from.
bool isTeamRecord(std::string_view code);

// What the team records say besides the players: the team event, and the number of rounds the
// 802 records or the player lines give.
struct TeamRecordsRead {
    TeamEvent teams;
    int rounds = 0;
};

// Builds the team event from its records and the players' round cells. Throws InputError
// naming file, line and field for a record that cannot be read or that disagrees with another
// (a game between players of teams not paired that round, colours against the board order).
TeamRecordsRead readTeamRecords(const std::string& file, const std::vector<TeamRecordLine>& records,
                                const std::vector<TeamPlayerLine>& players, TeamScore primary);

// What a TRF result code (columns 99, 109, ...) means for the player: 1 and W a win, = and D a
// draw, 0 and L a loss, + and - forfeits; anything else (a blank) Pending.
Outcome outcomeOfTrfCode(char result);

// 352, 362 (when the match points are not 2/1/0), 310 for each team, 300 for each line-up given
// (in the order of the matches), 802 for each team.
void writeTeamRecords(std::ostream& out, const Event& event);

// A player's game points over his boards, for columns 81-84 of his line.
Points teamPlayerPoints(const Event& event, int start_no);

// A player's round cells from column 92 on: his opponent on his board, his colour and result;
// "0000 - +" where the other team left his board empty; blank in a round he did not play.
std::string teamPlayerCells(const Event& event, int start_no);

}  // namespace tourney::formats
