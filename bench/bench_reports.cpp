// How long the reports take on a large Swiss event: the wall chart of 1,000 players and 9
// rounds (the goal: under 1 s from Event to PDF file), and the other kinds beside it.
//
//   build/bench/bench_reports [PLAYERS] [ROUNDS] [OUT_DIR]      (default 1000 9 /tmp)
#include "reports/html_site.h"
#include "reports/pdf_report.h"
#include "scoring/standings.h"
#include "tournament/report_kind.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tourney;
using namespace tourney::reports;
using namespace tourney::tournament;

// A Swiss-like event: each round pairs neighbours in the current score order, results from a
// fixed linear congruential sequence, one pairing-allocated bye when the field is odd.
static Event largeSwiss(int players, int rounds) {
    Event event;
    event.info = {"Benchmark Open 2026", "Dhaka", "BAN", "2026-05-01", "2026-05-09", "Rahman, Ahmed", "", "90+30"};
    event.system = PairingSystem::Swiss;
    event.planned_rounds = rounds;
    event.tiebreaks = {"BH/C1", "BH", "SB", "DE"};
    static const char* const kGiven[] = {"Ivan", "Пётр", "রহিম", "Zoë", "Jürgen", "Seán"};
    for (int i = 1; i <= players; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i) + ", " + kGiven[i % 6];
        player.rating = 2700 - i;
        player.title = i <= 20 ? "GM" : i <= 60 ? "IM" : "";
        player.federation = i % 3 == 0 ? "IND" : "BAN";
        event.players.push_back(player);
    }
    unsigned long long state = 2026;
    for (int r = 1; r <= rounds; ++r) {
        std::vector<int> order(static_cast<std::size_t>(players));
        for (int i = 0; i < players; ++i) order[static_cast<std::size_t>(i)] = i + 1;
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return pointsAfter(event, a) > pointsAfter(event, b); });
        Round round;
        round.number = r;
        for (std::size_t i = 0; i + 1 < order.size(); i += 2) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            const int roll = static_cast<int>((state >> 33) % 3);
            const Outcome white = roll == 0 ? Outcome::Win : roll == 1 ? Outcome::Draw : Outcome::Loss;
            const bool swap = (r + static_cast<int>(i / 2)) % 2 == 1;
            const int a = order[i], b = order[i + 1];
            round.games.push_back(
                Game{static_cast<int>(i / 2) + 1, {{swap ? b : a, white}, {swap ? a : b, mirrored(white)}}, ""});
        }
        if (order.size() % 2 == 1) round.byes.push_back(Bye{order.back(), ByeKind::PairingAllocated});
        event.rounds.push_back(round);
    }
    return event;
}

static double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The best of `runs` timings of `work`, in seconds.
template <typename Work>
static double best(int runs, Work work) {
    double fastest = 1e9;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        fastest = std::min(fastest, secondsSince(start));
    }
    return fastest;
}

int main(int argc, char* argv[]) {
    const int players = argc > 1 ? std::atoi(argv[1]) : 1000;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 9;
    const std::string folder = argc > 3 ? argv[3] : "/tmp";
    const Event event = largeSwiss(players, rounds);
    std::printf("event: %d players, %d rounds\n", players, rounds);

    const double standings = best(3, [&] { computeStandings(event); });
    const double table = best(3, [&] { reportTable(event, ReportKind::WallChart, 0); });
    const std::string chart = folder + "/bench-wallchart.pdf";
    const double pdf = best(3, [&] { writePdfReport(event, ReportKind::WallChart, PdfOptions{}, chart); });
    std::printf("standings (computeStandings):        %.3f s\n", standings);
    std::printf("wall chart table (incl. standings):  %.3f s\n", table);
    std::printf("wall chart PDF, Event to file:       %.3f s  %s\n", pdf,
                pdf < 1.0 ? "(goal < 1 s: met)" : "(goal < 1 s: MISSED)");
    std::printf("standings PDF:                       %.3f s\n", best(3, [&] {
                    writePdfReport(event, ReportKind::Standings, PdfOptions{}, folder + "/bench-standings.pdf");
                }));
    std::printf("pairings PDF (last round):           %.3f s\n", best(3, [&] {
                    writePdfReport(event, ReportKind::Pairings, PdfOptions{}, folder + "/bench-pairings.pdf");
                }));
    std::printf("scoresheets PDF (last round):        %.3f s\n", best(3, [&] {
                    writePdfReport(event, ReportKind::Scoresheets, PdfOptions{}, folder + "/bench-sheets.pdf");
                }));
    std::printf("HTML site (%d rounds):                %.3f s\n", rounds,
                best(3, [&] { writeHtmlSite(event, folder + "/bench-site"); }));
    return pdf < 1.0 ? 0 : 1;
}
