// bench_tables swiss N [ROUNDS_PLAYED]
// bench_tables round-robin N [ROUNDS]
//
// Events at tables of four (Chaturaji). `swiss` plays ROUNDS_PLAYED rounds (default 5) of a
// Swiss event of N players, each round paired by pairNextRound with pseudo-random game points,
// then times the pairing of the next round: forming the tables from the standings and seating
// them. `round-robin` times the whole schedule of a round robin of tables for N players
// (ROUNDS: default the rounds in which everyone meets everyone) and prints how many meetings
// repeat. Wall time of the timed step only; one size per process.
#include "pairing/pairing.h"
#include "pairing/table_round_robin.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

using namespace tourney;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

Event chaturajiSwiss(int players, int rounds) {
    Event event;
    event.game = GameKind::Chaturaji;
    event.system = PairingSystem::Swiss;
    event.planned_rounds = rounds + 1;
    event.points.pairing_bye = Points::fromTenths(15);
    event.tiebreaks = {"GP", "WIN", "BH"};
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i);
        player.rating = 2000 - i;
        event.players.push_back(player);
    }
    return event;
}

// Game points 0-20 per seat from a fixed generator: every table gets a result.
void playRound(Event& event, std::mt19937& random) {
    std::uniform_int_distribution<int> points(0, 20);
    for (Game& game : event.rounds.back().games)
        for (Seat& seat : game.seats) {
            seat.outcome = Outcome::Placed;
            seat.game_points = points(random);
        }
}

int swiss(int players, int rounds_played) {
    Event event = chaturajiSwiss(players, rounds_played);
    std::mt19937 random(12345u + static_cast<unsigned>(players));
    for (int r = 1; r <= rounds_played; ++r) {
        PairedRound paired = pairNextRound(event);
        paired.round.number = r;
        event.rounds.push_back(std::move(paired.round));
        playRound(event, random);
    }
    const auto start = std::chrono::steady_clock::now();
    const PairedRound next = pairNextRound(event);
    const double seconds = secondsSince(start);
    std::printf("swiss %d players, round %d: %zu tables, %zu byes, %.3f s\n", players, rounds_played + 1,
                next.round.games.size(), next.round.byes.size(), seconds);
    return 0;
}

int roundRobin(int players, int rounds) {
    if (rounds <= 0) rounds = tableRoundRobinRounds(players, 4);
    const auto start = std::chrono::steady_clock::now();
    const TableSchedule schedule = tableRoundRobin(players, rounds, 4);
    const double seconds = secondsSince(start);
    std::printf("round robin %d players, %d rounds: %lld meetings, %lld repeated (at least %lld), %.3f s\n", players,
                rounds, schedule.meetings, schedule.repeated, schedule.least_repeated, seconds);
    std::printf("  %s\n", schedule.explanation.front().c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_tables swiss N [ROUNDS_PLAYED] | round-robin N [ROUNDS]\n");
        return 1;
    }
    const int players = std::atoi(argv[2]);
    const int rounds = argc > 3 ? std::atoi(argv[3]) : -1;
    if (players < 4) return 1;
    if (std::strcmp(argv[1], "swiss") == 0) return swiss(players, rounds < 0 ? 5 : rounds);
    if (std::strcmp(argv[1], "round-robin") == 0) return roundRobin(players, rounds);
    return 1;
}
