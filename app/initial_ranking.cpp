#include "app/initial_ranking.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string_view>

namespace tourney::app {

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
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        new_number[ranked[i].start_no] = static_cast<int>(i + 1);
        ranked[i].start_no = static_cast<int>(i + 1);
    }
    auto renumber = [&](int& start_no) {
        if (start_no >= 1 && start_no < static_cast<int>(new_number.size())) start_no = new_number[start_no];
    };
    event.players = std::move(ranked);
    for (RequestedBye& bye : event.requested_byes) renumber(bye.player);
    for (auto& [first, second] : event.forbidden_pairs) renumber(first), renumber(second);
    for (VirtualPoints& points : event.virtual_points) renumber(points.player);
}

}  // namespace tourney::app
