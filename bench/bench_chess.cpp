// Chess engine speed: perft nodes per second on one core, and PGN validation games per second
// side by side with pgn-extract checking the same file.
//
//   bench_chess [--games N] [--file PATH] [--quick]
//
// The PGN file is made here from random legal games (fixed seed, so every run measures the
// same games), written in SAN with move numbers and results, as a real database holds them.
#include "rules/chess/end_of_game.h"
#include "rules/chess/notation.h"
#include "rules/chess/perft.h"
#include "rules/chess/position.h"
#include "rules/registry.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

using namespace tourney::rules;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

void benchPerft(bool quick) {
    struct Case {
        const char* name;
        const char* fen;
        int depth;
    };
    const Case cases[] = {
        {"initial position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", quick ? 5 : 6},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", quick ? 4 : 5},
        {"position 3 (en passant, pins)", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", quick ? 5 : 6},
        {"position 4 (promotions)", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5},
    };
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    for (const Case& c : cases) {
        chess::Position position = chess::Position::fromFen(c.fen);
        auto start = Clock::now();
        std::uint64_t nodes = chess::perft(position, c.depth);
        double seconds = secondsSince(start);
        total_nodes += nodes;
        total_seconds += seconds;
        std::printf("perft %-30s depth %d: %11llu nodes in %6.2f s = %6.1f M nodes/s\n", c.name, c.depth,
                    static_cast<unsigned long long>(nodes), seconds, double(nodes) / seconds / 1e6);
    }
    std::printf("perft all: %.1f M nodes/s (one core)\n\n", double(total_nodes) / total_seconds / 1e6);
}

class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {  // splitmix64
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t state_;
};

// A random legal game to its end by the rules, or 300 plies; returns its PGN.
std::string randomGame(SeededRandom& random, int number, int& plies) {
    chess::Position position;
    chess::PositionHistory history;
    history.add(position);
    std::ostringstream movetext;
    FinalState state;
    plies = 0;
    while (state.ending == Ending::Ongoing && plies < 300) {
        chess::MoveList legal;
        position.generateLegal(legal);
        chess::Move move = legal.moves[random.next() % std::uint64_t(legal.size)];
        if (plies % 2 == 0) movetext << (plies / 2 + 1) << ". ";
        movetext << chess::toSan(position, move) << (plies % 12 == 11 ? '\n' : ' ');
        chess::Undo undo;
        position.make(move, undo);
        history.add(position);
        state = chess::assess(position, history.repetitions());
        ++plies;
    }
    std::string result = "*";
    if (state.placing == whiteWins())
        result = "1-0";
    else if (state.placing == blackWins())
        result = "0-1";
    else if (state.placing == drawn())
        result = "1/2-1/2";
    return "[Event \"Random games\"]\n[Site \"bench\"]\n[Round \"" + std::to_string(number) +
           "\"]\n[White \"Random A\"]\n[Black \"Random B\"]\n[Result \"" + result + "\"]\n\n" + movetext.str() +
           result + "\n\n";
}

void writeRandomGames(const std::string& path, int count) {
    SeededRandom random(20260301);
    std::ofstream out(path, std::ios::binary);
    long total_plies = 0;
    for (int number = 1; number <= count; ++number) {
        int plies = 0;
        out << randomGame(random, number, plies);
        total_plies += plies;
    }
    std::printf("wrote %d random games (%ld plies) to %s\n", count, total_plies, path.c_str());
}

void benchValidation(const std::string& path) {
    std::unique_ptr<Engine> engine = makeEngine(GameKind::Chess);
    auto start = Clock::now();
    std::ifstream in(path, std::ios::binary);
    std::vector<GameRecord> games = engine->readRecords(in, path);
    int ok = 0;
    long plies = 0;
    for (const GameRecord& game : games) {
        Verdict verdict = engine->judge(game, engine->parseResult(game.result_token).value_or(Placing{}));
        ok += verdict.kind == VerdictKind::Ok;
        plies += long(game.moves.size());
    }
    double seconds = secondsSince(start);
    std::printf("tourney validation: %zu games (%d ok), %ld plies in %.2f s = %.0f games/s, %.2f M plies/s\n",
                games.size(), ok, plies, seconds, double(games.size()) / seconds, double(plies) / seconds / 1e6);

    const char* pgn_extract = "/usr/games/pgn-extract";
    if (std::FILE* probe = std::fopen(pgn_extract, "r")) {
        std::fclose(probe);
        std::string command = std::string(pgn_extract) + " -r -s '" + path + "' > /dev/null 2>&1";
        start = Clock::now();
        int status = std::system(command.c_str());
        seconds = secondsSince(start);
        std::printf("pgn-extract -r -s (check only): %.2f s = %.0f games/s (exit status %d)\n", seconds,
                    double(games.size()) / seconds, status);
    } else {
        std::printf("pgn-extract is not installed: no comparison\n");
    }
}

}  // namespace

int main(int argc, char* argv[]) {
    int games = 20000;
    bool quick = false;
    std::string path = "/tmp/tourney_bench_chess.pgn";
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        if (argument == "--quick")
            quick = true;
        else if (argument == "--games" && i + 1 < argc)
            games = std::atoi(argv[++i]);
        else if (argument == "--file" && i + 1 < argc)
            path = argv[++i];
        else {
            std::fprintf(stderr, "usage: bench_chess [--games N] [--file PATH] [--quick]\n");
            return 1;
        }
    }
    benchPerft(quick);
    writeRandomGames(path, games);
    benchValidation(path);
    return 0;
}
