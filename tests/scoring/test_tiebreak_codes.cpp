// Tie-break codes as TRF-26 line 202 writes them, the C.07 edition by start date, and how
// values print and order.
#include <boost/test/unit_test.hpp>

#include "scoring/tiebreaks.h"

using namespace tourney;

BOOST_AUTO_TEST_CASE(codes_read_with_their_modifiers_14) {
    const TiebreakCode cut = parseTiebreakCode("BH/C1");
    BOOST_TEST((cut.name == TiebreakName::Buchholz));
    BOOST_TEST(cut.cut == 1);
    const TiebreakCode median = parseTiebreakCode("bh!m2");
    BOOST_TEST(median.median == 2);
    BOOST_TEST((parseTiebreakCode("GE").name == TiebreakName::RoundsElectedToPlay));
    BOOST_TEST(parseTiebreakCode("DE/P").unplayed_as_played);
    BOOST_TEST(parseTiebreakCode("SB/S").as_swiss);
    BOOST_TEST(*parseTiebreakCode("ARO/U1400").unrated_rating == 1400);
    BOOST_TEST((*parseTiebreakCode("BH/V1").rules == TiebreakRules::Fide2024));
    BOOST_TEST((*parseTiebreakCode("BH/C1/V2").rules == TiebreakRules::Fide2026));
}

BOOST_AUTO_TEST_CASE(koya_limit_reads_percent_half_points_and_points_9_2) {
    BOOST_TEST(parseTiebreakCode("KS/L60").koya_percent == 60);
    BOOST_TEST(parseTiebreakCode("KS/L+1").koya_offset.tenths() == 5);
    BOOST_TEST(parseTiebreakCode("KS/L-2").koya_offset.tenths() == -10);
    BOOST_TEST(parseTiebreakCode("KS/L+1.5").koya_offset.tenths() == 15);
}

BOOST_AUTO_TEST_CASE(codes_print_back_as_written) {
    for (const char* text :
         {"BH/C1", "BH/M1", "SB", "KS/L+1", "KS/L60", "ARO/C1", "DE/P", "AOB/C1", "TPR/U1000", "BH/V1"})
        BOOST_TEST(parseTiebreakCode(text).text() == text);
    BOOST_TEST(parseTiebreakCode("ge").text() == "REP");
}

BOOST_AUTO_TEST_CASE(unknown_codes_and_modifiers_are_refused_with_the_code_named) {
    BOOST_CHECK_THROW(parseTiebreakCode("XYZ"), TiebreakError);
    BOOST_CHECK_THROW(parseTiebreakCode("BH/Q"), TiebreakError);
    BOOST_CHECK_THROW(parseTiebreakCode("BH/C"), TiebreakError);
    BOOST_CHECK_THROW(parseTiebreakCode("BH/V0"), TiebreakError);
    BOOST_CHECK_THROW(parseTiebreakCode("BH/C1/M1"), TiebreakError);
    BOOST_CHECK_THROW(parseTiebreakCode("BH:MP"), TiebreakError);
    try {
        parseTiebreakCode("BH/Q");
    } catch (const TiebreakError& error) {
        BOOST_TEST(std::string(error.what()).find("BH/Q") != std::string::npos);
    }
}

BOOST_AUTO_TEST_CASE(lists_split_on_commas_and_blanks_with_the_primary_score_implied) {
    const auto codes = parseTiebreakList("PTS BH/C1, BH  SB,DE");
    BOOST_TEST_REQUIRE(codes.size() == 4u);
    BOOST_TEST(codes[0].text() == "BH/C1");
    BOOST_TEST(codes[3].text() == "DE");
    BOOST_TEST(parseTiebreakList("").empty());
}

BOOST_AUTO_TEST_CASE(edition_follows_the_start_date) {
    BOOST_TEST((rulesForStartDate("2024-09-01") == TiebreakRules::Fide2024));
    BOOST_TEST((rulesForStartDate("2026-02-28") == TiebreakRules::Fide2024));
    BOOST_TEST((rulesForStartDate("2026-03-01") == TiebreakRules::Fide2026));
    BOOST_TEST((rulesForStartDate("2025/12/31") == TiebreakRules::Fide2024));
    BOOST_TEST((rulesForStartDate("25-12-31") == TiebreakRules::Fide2024));    // TRF yy/mm/dd
    BOOST_TEST((rulesForStartDate("31.12.2025") == TiebreakRules::Fide2024));  // dd.mm.yyyy
    BOOST_TEST((parseRulesEdition("2024") == TiebreakRules::Fide2024));
    BOOST_TEST(!parseRulesEdition("2022"));
}

BOOST_AUTO_TEST_CASE(values_print_exactly_and_undefined_prints_as_fide_does) {
    BOOST_TEST((TiebreakValue{1225, 2, true}.toString() == "12.25"));
    BOOST_TEST((TiebreakValue{1205, 2, true}.toString() == "12.05"));
    BOOST_TEST((TiebreakValue{125, 1, true}.toString() == "12.5"));
    BOOST_TEST(TiebreakValue::count(2039).toString() == "2039");
    BOOST_TEST(TiebreakValue::undefined().toString() == "-0");
}

BOOST_AUTO_TEST_CASE(higher_is_better_except_pairing_number_and_direct_encounter_1) {
    const TiebreakCode bh = parseTiebreakCode("BH");
    const TiebreakCode tpn = parseTiebreakCode("TPN");
    BOOST_TEST(compareValues(bh, TiebreakValue::count(3), TiebreakValue::count(2)) < 0);
    BOOST_TEST(compareValues(tpn, TiebreakValue::count(3), TiebreakValue::count(2)) > 0);
    BOOST_TEST(compareValues(parseTiebreakCode("BH/R"), TiebreakValue::count(3), TiebreakValue::count(2)) > 0);
    // An undefined value ranks after every defined one.
    BOOST_TEST(compareValues(bh, TiebreakValue::undefined(), TiebreakValue::count(0)) > 0);
    BOOST_TEST(compareValues(tpn, TiebreakValue::undefined(), TiebreakValue::count(99)) > 0);
}
