#include "tournament/hall_screen.h"

#include "tournament/pairings_report.h"
#include "tournament/refusal.h"
#include "tournament/result_text.h"
#include "tournament/result_tokens.h"
#include "tournament/standings_report.h"

namespace tourney::tournament {

namespace {

std::string nameOf(const Event& event, int start_no) {
    const Player* player = event.player(start_no);
    return player ? player->name : std::string();
}

std::vector<ScreenBoard> screenBoards(const Event& event, const Round& round) {
    std::vector<ScreenBoard> boards;
    for (const Game& game : round.games) {
        ScreenBoard board{game.board, {}, {}, {}, resultToken(game, event.game, DrawSign::Half), {}};
        for (const Seat& seat : game.seats) {
            board.start_nos.push_back(seat.player);
            board.names.push_back(nameOf(event, seat.player));
            board.points.push_back(pointsText(pointsBeforeRound(event, seat.player, round.number)));
        }
        boards.push_back(std::move(board));
    }
    for (const Bye& bye : round.byes) {
        boards.push_back({0,
                          {bye.player},
                          {nameOf(event, bye.player)},
                          {pointsText(pointsBeforeRound(event, bye.player, round.number))},
                          std::string(byeName(bye.kind)),
                          bye.kind == ByeKind::Absent ? std::string() : pointsText(event.points.forBye(bye.kind))});
    }
    return boards;
}

}  // namespace

HallScreen hallScreen(const Event& event) {
    if (event.teams) throw Refusal("the hall's screen is not made for team events yet");
    HallScreen screen;
    screen.round = event.roundsPaired();
    if (screen.round > 0) screen.boards = screenBoards(event, event.rounds[static_cast<std::size_t>(screen.round - 1)]);
    screen.standings_title = "Standings " + afterRoundText(event, 0);
    if (!event.tiebreaks.empty()) screen.tiebreak_name = event.tiebreaks.front();
    for (const Standing& standing : eventStandings(event, 0))
        screen.standings.push_back({standing.rank, standing.start_no, nameOf(event, standing.start_no),
                                    pointsText(standing.points),
                                    standing.tiebreak_text.empty() ? std::string() : standing.tiebreak_text.front()});
    return screen;
}

}  // namespace tourney::tournament
