// The reference rounds of the shared Dubov fixtures (tests/fixtures/swiss-systems/dubov): the
// rounds where two independent programs gave the same pairing (`agree` = 1 in NAME.rounds.tsv)
// must come out of the engine with the same pairs, colours and bye. The other rounds are one
// program's choice, kept as history only, and are not compared.
#include <boost/test/unit_test.hpp>

#include "pairing/dubov.h"
#include "swiss_fixtures.h"

using namespace tourney;

BOOST_AUTO_TEST_CASE(every_reference_round_of_the_shared_fixtures_is_reproduced) {
    const swiss_fixtures::Score score = swiss_fixtures::reproduce("dubov", PairingSystem::Dubov, pairDubov);
    BOOST_TEST(score.reference == 7);  // round 1 of all six files, round 2 of du043
    BOOST_TEST(score.reproduced == score.reference);
}
