// The player registry at FIDE's scale (issue 34): a synthetic FIDE list of PLAYERS lines in
// players_list_foa.txt's columns imported into an SQLite registry (time and the process's peak
// memory), then name searches timed as `tourney serve` runs them (a connection each).
//
//   build/bench/bench_app_player_registry [PLAYERS] [FOLDER]   (default 1200000, a temporary folder)
//
// The names: 30,000 surnames and 3,000 given names made of syllables, one player in twenty
// taking one of ten very common surnames (as Kumar or Nguyen are in FIDE's list), so that a
// search meets both rare and crowded names.
#include "app/sql_player_registry.h"
#include "tests/app/rating_list_file.h"
#include "tournament/player_registry.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <vector>

using namespace tourney;

namespace {

std::string syllables(std::mt19937& random, int count) {
    static const char* kSyllables[] = {"ka",  "ri",  "mo", "san", "dro", "vi",  "lee",  "ter", "nu",  "ba",  "zhi",
                                       "ol",  "gan", "pe", "ros", "ta",  "mir", "chen", "du",  "fa",  "hos", "ja",
                                       "kov", "li",  "ma", "no",  "pra", "qua", "sel",  "tu",  "wen", "yo"};
    std::string word;
    for (int i = 0; i < count; ++i) word += kSyllables[random() % std::size(kSyllables)];
    word[0] = static_cast<char>(word[0] - 'a' + 'A');
    return word;
}

std::vector<std::string> namePool(std::mt19937& random, int size) {
    std::vector<std::string> pool;
    for (int i = 0; i < size; ++i) pool.push_back(syllables(random, 2 + static_cast<int>(random() % 3)));
    return pool;
}

// Writes the list; returns the names of players 1,000 and 600,000 (when there are so many), to
// search for as written.
std::vector<std::string> writeList(const std::string& path, int players, const std::vector<std::string>& surnames,
                                   const std::vector<std::string>& given) {
    std::vector<std::string> listed;
    std::mt19937 random(34);
    std::ofstream out(path, std::ios::binary);
    out << testing::kFoaHeader;
    static const char* kFederations[] = {"BAN", "IND", "GER", "RUS", "USA", "FRA", "ESP", "CHN"};
    for (int i = 0; i < players; ++i) {
        const bool crowded = random() % 20 == 0;
        const std::string& surname = crowded ? surnames[random() % 10] : surnames[random() % surnames.size()];
        testing::FoaPlayer p{std::to_string(100'000'000 + i * 7),
                             surname + ", " + given[random() % given.size()],
                             kFederations[random() % 8],
                             random() % 4 ? "M" : "F",
                             i % 500 ? "" : "GM",
                             static_cast<int>(1000 + random() % 1800),
                             static_cast<int>(random() % 3 ? 0 : 1000 + random() % 1800),
                             static_cast<int>(random() % 3 ? 0 : 1000 + random() % 1800),
                             static_cast<int>(1940 + random() % 75)};
        out << testing::foaLine(p);
        if (i == 1000 || i == 600'000) listed.push_back(p.name);
    }
    return listed;
}

double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The process's processor time so far (user and system): what an import costs apart from the
// machine's other work.
double cpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

long peakMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

// Each query `repeat` times; prints the median and the slowest, and how many it found.
void timeSearch(app::SqlPlayerRegistry& registry, const std::string& query, int repeat) {
    std::vector<double> times, processor;
    tournament::RegistryHits hits;
    for (int i = 0; i < repeat; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const double cpu = cpuSeconds();
        hits = tournament::searchRegistry(registry, query, 20);
        times.push_back(millisecondsSince(start));
        processor.push_back((cpuSeconds() - cpu) * 1000);
    }
    std::sort(times.begin(), times.end());
    std::sort(processor.begin(), processor.end());
    std::printf("  %-28s median %6.1f ms (%5.1f ms of processor), slowest %6.1f ms: %zu found%s\n",
                ("\"" + query + "\"").c_str(), times[times.size() / 2], processor[processor.size() / 2], times.back(),
                hits.matched, hits.corrected ? " (corrected)" : "");
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const int players = argc > 1 ? std::atoi(argv[1]) : 1'200'000;
    QTemporaryDir temporary;
    const std::string folder = argc > 2 ? argv[2] : temporary.path().toStdString();
    std::mt19937 random(2026);
    const std::vector<std::string> surnames = namePool(random, 30'000), given = namePool(random, 3'000);
    const std::string list = folder + "/players_list_foa.txt";
    auto start = std::chrono::steady_clock::now();
    const std::vector<std::string> listed = writeList(list, players, surnames, given);
    std::printf("list of %d players written in %.1f s; peak memory so far %ld MB\n", players,
                millisecondsSince(start) / 1000, peakMegabytes());

    app::SqlPlayerRegistry registry(app::registryLocation(QString::fromStdString(folder)));
    for (const char* month : {"2026-03", "2026-04"}) {
        start = std::chrono::steady_clock::now();
        const double cpu = cpuSeconds();
        std::ifstream in(list, std::ios::binary);
        const tournament::RegistryImported done = tournament::importFideList(registry, in, list, month);
        std::printf("import %s: %zu players (%zu new) in %.1f s (%.1f s of processor); peak memory %ld MB\n", month,
                    done.players, done.added, millisecondsSince(start) / 1000, cpuSeconds() - cpu, peakMegabytes());
    }
    // A player's name as written and in the other order, a surname cut short, a crowded surname
    // alone and with a given name, a typo (two letters swapped), and a FIDE id.
    const std::string surname = listed.back().substr(0, listed.back().find(','));
    const std::string given_name = listed.back().substr(listed.back().find(',') + 2);
    std::string typo = surname;
    std::swap(typo[2], typo[3]);
    std::printf("name searches (20 each):\n");
    for (const std::string& query : {listed.back(), given_name + " " + surname, surname.substr(0, 4), surnames[0],
                                     surnames[0] + " " + given[7], typo + " " + given_name, std::string("100000007")})
        timeSearch(registry, query, 20);
    return 0;
}
