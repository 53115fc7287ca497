// Direct encounter (C.07 §6): inside groups tied on everything before it, recursive on the
// sub-groups it leaves tied, with the Swiss rule for players who did not all meet.
#include <boost/test/unit_test.hpp>

#include "scoring/tiebreaks.h"
#include "trf_text.h"

using namespace tourney;
using tourney::test::trfEvent;

static std::vector<long long> column(const Event& event, const std::vector<std::string>& codes, bool round_robin,
                                     std::size_t which) {
    std::vector<TiebreakCode> parsed;
    for (const auto& code : codes) parsed.push_back(parseTiebreakCode(code));
    TiebreakSettings settings;
    settings.round_robin = round_robin;
    const auto columns = computeTiebreaks(event, parsed, settings);
    std::vector<long long> values;
    for (const TiebreakValue& value : columns[which]) values.push_back(value.scaled);
    return values;
}

using Places = std::vector<long long>;

// Six-player round robin: P1-P4 finish on 2 points. Among them P1 and P2 score 2, P3 and P4
// score 1; again among P1-P2, P1 won, and among P3-P4, P3 won. P5 and P6 (3 points) drew.
static Event roundRobinWithSubTies() {
    return trfEvent({
                        {0, {"6 w 0", "2 w 1", "3 b 1", "4 w 0", "5 b 0"}},
                        {0, {"5 w 0", "1 b 0", "6 w 0", "3 w 1", "4 b 1"}},
                        {0, {"4 w 1", "5 b =", "1 w 0", "2 b 0", "6 w ="}},
                        {0, {"3 b 0", "6 b =", "5 w =", "1 b 1", "2 w 0"}},
                        {0, {"2 b 1", "3 w =", "4 b =", "6 b =", "1 w 1"}},
                        {0, {"1 b 1", "4 w =", "2 b 1", "5 w =", "3 b ="}},
                    })
        .event;
}

BOOST_AUTO_TEST_CASE(direct_encounter_applies_again_to_sub_groups_still_tied_6_4) {
    BOOST_TEST(column(roundRobinWithSubTies(), {"DE"}, true, 0) == (Places{1, 2, 3, 4, 0, 0}));
}

BOOST_AUTO_TEST_CASE(direct_encounter_works_inside_groups_of_earlier_tie_breaks) {
    // WIN first: P1 and P2 have two wins, P3 and P4 one: DE then splits two groups of two.
    BOOST_TEST(column(roundRobinWithSubTies(), {"WIN", "DE"}, true, 1) == (Places{1, 2, 1, 2, 0, 0}));
}

// Swiss, three rounds: P1, P2 and P3 finish on 2 points; P1 beat P2 and P3, who never met.
// P4 to P7 finish on 1 point and met each other only partly.
static Event swissNotAllMet() {
    return trfEvent({
                        {0, {"2 w 1", "3 w 1", "4 w 0"}},
                        {0, {"1 b 0", "4 w 1", "5 w 1"}},
                        {0, {"4 w 1", "1 b 0", "6 w 1"}},
                        {0, {"3 b 0", "2 b 0", "1 b 1"}},
                        {0, {"6 w 0", "7 w 1", "2 b 0"}},
                        {0, {"5 b 1", "0000 - Z", "3 b 0"}},
                        {0, {"0000 - U", "5 b 0", "0000 - Z"}},
                    })
        .event;
}

BOOST_AUTO_TEST_CASE(swiss_players_separate_only_when_no_missing_encounter_could_change_it_6_3) {
    // P1 (2 of 2) is above whatever P2 and P3 could have scored against each other (1); P2
    // and P3 stay tied. In the 1-point group P6 beat P5, but P4 met no one of the group and
    // could still reach 3: nobody is separated.
    BOOST_TEST(column(swissNotAllMet(), {"DE"}, false, 0) == (Places{1, 2, 2, 0, 0, 0, 0}));
}

BOOST_AUTO_TEST_CASE(swiss_forfeits_do_not_count_as_encounters_6_1) {
    // P1 and P2 tied on 1 point; P1's win over P2 was a forfeit: not an encounter in a Swiss,
    // but a played game with /P.
    const Event event = trfEvent({
                                     {0, {"2 w +", "3 b 0"}},
                                     {0, {"1 b -", "4 w 1"}},
                                     {0, {"4 w 1", "1 w 1"}},
                                     {0, {"3 b 0", "2 b 0"}},
                                 })
                            .event;
    BOOST_TEST(column(event, {"DE"}, false, 0) == (Places{0, 0, 0, 0}));
    BOOST_TEST(column(event, {"DE/P"}, false, 0) == (Places{1, 2, 0, 0}));
}

BOOST_AUTO_TEST_CASE(several_games_against_one_opponent_are_averaged_6_1_2) {
    // Double round robin of three: P1 and P2 tie on 2 points; against each other P1 won once
    // and drew once (average 0.75 to 0.25).
    const Event event = trfEvent(
                            {
                                {0, {"2 w 1", "3 b 0", "0000 - U", "2 b =", "3 w 0", "0000 - U"}},
                                {0, {"1 b 0", "0000 - U", "3 w 1", "1 w =", "0000 - U", "3 b 0"}},
                                {0, {"0000 - U", "1 w 1", "2 b 0", "0000 - U", "1 b 1", "2 w 1"}},
                            },
                            "XXR 6\n")
                            .event;
    TiebreakSettings settings;
    settings.round_robin = true;
    const auto values = computeTiebreaks(event, {parseTiebreakCode("DE")}, settings);
    BOOST_TEST(pointsAfter(event, 1).tenths() == pointsAfter(event, 2).tenths());
    BOOST_TEST(values[0][0].scaled == 1);
    BOOST_TEST(values[0][1].scaled == 2);
    BOOST_TEST(values[0][2].scaled == 0);
}
