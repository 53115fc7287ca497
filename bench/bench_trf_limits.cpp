// How fast and how small the TRF reader refuses a file whose numbers would size more than
// the file holds (issue 17): the 250 line naming players up to 300,000 (and 9,999,999) that
// once made the reader allocate 2.3 GB (7.4 GB). Prints the time per refusal and the peak
// memory of the whole process.
//
//   build/bench/bench_trf_limits [RUNS]      (default 10000)
#include "formats/trf.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>

int main(int argc, char* argv[]) {
    const int runs = argc > 1 ? std::atoi(argv[1]) : 10'000;
    for (const char* last : {"300000", "9999999"}) {
        const std::string trf = std::string("012 Limits\nXXR 3\n250 1.0 1 3 1 ") + last +
                                "\n001    1      Alpha                             2000\n"
                                "001    2      Beta                              1900\n";
        int refused = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < runs; ++i) {
            std::istringstream in(trf);
            try {
                tourney::formats::readTrf(in, "limits.trf");
            } catch (const tourney::formats::InputError&) {
                ++refused;
            }
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("250 line up to player %s (%zu bytes): %d of %d refused, %.1f us each\n", last, trf.size(), refused,
                    runs, seconds / runs * 1e6);
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("peak memory of the whole process: %.1f MB\n", usage.ru_maxrss / 1024.0);
    return 0;
}
