// `tourney report` and `tourney publish` as an arbiter runs them: on an event file made with
// the other commands (the storage loads it), and on a TRF file; bad arguments refused with
// the exit codes of app/command.h.
#include "norm_event.h"
#include "sample_events.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
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

namespace {

// The QR codes zbarimg (Debian's zbar-tools) reads on page `page` of a PDF drawn at 200 dpi by
// pdftoppm, one text a line, sorted.
std::vector<std::string> qrCodesOn(const std::string& pdf, int page) {
    const std::string image = scratchPath("qr-page");
    commandOutput("pdftoppm -r 200 -png -f " + std::to_string(page) + " -l " + std::to_string(page) + " -singlefile " +
                  quoted(pdf) + " " + quoted(image));
    std::vector<std::string> codes;
    std::istringstream lines(commandOutput("zbarimg -q --raw " + quoted(image + ".png")));
    for (std::string line; std::getline(lines, line);)
        if (!line.empty()) codes.push_back(line);
    std::sort(codes.begin(), codes.end());
    return codes;
}

int pageCount(const std::string& pdf) {
    const std::string info = pdfInfo(pdf);
    const std::size_t at = info.find("Pages:");
    return at == std::string::npos ? 0 : std::stoi(info.substr(at + 6));
}

const std::string kSite = "https://chess.example.org/events/spring";

}  // namespace

// Issue 36, paper and screens: a pairing card per board (round, board, both players with start
// number, rating and club), a badge per player, the boards' numbers; each card and badge has a
// QR code that reads back as the player's page on the event's site.
BOOST_AUTO_TEST_CASE(issue_36_pairing_cards_badges_and_table_numbers_with_qr_codes) {
    const std::string event = demoEvent();
    BOOST_REQUIRE_EQUAL(runTourney("player edit " + quoted(event) + " 2 --club 'Warszawa Hetman'").exit_code, 0);
    const std::string cards = scratchPath("cards.pdf");
    const Run printed = runTourney("report " + quoted(event) + " pairing-cards --round 2 --site-url " + kSite +
                                   "/ -o " + quoted(cards));
    BOOST_REQUIRE_MESSAGE(printed.exit_code == 0, printed.output);
    const std::string text = pdfText(cards);
    BOOST_TEST(pageCount(cards) == 1);  // five boards, six to a page
    for (int board = 1; board <= 5; ++board)
        BOOST_TEST(lineWith(text, {"Round 2", "Board " + std::to_string(board)}) != "", board);
    BOOST_TEST(text.find("Kowalczyk, Marta") != std::string::npos, text);
    BOOST_TEST(text.find("রহমান, তানভীর") != std::string::npos, text);
    BOOST_TEST(text.find("Warszawa Hetman") != std::string::npos, text);
    BOOST_TEST(text.find("Rating 2312") != std::string::npos, text);
    BOOST_TEST(lineWith(text, {"White", "No"}) != "", text);
    BOOST_TEST(lineWith(text, {"1-0", "½-½", "0-1"}) != "", text);
    std::vector<std::string> expected;
    for (int player = 1; player <= 10; ++player) expected.push_back(kSite + "/players/" + std::to_string(player));
    std::sort(expected.begin(), expected.end());
    BOOST_TEST(qrCodesOn(cards, 1) == expected, boost::test_tools::per_element());  // both players of each board

    const std::string badges = scratchPath("badges.pdf");
    BOOST_REQUIRE_EQUAL(
        runTourney("report " + quoted(event) + " badges --site-url " + kSite + " -o " + quoted(badges)).exit_code, 0);
    BOOST_TEST(pageCount(badges) == 2);  // ten players, eight to a page
    const std::string badge_text = pdfText(badges);
    BOOST_TEST(badge_text.find("হোসেন, ফারহানা") != std::string::npos, badge_text);
    BOOST_TEST(badge_text.find("Start number") != std::string::npos);
    BOOST_TEST(lineWith(badge_text, {"WIM", "·", "POL"}) != "", badge_text);
    const std::vector<std::string> first = qrCodesOn(badges, 1), second = qrCodesOn(badges, 2);
    BOOST_TEST(first.size() == 8u);
    BOOST_TEST(second.size() == 2u);
    std::vector<std::string> read = first;
    read.insert(read.end(), second.begin(), second.end());
    std::sort(read.begin(), read.end());
    BOOST_TEST(read == expected, boost::test_tools::per_element());

    const std::string numbers = scratchPath("numbers.pdf");
    BOOST_REQUIRE_EQUAL(runTourney("report " + quoted(event) + " table-numbers -o " + quoted(numbers)).exit_code, 0);
    BOOST_TEST(pageCount(numbers) == 3);  // five boards, two to a page
    BOOST_TEST(pdfPageText(numbers, 3).find('5') != std::string::npos, pdfPageText(numbers, 3));

    // In Bengali with Bengali digits: every label translated, the numbers in ০-৯.
    const std::string bengali = scratchPath("cards-bn.pdf");
    BOOST_REQUIRE_EQUAL(runTourney("--lang bn --digits bengali report " + quoted(event) + " pairing-cards --no-qr -o " +
                                   quoted(bengali))
                            .exit_code,
                        0);
    const std::string bn = pdfText(bengali);
    BOOST_TEST(bn.find("Board") == std::string::npos, bn);
    BOOST_TEST(bn.find("White") == std::string::npos, bn);
    BOOST_TEST(bn.find("২৩১২") != std::string::npos, bn);  // Kowalczyk's rating
    BOOST_TEST(qrCodesOn(bengali, 1).empty());             // --no-qr
}

// Issue 36: the hall's paper refuses what it cannot print, naming the argument, and writes nothing.
BOOST_AUTO_TEST_CASE(issue_36_the_halls_paper_refuses_bad_input_naming_the_argument) {
    const std::string event = demoEvent();
    const std::string out = scratchPath("hall-refused.pdf");
    std::filesystem::remove(out);
    const Run no_site = runTourney("report " + quoted(event) + " badges -o " + quoted(out));
    BOOST_TEST(no_site.exit_code == 2);
    BOOST_TEST(no_site.output.find("--site-url") != std::string::npos, no_site.output);
    const Run cards_no_site = runTourney("report " + quoted(event) + " pairing-cards -o " + quoted(out));
    BOOST_TEST(cards_no_site.exit_code == 2);
    BOOST_TEST(cards_no_site.output.find("--site-url") != std::string::npos, cards_no_site.output);
    const Run ftp = runTourney("report " + quoted(event) + " badges --site-url ftp://x.org -o " + quoted(out));
    BOOST_TEST(ftp.exit_code == 2);
    BOOST_TEST(ftp.output.find("argument --site-url") != std::string::npos, ftp.output);
    const Run spaced = runTourney("report " + quoted(event) + " badges --site-url 'https://x.org/my event' -o " +
                                  quoted(out));
    BOOST_TEST(spaced.exit_code == 2);
    BOOST_TEST(spaced.output.find("argument --site-url") != std::string::npos, spaced.output);
    for (const char* kind : {"pairing-cards", "table-numbers"}) {
        const Run late = runTourney("report " + quoted(event) + " " + kind + " --no-qr --round 3 -o " + quoted(out));
        BOOST_TEST(late.exit_code == 2, kind);
        BOOST_TEST(late.output.find("--round") != std::string::npos, late.output);
    }
    const Run as_csv = runTourney("report " + quoted(event) + " badges --no-qr -o " + quoted(scratchPath("b.csv")));
    BOOST_TEST(as_csv.exit_code == 2, as_csv.output);
    BOOST_TEST(!std::filesystem::exists(out));
    BOOST_TEST(!std::filesystem::exists(scratchPath("b.csv")));
}
