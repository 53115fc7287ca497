// Issue 32 item 6: FIDE's title norm forms as PDF, read back with pdftotext. IT1, the
// certificate of a title norm (one for each norm achieved, B.01 1.4), and IT3, the tournament
// report, carry the event, its dates, place and arbiters, the player, his opponents with their
// titles, ratings, federations and results, the rating average, the performance and the norm.
#include "norm_event.h"
#include "reports/labels.h"
#include "reports/pdf_report.h"
#include "sample_events.h"
#include "tournament/norm_forms.h"
#include "tournament/refusal.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::reports::testing;
using tourney::testing::normEvent;

namespace {

// The norm event with what a real one records: place, dates, arbiters, rate of play, FIDE ids.
Event certifiedEvent() {
    Event event = normEvent();
    event.info.city = "Dhaka";
    event.info.federation = "BAN";
    event.info.start_date = "2026-03-01";
    event.info.end_date = "2026-03-09";
    event.info.chief_arbiter = "Rahman, Arif";
    event.info.deputy_arbiters = "Khan, Sadia";
    event.info.time_control = "90'+30\"";
    event.planned_rounds = 9;
    event.system = PairingSystem::Swiss;
    for (Player& player : event.players) player.fide_id = std::to_string(5000000 + player.start_no);
    event.players[0].birth_date = "2008-05-17";
    event.players[0].birth_year = 2008;
    return event;
}

std::string printed(const Event& event, tournament::ReportKind kind, int player, const std::string& name) {
    const std::string path = scratchPath(name);
    reports::PdfOptions options;
    options.player = player;
    reports::writePdfReport(event, kind, options, path);
    return pdfText(path);
}

}  // namespace

// B.01 1.4: player 1 achieved a GM and an IM norm: two certificates, each with the event, the
// player, the figures of its norm and the nine games.
BOOST_AUTO_TEST_CASE(it1_holds_the_event_the_player_his_opponents_and_the_norm_b01_1_4) {
    const Event event = certifiedEvent();
    BOOST_TEST(tournament::normCertificates(event, 0).size() == 2u);
    const std::string text = printed(event, tournament::ReportKind::NormCertificates, 1, "it1.pdf");
    BOOST_TEST(pdfPages(scratchPath("it1.pdf")) == 2);
    for (const char* expected : {"IT1 Certificate of title norm: GM", "GM norm", "IM norm", "Norm Open", "Dhaka (BAN)",
                                 "2026-03-01 - 2026-03-09", "Rahman, Arif", "Khan, Sadia", "90'+30\"", "Swiss",
                                 "Hopeful, Hari", "5000001", "IND", "2008-05-17"})
        BOOST_TEST(text.find(expected) != std::string::npos, expected);
    // The figures of tests/reports/test_norms_report.cpp: GM Ra 2389, Rp 2609; IM Ra 2378, Rp 2598.
    BOOST_TEST(lineWith(text, {"Ra", "2389"}) != "");
    BOOST_TEST(lineWith(text, {"Rp", "2609"}) != "");
    BOOST_TEST(lineWith(text, {"Ra", "2378"}) != "");
    BOOST_TEST(lineWith(text, {"Rp", "2598"}) != "");
    BOOST_TEST(lineWith(text, {"Score", "7"}) != "");
    // Each game: round, opponent, title, FIDE id, federation, rating, result.
    BOOST_TEST(lineWith(text, {"1", "Opponent 2", "GM", "5000002", "IND", "2550", "1"}) != "");
    BOOST_TEST(lineWith(text, {"6", "Opponent 7", "FM", "5000007", "FRA", "2350", "1"}) != "");
    BOOST_TEST(lineWith(text, {"9", "Opponent 10", "5000010", "FRA", "2100", "0"}) != "");
}

// IT3: the event, the counts of players, federations and titleholders, and the norms achieved.
BOOST_AUTO_TEST_CASE(it3_reports_the_event_and_the_norms_achieved_b01_1_4) {
    const std::string text = printed(certifiedEvent(), tournament::ReportKind::TournamentReport, 0, "it3.pdf");
    for (const char* expected : {"IT3 Tournament report", "Norm Open", "Dhaka (BAN)", "2026-03-01 - 2026-03-09",
                                 "Rahman, Arif", "Norms achieved", "FM 1, GM 3, IM 2"})
        BOOST_TEST(text.find(expected) != std::string::npos, expected);
    BOOST_TEST(lineWith(text, {"Players", "10"}) != "");
    BOOST_TEST(lineWith(text, {"Federations", "3"}) != "");
    BOOST_TEST(lineWith(text, {"Hopeful, Hari", "5000001", "IND", "GM", "9", "7", "2389", "2609"}) != "");
    BOOST_TEST(lineWith(text, {"Hopeful, Hari", "5000001", "IND", "IM", "9", "7", "2378", "2598"}) != "");
    BOOST_TEST(lineWith(text, {"Opponent 2", "GM", "5000002", "IND", "2550"}) != "");
}

// No certificate for a player without a norm, nor for one the event does not have.
BOOST_AUTO_TEST_CASE(it1_is_refused_for_a_player_without_a_norm_b01_1_4) {
    const Event event = certifiedEvent();
    BOOST_CHECK_THROW(tournament::normCertificates(event, 2), tournament::Refusal);
    BOOST_CHECK_THROW(tournament::normCertificates(event, 11), tournament::NotInEvent);
    Event no_norm = event;
    no_norm.rounds[8].games[0].rated = false;  // 1.4.2c: eight games, no unplayed win
    no_norm.rounds[7].games[0].rated = false;
    BOOST_CHECK_THROW(tournament::normCertificates(no_norm, 0), tournament::Refusal);
    BOOST_TEST(tournament::tournamentReportForm(no_norm).tables[0].notes.front() == "No player achieved a norm.");
}

// Issue 31 item 5: FIDE takes its norm forms in English, so they print in English with ASCII
// digits under `--lang bn --digits bengali` too; the other reports keep the language chosen.
BOOST_AUTO_TEST_CASE(item_5_the_norm_forms_stay_english_whatever_the_interface_speaks) {
    reports::ReportLanguage bengali;
    bengali.translate = [](const std::string& english) { return english == "Players" ? "খেলোয়াড়" : english; };
    bengali.digits = reports::Digits::Bengali;
    bengali.code = "bn";
    reports::setReportLanguage(bengali);
    const std::string text = printed(certifiedEvent(), tournament::ReportKind::TournamentReport, 0, "it3_bn.pdf");
    reports::setReportLanguage({});
    BOOST_TEST(lineWith(text, {"Players", "10"}) != "", text);
    BOOST_TEST(text.find("খেলোয়াড়") == std::string::npos, text);
    BOOST_TEST(text.find("Page 1 of") != std::string::npos, text);
    reports::setReportLanguage(bengali);
    BOOST_TEST(reports::label("Players") == "খেলোয়াড়");  // the language comes back after the forms
    BOOST_TEST(reports::label("Round 10") == "Round ১০");
    reports::setReportLanguage({});
}
