// A complete pairing found greedily, for the questions where any complete pairing will do:
// can the round be completed at all (C4), and can the players below a bracket absorb whoever it
// leaves (pairing/dutch_brackets.cpp). A success proves the answer yes; a failure proves
// nothing, and the caller then asks an exact matching.
#pragma once

#include <vector>

namespace tourney::matching {

// Pairs players 0..count-1 (in ranking order), all but `bye` (-1 for none), each with a partner
// `allowed(a, b)` accepts (a < b). Greedy from the top; two players left over are then joined
// through a pair already made: (x, y) becomes (left1, x) and (y, left2). Returns each player's
// partner (-1 for the bye), or an empty vector when it finds no complete pairing.
template <class Allowed>
std::vector<int> pairEveryoneGreedily(int count, int bye, Allowed allowed) {
    if ((count - (bye >= 0 ? 1 : 0)) % 2 != 0) return {};
    auto may = [&](int a, int b) { return a < b ? allowed(a, b) : allowed(b, a); };
    std::vector<int> mate(count, -1), left;
    for (int a = 0; a < count; ++a) {
        if (a == bye || mate[a] >= 0) continue;
        int b = a + 1;
        while (b < count && (b == bye || mate[b] >= 0 || !may(a, b))) ++b;
        if (b < count) {
            mate[a] = b;
            mate[b] = a;
        } else {
            left.push_back(a);
        }
    }
    while (left.size() >= 2) {
        const int u = left.back();
        left.pop_back();
        bool joined = false;
        for (std::size_t k = 0; k < left.size() && !joined; ++k) {
            const int v = left[k];
            if (may(u, v)) {
                mate[u] = v, mate[v] = u;
                left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
                joined = true;
            }
        }
        for (std::size_t k = 0; k < left.size() && !joined; ++k) {
            const int v = left[k];
            for (int x = 0; x < count && !joined; ++x) {
                const int y = mate[x];
                if (y < 0 || x == u || x == v || y == u || y == v) continue;
                if (may(u, x) && may(y, v)) {
                    mate[u] = x, mate[x] = u, mate[y] = v, mate[v] = y;
                    left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
                    joined = true;
                }
            }
        }
        if (!joined) return {};
    }
    if (!left.empty()) return {};
    return mate;
}

}  // namespace tourney::matching
