#include "tournament/crosstable_report.h"

#include "rules/registry.h"
#include "scoring/standings.h"
#include "tournament/refusal.h"
#include "tournament/result_text.h"
#include "tournament/standings_report.h"

#include <stdexcept>

namespace tourney::tournament {

Table crosstableReport(const Event& event, int after_round) {
    if (rules::seatCount(event.game) != 2) throw Refusal("a crosstable needs two-player games; use the wall chart");
    const int rounds = after_round > 0 ? std::min(after_round, event.roundsPaired()) : event.roundsPaired();
    const std::size_t n = event.players.size();

    // grid[i][j]: what player i+1 did against player j+1, e.g. "w1" or "w1 b½" (double round robin).
    std::vector<std::vector<std::string>> grid(n, std::vector<std::string>(n));
    for (int r = 0; r < rounds; ++r) {
        for (const Game& game : event.rounds[static_cast<std::size_t>(r)].games) {
            if (game.seats.size() != 2) continue;
            for (int seat = 0; seat < 2; ++seat) {
                const int me = game.seats[static_cast<std::size_t>(seat)].player;
                const int them = game.seats[static_cast<std::size_t>(1 - seat)].player;
                if (me < 1 || them < 1 || static_cast<std::size_t>(me) > n || static_cast<std::size_t>(them) > n)
                    continue;
                std::string& cell = grid[static_cast<std::size_t>(me - 1)][static_cast<std::size_t>(them - 1)];
                if (!cell.empty()) cell += ' ';
                cell += colourLetter(seat == 0 ? Colour::White : Colour::Black);
                cell += outcomeText(event.points, game.seats[static_cast<std::size_t>(seat)].outcome);
            }
        }
    }

    Table table;
    table.title = "Crosstable " + afterRoundText(event, rounds);
    table.columns = {{"No", Align::Right, true},
                     {"Ti", Align::Left},
                     {"Name", Align::Left, true, true},
                     {"Fed", Align::Left},
                     {"Rtg", Align::Right}};
    for (std::size_t j = 0; j < n; ++j) table.columns.push_back({std::to_string(j + 1), Align::Center});
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
        for (std::size_t j = 0; j < n; ++j) {
            Cell cell = grid[i][j];
            cell.shaded = i == j;
            row.push_back(cell);
        }
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
