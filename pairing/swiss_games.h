// The games of a Swiss round in board order, as the Swiss engines (pairing/dutch.cpp,
// pairing/dubov.cpp) hand them over: numbered boards, results pending.
#pragma once

#include "scoring/event.h"

namespace tourney {

// Appends a game between two start numbers on the next board, White first, result pending.
inline void addPendingGame(Round& round, int white, int black) {
    Game game;
    game.board = static_cast<int>(round.games.size()) + 1;
    game.seats = {Seat{white, Outcome::Pending}, Seat{black, Outcome::Pending}};
    round.games.push_back(std::move(game));
}

}  // namespace tourney
