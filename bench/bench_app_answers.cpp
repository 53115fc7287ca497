// Where the time of `tourney serve`'s answers goes on a 1,000-player event (issue 33): each part
// of each answer the arbiter's application asks for, timed alone on one thread, best of RUNS:
// reading the event from SQLite, computing a table (standings, crosstable, a player's card,
// the players, a round's boards), writing it as JSON, and entering a result (the write lock,
// the check of the file, reading the event, saving the rows that changed, the log).
//
//   build/bench/bench_app_answers [PLAYERS] [RUNS]   (default 1000 5)
#include "app/json_answer.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "synthetic_event.h"
#include "tournament/crosstable_report.h"
#include "tournament/pairings_report.h"
#include "tournament/player_card.h"
#include "tournament/players.h"
#include "tournament/results.h"
#include "tournament/round_pairing.h"
#include "tournament/standings_report.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <limits>

using namespace tourney;

namespace {

// The best of `runs` timings of `work`, in milliseconds.
double bestOf(int runs, const std::function<void()>& work) {
    double best = std::numeric_limits<double>::max();
    for (int run = 0; run < runs; ++run) {
        const auto started = std::chrono::steady_clock::now();
        work();
        best = std::min(best,
                        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
    }
    return best;
}

void timeTable(const char* name, int runs, const std::function<tournament::Table()>& make) {
    tournament::Table table;
    const double computed = bestOf(runs, [&] { table = make(); });
    std::string text;
    const double written = bestOf(runs, [&] { text = reports::jsonTable(table); });
    QByteArray body;
    const double answered = bestOf(runs, [&] { body = app::tableJson(table).toJson(); });
    std::printf("| %s | %zu rows | %.1f ms | %.1f ms | %.1f ms | %lld KB |\n", name, table.rows.size(), computed,
                written, answered, static_cast<long long>(body.size() / 1024));
}

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const int players = argc > 1 ? std::atoi(argv[1]) : 1000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;

    QTemporaryDir dir;
    const QString location = QDir(dir.path()).filePath("open.tourney");
    Event event = bench::syntheticSwiss({players, 9, 11, bench::RoundPairing::StandingsNeighbours, false, 12345});
    event.tiebreaks = {"BH/C1", "BH", "SB", "DE"};
    app::SqlEventStore store(location);
    store.create(event);
    tournament::pairNextRound(store);

    Event loaded;
    std::printf("%d players, 10 rounds paired, best of %d\n", players, runs);
    std::printf("| part | time |\n|---|---|\n");
    std::printf("| revision | %.2f ms |\n", bestOf(runs, [&] { store.revision(); }));
    std::printf("| load the event | %.1f ms |\n", bestOf(runs, [&] { loaded = store.load(); }));
    std::printf("| copy the event | %.1f ms |\n", bestOf(runs, [&] { Event copy = loaded; }));
    // A forced result, as `tourney result --force` enters it (the event read under the write
    // lock), then as `tourney serve` does, holding the event it wrote (app/held_event.h).
    int board = 0;
    const auto enterNext = [&](app::SqlEventStore& writing) {
        tournament::ResultEntry entry;
        entry.round = 10;
        entry.board = ++board;
        entry.result = "1-0";
        entry.force = true;
        tournament::enterResult(writing, entry);
    };
    std::printf("| enter a result (forced) | %.1f ms |\n", bestOf(runs, [&] { enterNext(store); }));
    app::HeldEvent held;
    app::SqlEventStore serving(location, &held);
    serving.load();
    std::printf("| enter a result, the event held | %.1f ms |\n", bestOf(runs, [&] { enterNext(serving); }));
    loaded = store.load();

    std::printf("\n| answer | size | table | JSON text | QJsonDocument body | body |\n|---|---|---|---|---|---|\n");
    timeTable("standings", runs, [&] { return tournament::standingsList(loaded, 0); });
    timeTable("crosstable", runs, [&] { return tournament::crosstableReport(loaded, 0); });
    timeTable("players", runs, [&] { return tournament::playerList(loaded, false); });
    timeTable("player card", runs, [&] { return tournament::playerCard(loaded, 500); });
    timeTable("round 10", runs, [&] { return tournament::pairingsList(loaded, 10); });

    // What `tourney serve` makes for every new revision (app/api_rounds.cpp): the standings
    // computed once and shared by its answers, the crosstable kept by the games met.
    std::vector<Standing> standings;
    std::string text;
    std::printf("\n| made for a new revision | time |\n|---|---|\n");
    std::printf("| standings computed, shared | %.1f ms |\n",
                bestOf(runs, [&] { standings = computeStandings(loaded); }));
    std::printf("| standings: table and JSON text | %.1f ms |\n",
                bestOf(runs, [&] { text = reports::jsonTable(tournament::standingsList(loaded, standings)); }));
    const double crosstable = bestOf(
        runs, [&] { text = reports::jsonTable(tournament::crosstableGrid(loaded, 0, &standings)); });
    std::printf("| crosstable by the games met: table and JSON text | %.1f ms (%zu KB) |\n", crosstable,
                text.size() / 1024);
    return 0;
}
