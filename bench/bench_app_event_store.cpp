// How long a writing command spends in storage: load the whole event and save it again, in one
// transaction, for a large Swiss event (players x rounds, every game played).
//
//   build/bench/bench_app_event_store [PLAYERS] [ROUNDS]      (default 2000 11)
#include "app/database.h"
#include "app/sql_event_store.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace tourney;
using namespace tourney::app;

static Event largeEvent(int players, int rounds) {
    Event event;
    event.info.name = "Benchmark Open";
    event.system = PairingSystem::Swiss;
    event.planned_rounds = rounds;
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i) + ", রহিম";
        player.rating = 2800 - i % 1200;
        player.federation = "BAN";
        player.fide_id = std::to_string(10'000'000 + i);
        event.players.push_back(player);
    }
    for (int r = 1; r <= rounds; ++r) {
        Round round;
        round.number = r;
        for (int board = 1; 2 * board <= players; ++board) {
            // Any fixed pattern of pairs will do for storage: rotate partners by round.
            const int white = 2 * board - 1;
            const int black = (2 * board - 1 + 2 * r - 1) % players + 1;
            const Outcome outcome = (white + r) % 3 == 0   ? Outcome::Draw
                                    : (white + r) % 3 == 1 ? Outcome::Win
                                                           : Outcome::Loss;
            round.games.push_back(
                Game{board, {{white, outcome}, {black == white ? white + 1 : black, mirrored(outcome)}}, ""});
        }
        event.rounds.push_back(round);
    }
    return event;
}

static double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const int players = argc > 1 ? std::atoi(argv[1]) : 2000;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 11;
    QTemporaryDir dir;
    const QString path = dir.filePath("bench.tourney");

    auto start = std::chrono::steady_clock::now();
    SqlEventStore(path).create(largeEvent(players, rounds));
    std::printf("create: %d players, %d rounds: %.3f s\n", players, rounds, secondsSince(start));

    start = std::chrono::steady_clock::now();
    const Event loaded = SqlEventStore(path).load();
    std::printf("load: %.3f s (%zu games in the last round)\n", secondsSince(start), loaded.rounds.back().games.size());

    constexpr int kUpdates = 5;
    start = std::chrono::steady_clock::now();
    for (int i = 0; i < kUpdates; ++i)
        SqlEventStore(path).update([&](Event& event, tournament::EventLog&) { event.players[0].rating = 2000 + i; });
    std::printf("load + save in one transaction (a writing command's storage work): %.3f s each\n",
                secondsSince(start) / kUpdates);
    return 0;
}
