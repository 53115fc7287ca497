#include "pairing/berger.h"

#include <stdexcept>
#include <utility>

namespace tourney {

int bergerRounds(int players) { return players % 2 == 0 ? players - 1 : players; }

int roundRobinRounds(int players, bool double_round_robin) {
    return double_round_robin ? 2 * bergerRounds(players) : bergerRounds(players);
}

// The table for an even field n (C.05 Annex 1). Number n keeps board 1; the others sit in a
// line L = L[0..n-2] that starts each round n/2 places further on (mod n-1):
//   board 1:     L[0] against n, L[0] White in odd rounds, n White in even rounds;
//   board k > 1: L[k-1] (White) against L[n-k].
// For n = 6 this gives 1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1,
// which is the published table.
static std::vector<std::pair<int, int>> evenTableRound(int n, int round) {
    const int m = n - 1;
    const int first = ((round - 1) * (n / 2)) % m;  // 0-based: L[0] is start number first + 1
    auto at = [&](int index) { return (first + index) % m + 1; };
    std::vector<std::pair<int, int>> boards;
    boards.reserve(n / 2);
    if (round % 2 == 1)
        boards.emplace_back(at(0), n);
    else
        boards.emplace_back(n, at(0));
    for (int k = 2; k <= n / 2; ++k) boards.emplace_back(at(k - 1), at(n - k));
    return boards;
}

Round bergerRound(int players, int round, bool double_round_robin, bool exchange_last_two) {
    if (players < 2) throw std::invalid_argument("a round robin needs at least two players");
    const int cycle = bergerRounds(players);
    const int total = double_round_robin ? 2 * cycle : cycle;
    if (round < 1 || round > total)
        throw std::invalid_argument("round " + std::to_string(round) + " is not in a table of " +
                                    std::to_string(total) + " rounds");

    int table_round = round;
    bool reversed = false;
    if (round > cycle) {
        table_round = round - cycle;
        reversed = true;
    } else if (double_round_robin && exchange_last_two && cycle >= 3 && round >= cycle - 1) {
        table_round = round == cycle ? cycle - 1 : cycle;  // C.05 Annex 1: last two rounds exchanged
    }

    const int n = players % 2 == 0 ? players : players + 1;  // odd field: n is the empty seat
    Round result;
    result.number = round;
    for (auto [white, black] : evenTableRound(n, table_round)) {
        if (reversed) std::swap(white, black);
        if (white > players) {
            result.byes.push_back(Bye{black, ByeKind::PairingAllocated});
            continue;
        }
        if (black > players) {
            result.byes.push_back(Bye{white, ByeKind::PairingAllocated});
            continue;
        }
        Game game;
        game.board = static_cast<int>(result.games.size()) + 1;
        game.seats = {Seat{white, Outcome::Pending}, Seat{black, Outcome::Pending}};
        result.games.push_back(std::move(game));
    }
    return result;
}

}  // namespace tourney
