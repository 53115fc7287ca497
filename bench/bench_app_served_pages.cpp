// Readers of `tourney serve` at a steady rate: a 1,000-player Swiss event after nine rounds is
// served in process (app/web_server.h), and R requests a second ask for its standings page for
// T seconds, each on a connection of its own, as phones do. Prints how many were answered and
// the latency percentiles.
//
//   build/bench/bench_app_served_pages [RATE] [SECONDS] [PATH]      (default 200 30 /standings)
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "http_exchange.h"
#include "synthetic_event.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

using namespace tourney;
using Clock = std::chrono::steady_clock;

namespace {

// One GET; true when a whole 200 answer came back.
bool get(int port, const std::string& path) {
    return bench::httpExchange(port, "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == 200;
}

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const int rate = argc > 1 ? std::atoi(argv[1]) : 200;
    const int seconds = argc > 2 ? std::atoi(argv[2]) : 30;
    const std::string path = argc > 3 ? argv[3] : "/standings";

    QTemporaryDir dir;
    const QString location = dir.filePath("open.tourney");
    Event event = bench::syntheticSwiss({1000, 9, 9, bench::RoundPairing::StandingsNeighbours, false, 12345});
    event.tiebreaks = {"BH/C1", "BH", "SB", "DE"};
    app::SqlEventStore(location).create(event);
    app::WebServer server(location, std::nullopt);
    const int port = server.listen(QHostAddress::LocalHost, 0);

    std::mutex mutex;
    std::vector<double> latencies;
    std::atomic<int> failed{0};
    std::thread load([&] {
        const auto start = Clock::now();
        std::vector<std::thread> requests;
        for (int i = 0; i < rate * seconds; ++i) {
            std::this_thread::sleep_until(start + std::chrono::microseconds(1'000'000LL * i / rate));
            requests.emplace_back([&] {
                const auto sent = Clock::now();
                const bool ok = get(port, path);
                const double ms = std::chrono::duration<double, std::milli>(Clock::now() - sent).count();
                std::lock_guard lock(mutex);
                latencies.push_back(ms);
                if (!ok) ++failed;
            });
            if (requests.size() >= 256) {  // keep the number of threads bounded
                for (std::thread& request : requests) request.join();
                requests.clear();
            }
        }
        for (std::thread& request : requests) request.join();
        QMetaObject::invokeMethod(&application, &QCoreApplication::quit, Qt::QueuedConnection);
    });
    application.exec();
    load.join();

    std::sort(latencies.begin(), latencies.end());
    auto percentile = [&](double p) { return latencies[static_cast<std::size_t>(p * (latencies.size() - 1))]; };
    std::printf("%s of a 1,000-player event, %d requests/s for %d s: %zu requests, %d not answered with 200\n",
                path.c_str(), rate, seconds, latencies.size(), failed.load());
    std::printf("latency: median %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms\n", percentile(0.5), percentile(0.9),
                percentile(0.99), latencies.back());
    return failed.load() == 0 ? 0 : 1;
}
