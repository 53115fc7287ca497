// The HTML site and the CSV tables: every text escaped, every page present, halves as decimals.
#include "reports/html_site.h"
#include "reports/table_formats.h"
#include "sample_events.h"
#include "tournament/report_kind.h"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <iterator>
#include <sstream>

using namespace tourney;
using namespace tourney::reports;
using namespace tourney::tournament;
using namespace tourney::reports::testing;

namespace {

std::string fileText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

BOOST_AUTO_TEST_CASE(html_escape_replaces_the_five_markup_characters) {
    BOOST_TEST(htmlEscape("<b>Tom & \"Jerry\" O'Neil</b>") ==
               "&lt;b&gt;Tom &amp; &quot;Jerry&quot; O&#39;Neil&lt;/b&gt;");
    BOOST_TEST(htmlEscape("Иванов রহমান") == "Иванов রহমান");  // UTF-8 passes through
}

BOOST_AUTO_TEST_CASE(site_of_a_round_robin_has_rounds_standings_and_crosstable_all_escaped) {
    Event event = roundRobinEvent(6, 5);
    event.players[3].name = "<script>alert('x')</script>";
    event.info.chief_arbiter = "Rahman & Sons \"Ltd\"";
    const std::string site = scratchPath("rr-site");
    const auto files = writeHtmlSite(event, site);
    for (const char* file : {"index.html", "schedule.html", "round-1.html", "round-5.html", "standings.html",
                             "crosstable.html", "style.css"})
        BOOST_TEST(std::filesystem::exists(site + "/" + file), file);
    BOOST_TEST(!std::filesystem::exists(site + "/wallchart.html"));
    // Style, index, players, players by name, schedule, five rounds, standings, crosstable,
    // rating changes, six player cards.
    BOOST_TEST(files.size() == 20u);
    BOOST_TEST(std::filesystem::exists(site + "/alphabetical.html"));
    BOOST_TEST(std::filesystem::exists(site + "/ratings.html"));
    BOOST_TEST(std::filesystem::exists(site + "/norms.html"));
    BOOST_TEST(std::filesystem::exists(site + "/player-4.html"));

    for (const std::string& file : files) {
        if (file == "style.css") continue;
        const std::string html = fileText(site + "/" + file);
        BOOST_TEST_CONTEXT(file) {
            BOOST_TEST(html.find("<script>") == std::string::npos);
            BOOST_TEST(html.find("Dhaka Spring &lt;Open&gt; &amp; Co") != std::string::npos);
            BOOST_TEST(html.find("Rahman &amp; Sons &quot;Ltd&quot;") != std::string::npos);
            BOOST_TEST(html.find("name=\"viewport\"") != std::string::npos);  // phones
        }
    }
    const std::string standings = fileText(site + "/standings.html");
    BOOST_TEST(standings.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;") != std::string::npos);
    BOOST_TEST(standings.find("রহমান, আলী") != std::string::npos);
    BOOST_TEST(standings.find("Иванов, Пётр") != std::string::npos);
    const std::string crosstable = fileText(site + "/crosstable.html");
    BOOST_TEST(crosstable.find("<td class=\"c s\"></td>") != std::string::npos);  // the shaded diagonal
    BOOST_TEST(fileText(site + "/style.css").find("@media print") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(site_of_a_swiss_event_has_a_wall_chart) {
    const Event event = swissEvent();
    const std::string site = scratchPath("swiss-site");
    writeHtmlSite(event, site);
    BOOST_TEST(std::filesystem::exists(site + "/wallchart.html"));
    BOOST_TEST(std::filesystem::exists(site + "/round-9.html"));
    const std::string chart = fileText(site + "/wallchart.html");
    for (const Player& player : event.players) BOOST_TEST(chart.find(htmlEscape(player.name)) != std::string::npos);
}

// Issue 37: each round's published pairings say what the checker (tourney engine -c) finds:
// the Dutch engine pairs the round the same way, or otherwise when it was changed by hand.
// Round robins say nothing of it.
BOOST_AUTO_TEST_CASE(issue37_a_rounds_page_says_the_checker_verified_its_pairings) {
    Event event = swissEvent();
    const std::string same = "Checked by tourney engine -c: the engine of C.04.3 pairs this round the same way.";
    BOOST_TEST(sitePage(event, "round-3", SiteLinks::Served)->find(same) != std::string::npos);
    std::vector<Game>& games = event.rounds[8].games;
    std::swap(games[0].seats[1].player, games[1].seats[1].player);
    const std::string changed = *sitePage(event, "round-9", SiteLinks::Served);
    BOOST_TEST(changed.find("the engine of C.04.3 pairs this round otherwise (changed by hand).") != std::string::npos);
    BOOST_TEST(sitePage(roundRobinEvent(4, 1), "round-1", SiteLinks::Served)->find("tourney engine -c") ==
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(publishing_again_removes_pages_the_event_no_longer_has) {
    Event event = roundRobinEvent(6, 5);
    const std::string site = scratchPath("shrinking-site");
    writeHtmlSite(event, site);
    BOOST_TEST(std::filesystem::exists(site + "/round-5.html"));
    std::ofstream(site + "/notes.html") << "the organiser's own page";
    std::ofstream(site + "/round-5b.html") << "nor is this one";
    event.rounds.pop_back();  // round 5 unpaired
    writeHtmlSite(event, site);
    BOOST_TEST(!std::filesystem::exists(site + "/round-5.html"));
    BOOST_TEST(std::filesystem::exists(site + "/round-4.html"));
    BOOST_TEST(std::filesystem::exists(site + "/notes.html"));  // not Tourney's: left alone
    BOOST_TEST(std::filesystem::exists(site + "/round-5b.html"));
}

BOOST_AUTO_TEST_CASE(standings_say_after_which_complete_round_they_stand) {
    Event event = roundRobinEvent(6, 5);
    for (Seat& seat : event.rounds[4].games[0].seats) seat.outcome = Outcome::Pending;
    const std::string page = *sitePage(event, "standings", SiteLinks::Served);
    BOOST_TEST(page.find("Standings after round 4 of 5, round 5 in progress") != std::string::npos);
    BOOST_TEST(page.find("after round 5") == std::string::npos);
    BOOST_TEST(page.find("href=\"/rounds/5\"") != std::string::npos);  // served links
    BOOST_TEST(!sitePage(event, "round-6", SiteLinks::Served));
}

BOOST_AUTO_TEST_CASE(csv_quotes_fields_with_commas_and_quotes_and_writes_halves_as_decimals) {
    BOOST_TEST(csvField("Šarić, Ivan") == "\"Šarić, Ivan\"");
    BOOST_TEST(csvField("say \"hi\"") == "\"say \"\"hi\"\"\"");
    BOOST_TEST(csvField("plain") == "plain");
    Table table;
    table.columns = {{"Name"}, {"Pts"}, {"Result"}};
    table.rows = {{"Šarić, Ivan", "2½", "½ - ½"}, {"Lee", "½", "1 - 0"}};
    const TableOutput file{true, true, true};
    BOOST_TEST(csvTable(table, file) == "Name,Pts,Result\r\n\"Šarić, Ivan\",2.5,0.5 - 0.5\r\nLee,0.5,1 - 0\r\n");
    BOOST_TEST(csvTable(table) == "Name,Pts,Result\n\"Šarić, Ivan\",2.5,0.5 - 0.5\nLee,0.5,1 - 0\n");
}

BOOST_AUTO_TEST_CASE(standings_csv_rows_follow_the_ranking) {
    const Event event = roundRobinEvent(6, 5);
    std::istringstream lines(csvTable(reportTable(event, ReportKind::Standings, 0), {true, true, true}));
    std::string header;
    std::getline(lines, header);
    BOOST_TEST(header == "Rk,No,Ti,Name,Fed,Rtg,Pts,SB,DE\r");
    int rows = 0;
    for (std::string line; std::getline(lines, line);) ++rows;
    BOOST_TEST(rows == 6);
}

BOOST_AUTO_TEST_CASE(before_round_1_the_site_shows_the_starting_list_and_the_list_by_name) {
    const Event event = roundRobinEvent(6, 0);
    const std::string site = scratchPath("starting-site");
    const auto files = writeHtmlSite(event, site);
    BOOST_TEST(std::filesystem::exists(site + "/players.html"));
    BOOST_TEST(!std::filesystem::exists(site + "/ratings.html"));  // nothing played yet
    BOOST_TEST(!std::filesystem::exists(site + "/norms.html"));
    const std::string players = fileText(site + "/players.html");
    BOOST_TEST(players.find("Šarić, Ivan") < players.find("Иванов, Пётр"));  // by start number
    // By name: Lefèvre is not among six; Müller (4), O'Brien (5), Øster (6), Šarić (1), then the
    // Cyrillic and Bengali names (UTF-8 sorts Latin before them).
    const std::string by_name = fileText(site + "/alphabetical.html");
    BOOST_TEST(by_name.find("Müller, Jürgen") < by_name.find("O&#39;Brien, Seán"));
    BOOST_TEST(by_name.find("Šarić, Ivan") < by_name.find("Иванов, Пётр"));
    BOOST_TEST(by_name.find("Иванов, Пётр") < by_name.find("রহমান, আলী"));
}

BOOST_AUTO_TEST_CASE(a_players_page_shows_rating_changes_and_tie_breaks) {
    const Event event = roundRobinEvent(6, 5);
    const std::string card = *sitePage(event, "player-1", SiteLinks::Files);
    BOOST_TEST(card.find(">Exp</th>") != std::string::npos);
    BOOST_TEST(card.find("new rating") != std::string::npos);
    BOOST_TEST(card.find("tie-breaks: SB") != std::string::npos);
}

// The recheck of issue 31: a Chaturaji Swiss had its wall chart as `report wallchart` but no
// /wallchart page and no link. The site serves and links what tournament::resultGrids names,
// as the reports print them; the crosstable, which `report` refuses at tables, is no page.
BOOST_AUTO_TEST_CASE(issue_31_a_chaturaji_site_serves_and_links_its_wall_chart_and_meetings) {
    Event event = chaturajiEvent();
    event.tiebreaks = {"GP"};  // the sample's own are for boards of two
    BOOST_TEST((resultGrids(event) == std::vector<ReportKind>{ReportKind::Meetings, ReportKind::WallChart}));
    const auto chart = sitePage(event, "wallchart", SiteLinks::Served);
    BOOST_TEST_REQUIRE(chart.has_value());
    BOOST_TEST(chart->find("Wall chart") != std::string::npos);
    BOOST_TEST(sitePage(event, "meetings", SiteLinks::Served).has_value());
    BOOST_TEST(!sitePage(event, "crosstable", SiteLinks::Served).has_value());
    const std::string standings = *sitePage(event, "standings", SiteLinks::Served);
    BOOST_TEST(standings.find("href=\"/wallchart\"") != std::string::npos);
    BOOST_TEST(standings.find("href=\"/meetings\"") != std::string::npos);
    BOOST_TEST(standings.find("href=\"/crosstable\"") == std::string::npos);
    const std::string site = scratchPath("chaturaji-site");
    writeHtmlSite(event, site);
    BOOST_TEST(std::filesystem::exists(site + "/wallchart.html"));
    BOOST_TEST(std::filesystem::exists(site + "/meetings.html"));
}

// Issue 34: a served event's pages link each other under its address, and a round's page links
// the round's live feed; a published folder's pages link neither.
BOOST_AUTO_TEST_CASE(issue_34_a_served_round_links_its_feed_and_pages_stay_under_the_event) {
    const Event event = roundRobinEvent(6, 5);
    const std::string round = *sitePage(event, "round-2", SiteLinks::servedUnder("/events/open", "/feed/open"));
    BOOST_TEST(round.find("<a href=\"/feed/open/rounds/2.trf\">TRF</a>") != std::string::npos, round);
    BOOST_TEST(round.find("<a href=\"/feed/open/rounds/2.json\">JSON</a>") != std::string::npos, round);
    BOOST_TEST(round.find("href=\"/events/open/standings\"") != std::string::npos, round);
    BOOST_TEST(round.find("href=\"/events/open/\"") != std::string::npos, round);  // the event's own index
    const std::string published = *sitePage(event, "round-2", SiteLinks::Files);
    BOOST_TEST(published.find("/feed/") == std::string::npos, published);
    BOOST_TEST(published.find("href=\"standings.html\"") != std::string::npos);
}
