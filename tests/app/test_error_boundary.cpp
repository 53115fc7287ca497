// Issue 30 item 3: the command line shows as "refused" (exit 2) only what the event core
// refused and input it could not read; any other exception is a bug and says so (exit 70),
// an engine's own exception included, should one ever slip past the core.
#include "app/command.h"
#include "app/command_line.h"
#include "formats/input_error.h"
#include "pairing/pairing.h"
#include "tournament/refusal.h"

#include <boost/test/unit_test.hpp>

#include <stdexcept>

using namespace tourney;
using namespace tourney::app;

namespace {

int exitCodeFor(const std::function<void()>& failure) {
    return runCommand("test", [&] {
        failure();
        return int(kSuccess);
    });
}

}  // namespace

BOOST_AUTO_TEST_CASE(refusals_and_input_errors_exit_with_refused) {
    BOOST_TEST(exitCodeFor([] { throw tournament::Refusal("round", "round 1 still lacks results"); }) == kRefused);
    BOOST_TEST(exitCodeFor([] { throw tournament::ForceRequired("board 1 already has a result", "replace it"); }) ==
               kRefused);
    BOOST_TEST(exitCodeFor([] { throw tournament::NotInEvent("board", "round 1 has no board 9"); }) == kRefused);
    BOOST_TEST(exitCodeFor([] { throw formats::InputError("players.csv", 3, "rating", "'21x0'"); }) == kRefused);
}

BOOST_AUTO_TEST_CASE(a_request_the_core_cannot_use_is_a_usage_error) {
    BOOST_TEST(exitCodeFor([] { throw tournament::UnusableRequest("name", "a player needs a name"); }) == kUsageError);
}

BOOST_AUTO_TEST_CASE(anything_else_is_an_internal_error_not_a_refusal) {
    BOOST_TEST(kInternalError == 70);  // EX_SOFTWARE, as README and docs/architecture.md say
    BOOST_TEST(exitCodeFor([] { throw std::logic_error("an invariant broke"); }) == kInternalError);
    BOOST_TEST(exitCodeFor([] { throw std::out_of_range("vector::at"); }) == kInternalError);
    // The core turns an engine's PairingError into a Refusal; one that reaches the front end
    // has slipped past it, which is a bug.
    BOOST_TEST(exitCodeFor([] { throw PairingError("no legal pairing"); }) == kInternalError);
}
