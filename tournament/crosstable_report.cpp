#include "tournament/crosstable_report.h"

#include "rules/registry.h"
#include "scoring/standings.h"
#include "tournament/refusal.h"
#include "tournament/result_text.h"
#include "tournament/standings_report.h"
#include "tournament/teams.h"

#include <algorithm>
#include <stdexcept>

namespace tourney::tournament {

Table crosstableReport(const Event& event, int after_round) {
    if (event.teams) return teamCrosstableTable(event, after_round);
    if (rules::seatCount(event.game) != 2) throw Refusal("a crosstable needs two-player games; use the wall chart");
    const int rounds = after_round > 0 ? std::min(after_round, event.roundsPaired()) : event.roundsPaired();
    const std::size_t n = event.players.size();

    // met[i]: what player i+1 did against each opponent he met, e.g. (j, "w1") for player j+1,
    // or "w1 b½" in a double round robin. Kept by opponent met, not as an n x n grid: a Swiss
    // event of 1,000 players meets a handful of its opponents.
    std::vector<std::vector<std::pair<std::size_t, std::string>>> met(n);
    for (int r = 0; r < rounds; ++r) {
        for (const Game& game : event.rounds[static_cast<std::size_t>(r)].games) {
            if (game.seats.size() != 2) continue;
            for (int seat = 0; seat < 2; ++seat) {
                const int me = game.seats[static_cast<std::size_t>(seat)].player;
                const int them = game.seats[static_cast<std::size_t>(1 - seat)].player;
                if (me < 1 || them < 1 || static_cast<std::size_t>(me) > n || static_cast<std::size_t>(them) > n)
                    continue;
                auto& opponents = met[static_cast<std::size_t>(me - 1)];
                const std::size_t opponent = static_cast<std::size_t>(them - 1);
                auto cell = std::find_if(opponents.begin(), opponents.end(),
                                         [&](const auto& known) { return known.first == opponent; });
                if (cell == opponents.end())
                    cell = opponents.insert(opponents.end(), {opponent, std::string()});
                else
                    cell->second += ' ';
                cell->second += colourLetter(seat == 0 ? Colour::White : Colour::Black);
                cell->second += outcomeText(event.points, game.seats[static_cast<std::size_t>(seat)].outcome);
            }
        }
    }

    constexpr std::size_t kLeading = 5;  // No, Ti, Name, Fed, Rtg: then one column per player
    Table table;
    table.title = "Crosstable " + afterRoundText(event, rounds);
    table.columns = {{"No", Align::Right, true},
                     {"Ti", Align::Left},
                     {"Name", Align::Left, true, true},
                     {"Fed", Align::Left},
                     {"Rtg", Align::Right}};
    for (std::size_t j = 0; j < n; ++j) {
        table.columns.push_back({std::to_string(j + 1), Align::Center});
        table.columns.back().sparse = true;
    }
    table.columns.push_back({"Pts", Align::Center});
    for (const std::string& code : event.tiebreaks) table.columns.push_back({code, Align::Right});
    table.columns.push_back({"Rk", Align::Right});

    const std::vector<Standing> standings = eventStandings(event, rounds);
    std::vector<const Standing*> standing_of(n, nullptr);
    for (const Standing& standing : standings)
        if (standing.start_no >= 1 && static_cast<std::size_t>(standing.start_no) <= n)
            standing_of[static_cast<std::size_t>(standing.start_no - 1)] = &standing;

    for (std::size_t i = 0; i < n; ++i) {
        const Player& player = event.players[i];
        Cell name = player.name;
        name.strong = true;
        std::vector<Cell> row = {std::to_string(i + 1), player.title, name, player.federation,
                                 player.rating > 0 ? std::to_string(player.rating) : ""};
        row.reserve(row.size() + n + event.tiebreaks.size() + 2);
        row.resize(row.size() + n);  // the grid: empty where the two did not meet
        row[kLeading + i].shaded = true;
        for (auto& [opponent, cell] : met[i]) row[kLeading + opponent].text = std::move(cell);
        const Standing* standing = standing_of[i];
        Cell points = standing ? pointsText(standing->points) : "";
        points.strong = true;
        row.push_back(points);
        for (std::size_t t = 0; t < event.tiebreaks.size(); ++t)
            row.push_back(standing && t < standing->tiebreak_text.size() ? standing->tiebreak_text[t] : "");
        Cell rank = standing ? std::to_string(standing->rank) : "";
        rank.strong = true;
        row.push_back(rank);
        table.rows.push_back(std::move(row));
    }
    table.notes.push_back(
        "Each cell: colour (w = White, b = Black) and the row player's result; "
        "+ / − a forfeit.");
    return table;
}

}  // namespace tourney::tournament
