#include "tournament/table_reports.h"

#include "rules/registry.h"
#include "scoring/placement.h"
#include "tournament/pairings_report.h"
#include "tournament/result_text.h"
#include "tournament/result_tokens.h"
#include "tournament/standings_report.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

const Round& roundAt(const Event& event, int round) {
    return event.rounds[static_cast<std::size_t>(reportRound(event, round) - 1)];
}

std::string playerName(const Event& event, int start_no) {
    const Player* player = event.player(start_no);
    return player ? player->name : "";
}

// A seat's place at its table once the table has its result: 1 best.
std::string placeText(const Game& game, std::size_t seat) {
    const std::vector<int> places = game.seats.size() > 2 ? tablePlaces(game) : std::vector<int>{};
    if (!places.empty()) return std::to_string(places[seat]);
    if (game.seats.size() == 2 && game.hasResult())
        return std::to_string(placingOf({game.seats[0].outcome, game.seats[1].outcome}).place[seat]);
    return "";
}

std::string gamePointsText(const Seat& seat) {
    if (seat.outcome == Outcome::ForfeitLoss) return "F";
    return seat.game_points ? std::to_string(*seat.game_points) : "";
}

}  // namespace

Table tableList(const Event& event, int round_number) {
    const Round& round = roundAt(event, round_number);
    const auto& seats = rules::seatNames(event.game);
    Table table;
    table.columns = {{"table", Align::Right, false, false, ValueKind::Integer}};
    for (std::string_view seat : seats)
        table.columns.push_back({lower(seat), Align::Right, false, false, ValueKind::Integer});
    table.columns.push_back({"result"});
    for (const Game& game : round.games) {
        std::vector<Cell> row = {std::to_string(game.board)};
        for (const Seat& seat : game.seats) row.push_back(std::to_string(seat.player));
        row.push_back(tableResultText(game));
        table.rows.push_back(std::move(row));
    }
    for (const Bye& bye : round.byes) {
        std::vector<Cell> row = {"", std::to_string(bye.player)};  // no table: empty, as pairingsList
        for (std::size_t seat = 1; seat < seats.size(); ++seat) row.push_back("0");
        row.push_back(std::string(1, static_cast<char>(bye.kind)));
        table.rows.push_back(std::move(row));
    }
    return table;
}

Table tableListReport(const Event& event, int round_number) {
    const Round& round = roundAt(event, round_number);
    const std::vector<Points> scale = placementScale(event);
    Table table;
    table.title = "Tables of round " + std::to_string(round.number);
    table.columns = {
        {"Table", Align::Right, true},       {"Seat", Align::Left},    {"No", Align::Right},    {"Ti", Align::Left},
        {"Player", Align::Left, true, true}, {"Fed", Align::Left},     {"Rtg", Align::Right},   {"Pts", Align::Center},
        {"Game pts", Align::Right},          {"Place", Align::Center}, {"Score", Align::Center}};
    for (const Game& game : round.games) {
        const std::vector<Points> scores = tablePoints(scale, game);
        for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
            const int start_no = game.seats[seat].player;
            const Player* player = event.player(start_no);
            Cell name = player ? player->name : "";
            name.strong = true;
            Cell score = scores.empty() ? "" : pointsText(scores[seat]);
            score.strong = true;
            table.rows.push_back({seat == 0 ? std::to_string(game.board) : "",
                                  seatName(event.game, static_cast<int>(seat)), std::to_string(start_no),
                                  player ? player->title : "", name, player ? player->federation : "",
                                  player && player->rating > 0 ? std::to_string(player->rating) : "",
                                  pointsText(pointsBeforeRound(event, start_no, round.number)),
                                  gamePointsText(game.seats[seat]), placeText(game, seat), score});
        }
    }
    return table;
}

TableRound tableRoundOf(const Event& event, const Round& round, int start_no) {
    TableRound done;
    if (const Game* game = round.gameOf(start_no)) {
        const std::size_t mine = static_cast<std::size_t>(game->seatOf(start_no));
        for (std::size_t seat = 0; seat < game->seats.size(); ++seat)
            if (seat != mine)
                done.others.push_back({game->seats[seat].player, seatName(event.game, static_cast<int>(seat))});
        const std::vector<Points> scores = tablePoints(placementScale(event), *game);
        done.table = std::to_string(game->board);
        done.seat = seatName(event.game, static_cast<int>(mine));
        done.game_points = gamePointsText(game->seats[mine]);
        done.place = placeText(*game, mine);
        done.score = scores.empty() ? "" : pointsText(scores[mine]);
    } else if (const Bye* bye = round.byeOf(start_no)) {
        done.seat = byeName(bye->kind);
        done.score = bye->kind == ByeKind::Absent ? "" : pointsText(event.points.forBye(bye->kind));
    } else {
        done.seat = "not paired";
    }
    return done;
}

Table meetingsReport(const Event& event, int after_round) {
    const int rounds = after_round > 0 ? std::min(after_round, event.roundsPaired()) : event.roundsPaired();
    Table table;
    table.title = "Meetings " + afterRoundText(event, rounds);
    table.columns = {{"No", Align::Right, true}, {"Name", Align::Left, true, true},
                     {"Rd", Align::Right},       {"Table", Align::Right},
                     {"Seat", Align::Left},      {"Met (start number, seat)", Align::Left, false, true},
                     {"Game pts", Align::Right}, {"Place", Align::Center},
                     {"Score", Align::Center}};
    for (const Player& player : event.players) {
        for (int r = 0; r < rounds; ++r) {
            const Round& round = event.rounds[static_cast<std::size_t>(r)];
            const TableRound at = tableRoundOf(event, round, player.start_no);
            std::string met;
            for (const TableRound::Other& other : at.others)
                met += (met.empty() ? "" : ", ") + std::to_string(other.start_no) + " " + other.seat;
            // A bye's name goes in the "Met" column, the seat's left empty (as before the card shared this).
            const bool seated = !at.table.empty();
            table.rows.push_back({r == 0 ? std::to_string(player.start_no) : "", r == 0 ? player.name : "",
                                  std::to_string(round.number), at.table, seated ? at.seat : "", seated ? met : at.seat,
                                  at.game_points, at.place, at.score});
        }
    }
    return table;
}

Table resultsExport(const Event& event) {
    Table table;
    table.title = event.info.name + ": results";
    table.columns = {{"round", Align::Right, false, false, ValueKind::Integer},
                     {"table", Align::Right, false, false, ValueKind::Integer},
                     {"seat"},
                     {"start", Align::Right, false, false, ValueKind::Integer},
                     {"name"},
                     {"game_points", Align::Right, false, false, ValueKind::Number},
                     {"place", Align::Right, false, false, ValueKind::Number},
                     {"points", Align::Right, false, false, ValueKind::Number}};
    for (const Round& round : event.rounds) {
        for (const Game& game : round.games)
            for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
                const int start_no = game.seats[seat].player;
                const std::string game_points = gamePointsText(game.seats[seat]);
                table.rows.push_back(
                    {std::to_string(round.number), std::to_string(game.board),
                     seatName(event.game, static_cast<int>(seat)), std::to_string(start_no),
                     playerName(event, start_no), game_points == "F" ? "" : game_points, placeText(game, seat),
                     game.hasResult() ? seatPoints(event, game, static_cast<int>(seat)).toString() : ""});
            }
        for (const Bye& bye : round.byes)
            table.rows.push_back({std::to_string(round.number), "0", std::string(byeName(bye.kind)),
                                  std::to_string(bye.player), playerName(event, bye.player), "", "",
                                  event.points.forBye(bye.kind).toString()});
    }
    return table;
}

}  // namespace tourney::tournament
