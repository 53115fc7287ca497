// Chaturaji perft with throws against the shared table (tests/fixtures/chaturaji/perft.tsv,
// read in place): distinct positions per node, passes included, as docs/games.md §3.12 defines it.
#include "rules/chaturaji/perft.h"
#include "rules/chaturaji/position.h"
#include "rules/registry.h"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace tourney::rules;
using namespace tourney::rules::chaturaji;

namespace {

struct PerftRow {
    std::string position;
    std::vector<std::string> throws;
    std::uint64_t count = 0;
};

std::vector<PerftRow> perftRows() {
    const std::string path = TOURNEY_FIXTURES_DIR "/chaturaji/perft.tsv";
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot be opened");
    std::vector<PerftRow> rows;
    std::string line;
    std::getline(in, line);  // fen, throws, count
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        PerftRow row;
        std::string throws, count, one;
        std::getline(fields, row.position, '\t');
        std::getline(fields, throws, '\t');
        std::getline(fields, count, '\t');
        std::istringstream list(throws);
        while (std::getline(list, one, ',')) row.throws.push_back(one);
        row.count = std::stoull(count);
        rows.push_back(row);
    }
    return rows;
}

std::uint64_t perftOf(const std::string& position, const std::vector<std::string>& throws) {
    return makeEngine(GameKind::Chaturaji)->perft(position, PerftPlan{int(throws.size()), throws});
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_row_of_the_shared_perft_table) {
    const std::vector<PerftRow> rows = perftRows();
    BOOST_REQUIRE_EQUAL(rows.size(), 100u);
    for (const PerftRow& row : rows) {
        BOOST_TEST_CONTEXT(row.position << " throws " << row.throws.size()) {
            BOOST_TEST(perftOf(row.position, row.throws) == row.count);
            BOOST_TEST(toText(parsePosition(row.position)) == row.position);  // the format reads back as written
        }
    }
}

// From the start, Red's 22 moves only the boat on h1: passing both dice, h1-f3, and then
// f3xd1, f3-d5 or f3-h5 (f3-h1 gives back the start, which passing both dice already gave).
BOOST_AUTO_TEST_CASE(distinct_positions_are_counted_once_with_passes) {
    BOOST_TEST(perftOf(std::string(kInitialPosition), {"22"}) == 5u);
    // 35: both passed 1, the horse alone 2, a pawn or the king alone 6, both dice 11 (h2-g4
    // only after g4-f4 has left g4).
    BOOST_TEST(perftOf(std::string(kInitialPosition), {"35"}) == 20u);
    BOOST_TEST(perftOf(std::string(kInitialPosition), {}) == 1u);
}

BOOST_AUTO_TEST_CASE(a_finished_game_has_no_moves) {
    // Only Red has a king left.
    const std::string over =
        "................/......rK......../................/................/"
        "................/......gH......../................/......bB........ g";
    BOOST_TEST(perftOf(over, {"55"}) == 0u);
    BOOST_TEST(perftOf(over, {}) == 1u);
}

BOOST_AUTO_TEST_CASE(bad_throws_and_positions_are_refused) {
    const std::string start(kInitialPosition);
    BOOST_CHECK_THROW(perftOf(start, {"36"}), std::invalid_argument);
    BOOST_CHECK_THROW(perftOf(start, {"35", "1"}), std::invalid_argument);
    BOOST_CHECK_THROW(perftOf(start, {"355"}), std::invalid_argument);
    try {
        perftOf(start, {"35", "2x"});
        BOOST_FAIL("2x was read as a throw");
    } catch (const std::invalid_argument& error) {
        BOOST_TEST(std::string(error.what()) == "turn 2: throw '2x' is not two dice of 2 to 5 (like 35: a 3 and a 5)");
    }
    BOOST_CHECK_THROW(parsePosition(start.substr(0, start.size() - 2)), std::invalid_argument);
    BOOST_CHECK_THROW(parsePosition(start.substr(0, start.size() - 1) + "w"), std::invalid_argument);
    try {
        parsePosition(
            "yByb....bKbEbHbB/yHyh....bkbebhbb/yEye............/yKyk............/"
            "............rkrK/............rerE/gbghgegk....rhrH/gBgHgEgK....rbrQ r");
        BOOST_FAIL("rQ was read as a piece");
    } catch (const std::invalid_argument& error) {
        BOOST_TEST(std::string(error.what()).find("rank 1, square h1: 'rQ' is not a piece") == 0);
    }
}
