// pairEveryoneGreedily answers "can everybody be paired?" with a proof when it says yes: every
// pair it returns must be allowed, and it must find the pairings that a greedy pass alone misses.
#include "matching/greedy_pairing.h"

#include <boost/test/unit_test.hpp>

#include <random>
#include <set>

using namespace tourney::matching;

namespace {

bool isCompleteAndAllowed(const std::vector<int>& mate, int bye, const std::set<std::pair<int, int>>& banned) {
    for (int a = 0; a < static_cast<int>(mate.size()); ++a) {
        if (a == bye) {
            if (mate[a] != -1) return false;
            continue;
        }
        if (mate[a] < 0 || mate[mate[a]] != a || banned.count({std::min(a, mate[a]), std::max(a, mate[a])}))
            return false;
    }
    return true;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_last_two_who_already_met_are_joined_through_a_pair_above_them) {
    // Greedy pairs 0-1 and 2-3 and is left with 4 and 5, who met before (C1).
    const std::set<std::pair<int, int>> banned = {{4, 5}};
    const auto allowed = [&](int a, int b) { return !banned.count({a, b}); };
    const std::vector<int> mate = pairEveryoneGreedily(6, -1, allowed);
    BOOST_REQUIRE(!mate.empty());
    BOOST_CHECK(isCompleteAndAllowed(mate, -1, banned));
}

BOOST_AUTO_TEST_CASE(the_bye_is_left_out_and_an_odd_count_without_a_bye_is_refused) {
    const auto any = [](int, int) { return true; };
    const std::vector<int> mate = pairEveryoneGreedily(5, 4, any);
    BOOST_REQUIRE(!mate.empty());
    BOOST_CHECK(isCompleteAndAllowed(mate, 4, {}));
    BOOST_CHECK(pairEveryoneGreedily(5, -1, any).empty());
}

BOOST_AUTO_TEST_CASE(a_player_nobody_may_meet_makes_it_fail) {
    const auto allowed = [](int a, int b) { return a != 3 && b != 3; };
    BOOST_CHECK(pairEveryoneGreedily(6, -1, allowed).empty());
}

BOOST_AUTO_TEST_CASE(every_pairing_it_returns_on_random_fields_is_complete_and_allowed) {
    std::mt19937 random(7);
    int found = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const int count = 10 + static_cast<int>(random() % 60);
        std::set<std::pair<int, int>> banned;
        for (int a = 0; a < count; ++a)
            for (int b = a + 1; b < count; ++b)
                if (random() % 100 < 20) banned.insert({a, b});
        const int bye = count % 2 ? count - 1 : -1;
        const std::vector<int> mate = pairEveryoneGreedily(count, bye, [&](int a, int b) {
            return !banned.count({a, b});
        });
        if (mate.empty()) continue;
        ++found;
        BOOST_REQUIRE(isCompleteAndAllowed(mate, bye, banned));
    }
    BOOST_CHECK_GT(found, 250);  // with 80% of pairs allowed, nearly every field pairs
}
