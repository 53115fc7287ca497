#include "tournament/pairings_report.h"
#include "tournament/teams.h"

#include "rules/registry.h"
#include "tournament/refusal.h"
#include "tournament/result_text.h"
#include "tournament/result_tokens.h"
#include "tournament/round_readiness.h"
#include "tournament/table_reports.h"

#include <cctype>
#include <stdexcept>

namespace tourney::tournament {

namespace {

std::string ratingText(const Player& player) { return player.rating > 0 ? std::to_string(player.rating) : ""; }

// The cells that describe one player: number, title, name, federation, rating, points.
struct PlayerCells {
    Cell number, title, name, federation, rating, points;
};

PlayerCells playerCells(const Event& event, int start_no, int round) {
    const Player* player = event.player(start_no);
    if (player == nullptr) return {};
    PlayerCells cells{
        std::to_string(start_no), player->title,       player->name,
        player->federation,       ratingText(*player), pointsText(pointsBeforeRound(event, start_no, round))};
    cells.name.strong = true;
    return cells;
}

Table twoSeatPairings(const Event& event, const Round& round) {
    Table table;
    table.columns = {
        {"Bd", Align::Right, true}, {"No", Align::Right},  {"Ti", Align::Left},    {"White", Align::Left, true, true},
        {"Fed", Align::Left},       {"Rtg", Align::Right}, {"Pts", Align::Center}, {"Result", Align::Center},
        {"Pts", Align::Center},     {"No", Align::Right},  {"Ti", Align::Left},    {"Black", Align::Left, true, true},
        {"Fed", Align::Left},       {"Rtg", Align::Right}};
    // On a phone: board, both names and the result.
    for (std::size_t c : {1, 2, 4, 5, 6, 8, 9, 10, 12, 13}) table.columns[c].secondary = true;
    for (const Game& game : round.games) {
        const PlayerCells white = playerCells(event, game.seats.size() > 0 ? game.seats[0].player : 0, round.number);
        const PlayerCells black = playerCells(event, game.seats.size() > 1 ? game.seats[1].player : 0, round.number);
        Cell result = gameResultText(event.points, game);
        result.strong = true;
        table.rows.push_back({std::to_string(game.board), white.number, white.title, white.name, white.federation,
                              white.rating, white.points, result, black.points, black.number, black.title, black.name,
                              black.federation, black.rating});
    }
    return table;
}

}  // namespace

// pointsAfter counts every round when told 0 rounds: round 1 starts from nothing.
Points pointsBeforeRound(const Event& event, int start_no, int round) {
    return round > 1 ? pointsAfter(event, start_no, round - 1) : Points{};
}

int roundsToReport(const Event& event) {
    return event.teams ? static_cast<int>(event.teams->rounds.size()) : event.roundsPaired();
}

int reportRound(const Event& event, int requested) {
    if (event.teams) {  // a team event's rounds are its team rounds (scoring/team.h)
        const int paired = roundsToReport(event);
        if (requested == 0 && paired == 0) throw Refusal("no round is paired yet (tourney pair pairs one)");
        if (requested < 0 || requested > paired)
            throw NotInEvent("round", Message("round %1 is not paired", requested));
        return requested == 0 ? paired : requested;
    }
    const int paired = event.roundsPaired();
    if (requested == 0) {
        if (paired == 0) throw Refusal("no round is paired yet (tourney pair pairs one)");
        return paired;
    }
    requirePairedRound(event, requested);  // the same words as every command (issue 31 item 11)
    return requested;
}

Table pairingsReport(const Event& event, int round_number) {
    if (event.teams) return teamPairingsTable(event, round_number);
    const Round& round = event.rounds.at(static_cast<std::size_t>(reportRound(event, round_number) - 1));
    // Tables of four: a row per seat (table_reports.h).
    Table table = event.atTables() ? tableListReport(event, round.number) : twoSeatPairings(event, round);
    table.title = (event.atTables() ? "Tables of round " : "Pairings of round ") + std::to_string(round.number);
    for (const Bye& bye : round.byes) {
        const Player* player = event.player(bye.player);
        if (player == nullptr) continue;
        std::string line = std::string(byeName(bye.kind)) + ": " + std::to_string(bye.player) + " " + player->name;
        line[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(line[0])));  // "Half-point bye: ..."
        if (bye.kind != ByeKind::Absent) line += " (" + pointsText(event.points.forBye(bye.kind)) + ")";
        table.notes.push_back(line);
    }
    return table;
}

Table pairingsList(const Event& event, int round_number) {
    if (event.teams) return teamPairingsTable(event, round_number);
    if (event.atTables()) return tableList(event, round_number);  // table, seats, result; byes at table 0
    const Round& round = event.rounds[reportRound(event, round_number) - 1];
    const int seats = rules::seatCount(event.game);
    Table table;
    table.columns = {{"board", Align::Right, false, false, ValueKind::Integer}};
    for (int seat = 0; seat < seats; ++seat)
        table.columns.push_back({seats == 2 ? (seat == 0 ? "white" : "black") : "seat" + std::to_string(seat + 1),
                                 Align::Right, false, false, ValueKind::Integer});
    table.columns.push_back({"result"});
    for (const Game& game : round.games) {
        std::vector<Cell> row = {std::to_string(game.board)};
        for (const Seat& seat : game.seats) row.push_back(std::to_string(seat.player));
        row.push_back(resultToken(game, event.game));
        table.rows.push_back(std::move(row));
    }
    // A bye has no board: its board cell stays empty, so that no reader takes it for the board
    // after the last (issue 31 item 11: `result` was then told of a board 21 the round lacks).
    for (const Bye& bye : round.byes) {
        std::vector<Cell> row = {"", std::to_string(bye.player)};
        for (int seat = 1; seat < seats; ++seat) row.push_back("0");
        row.push_back(std::string(1, static_cast<char>(bye.kind)));
        table.rows.push_back(std::move(row));
    }
    return table;
}

std::string playerLabel(const Event& event, int start_no) {
    const Player* player = event.player(start_no);
    if (!player) return std::to_string(start_no);
    std::string label = std::to_string(start_no) + " " + player->name;
    if (player->rating > 0) label += " (" + std::to_string(player->rating) + ")";
    return label;
}

Table roundSheet(const Event& event, int round_number) {
    if (event.teams) return teamPairingsTable(event, round_number);
    const Round& round = event.rounds[reportRound(event, round_number) - 1];
    const int seats = rules::seatCount(event.game);
    Table table;
    table.title = "Round " + std::to_string(round.number);
    if (event.planned_rounds > 0) table.title += " of " + std::to_string(event.planned_rounds);
    table.columns = {{event.atTables() ? "Table" : "Bd", Align::Right}};
    for (int seat = 0; seat < seats; ++seat) {
        table.columns.push_back({seatName(event.game, seat)});
        table.columns.push_back({"Pts", Align::Right});
    }
    table.columns.push_back({"Result"});
    // Each player's points before the round, as a pairing list shows them.
    auto points = [&](int start_no) { return pointsText(pointsBeforeRound(event, start_no, round.number)); };
    for (const Game& game : round.games) {
        std::vector<Cell> row = {std::to_string(game.board)};
        for (const Seat& seat : game.seats) {
            row.push_back(playerLabel(event, seat.player));
            row.push_back(points(seat.player));
        }
        const std::string result = resultToken(game, event.game, DrawSign::Half);
        row.push_back(result.empty() ? "..." : result);
        table.rows.push_back(std::move(row));
    }
    for (const Bye& bye : round.byes) {
        std::vector<Cell> row = {"bye", playerLabel(event, bye.player), points(bye.player)};
        for (int seat = 1; seat < seats; ++seat) row.insert(row.end(), {"", ""});
        row.push_back(std::string(byeName(bye.kind)));
        table.rows.push_back(std::move(row));
    }
    return table;
}

}  // namespace tourney::tournament
