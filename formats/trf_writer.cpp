// Writing FIDE TRF-16 player lines with the TRF-26 header lines for rounds, scoring, system,
// forbidden pairs (260), byes asked in advance (240) and accelerated rounds (250).
#include "formats/plain_text.h"
#include "formats/text_columns.h"
#include "formats/trf.h"
#include "formats/trf_teams.h"
#include "scoring/calendar_date.h"
#include "scoring/fide_title.h"
#include "scoring/history.h"
#include "scoring/standings.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>
#include <tuple>

namespace tourney::formats {

namespace {

// yyyy/mm/dd, as TRF asks, of a date stored in any form the TRF reader takes; empty when it is
// none (an event stored before dates were checked may hold anything).
std::string trfDate(const std::string& stored) {
    const auto date = readDay(stored).date;
    if (!date) return "";
    std::string text = date->iso();
    std::replace(text.begin(), text.end(), '-', '/');
    return text;
}

// Columns 70-79: the date of birth as TRF asks, yyyy/mm/dd, when the whole date is known; the
// year alone otherwise (what FIDE's rating list publishes), or nothing.
std::string trfBirth(const Player& player) {
    if (const std::string date = trfDate(player.birth_date); !date.empty()) return date;
    return player.birth_year > 0 ? std::to_string(player.birth_year) : "";
}

// TRF-26 162: each key in column 6, 15, 24 ..., its value in the four columns after it;
// A and P only when they differ from the defaults (0 and a win), as engines may not know them.
std::string pointLine(const PointSystem& points) {
    std::string line = " W" + fit(points.win.toFixed1(), 4, true) + "    D" + fit(points.draw.toFixed1(), 4, true) +
                       "    L" + fit(points.loss.toFixed1(), 4, true);
    if (points.absent != Points{}) line += "    A" + fit(points.absent.toFixed1(), 4, true);
    if (points.pairing_bye != points.win) line += "    P" + fit(points.pairing_bye.toFixed1(), 4, true);
    return line;
}

// TRF-16 132: each round's date, yy/mm/dd, over its columns of the player lines (round 1 in
// columns 92-99, each next round ten columns on). Empty when no round has a date.
std::string roundDatesLine(const Event& event) {
    std::string line = "132";
    bool any = false;
    for (const Round& round : event.rounds) {
        const std::size_t column = 91 + 10 * static_cast<std::size_t>(round.number - 1);
        line.resize(column, ' ');
        if (const std::string date = trfDate(round.date); !date.empty()) {  // yy/mm/dd
            line += date.substr(2);
            any = true;
        }
    }
    return any ? line : std::string();
}

// TRF-26 222: the time control in seconds, "5400+30" for 90'+30"; only the plain forms
// "M", "M+S", "M'+S\"" are encoded (empty otherwise: 122 still says it in words).
std::string encodedTimeControl(const std::string& text) {
    std::size_t at = 0;
    auto digits = [&] {
        const std::size_t first = at;
        while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) ++at;
        return text.substr(first, std::min<std::size_t>(at - first, 4));
    };
    const std::string minutes = digits();
    if (minutes.empty()) return "";
    if (at < text.size() && text[at] == '\'') ++at;
    std::string encoded = std::to_string(60 * std::stoi(minutes));
    if (at < text.size() && text[at] == '+') {
        ++at;
        const std::string increment = digits();
        if (increment.empty()) return "";
        if (at < text.size() && text[at] == '"') ++at;
        encoded += "+" + std::to_string(std::stoi(increment));
    }
    return at == text.size() ? encoded : "";
}

// The tie-break codes, comma-separated as TRF-26 202 and 212 write them.
std::string tiebreakList(const std::vector<std::string>& codes) {
    std::string list;
    for (const auto& code : codes) list += (list.empty() ? "" : ",") + code;
    return list;
}

// The event's lines 012-142, 162 and the TRF-26 lines 182-222: name, place, dates, counts,
// system, arbiters, rounds, point values, pairing program, tie-breaks and time control.
// What a TRF read and written back keeps beyond its event (writeTrf of a TrfDocument).
struct FileKept {
    std::vector<std::string> records;    // written as read, in place of the writer's own of a code
    std::vector<int> ranks;              // columns 86-89 as the file gave them, 0 where blank
    bool colour_declared = true;         // XXC and 152: the file gave the initial colour
    bool virtual_points_as_xxa = false;  // the file gave them in XXA lines, not in 250 records
};

// kept: records the file gave, written as read in place of the writer's own of the same code.
void writeHeaderLines(std::ostream& out, const Event& event, const std::vector<std::string>& kept) {
    const EventInfo& info = event.info;
    auto header = [&](const char* code, const std::string& text) {
        // lineSafe: a field stored before names were checked still cannot break its line.
        if (!text.empty()) out << code << ' ' << lineSafe(text) << '\n';
    };
    auto in_file = [&](const std::string& code) {
        return std::any_of(kept.begin(), kept.end(),
                           [&](const std::string& record) { return record.rfind(code, 0) == 0; });
    };
    // 062, 072, 182, 222; 092 and 192 both name the type of tournament, so a file that gives
    // either keeps its words and gets no guess of the other.
    auto derived = [&](const std::string& code, const std::string& text) {
        const bool type = code == "092" || code == "192";
        if (!in_file(code) && !(type && (in_file("092") || in_file("192")))) header(code.c_str(), text);
    };
    header("012", info.name);
    header("022", info.city);
    header("032", info.federation);
    header("042", trfDate(info.start_date));
    header("052", trfDate(info.end_date));
    derived("062", std::to_string(event.players.size()));
    derived("072", std::to_string(std::count_if(event.players.begin(), event.players.end(),
                                                [](const Player& p) { return p.rating > 0; })));
    const std::string system = event.system == PairingSystem::Swiss
                                   ? (event.acceleration == Acceleration::Baku ? "FIDE_DUTCH_2025_BAKU"
                                                                               : "FIDE_DUTCH_2025")
                               : event.system == PairingSystem::Dubov      ? "FIDE_DUBOV"
                               : event.system == PairingSystem::Burstein   ? "FIDE_BURSTEIN"
                               : event.system == PairingSystem::RoundRobin ? "Round robin (FIDE Berger tables)"
                                                                           : "Double round robin (FIDE Berger tables)";
    derived("092", system);
    header("102", info.chief_arbiter);
    for (std::size_t at = 0; at < info.deputy_arbiters.size();) {  // one 112 line a deputy
        const std::size_t end = std::min(info.deputy_arbiters.find("; ", at), info.deputy_arbiters.size());
        header("112", info.deputy_arbiters.substr(at, end - at));
        at = end + 2;
    }
    header("122", info.time_control);
    if (const std::string dates = roundDatesLine(event); !dates.empty()) out << dates << '\n';
    // A round robin not yet paired has no number of rounds yet: no line rather than "142 0",
    // which no reader takes (a fuzzing finding: such an export did not import).
    if (event.planned_rounds > 0) header("142", std::to_string(event.planned_rounds));
    header("162", pointLine(event.points));
    derived("182", "Tourney");  // TRF-26: the program that made the pairings
    derived("192", system);     // TRF-26: the type of tournament, as 092 names it
    if (!event.tiebreaks.empty()) {
        header("202", tiebreakList(event.tiebreaks));  // TRF-26: comma-separated
        // 212: the standings' order, points first (a team event's primary score, MP or GP)
        std::vector<std::string> standings = {!event.teams                                     ? "PTS"
                                              : event.teams->primary == TeamScore::MatchPoints ? "MP"
                                                                                               : "GP"};
        standings.insert(standings.end(), event.tiebreaks.begin(), event.tiebreaks.end());
        header("212", tiebreakList(standings));
    }
    derived("222", encodedTimeControl(info.time_control));
    for (const std::string& record : kept) out << lineSafe(record) << '\n';
}

// A player's virtual points as runs of rounds that give the same points: {points, first round,
// last round}. Rounds that give none are left out.
using PointRuns = std::vector<std::tuple<Points, int, int>>;
PointRuns pointRuns(const std::vector<Points>& per_round) {
    PointRuns runs;
    for (int round = 1; round <= static_cast<int>(per_round.size()); ++round) {
        const Points value = per_round[round - 1];
        if (value == Points()) continue;
        if (!runs.empty() && std::get<0>(runs.back()) == value && std::get<2>(runs.back()) == round - 1)
            std::get<2>(runs.back()) = round;
        else
            runs.emplace_back(value, round, round);
    }
    return runs;
}

// TRF-26 250, accelerated rounds: match points (5-8, blank for individuals), game points
// (10-13), first and last round (15-17, 19-21), first and last player (23-26, 28-31). Players
// of consecutive numbers whose rounds give the same points share a line (Baku: two lines).
void writeAcceleratedRounds(std::ostream& out, const Event& event) {
    std::map<int, PointRuns> runs_of;
    for (const VirtualPoints& virtual_points : event.virtual_points)
        if (PointRuns runs = pointRuns(virtual_points.per_round); !runs.empty())
            runs_of[virtual_points.player] = std::move(runs);
    auto padded = [](int number, std::size_t width) {
        const std::string digits = std::to_string(number);
        return std::string(width > digits.size() ? width - digits.size() : 0, '0') + digits;
    };
    for (auto first = runs_of.begin(); first != runs_of.end();) {
        auto last = first;
        for (auto next = std::next(first);
             next != runs_of.end() && next->first == std::prev(next)->first + 1 && next->second == first->second;
             ++next)
            last = next;
        for (const auto& [points, first_round, last_round] : first->second) {
            const std::string value = points.toFixed1();
            out << "250      " << std::string(value.size() < 4 ? 4 - value.size() : 0, '0') << value << ' '
                << padded(first_round, 3) << ' ' << padded(last_round, 3) << ' ' << padded(first->first, 4) << ' '
                << padded(last->first, 4) << '\n';
        }
        first = std::next(last);
    }
}

// What the next pairings must respect: rounds and colour (XXR, XXC), forbidden pairs (XXP,
// TRF-26 260), byes asked for later rounds (TRF-26 240) and virtual points (TRF-26 250).
void writePairingLines(std::ostream& out, const Event& event, bool entries_ahead, const FileKept& kept) {
    if (event.planned_rounds > 0) out << "XXR " << event.planned_rounds << '\n';
    if (kept.colour_declared)  // JaVaFo's XXC and TRF-26's 152 say the same
        out << "XXC " << (event.first_board_white ? "white1" : "black1") << "\n152 "
            << (event.first_board_white ? 'W' : 'B') << '\n';
    for (const auto& [a, b] : event.forbidden_pairs) out << "XXP " << a << ' ' << b << '\n';
    // 260: first and last round in three columns each, then four-column start numbers.
    for (const RoundLimitedForbiddenPair& pair : event.forbidden_in_rounds)
        out << "260 " << fit(std::to_string(pair.first_round), 3, true) << ' '
            << fit(std::to_string(pair.last_round), 3, true) << ' ' << fit(std::to_string(pair.first), 4, true) << ' '
            << fit(std::to_string(pair.second), 4, true) << '\n';
    // 240: byes asked for rounds after the next one (the next one's are in the player lines),
    // one line per round and kind of bye.
    std::map<std::pair<int, char>, std::vector<int>> later_byes;
    for (const RequestedBye& bye : event.requested_byes)
        if (entries_ahead && bye.round > event.roundsPaired() + 1 && bye.kind != ByeKind::Absent &&
            bye.kind != ByeKind::PairingAllocated)
            later_byes[{bye.round, static_cast<char>(bye.kind)}].push_back(bye.player);
    for (const auto& [key, players] : later_byes) {
        out << "240 " << key.second << ' ' << fit(std::to_string(key.first), 3, true);
        for (int player : players) out << ' ' << fit(std::to_string(player), 4, true);
        out << '\n';
    }
    if (!kept.virtual_points_as_xxa) {
        writeAcceleratedRounds(out, event);
        return;
    }
    for (const VirtualPoints& virtual_points : event.virtual_points) {  // XXA: a start number, then each round's points
        out << "XXA " << fit(std::to_string(virtual_points.player), 4, true);
        for (const Points& points : virtual_points.per_round) out << ' ' << fit(points.toFixed1(), 4, true);
        out << '\n';
    }
}

// Columns 1-89 of a 001 line: start number, sex, title, name, rating, federation, FIDE id,
// birth, points and rank (blank for none: a team event ranks no player).
std::string playerColumns(const Player& player, Points points, std::optional<int> rank) {
    std::string line = "001 " + fit(std::to_string(player.start_no), 4, true) + ' ';
    line += player.sex == Sex::Male ? 'm' : player.sex == Sex::Female ? 'w' : ' ';  // TRF: m or w
    line += fit(lineSafe(fideTitleCode(player.title)), 3, true) + ' ';              // GM, IM, WGM ... however entered
    // FIDE's rating report wants the name in Latin letters.
    line += fit(lineSafe(player.latin_name.empty() ? player.name : player.latin_name), 33) + ' ';
    line += fit(player.rating > 0 ? std::to_string(player.rating) : "", 4, true) + ' ';
    line += fit(lineSafe(player.federation), 3) + ' ';
    line += fit(lineSafe(player.fide_id), 11, true) + ' ';
    line += fit(trfBirth(player), 10) + ' ';
    line += fit(points.toFixed1(), 4, true) + ' ';
    line += fit(rank ? std::to_string(*rank) : "", 4, true);
    return line;
}

// One ten-character cell per round played: opponent, colour, result.
std::string roundCells(const Event& event, const Player& player, const std::vector<RoundEntry>& history) {
    std::string cells;
    for (std::size_t r = 0; r < history.size(); ++r) {
        const RoundEntry& entry = history[r];
        const Game* game = event.rounds[r].gameOf(player.start_no);
        char colour = static_cast<char>(entry.colour);
        if (game && !game->colours_known) colour = '-';
        std::string opponent = entry.opponent > 0 ? std::to_string(entry.opponent) : "0000";
        char code = entry.pending ? ' ' : entry.code == ' ' ? '-' : entry.code;
        cells += "  " + fit(opponent, 4, true) + ' ' + colour + ' ' + code;
    }
    return cells;
}

// The next round's entry known in advance: a requested bye, or the absence of a withdrawn
// player. Pairing engines read a result entered ahead as "not to be paired"; one entered for a
// later round would read as a player not yet in the event, so later requests go to 240 lines
// instead (the reference convention: the byes known for round R).
std::string nextRoundCell(const Event& event, const Player& player) {
    const int next_round = event.roundsPaired() + 1;
    char ahead = ' ';
    for (const RequestedBye& bye : event.requested_byes)
        if (bye.player == player.start_no && bye.round == next_round)
            ahead = bye.kind == ByeKind::Absent ? '-' : static_cast<char>(bye.kind);
    if (!player.activeIn(next_round) && next_round <= event.planned_rounds) ahead = '-';
    return ahead == ' ' ? "" : std::string("  0000 - ") + ahead;
}

}  // namespace

std::optional<LineEnd> lineEndNamed(const std::string& name) {
    if (name == "lf") return LineEnd::Lf;
    if (name == "crlf") return LineEnd::CrLf;
    if (name == "cr") return LineEnd::Cr;
    return std::nullopt;
}

namespace {

// TRF-16 013 for each club of an individual event, in the order of its first player: the
// name in columns 5-36, the start numbers from column 37 in four columns each, a blank between.
void writeClubTeams(std::ostream& out, const Event& event) {
    std::vector<std::pair<std::string, std::string>> teams;  // name, start numbers
    for (const Player& player : event.players) {
        if (player.club.empty()) continue;
        auto team = std::find_if(teams.begin(), teams.end(), [&](const auto& t) { return t.first == player.club; });
        if (team == teams.end()) team = teams.insert(teams.end(), {player.club, ""});
        team->second += (team->second.empty() ? "" : " ") + fit(std::to_string(player.start_no), 4, true);
    }
    for (const auto& [name, players] : teams) out << "013 " << fit(lineSafe(name), 32) << players << '\n';
}

// The ranks to write: the standings' (by the event's tie-breaks), or the file's where it gave one.
void writeTrfLines(std::ostream& out, const Event& event, const TrfWriteOptions& options, const FileKept& kept) {
    // TRF-16 gives a start number four digits; a larger one would be cut and collide.
    for (const Player& player : event.players)
        if (player.start_no > 9999)
            throw std::length_error("TRF cannot hold start number " + std::to_string(player.start_no) +
                                    ": TRF-16 start numbers have at most four digits");
    writeHeaderLines(out, event, kept.records);
    if (event.teams) writeTeamRecords(out, event);
    if (!event.teams && options.clubs_as_teams) writeClubTeams(out, event);
    writePairingLines(out, event, options.entries_ahead, kept);
    if (event.teams) {  // each player's games on his team's boards; no individual rank
        for (const Player& player : event.players) {
            std::string line = playerColumns(player, teamPlayerPoints(event, player.start_no), std::nullopt) +
                               teamPlayerCells(event, player.start_no);
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out << line << '\n';
        }
        for (const std::string& comment : options.comments) out << "### " << lineSafe(comment) << '\n';
        return;
    }
    const auto histories = playerHistories(event);
    std::map<int, int> rank_of;
    for (const Standing& standing : computeStandings(event)) rank_of[standing.start_no] = standing.rank;
    for (std::size_t i = 0; i < kept.ranks.size(); ++i)
        if (kept.ranks[i] > 0) rank_of[static_cast<int>(i) + 1] = kept.ranks[i];
    for (const Player& player : event.players) {
        std::string line = playerColumns(player, pointsAfter(event, player.start_no), rank_of[player.start_no]) +
                           roundCells(event, player, histories[player.start_no - 1]) +
                           (options.entries_ahead ? nextRoundCell(event, player) : std::string());
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out << line << '\n';
    }
    for (const std::string& comment : options.comments) out << "### " << lineSafe(comment) << '\n';
}

// Written with LF, then each LF replaced: no field holds a line break (lineSafe).
void endLines(std::ostream& out, const std::string& lines, LineEnd line_end) {
    const std::string end = line_end == LineEnd::Cr ? "\r" : line_end == LineEnd::CrLf ? "\r\n" : "\n";
    for (const char c : lines) c == '\n' ? out << end : out << c;
}

}  // namespace

void writeTrf(std::ostream& out, const Event& event, const TrfWriteOptions& options) {
    std::ostringstream lines;
    writeTrfLines(lines, event, options, FileKept{});
    endLines(out, lines.str(), options.line_end);
}

void writeTrf(std::ostream& out, const TrfDocument& document, const TrfWriteOptions& options) {
    FileKept kept{document.other_lines,
                  {},
                  document.colour_declared,
                  !document.acceleration_records && !document.event.virtual_points.empty()};
    for (const TrfDocument::FiledStanding& filed : document.filed_standings) kept.ranks.push_back(filed.rank);
    std::ostringstream lines;
    writeTrfLines(lines, document.event, options, kept);
    endLines(out, lines.str(), options.line_end);
}

}  // namespace tourney::formats
