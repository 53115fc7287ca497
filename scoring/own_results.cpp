// Tie-breaks that read only the player's own results (C.07 §7 and the progressive score).
#include "scoring/tiebreak_table.h"

#include <functional>

namespace tourney {

namespace {

TiebreakColumn countRounds(const TiebreakTable& table, const std::function<bool(const TiebreakRound&)>& counts) {
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) {
        long long n = 0;
        for (const TiebreakRound& round : player.rounds) n += counts(round) ? 1 : 0;
        column.push_back(TiebreakValue::count(n));
    }
    return column;
}

}  // namespace

// WIN: rounds that brought a win's points, unplayed ones included (forfeit win, full-point
// bye, a PAB worth a win).
TiebreakColumn wins(const TiebreakTable& table) {
    return countRounds(table, [&](const TiebreakRound& round) { return round.points == table.win; });
}

// WON: games won over the board.
TiebreakColumn winsOverTheBoard(const TiebreakTable& table) {
    return countRounds(table,
                       [&](const TiebreakRound& round) { return round.over_the_board && round.points == table.win; });
}

// BPG: games played over the board with Black; a forfeit is not a game.
TiebreakColumn gamesWithBlack(const TiebreakTable& table) {
    return countRounds(
        table, [](const TiebreakRound& round) { return round.over_the_board && round.colour == Colour::Black; });
}

// BWG: games won over the board with Black.
TiebreakColumn winsWithBlack(const TiebreakTable& table) {
    return countRounds(table, [&](const TiebreakRound& round) {
        return round.over_the_board && round.colour == Colour::Black && round.points == table.win;
    });
}

// REP (formerly GE): rounds the player elected to play: games, the PAB, forfeit wins and
// full-point byes; not half- or zero-point byes, absences or forfeit losses.
TiebreakColumn roundsElectedToPlay(const TiebreakTable& table) {
    return countRounds(table, [&](const TiebreakRound& round) {
        return round.over_the_board || round.pairing_bye || round.points == table.win;
    });
}

// STD: the score on the standard 1/½/0 scale, each round mapped from its points (more than
// a draw is a win), unplayed rounds alike.
TiebreakColumn standardPoints(const TiebreakTable& table) {
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) {
        Points standard;
        for (const TiebreakRound& round : player.rounds)
            if (round.points > table.draw)
                standard += Points::whole(1);
            else if (round.points == table.draw)
                standard += Points::half();
        column.push_back(TiebreakValue::points(standard));
    }
    return column;
}

// TPN: the pairing number; lower is better.
TiebreakColumn pairingNumbers(const TiebreakTable& table) {
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) column.push_back(TiebreakValue::count(player.start_no));
    return column;
}

// PS: the sum of the running scores after each round; Cut-n drops the first n of them.
TiebreakColumn progressiveScore(const TiebreakTable& table, const TiebreakCode& code) {
    TiebreakColumn column;
    for (const TiebreakPlayer& player : table.players) {
        Points running;
        Points sum;
        for (int r = 1; r <= table.rounds; ++r) {
            running += player.rounds[r - 1].points;
            if (r > code.cut) sum += running;
        }
        column.push_back(TiebreakValue::points(sum));
    }
    return column;
}

}  // namespace tourney
