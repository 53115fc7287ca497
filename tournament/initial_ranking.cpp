#include "tournament/initial_ranking.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string_view>

namespace tourney::tournament {

// C.04.2 A.2 b: titles in the order GM, IM, WGM, FM, WIM, CM, WFM, WCM; then untitled players.
static int titleOrder(const std::string& title) {
    static constexpr std::array<std::string_view, 8> kTitles = {"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"};
    const auto found = std::find(kTitles.begin(), kTitles.end(), title);
    return static_cast<int>(found - kTitles.begin());  // untitled (or another title) comes last
}

// C.04.2 A.2: higher rating first, then the title order, then alphabetically.
static bool ranksBefore(const Player& a, const Player& b) {
    if (a.rating != b.rating) return a.rating > b.rating;
    if (titleOrder(a.title) != titleOrder(b.title)) return titleOrder(a.title) < titleOrder(b.title);
    if (a.name != b.name) return a.name < b.name;
    return a.start_no < b.start_no;  // registration order decides the rest
}

bool inInitialRankingOrder(const Event& event) {
    return std::is_sorted(event.players.begin(), event.players.end(), ranksBefore);
}

void numberByInitialRanking(Event& event) {
    if (!event.rounds.empty()) throw std::logic_error("numberByInitialRanking: rounds are already paired");
    std::vector<Player> ranked = event.players;
    std::stable_sort(ranked.begin(), ranked.end(), ranksBefore);
    std::vector<int> new_number(event.players.size() + 1, 0);  // indexed by the old start number
    for (std::size_t i = 0; i < ranked.size(); ++i) new_number[ranked[i].start_no] = static_cast<int>(i + 1);
    renumberPlayers(event, new_number);
}

int insertByInitialRanking(Event& event, Player player) {
    const int count = static_cast<int>(event.players.size());
    player.start_no = count + 1;
    int place = count + 1;
    if (event.roundsPaired() < kLastRoundToRenumber) {
        // The first player the newcomer ranks before gives up his number to him.
        const auto after = std::find_if(event.players.begin(), event.players.end(),
                                        [&](const Player& p) { return ranksBefore(player, p); });
        place = static_cast<int>(after - event.players.begin()) + 1;
    }
    event.players.push_back(std::move(player));
    std::vector<int> new_number(count + 2, 0);
    for (int old = 1; old <= count; ++old) new_number[old] = old < place ? old : old + 1;
    new_number[count + 1] = place;
    renumberPlayers(event, new_number);
    return place;
}

}  // namespace tourney::tournament
