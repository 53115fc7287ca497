// Arbiters at work on `tourney serve FOLDER` (issue 33): a folder holding a 1,000-player Swiss
// event after nine rounds with round 10 paired is served in process (app/web_server.h), and C
// clients work for T seconds, each on a connection of its own per request, as browsers and
// phones do: most read the pages and API answers the arbiter's application asks for (the
// application's files, the events, the players, the round's boards, standings, crosstable, a
// player's card, the log), W of them enter round 10's results one board after another (each
// write changes the event, so that the answers computed from it are computed again). A reader
// waits P ms between its requests, a writer Q ms (an arbiter types a result, then the next).
// Prints every route's count, median, p99 and max, and how many were not answered as they
// should be.
//
//   build/bench/bench_app_arbiters [CLIENTS] [SECONDS] [WRITERS] [P] [Q]   (default 16 30 4 100 1000)
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "http_exchange.h"
#include "synthetic_event.h"
#include "tournament/round_pairing.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace tourney;
using Clock = std::chrono::steady_clock;

namespace {

const char* const kToken = "bench-arbiter-token";

// One request; its status (0 when no whole answer came back).
int send(int port, const std::string& method, const std::string& path, const std::string& body = {}) {
    std::string request = method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    if (!body.empty())
        request += std::string("Authorization: Bearer ") + kToken + "\r\nContent-Type: application/json\r\n" +
                   "Content-Length: " + std::to_string(body.size()) + "\r\n";
    return bench::httpExchange(port, request + "\r\n" + body);
}

// What a reading client asks for, in turn: a route's name (as the report lists it) and a path.
struct Read {
    const char* route;
    std::string path;
};

std::vector<Read> readsOf(int client) {
    const std::string event = "/api/events/open";
    return {{"GET /app/", "/app/"},
            {"GET /app/app.js", "/app/app.js"},
            {"GET /api/events", "/api/events"},
            {"GET /api/events/{event}", event},
            {"GET /api/events/{event}/players", event + "/players"},
            {"GET /api/events/{event}/rounds", event + "/rounds"},
            {"GET /api/events/{event}/rounds/{round}", event + "/rounds/10"},
            {"GET /api/events/{event}/standings", event + "/standings"},
            {"GET /api/events/{event}/players/{start}", event + "/players/" + std::to_string(1 + client * 37 % 1000)},
            {"GET /api/events/{event}/crosstable", event + "/crosstable"},
            {"GET /api/events/{event}/log", event + "/log"}};
}

struct Timings {
    std::mutex mutex;
    std::map<std::string, std::vector<double>> by_route;
    std::atomic<int> wrong{0};

    void add(const std::string& route, double ms, bool as_expected) {
        std::lock_guard lock(mutex);
        by_route[route].push_back(ms);
        if (!as_expected) ++wrong;
    }
};

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const int clients = argc > 1 ? std::atoi(argv[1]) : 16;
    const int seconds = argc > 2 ? std::atoi(argv[2]) : 30;
    const int writers = argc > 3 ? std::atoi(argv[3]) : 4;
    const int pause_ms = argc > 4 ? std::atoi(argv[4]) : 100;
    const int writer_pause_ms = argc > 5 ? std::atoi(argv[5]) : 1000;

    QTemporaryDir dir;
    const QString location = QDir(dir.path()).filePath("open.tourney");
    Event event = bench::syntheticSwiss({1000, 9, 11, bench::RoundPairing::StandingsNeighbours, false, 12345});
    event.tiebreaks = {"BH/C1", "BH", "SB", "DE"};
    app::SqlEventStore store(location);
    store.create(event);
    const auto pairing_started = Clock::now();
    const int boards = static_cast<int>(tournament::pairNextRound(store).round == 10 ? event.players.size() / 2 : 0);
    std::printf("round 10 paired in %.1f s\n", std::chrono::duration<double>(Clock::now() - pairing_started).count());
    app::WebServer server(dir.path(), std::string(kToken));
    const int port = server.listen(QHostAddress::LocalHost, 0);

    Timings timings;
    std::atomic<int> next_board{1};
    std::vector<std::thread> working;
    const auto until = Clock::now() + std::chrono::seconds(seconds);
    for (int client = 0; client < clients; ++client)
        working.emplace_back([&, client] {
            const std::vector<Read> reads = readsOf(client);
            for (std::size_t turn = client; Clock::now() < until; ++turn) {
                const auto sent = Clock::now();
                std::string route;
                bool as_expected = false;
                if (client < writers) {  // the next board's result, then again from the first
                    const int board = (next_board++ - 1) % boards + 1;
                    route = "POST /api/events/{event}/rounds/{round}/boards/{board}/result";
                    const char* result = board % 3 == 0 ? "1-0" : board % 3 == 1 ? "1/2-1/2" : "0-1";
                    as_expected = send(port, "POST",
                                       "/api/events/open/rounds/10/boards/" + std::to_string(board) + "/result",
                                       std::string(R"({"result": ")") + result + R"(", "force": true})") == 200;
                } else {
                    const Read& read = reads[turn % reads.size()];
                    route = read.route;
                    as_expected = send(port, "GET", read.path) == 200;
                }
                timings.add(route, std::chrono::duration<double, std::milli>(Clock::now() - sent).count(), as_expected);
                std::this_thread::sleep_for(std::chrono::milliseconds(client < writers ? writer_pause_ms : pause_ms));
            }
        });
    std::thread stop([&] {
        for (std::thread& client : working) client.join();
        QMetaObject::invokeMethod(&application, &QCoreApplication::quit, Qt::QueuedConnection);
    });
    application.exec();
    stop.join();

    std::printf(
        "%d clients (%d entering results) for %d s, %d ms between a reader's requests, %d ms between a "
        "writer's, on a 1,000-player event; %d answers not as expected\n",
        clients, writers, seconds, pause_ms, writer_pause_ms, timings.wrong.load());
    std::printf("| route | requests | median | p99 | max |\n|---|---|---|---|---|\n");
    std::vector<double> all;
    for (auto& [route, latencies] : timings.by_route) {
        std::sort(latencies.begin(), latencies.end());
        const auto at = [&](double p) { return latencies[static_cast<std::size_t>(p * (latencies.size() - 1))]; };
        std::printf("| `%s` | %zu | %.1f ms | %.1f ms | %.1f ms |\n", route.c_str(), latencies.size(), at(0.5),
                    at(0.99), latencies.back());
        all.insert(all.end(), latencies.begin(), latencies.end());
    }
    std::sort(all.begin(), all.end());
    std::printf("| all | %zu | %.1f ms | %.1f ms | %.1f ms |\n", all.size(), all[all.size() / 2],
                all[static_cast<std::size_t>(0.99 * (all.size() - 1))], all.back());
    return timings.wrong.load() == 0 ? 0 : 1;
}
