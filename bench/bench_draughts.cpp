// Draughts move generation speed: perft from the start position (identical captures counted
// once), and replaying the shared tournament records.
//
//   build/bench/bench_draughts [DEPTH]      (default 9: 41,022,423 leaves)
#include "rules/draughts/move_generation.h"
#include "rules/draughts/position.h"
#include "rules/registry.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

using namespace tourney::rules;

static double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int main(int argc, char* argv[]) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 9;
    const draughts::Position start = draughts::initialPosition();
    for (int d = 1; d <= depth; ++d) {
        const auto begin = std::chrono::steady_clock::now();
        const std::uint64_t leaves = draughts::perft(start, d);
        const double seconds = secondsSince(begin);
        std::printf("perft %d: %llu leaves in %.3f s (%.1f M leaves/s)\n", d, static_cast<unsigned long long>(leaves),
                    seconds, seconds > 0 ? leaves / seconds / 1e6 : 0.0);
    }

    // Reading and judging real games: every game of two tournament files, 50 times over.
    const auto engine = makeEngine(GameKind::Draughts);
    const std::string dir = std::string(TOURNEY_FIXTURES_DIR) + "/pdn/succeed/";
    int games = 0, plies = 0;
    const auto begin = std::chrono::steady_clock::now();
    for (int pass = 0; pass < 50; ++pass)
        for (const char* name : {"nk2003-amsterdam.pdn", "wk2003.pdn"}) {
            std::ifstream in(dir + name, std::ios::binary);
            for (const GameRecord& record : engine->readRecords(in, name)) {
                const Verdict verdict = engine->judge(record, Placing{});
                ++games;
                plies += verdict.ply;
            }
        }
    const double seconds = secondsSince(begin);
    std::printf("read and judged %d games (%d plies) in %.3f s: %.0f games/s\n", games, plies, seconds,
                seconds > 0 ? games / seconds : 0.0);
    return 0;
}
