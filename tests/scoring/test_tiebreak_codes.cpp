// Tie-break codes as TRF-26 line 202 writes them, the C.07 edition by start date, and how
// values print and order.
#include <boost/test/unit_test.hpp>

#include "scoring/tiebreaks.h"
#include "trf_text.h"

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

// --- Draughts (docs/draughts.md) ---------------------------------------------------------

BOOST_AUTO_TEST_CASE(truncated_solkoff_drops_the_lowest_score_unless_told_more_fmjd_swiss) {
    // FMJD Annexes 2024 (Swiss system): truncated Solkoff leaves out the lowest opponent's
    // score; the full form goes on leaving out the next lowest while players stay tied.
    const TiebreakCode short_form = parseTiebreakCode("TS");
    BOOST_TEST((short_form.name == TiebreakName::TruncatedSolkoff));
    BOOST_TEST(short_form.cut == 1);
    BOOST_TEST(short_form.text() == "TS");
    BOOST_TEST(parseTiebreakCode("ts/c1").text() == "TS");
    BOOST_TEST(parseTiebreakCode("TS/C2").cut == 2);
    BOOST_TEST(parseTiebreakCode("TS/C2").text() == "TS/C2");
    BOOST_CHECK_THROW(parseTiebreakCode("TS/C0"), TiebreakError);
    BOOST_CHECK_THROW(parseTiebreakCode("TS/M1"), TiebreakError);
    BOOST_TEST(parseTiebreakCode("WP").text() == "WP");
    BOOST_TEST((parseTiebreakCode("wp").name == TiebreakName::ResistancePoints));
    BOOST_TEST(tiebreakArticle(TiebreakName::TruncatedSolkoff) == "FMJD Annexes 2024, Swiss system");
}

// Six players, three rounds of a draughts Swiss on FMJD's 2-1-0 scale, every game played:
//   R1: 1-4 2-0, 2-5 0-2, 3-6 2-0;  R2: 3-1 0-2, 2-6 2-0, 4-5 0-2;  R3: 1-2 0-2, 5-3 1-1, 6-4 1-1.
// Scores: P1 4, P2 4, P3 3, P4 1, P5 5, P6 1 (18 = 9 games of 2 points).
static Event draughtsSwiss() {
    return test::trfEvent(
               {
                   {0, {"4 w 1", "3 b 1", "2 w 0"}},
                   {0, {"5 w 0", "6 w 1", "1 b 1"}},
                   {0, {"6 w 1", "1 w 0", "5 b ="}},
                   {0, {"1 b 0", "5 w 0", "6 b ="}},
                   {0, {"2 b 1", "4 b 1", "3 w ="}},
                   {0, {"3 b 0", "2 b 0", "4 w ="}},
               },
               "162 W 2.0 D 1.0 L 0.0\n")
        .event;
}

using Values = std::vector<std::string>;

static Values draughtsColumn(const std::string& codes, std::size_t which) {
    const auto columns = computeTiebreaks(draughtsSwiss(), parseTiebreakList(codes), TiebreakSettings{});
    Values texts;
    for (const TiebreakValue& value : columns[which]) texts.push_back(value.toString());
    return texts;
}

BOOST_AUTO_TEST_CASE(draughts_tie_breaks_by_hand_on_two_one_zero) {
    // Opponents by hand: P1 met P4 (1 point), P3 (3) and P2 (4).
    // WP (KNDB weerstandspunten, docs/draughts.md): every opponent's score. P1 1+3+4 = 8;
    // P2 5+1+4 = 10; P3 1+4+5 = 10; P4 4+5+1 = 10; P5 4+1+3 = 8; P6 3+4+1 = 8.
    BOOST_TEST(draughtsColumn("WP", 0) == (Values{"8.0", "10.0", "10.0", "10.0", "8.0", "8.0"}));
    // TS (FMJD truncated Solkoff): the lowest opponent's score left out. P1 8-1; P2 10-1;
    // P3 10-1; P4 10-1; P5 8-1; P6 8-1.
    BOOST_TEST(draughtsColumn("TS", 0) == (Values{"7.0", "9.0", "9.0", "9.0", "7.0", "7.0"}));
    // The full form's second value: the two lowest left out. P1 4; P2 5; P3 5; P4 5; P5 4; P6 4.
    BOOST_TEST(draughtsColumn("TS TS/C2", 1) == (Values{"4.0", "5.0", "5.0", "5.0", "4.0", "4.0"}));
    // SB (C.07 §9.1, docs/draughts.md) on the 2-1-0 scale: the points scored against each
    // opponent times that opponent's score. P1 2x1 + 2x3 + 0x4 = 8; P2 0x5 + 2x1 + 2x4 = 10; P3 2x1 + 0x4 + 1x5 = 7;
    // P4 0 + 0 + 1x1 = 1; P5 2x4 + 2x1 + 1x3 = 13; P6 0 + 0 + 1x1 = 1.
    BOOST_TEST(draughtsColumn("SB", 0) == (Values{"8.00", "10.00", "7.00", "1.00", "13.00", "1.00"}));
    // Number of wins (C.07 §7): P1 2, P2 2, P3 1, P4 0, P5 2, P6 0.
    BOOST_TEST(draughtsColumn("WIN", 0) == (Values{"2", "2", "1", "0", "2", "0"}));
}

BOOST_AUTO_TEST_CASE(draughts_results_between_the_tied_decide_before_the_solkoff) {
    // Direct encounter (C.07 §6): P1 and P2 are tied on 4 points and P2 won their game in
    // round 3: P2 ranks first of the two. P4 and P6 (1 point) drew theirs: direct encounter
    // leaves them tied, for TS to part (P4 9, P6 7).
    const Values de = draughtsColumn("DE TS", 0);
    BOOST_TEST(de[1] == "1");
    BOOST_TEST(de[0] == "2");
    BOOST_TEST(de[3] == de[5]);
    BOOST_TEST(draughtsColumn("DE TS", 1)[3] == "9.0");
    BOOST_TEST(draughtsColumn("DE TS", 1)[5] == "7.0");
}
