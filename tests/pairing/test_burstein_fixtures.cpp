// The reference rounds of the shared Burstein fixtures (tests/fixtures/swiss-systems/burstein):
// the rounds where two independent programs gave the same pairing (`agree` = 1 in
// NAME.rounds.tsv) must come out of the engine with the same pairs, colours and bye. Both
// programs follow an earlier Burstein text (the fixtures' README), so agreement is a
// consistency check of the engine's reading (docs/pairing.md), not proof of the 2026 rules.
#include <boost/test/unit_test.hpp>

#include "pairing/burstein.h"
#include "swiss_fixtures.h"

using namespace tourney;

BOOST_AUTO_TEST_CASE(every_reference_round_of_the_shared_fixtures_is_reproduced) {
    const swiss_fixtures::Score score = swiss_fixtures::reproduce("burstein", PairingSystem::Burstein, pairBurstein);
    // Rounds 2-4 of bu002 and 2-5 of bu012. Round 3 of bu002 needs the incoming floater (7)
    // against the highest resident (5), round 4 the colours of 5.2.4 by the A.7 ranking (9's
    // higher Sonneborn-Berger gives him his Black against 7): docs/pairing.md.
    BOOST_TEST(score.reference == 7);
    BOOST_TEST(score.reproduced == score.reference);
}
