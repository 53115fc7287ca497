// `tourney report` and `tourney publish` as an arbiter runs them: on an event file made with
// the other commands (the storage loads it), and on a TRF file; bad arguments refused with
// the exit codes of app/command.h.
#include "norm_event.h"
#include "sample_events.h"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <iterator>

using namespace tourney::reports::testing;

namespace {

std::string quoted(const std::string& text) { return "'" + text + "'"; }

// Runs `tourney ARGUMENTS` and returns its exit code; stdout and stderr are kept.
struct Run {
    int exit_code;
    std::string output;
};
Run runTourney(const std::string& arguments) {
    const std::string marker = "\nEXIT:";
    const std::string output = commandOutput("{ " + quoted(TOURNEY_BINARY) + " " + arguments + " 2>&1; echo \"" +
                                             "\nEXIT:$?\"; }");
    const auto at = output.rfind(marker);
    return Run{at == std::string::npos ? -1 : std::stoi(output.substr(at + marker.size())), output.substr(0, at)};
}

std::string fileText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// A 10-player chess round robin from the project's demo players, round 1 played, round 2 paired.
std::string demoEvent() {
    const std::string event = scratchPath("demo.tourney");
    std::filesystem::remove(event);
    const std::string players = std::string(TOURNEY_SOURCE_DIR) + "/data/players.csv";
    BOOST_REQUIRE_EQUAL(runTourney("new " + quoted(event) +
                                   " --name 'Dhaka Spring Round Robin 2026' --game chess "
                                   "--system round-robin --city Dhaka --chief-arbiter 'Karim, Nadia'")
                            .exit_code,
                        0);
    BOOST_REQUIRE_EQUAL(runTourney("player import " + quoted(event) + " " + quoted(players)).exit_code, 0);
    BOOST_REQUIRE_EQUAL(runTourney("pair " + quoted(event)).exit_code, 0);
    for (int board = 1; board <= 5; ++board)
        BOOST_REQUIRE_EQUAL(runTourney("result " + quoted(event) + " 1 " + std::to_string(board) + " " +
                                       (board % 2 ? "1-0" : "1/2-1/2"))
                                .exit_code,
                            0);
    BOOST_REQUIRE_EQUAL(runTourney("pair " + quoted(event)).exit_code, 0);
    return event;
}

}  // namespace

BOOST_AUTO_TEST_CASE(report_prints_every_kind_from_an_event_file) {
    const std::string event = demoEvent();
    for (const char* kind : {"pairings", "standings", "crosstable", "wallchart", "scoresheets"}) {
        const std::string out = scratchPath(std::string("demo-") + kind + ".pdf");
        const Run run = runTourney("report " + quoted(event) + " " + kind + " -o " + quoted(out));
        BOOST_TEST_CONTEXT(kind << ": " << run.output) {
            BOOST_TEST(run.exit_code == 0);
            const std::string text = pdfText(out);
            BOOST_TEST(text.find("Dhaka Spring Round Robin 2026") != std::string::npos);
            BOOST_TEST(text.find("Kowalczyk, Marta") != std::string::npos);
            BOOST_TEST(text.find("রহমান, তানভীর") != std::string::npos);
        }
    }
    // Round 1's results after it: a decisive game and a draw on the first two boards.
    BOOST_TEST(
        runTourney("report " + quoted(event) + " pairings --round 1 -o " + quoted(scratchPath("demo-pairings-1.pdf")))
            .exit_code == 0);
    const std::string text = pdfText(scratchPath("demo-pairings-1.pdf"));
    BOOST_TEST(text.find("1-0") != std::string::npos);
    BOOST_TEST(text.find("½-½") != std::string::npos);
    BOOST_TEST(text.find("Chief Arbiter: Karim, Nadia") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(report_writes_csv_when_the_output_ends_in_csv) {
    const std::string out = scratchPath("standings.csv");
    const Run run = runTourney("report " + quoted(fixture("dutch/s000_n9_r5.trf")) + " standings -o " + quoted(out));
    BOOST_TEST(run.exit_code == 0, run.output);
    const std::string csv = fileText(out);
    BOOST_TEST(csv.rfind("Rk,No,Ti,Name,Fed,Rtg,Pts", 0) == 0, csv);
    BOOST_TEST(csv.find('\xC2') == std::string::npos);  // no ½ sign: halves as decimals
}

BOOST_AUTO_TEST_CASE(report_refuses_bad_arguments_with_the_documented_exit_codes) {
    const std::string trf = quoted(fixture("dutch/s000_n9_r5.trf"));
    const std::string out = scratchPath("refused.pdf");
    BOOST_TEST(runTourney("report " + trf + " standings").exit_code == 1);                 // no -o
    BOOST_TEST(runTourney("report " + trf + " medals -o " + quoted(out)).exit_code == 1);  // unknown kind
    const Run late = runTourney("report " + trf + " pairings --round 6 -o " + quoted(out));
    BOOST_TEST(late.exit_code == 2);
    BOOST_TEST(late.output.find("--round") != std::string::npos, late.output);
    BOOST_TEST(runTourney("report " + trf + " standings --paper a3 -o " + quoted(out)).exit_code == 2);
    const Run missing = runTourney("report /nonexistent/event.trf standings -o " + quoted(out));
    BOOST_TEST(missing.exit_code == 2);
    BOOST_TEST(missing.output.find("/nonexistent/event.trf") != std::string::npos, missing.output);
    BOOST_TEST(!std::filesystem::exists(out));
    BOOST_TEST(runTourney("report --help").exit_code == 0);
}

// Issue 32 item 6, B.01 1.4: `report FILE it1 --player N` prints that player's norm
// certificates, from a TRF too; a player without a norm, and it1 as CSV, are refused.
BOOST_AUTO_TEST_CASE(report_prints_norm_certificates_it1_and_it3_b01_1_4) {
    const std::string trf = scratchPath("norm.trf");
    {
        std::ofstream out(trf, std::ios::binary);
        tourney::formats::writeTrf(out, tourney::testing::normEvent());
    }
    const std::string it1 = scratchPath("norm-it1.pdf");
    const Run printed = runTourney("report " + quoted(trf) + " it1 --player 1 -o " + quoted(it1));
    BOOST_TEST(printed.exit_code == 0, printed.output);
    const std::string text = pdfText(it1);
    BOOST_TEST(text.find("IT1 Certificate of title norm: GM") != std::string::npos, text);
    BOOST_TEST(lineWith(text, {"Player", "Hopeful, Hari"}) != "");
    const std::string it3 = scratchPath("norm-it3.pdf");
    BOOST_TEST(runTourney("report " + quoted(trf) + " it3 -o " + quoted(it3)).exit_code == 0);
    BOOST_TEST(lineWith(pdfText(it3), {"Hopeful, Hari", "GM", "2389", "2609"}) != "");
    const Run none = runTourney("report " + quoted(trf) + " it1 --player 2 -o " + quoted(scratchPath("none.pdf")));
    BOOST_TEST(none.exit_code == 2);
    BOOST_TEST(none.output.find("achieved no title norm") != std::string::npos, none.output);
    BOOST_TEST(runTourney("report " + quoted(trf) + " it1 -o " + quoted(scratchPath("it1.csv"))).exit_code == 2);
}

BOOST_AUTO_TEST_CASE(publish_writes_the_site_with_a_page_per_round) {
    const std::string site = scratchPath("site");
    const Run run = runTourney("publish " + quoted(fixture("dutch/s000_n9_r5.trf")) + " --html " + quoted(site));
    BOOST_TEST(run.exit_code == 0, run.output);
    for (const char* file :
         {"index.html", "round-1.html", "round-5.html", "standings.html", "wallchart.html", "style.css"})
        BOOST_TEST(std::filesystem::exists(site + "/" + file), file);
    BOOST_TEST(runTourney("publish " + quoted(fixture("dutch/s000_n9_r5.trf"))).exit_code == 1);
}
