#include "app/round_table.h"

#include "app/result_token.h"

#include <algorithm>

namespace tourney::app {

static QString playerCell(const Event& event, int start_no) {
    const Player* player = event.player(start_no);
    if (!player) return QString::number(start_no);
    QString cell = QString("%1 %2").arg(start_no, 3).arg(QString::fromStdString(player->name));
    if (player->rating > 0) cell += QString(" (%1)").arg(player->rating);
    return cell;
}

static void printTsv(QTextStream& out, const Event& event, const Round& round) {
    for (const Game& game : round.games) {
        out << game.board;
        for (const Seat& seat : game.seats) out << '\t' << seat.player;
        out << '\t' << QString::fromStdString(resultToken(game, event.game)) << '\n';
    }
    int board = static_cast<int>(round.games.size());
    for (const Bye& bye : round.byes) {
        out << ++board << '\t' << bye.player;
        for (int seat = 1; seat < rules::seatCount(event.game); ++seat) out << "\t0";
        out << '\t' << QChar(static_cast<char>(bye.kind)) << '\n';
    }
}

static void printText(QTextStream& out, const Event& event, const Round& round) {
    out << "Round " << round.number;
    if (event.planned_rounds > 0) out << " of " << event.planned_rounds;
    out << '\n';
    // Column width from the longest entry, so the table lines up for any field.
    int width = 0;
    for (const Game& game : round.games)
        for (const Seat& seat : game.seats)
            width = std::max(width, static_cast<int>(playerCell(event, seat.player).size()));
    for (const Game& game : round.games) {
        out << QString::number(game.board).rightJustified(5) << "  ";
        for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
            out << (seat == 0 ? "" : "  -  ") << playerCell(event, game.seats[seat].player).leftJustified(width);
        const std::string result = resultToken(game, event.game, DrawSign::Half);
        out << "   " << (result.empty() ? QString("...") : QString::fromStdString(result)) << '\n';
    }
    for (const Bye& bye : round.byes)
        out << "  bye  " << playerCell(event, bye.player).leftJustified(width) << "   "
            << QString::fromStdString(std::string(byeName(bye.kind))) << '\n';
}

void printRound(QTextStream& out, const Event& event, const Round& round, TableFormat format) {
    if (format == TableFormat::Tsv)
        printTsv(out, event, round);
    else
        printText(out, event, round);
}

}  // namespace tourney::app
