// Unplayed rounds in the tie-breaks (C.07 §16 Swiss, §15 round robin): forfeits in the last
// round, a pairing-allocated bye, a full-point bye, a zero-point bye at the end, a half-point
// bye followed only by absences, a withdrawal, a double forfeit; both editions.
#include <boost/test/unit_test.hpp>

#include "scoring/tiebreak_table.h"
#include "trf_text.h"

using namespace tourney;
using tourney::test::trfEvent;

// The worked example of the shared C.07 notes (see trf_text.h).
static Event lastRoundForfeits() { return trfEvent(tourney::test::lastRoundForfeitRows()).event; }

// 6 players, 4 rounds: P2 takes a half-point bye in round 3 and is absent in round 4; P3 and
// P5 both forfeit their round-3 game (double forfeit); P6 and P4 get PABs in rounds 3 and 4.
static Event byeThenAbsences() {
    return trfEvent({
                        {2100, {"2 w 1", "3 b 1", "4 w =", "5 b 1"}},
                        {2000, {"1 b 0", "5 w 1", "0000 - H", "0000 - -"}},
                        {1900, {"4 w =", "1 w 0", "5 w -", "6 w 1"}},
                        {1800, {"3 b =", "6 w 0", "1 b =", "0000 - U"}},
                        {1700, {"6 w 1", "2 b 0", "3 b -", "1 w 0"}},
                        {1600, {"5 b 0", "4 b 1", "0000 - U", "3 b 0"}},
                    })
        .event;
}

static TiebreakSettings swiss(TiebreakRules rules) {
    TiebreakSettings settings;
    settings.rules = rules;
    return settings;
}

// Values of one code for every player, printed.
static std::vector<std::string> values(const Event& event, const std::string& code,
                                       TiebreakRules rules = TiebreakRules::Fide2026) {
    const auto columns = computeTiebreaks(event, {parseTiebreakCode(code)}, swiss(rules));
    std::vector<std::string> text;
    for (const TiebreakValue& value : columns[0]) text.push_back(value.toString());
    return text;
}

using Texts = std::vector<std::string>;

BOOST_AUTO_TEST_CASE(adjusted_score_counts_trailing_absences_as_draws_16_3) {
    const TiebreakTable table = makeTiebreakTable(lastRoundForfeits(), swiss(TiebreakRules::Fide2026));
    const auto adjusted = adjustedScores(table);
    // P3's final zero-point bye shows as a draw; P4's forfeit loss keeps its 0; P6's two
    // absences after withdrawing show as draws.
    const std::vector<long long> tenths{50, 40, 20, 20, 15, 15};
    for (std::size_t p = 0; p < tenths.size(); ++p) BOOST_TEST(adjusted[p].tenths() == tenths[p]);
}

BOOST_AUTO_TEST_CASE(buchholz_dummy_opponent_is_capped_in_2026_16_4) {
    // P1's full-point bye counts min(5, 0.5 x 5); P2's forfeit win counts min(4, AS(P4) = 2).
    BOOST_TEST(values(lastRoundForfeits(), "BH") == (Texts{"12.0", "12.0", "14.0", "12.5", "14.0", "8.5"}));
}

BOOST_AUTO_TEST_CASE(buchholz_dummy_opponent_is_the_own_score_in_2024_16_4) {
    const Texts bh = values(lastRoundForfeits(), "BH", TiebreakRules::Fide2024);
    BOOST_TEST(bh[0] == "14.5");
    BOOST_TEST(bh[1] == "14.0");
    BOOST_TEST(bh[3] == "12.5");
    BOOST_TEST(bh[5] == "8.5");
    BOOST_TEST(values(lastRoundForfeits(), "BH/C1", TiebreakRules::Fide2024)[0] == "13.0");
}

BOOST_AUTO_TEST_CASE(cut_removes_a_voluntarily_unplayed_round_first_16_5) {
    const Texts cut = values(lastRoundForfeits(), "BH/C1");
    BOOST_TEST(cut[0] == "10.5");  // a full-point bye is not voluntary: the lowest opponent goes
    BOOST_TEST(cut[2] == "12.5");  // the zero-point bye goes, not the lowest opponent
    BOOST_TEST(cut[3] == "10.5");  // the forfeit loss goes before the lower 1.5
    BOOST_TEST(cut[5] == "8.0");
}

BOOST_AUTO_TEST_CASE(sonneborn_berger_cut_takes_the_lower_contribution_16_5) {
    BOOST_TEST(values(lastRoundForfeits(), "SB")[0] == "12.00");
    BOOST_TEST(values(lastRoundForfeits(), "SB")[1] == "7.00");
    BOOST_TEST(values(lastRoundForfeits(), "SB")[3] == "3.75");
    BOOST_TEST(values(lastRoundForfeits(), "SB", TiebreakRules::Fide2024)[1] == "9.00");
    // The forfeit loss contributes 0, less than the lowest opponent's 0.75: that one is cut.
    BOOST_TEST(values(lastRoundForfeits(), "SB/C1")[3] == "3.00");
}

BOOST_AUTO_TEST_CASE(fore_buchholz_counts_a_last_round_forfeit_as_a_draw_played) {
    const Texts fb = values(lastRoundForfeits(), "FB");
    BOOST_TEST(fb[1] == "12.5");
    BOOST_TEST(fb[3] == "14.5");
}

BOOST_AUTO_TEST_CASE(counts_of_rounds_follow_7) {
    const Event event = lastRoundForfeits();
    BOOST_TEST(values(event, "REP") == (Texts{"5", "5", "4", "4", "4", "3"}));
    BOOST_TEST(values(event, "WIN") == (Texts{"5", "4", "1", "1", "0", "0"}));  // byes and forfeit wins count
    BOOST_TEST(values(event, "WON") == (Texts{"4", "3", "1", "0", "0", "0"}));  // over the board only
    BOOST_TEST(values(event, "BPG") == (Texts{"2", "3", "2", "2", "1", "1"}));  // the forfeit is no game
    BOOST_TEST(values(event, "PS")[0] == "15.0");
    BOOST_TEST(values(event, "STD")[4] == "1.5");
    BOOST_TEST(values(event, "AOB")[0] == "13.13");
    BOOST_TEST(values(event, "KS")[0] == "1.0");
}

BOOST_AUTO_TEST_CASE(half_point_bye_then_absences_show_as_draws_and_cut_first_16_3) {
    const Event event = byeThenAbsences();
    const TiebreakTable table = makeTiebreakTable(event, swiss(TiebreakRules::Fide2026));
    BOOST_TEST(table.player(2).last_non_vur_round == 2);
    BOOST_TEST(adjustedScore(table, table.player(2)).tenths() == 20);
    // P2: P1 3.5, P5 1.0, then two dummy rounds of min(1.5, 0.5 x 4).
    BOOST_TEST(values(event, "BH")[1] == "7.5");
    BOOST_TEST(values(event, "BH/C1")[1] == "6.0");
    BOOST_TEST(values(event, "SB")[1] == "1.75");
    BOOST_TEST(values(event, "SB/C1")[1] == "0.75");
    BOOST_TEST(values(event, "REP")[1] == "2");
}

BOOST_AUTO_TEST_CASE(double_forfeit_counts_as_unplayed_for_both_16_4_1) {
    const Event event = byeThenAbsences();
    // P3 lost by forfeit to P5 (AS 1.0): the dummy is min(1.5, 1.0); 2024 takes P3's own 1.5.
    BOOST_TEST(values(event, "BH")[2] == "8.5");
    BOOST_TEST(values(event, "BH", TiebreakRules::Fide2024)[2] == "9.0");
    BOOST_TEST(values(event, "BH")[4] == "8.5");
    BOOST_TEST(values(event, "BH/C1")[2] == "7.5");
    BOOST_TEST(values(event, "SB")[2] == "3.00");
    BOOST_TEST(values(event, "BPG")[4] == "1");
}

BOOST_AUTO_TEST_CASE(pairing_allocated_bye_is_not_voluntary_and_counts_as_elected) {
    const Event event = byeThenAbsences();
    BOOST_TEST(values(event, "BH")[3] == "9.0");  // P4: 1.5 + 2.0 + 3.5 + min(2.0, 2.0)
    BOOST_TEST(values(event, "REP")[3] == "4");
    BOOST_TEST(values(event, "WIN")[3] == "1");
    BOOST_TEST(values(event, "FB")[0] == "6.5");
    BOOST_TEST(values(event, "KS")[2] == "1.5");
}

BOOST_AUTO_TEST_CASE(round_robin_leaves_the_bye_out_and_counts_forfeits_as_played_15) {
    // Five players, single round robin: each has one bye; P3 wins by forfeit against P2 in round 4.
    const Event event = trfEvent({
                                     {0, {"0000 - U", "2 w 1", "3 b 1", "4 w =", "5 b ="}},
                                     {0, {"5 w 1", "1 b 0", "0000 - U", "3 w -", "4 b 1"}},
                                     {0, {"4 w 1", "5 b =", "1 w 0", "2 b +", "0000 - U"}},
                                     {0, {"3 b 0", "0000 - U", "5 w =", "1 b =", "2 w 0"}},
                                     {0, {"2 b 0", "3 w =", "4 b =", "0000 - U", "1 w ="}},
                                 })
                            .event;
    TiebreakSettings settings;
    settings.round_robin = true;
    const auto columns = computeTiebreaks(
        event, {parseTiebreakCode("SB"), parseTiebreakCode("BH"), parseTiebreakCode("SB/S")}, settings);
    // P1 beat P2 (3.0) and P3 (3.5), drew P4 (2.0) and P5 (2.5); the bye is left out.
    BOOST_TEST(columns[0][0].toString() == "8.75");
    BOOST_TEST(columns[1][0].toString() == "11.0");
    // P3's forfeit win counts P2's 3.0 like a game; as a Swiss (/S) its bye would count too.
    BOOST_TEST(columns[0][2].toString() == "6.25");
    BOOST_TEST(columns[2][2].toString() == "8.75");
}
