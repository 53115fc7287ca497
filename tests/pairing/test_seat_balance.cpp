// Seats at tables of four (pairing/seat_balance.h): over a whole schedule every player's four
// seat counts differ by at most one (de Werra's equitable colouring), whatever the tables.
#include <boost/test/unit_test.hpp>

#include "pairing/seat_balance.h"
#include "pairing/table_design.h"

#include <algorithm>
#include <random>

using namespace tourney;

namespace {

SeatCounts countsOf(const std::vector<SeatedTable>& tables, int players, int seats) {
    SeatCounts counts(static_cast<std::size_t>(players), std::vector<int>(static_cast<std::size_t>(seats), 0));
    for (const SeatedTable& table : tables)
        for (std::size_t seat = 0; seat < table.size(); ++seat) ++counts[static_cast<std::size_t>(table[seat])][seat];
    return counts;
}

int widestSpread(const SeatCounts& counts) {
    int widest = 0;
    for (const std::vector<int>& mine : counts)
        widest = std::max(widest,
                          *std::max_element(mine.begin(), mine.end()) - *std::min_element(mine.begin(), mine.end()));
    return widest;
}

// The same players at the same tables, only their order changed.
void checkSameTables(std::vector<SeatedTable> before, std::vector<SeatedTable> after) {
    for (SeatedTable& table : before) std::sort(table.begin(), table.end());
    for (SeatedTable& table : after) std::sort(table.begin(), table.end());
    BOOST_TEST((before == after));
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_design_schedule_is_balanced_within_one) {
    for (int n : {16, 28, 40, 64, 112}) {
        std::vector<SeatedTable> tables;
        const ResolvableDesign design = resolvableDesign(n).value();
        for (const DesignRound& round : design.rounds)
            for (const TableOfFour& table : round) tables.emplace_back(table.begin(), table.end());
        const std::vector<SeatedTable> drawn = tables;
        balanceWholeSchedule(tables, n, 4);
        checkSameTables(drawn, tables);
        BOOST_TEST(widestSpread(countsOf(tables, n, 4)) <= 1, "n = " << n);
    }
}

BOOST_AUTO_TEST_CASE(random_tables_with_a_player_always_first_are_balanced_within_one) {
    // Player 0 is written first at every table he sits at: seated as drawn he would always be Red.
    std::mt19937 random(7);
    for (int trial = 0; trial < 20; ++trial) {
        const int players = 9 + trial;
        std::vector<SeatedTable> tables;
        std::vector<int> field(static_cast<std::size_t>(players));
        for (int p = 0; p < players; ++p) field[static_cast<std::size_t>(p)] = p;
        for (int round = 0; round < 3 + trial % 9; ++round) {
            std::shuffle(field.begin(), field.end(), random);
            for (std::size_t t = 0; t + 4 <= field.size(); t += 4) {
                SeatedTable table(field.begin() + static_cast<long>(t), field.begin() + static_cast<long>(t) + 4);
                std::sort(table.begin(), table.end());
                tables.push_back(table);
            }
        }
        const std::vector<SeatedTable> drawn = tables;
        balanceWholeSchedule(tables, players, 4);
        checkSameTables(drawn, tables);
        BOOST_TEST(widestSpread(countsOf(tables, players, 4)) <= 1, "trial " << trial);
    }
}

BOOST_AUTO_TEST_CASE(a_round_seats_each_player_where_he_sat_least) {
    SeatCounts counts = {{3, 3, 3, 2}, {2, 3, 3, 3}, {3, 2, 3, 3}, {3, 3, 2, 3}};
    std::vector<SeatedTable> tables = {{0, 1, 2, 3}};
    seatRound(tables, counts);
    // Each takes the one seat he had least: 0 Black, 1 Red, 2 Green, 3 Yellow.
    BOOST_TEST((tables[0] == SeatedTable{1, 2, 3, 0}));
    for (const std::vector<int>& mine : counts) BOOST_TEST(*std::min_element(mine.begin(), mine.end()) == 3);
}
