// Camelot engine speed on one core: perft from the start (distinct positions per node, as
// docs/games.md §2.13 counts them), and reading and judging the shared records.
//
//   bench_camelot [DEPTH] [PASSES]     (defaults 4 and 20; depth 3 is 1,071,110 leaves)
#include "rules/camelot/perft.h"
#include "rules/camelot/position.h"
#include "rules/registry.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

using namespace tourney::rules;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The best of a few runs: the machine is shared, and the best run is the one least disturbed.
void benchPerft(int max_depth) {
    const camelot::Position start = camelot::initialPosition();
    for (int depth = 1; depth <= max_depth; ++depth) {
        double best = 1e9;
        std::uint64_t leaves = 0;
        for (int run = 0; run < (depth <= 3 ? 5 : 1); ++run) {
            const auto begin = Clock::now();
            leaves = camelot::perft(start, depth);
            best = std::min(best, secondsSince(begin));
        }
        std::printf("perft %d: %llu leaves in %.4f s (%.1f M leaves/s)\n", depth,
                    static_cast<unsigned long long>(leaves), best, best > 0 ? leaves / best / 1e6 : 0.0);
    }
}

// Every record of tests/fixtures/camelot/games.cam read and judged, `passes` times over.
void benchRecords(int passes) {
    const auto engine = makeEngine(GameKind::Camelot);
    const std::string path = std::string(TOURNEY_FIXTURES_DIR) + "/camelot/games.cam";
    int records = 0;
    long plies = 0;
    const auto begin = Clock::now();
    for (int pass = 0; pass < passes; ++pass) {
        std::ifstream in(path, std::ios::binary);
        for (const GameRecord& record : engine->readRecords(in, path)) {
            const Verdict verdict = engine->judge(record, Placing{});
            ++records;
            plies += verdict.ply;
        }
    }
    const double seconds = secondsSince(begin);
    std::printf("read and judged %d records (%ld plies) in %.3f s: %.0f records/s, %.0f plies/s\n", records, plies,
                seconds, seconds > 0 ? records / seconds : 0.0, seconds > 0 ? plies / seconds : 0.0);
}

}  // namespace

int main(int argc, char* argv[]) {
    benchPerft(argc > 1 ? std::atoi(argv[1]) : 4);
    benchRecords(argc > 2 ? std::atoi(argv[2]) : 20);
    return 0;
}
