// Rating-based tie-breaks (C.07 §10): games played over the board only, results on the
// 1/½/0 scale whatever the point system, and no value at all for unrated players unless the
// regulations set a rating for them.
#include <boost/test/unit_test.hpp>

#include "scoring/tiebreaks.h"
#include "trf_text.h"

using namespace tourney;
using tourney::test::lastRoundForfeitRows;
using tourney::test::trfEvent;

using Texts = std::vector<std::string>;

static Texts values(const Event& event, const std::string& code, std::optional<int> unrated = std::nullopt) {
    TiebreakSettings settings;
    settings.unrated_rating = unrated;
    const auto columns = computeTiebreaks(event, {parseTiebreakCode(code)}, settings);
    Texts text;
    for (const TiebreakValue& value : columns[0]) text.push_back(value.toString());
    return text;
}

BOOST_AUTO_TEST_CASE(average_rating_of_opponents_leaves_out_unplayed_rounds_10_1) {
    const Event event = trfEvent(lastRoundForfeitRows()).event;
    BOOST_TEST(values(event, "ARO")[0] == "2039");     // 8156 / 4, the bye left out
    BOOST_TEST(values(event, "ARO/C1")[0] == "2085");  // 1900 cut: 6256 / 3 rounded
    BOOST_TEST(values(event, "ARO")[1] == "2034");     // P2's forfeit win is no game: 8134 / 4
}

BOOST_AUTO_TEST_CASE(performance_rating_adds_the_difference_of_the_percentage_10_2) {
    const Event event = trfEvent(lastRoundForfeitRows()).event;
    BOOST_TEST(values(event, "TPR")[0] == "2839");  // 100 %: +800
    BOOST_TEST(values(event, "TPR")[5] == "1812");  // 0.5 of 3 = 17 %: 2085 - 273
}

BOOST_AUTO_TEST_CASE(perfect_performance_is_the_lowest_rating_expected_to_score_as_much_10_3) {
    const Event event = trfEvent(lastRoundForfeitRows()).event;
    BOOST_TEST(values(event, "PTP")[0] == "3058");  // a perfect score: highest opponent + 736
}

BOOST_AUTO_TEST_CASE(players_without_games_have_no_performance_and_zero_scores_drop_800) {
    const Event event = trfEvent({{2000, {"2 w 1"}}, {1800, {"1 b 0"}}, {1700, {"0000 - U"}}}).event;
    BOOST_TEST(values(event, "TPR") == (Texts{"2600", "1200", "-0"}));
    BOOST_TEST(values(event, "PTP")[1] == "1200");
    BOOST_TEST(values(event, "APRO") == (Texts{"1200", "2600", "-0"}));
    BOOST_TEST(values(event, "RTNG") == (Texts{"2000", "1800", "1700"}));
}

BOOST_AUTO_TEST_CASE(rating_tie_breaks_use_one_half_zero_in_any_point_system_10) {
    const Event event =
        trfEvent({{2000, {"2 w 1"}}, {1800, {"1 b 0"}}, {1700, {"0000 - U"}}}, "162 W 3.0    D 1.0\n").event;
    BOOST_TEST(values(event, "TPR")[0] == "2600");
    BOOST_TEST(values(event, "BH")[0] == "0.0");
    BOOST_TEST(values(event, "WIN")[2] == "1");  // the PAB is worth a win, 3 points
}

BOOST_AUTO_TEST_CASE(unrated_players_stop_rating_tie_breaks_unless_a_rating_is_set) {
    auto rows = lastRoundForfeitRows();
    rows[2].rating = 0;
    const Event event = trfEvent(rows).event;
    for (const char* code : {"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"})
        BOOST_CHECK_THROW(values(event, code), TiebreakError);
    try {
        values(event, "ARO");
    } catch (const TiebreakError& error) {
        BOOST_TEST(std::string(error.what()).find("start number 3") != std::string::npos);
    }
    BOOST_TEST(values(event, "ARO/U2000")[0] == "2039");
    BOOST_TEST(values(event, "ARO", 2000)[0] == "2039");
    BOOST_TEST(values(event, "RTNG", 1500)[2] == "1500");
    BOOST_TEST(values(event, "BH")[0] == "12.0");  // other tie-breaks are unaffected
}

BOOST_AUTO_TEST_CASE(unrated_players_can_leave_rating_tie_breaks_undefined_as_fide_tool_does) {
    auto rows = lastRoundForfeitRows();
    rows[2].rating = 0;
    const Event event = trfEvent(rows).event;
    TiebreakSettings settings;
    settings.unrated_as_undefined = true;
    const auto columns = computeTiebreaks(event, parseTiebreakList("ARO APRO RTNG BH"), settings);
    for (std::size_t code = 0; code < 3; ++code)
        for (const TiebreakValue& value : columns[code]) BOOST_TEST(value.toString() == "-0");
    BOOST_TEST(columns[3][0].toString() == "12.0");
}
