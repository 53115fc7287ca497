#include "pairing/team_round_robin.h"

#include "pairing/berger.h"

namespace tourney {

TeamRound teamRoundRobinRound(int teams, int round, bool double_round_robin) {
    const Round table = bergerRound(teams, round, double_round_robin);
    TeamRound paired;
    paired.number = round;
    for (const Game& game : table.games) paired.matches.push_back({game.seats[0].player, game.seats[1].player, {}});
    for (const Bye& bye : table.byes) paired.free_team = bye.player;
    return paired;
}

}  // namespace tourney
