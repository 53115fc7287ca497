// Chaturaji speed: perft positions per second on the shared perft table and from the start,
// and validation (reading and judging) of generated records.
//
//   build/bench/bench_chaturaji [RECORDS] [TURNS] [FILE]
//
// Default 10,000 records of 100 turns; FILE, when given, receives the generated records, for
// timing `tourney validate --game chaturaji FILE` as a whole.
//
// The records are played by the benchmark itself with a fixed seed: random throws, each die
// played by a random legal move or, one time in eight, passed; moves that take a king are left
// out so that every game lasts its full length.
#include "rules/chaturaji/move_generation.h"
#include "rules/chaturaji/perft.h"
#include "rules/chaturaji/position.h"
#include "rules/chaturaji/turn_notation.h"
#include "rules/registry.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace tourney::rules;
using namespace tourney::rules::chaturaji;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// One die of a turn: a random legal move that takes no king, or a pass.
std::string playDie(Position& position, int die, std::mt19937& random) {
    MoveList moves, kept;
    generateMoves(position, die, moves);
    for (const Move& move : moves)
        if (!position.at(move.to).is(Figure::King)) kept.push(move);
    if (kept.empty() || random() % 8 == 0) return "-";
    const Move move = kept.begin()[random() % unsigned(kept.size())];
    Slot slot;
    slot.passed = false;
    slot.capture_mark = !position.at(move.to).empty();
    slot.from = move.from;
    slot.to = move.to;
    applyMove(position, move);
    return slotText(slot);
}

std::string generateRecord(int number, int turns, std::mt19937& random) {
    Position position = initialPosition();
    std::string moves;
    for (int turn = 0; turn < turns; ++turn) {
        const int dice[2] = {2 + int(random() % 4), 2 + int(random() % 4)};
        const int first = int(random() % 2);
        const Army army = position.to_move;
        const std::string slot1 = playDie(position, dice[first], random);
        const std::string slot2 = playDie(position, dice[1 - first], random);
        endTurn(position);
        moves += std::string(1, armyLetter(army)) + " " + std::to_string(dice[0]) + std::to_string(dice[1]) + " " +
                 slot1 + " " + slot2 + "\n";
    }
    const std::array<int, kArmyCount> points = gamePoints(position);
    return "[Event \"bench\"]\n[Round \"" + std::to_string(number) + "\"]\n[Result \"" + std::to_string(points[0]) +
           " " + std::to_string(points[1]) + " " + std::to_string(points[2]) + " " + std::to_string(points[3]) +
           "\"]\n\n" + moves + "\n";
}

void benchPerft() {
    // The shared table, every row.
    std::ifstream in(std::string(TOURNEY_FIXTURES_DIR) + "/chaturaji/perft.tsv");
    std::string line;
    std::getline(in, line);
    std::uint64_t positions = 0;
    int rows = 0;
    const auto begin = std::chrono::steady_clock::now();
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string text, throws, one;
        std::getline(fields, text, '\t');
        std::getline(fields, throws, '\t');
        std::vector<std::string> list;
        std::istringstream parts(throws);
        while (std::getline(parts, one, ',')) list.push_back(one);
        positions += perft(parsePosition(text), parseThrows(list));
        ++rows;
    }
    double seconds = secondsSince(begin);
    std::printf("perft, shared table (%d rows): %llu positions in %.3f s (%.2f M positions/s)\n", rows,
                static_cast<unsigned long long>(positions), seconds, positions / seconds / 1e6);
    const std::vector<std::string> start_throws = {"35", "24", "55", "43", "22", "53", "44"};
    const auto start = std::chrono::steady_clock::now();
    positions = perft(initialPosition(), parseThrows(start_throws));
    seconds = secondsSince(start);
    std::printf("perft, start, throws 35,24,55,43,22,53,44: %llu positions in %.3f s (%.2f M positions/s)\n",
                static_cast<unsigned long long>(positions), seconds, positions / seconds / 1e6);
}

void benchValidation(int records, int turns, const char* file) {
    std::mt19937 random(20261114);
    std::string text;
    for (int record = 1; record <= records; ++record) text += generateRecord(record, turns, random);
    if (file) std::ofstream(file, std::ios::binary) << text;
    const auto engine = makeEngine(GameKind::Chaturaji);
    const auto begin = std::chrono::steady_clock::now();
    std::istringstream in(text);
    const std::vector<GameRecord> read = engine->readRecords(in, "bench.chaturaji");
    const double read_seconds = secondsSince(begin);
    int ok = 0;
    long long judged_turns = 0;
    for (const GameRecord& record : read) {
        const Verdict verdict = engine->judge(record, *engine->parseResult(record.tag("Result")));
        ok += verdict.kind == VerdictKind::Ok;
        judged_turns += verdict.ply;
    }
    const double seconds = secondsSince(begin);
    std::printf(
        "validation: %zu records, %lld turns, %d ok, %.1f MB, in %.3f s (reading %.3f s): %.0f records/s, "
        "%.2f M turns/s\n",
        read.size(), judged_turns, ok, text.size() / 1e6, seconds, read_seconds, read.size() / seconds,
        judged_turns / seconds / 1e6);
}

}  // namespace

int main(int argc, char* argv[]) {
    const int records = argc > 1 ? std::atoi(argv[1]) : 10'000;
    const int turns = argc > 2 ? std::atoi(argv[2]) : 100;
    benchPerft();
    benchValidation(records, turns, argc > 3 ? argv[3] : nullptr);
    return 0;
}
