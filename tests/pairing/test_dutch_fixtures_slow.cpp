// Every round of every shared Dutch fixture tournament (tests/fixtures/dutch) must get the
// pairing, colours and bye the file has: 100%, no file skipped.
#include "dutch_fixture_replay.h"

BOOST_AUTO_TEST_CASE(every_round_of_every_fixture_tournament_matches) {
    int files = 0, differing = 0;
    for (const auto& file : dutch_fixtures::files()) {
        ++files;
        differing += dutch_fixtures::replay(file);
    }
    BOOST_CHECK_EQUAL(files, 195);
    BOOST_CHECK_EQUAL(differing, 0);
}
