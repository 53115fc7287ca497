// An event in which player 1 meets a GM and an IM norm (B.01 1.4), for the norms report and
// FIDE's norm forms.
#pragma once

#include "scoring/event.h"

#include <string>

namespace tourney::testing {

// Player 1 (IND, untitled) meets nine opponents, one a round: GMs 2550, 2500, 2480, IMs 2450,
// 2420, an FM 2350, then 2300, 2250 and 2100; three each from IND, GER and FRA. He wins the
// first seven rounds and loses the last two: 7 / 9.
inline Event normEvent() {
    Event event;
    event.info.name = "Norm Open";
    const int ratings[] = {2550, 2500, 2480, 2450, 2420, 2350, 2300, 2250, 2100};
    const char* titles[] = {"GM", "GM", "GM", "IM", "IM", "FM", "", "", ""};
    const char* federations[] = {"IND", "GER", "FRA", "IND", "GER", "FRA", "IND", "GER", "FRA"};
    Player hopeful;
    hopeful.start_no = 1;
    hopeful.name = "Hopeful, Hari";
    hopeful.rating = 2400;
    hopeful.federation = "IND";
    event.players.push_back(hopeful);
    for (int i = 0; i < 9; ++i) {
        Player opponent;
        opponent.start_no = i + 2;
        opponent.name = "Opponent " + std::to_string(i + 2);
        opponent.rating = ratings[i];
        opponent.title = titles[i];
        opponent.federation = federations[i];
        event.players.push_back(opponent);
        Game game;
        game.board = 1;
        const bool won = i < 7;
        game.seats = {{1, won ? Outcome::Win : Outcome::Loss}, {i + 2, won ? Outcome::Loss : Outcome::Win}};
        Round round;
        round.number = i + 1;
        round.games = {game};
        event.rounds.push_back(round);
    }
    return event;
}

}  // namespace tourney::testing
