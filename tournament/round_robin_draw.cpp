#include "tournament/round_robin_draw.h"

#include "pairing/berger.h"
#include "rules/registry.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>

namespace tourney::tournament {

namespace {

void checkDrawable(const Event& event) {
    if (!isRoundRobin(event.system)) throw Refusal("a Swiss event numbers its players by the initial ranking (C.04.2)");
    if (event.roundsPaired() > 0)
        throw Refusal(Message("round %1 is paired: the numbers of a round robin are drawn before it", 1));
    if (event.players.size() < 2) throw Refusal("a draw needs at least two players");
}

// Fisher-Yates with a fixed generator and unbiased bounds: std::shuffle's steps are left to
// each library, and a draw must come out the same wherever it is checked.
std::vector<int> shuffled(int players, unsigned long long seed) {
    std::vector<int> order(players);
    for (int i = 0; i < players; ++i) order[i] = i + 1;
    std::mt19937_64 generator(seed);
    for (int i = players - 1; i > 0; --i) {
        const std::uint64_t range = static_cast<std::uint64_t>(i) + 1;
        const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() -
                                    std::numeric_limits<std::uint64_t>::max() % range;
        std::uint64_t value;
        do value = generator();
        while (value >= limit);
        std::swap(order[i], order[static_cast<int>(value % range)]);
    }
    return order;
}

// order[k] is the old start number of the player who becomes number k + 1.
void renumber(Event& event, const std::vector<int>& order) {
    std::vector<int> new_number(event.players.size() + 1, 0);
    for (std::size_t k = 0; k < order.size(); ++k) new_number[order[k]] = static_cast<int>(k) + 1;
    renumberPlayers(event, new_number);
}

std::string listed(const std::vector<int>& order) {
    std::string text;
    for (int number : order) text += (text.empty() ? "" : ",") + std::to_string(number);
    return text;
}

}  // namespace

std::vector<int> drawLots(EventStore& store, unsigned long long seed) {
    std::vector<int> order;
    store.update([&](Event& event, EventLog& log) {
        checkDrawable(event);
        order = shuffled(static_cast<int>(event.players.size()), seed);
        renumber(event, order);
        log.add("draw", Message("drawing of lots with seed %1: new numbers in the order %2", std::to_string(seed),
                                listed(order)));
    });
    return order;
}

std::vector<int> drawLotsByHand(EventStore& store, const std::vector<int>& order) {
    store.update([&](Event& event, EventLog& log) {
        checkDrawable(event);
        std::vector<int> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        bool every_once = sorted.size() == event.players.size();
        for (std::size_t k = 0; every_once && k < sorted.size(); ++k) every_once = sorted[k] == static_cast<int>(k) + 1;
        if (!every_once)
            throw Refusal("order", Message("name every start number from %1 to %2 once, in the order drawn", 1,
                                           event.players.size()));
        renumber(event, order);
        log.add("draw", Message("drawing of lots by hand: new numbers in the order %1", listed(order)));
    });
    return order;
}

Table roundRobinSchedule(const Event& event) {
    if (!isRoundRobin(event.system)) throw Refusal("a Swiss event is paired round by round; it has no schedule");
    if (rules::seatCount(event.game) != 2) throw Refusal("the Berger table seats two players a board");
    const int players = static_cast<int>(event.players.size());
    if (players < 2) throw Refusal("a schedule needs at least two players");
    const bool twice = event.system == PairingSystem::DoubleRoundRobin;
    Table table;
    table.title = "Schedule (FIDE Berger tables, C.05 Annex 1)";
    table.columns = {{"Rd", Align::Right, true},
                     {"Bd", Align::Right},
                     {"White", Align::Left, false, true},
                     {"Black", Align::Left, false, true}};
    auto name = [&](int start_no) { return std::to_string(start_no) + " " + event.players[start_no - 1].name; };
    for (int round = 1; round <= roundRobinRounds(players, twice); ++round) {
        const Round scheduled = bergerRound(players, round, twice);
        for (const Game& game : scheduled.games)
            table.rows.push_back({std::to_string(round), std::to_string(game.board), name(game.seats[0].player),
                                  name(game.seats[1].player)});
        for (const Bye& bye : scheduled.byes)
            table.rows.push_back({std::to_string(round), "", name(bye.player), "bye"});
    }
    return table;
}

}  // namespace tourney::tournament
