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

namespace {

// met[i]: what player i+1 did against each opponent he met, e.g. (j, "w1") for player j+1, or
// "w1 b½" in a double round robin, in the order first met. Kept by opponent met, not as an
// n x n grid: a Swiss event of 1,000 players meets a handful of its opponents.
using Met = std::vector<std::vector<std::pair<std::size_t, std::string>>>;

Met gamesMet(const Event& event, int rounds) {
    const std::size_t n = event.players.size();
    Met met(n);
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
    return met;
}

constexpr std::size_t kLeading = 5;  // No, Ti, Name, Fed, Rtg: then one column per player

// Row i's cells of the grid, by column: the opponents met and the shaded diagonal.
std::vector<std::pair<std::size_t, Cell>> gridCells(std::vector<std::pair<std::size_t, std::string>>& met,
                                                    std::size_t i) {
    std::vector<std::pair<std::size_t, Cell>> cells;
    cells.reserve(met.size() + 1);
    Cell diagonal;
    diagonal.shaded = true;
    for (auto& [opponent, text] : met) {
        if (opponent == i)
            diagonal.text = std::move(text);  // a game against himself, which no event should hold
        else
            cells.emplace_back(kLeading + opponent, Cell(std::move(text)));
    }
    cells.emplace_back(kLeading + i, std::move(diagonal));
    std::sort(cells.begin(), cells.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return cells;
}

// A whole table kept as a SparseTable: each row's cells of the sparse columns moved out, those
// empty and plain left out (a team event's crosstable, made whole by teams.h).
SparseTable keptSparse(Table whole) {
    SparseTable kept;
    kept.sparse.resize(whole.rows.size());
    for (std::size_t r = 0; r < whole.rows.size(); ++r) {
        std::vector<Cell> given;
        for (std::size_t c = 0; c < whole.columns.size() && c < whole.rows[r].size(); ++c) {
            Cell& cell = whole.rows[r][c];
            if (!whole.columns[c].sparse)
                given.push_back(std::move(cell));
            else if (!cell.text.empty() || cell.strong || cell.shaded)
                kept.sparse[r].emplace_back(c, std::move(cell));
        }
        whole.rows[r] = std::move(given);
    }
    kept.table = std::move(whole);
    return kept;
}

}  // namespace

SparseTable crosstableGrid(const Event& event, int after_round, const std::vector<Standing>* computed) {
    if (event.teams) return keptSparse(teamCrosstableTable(event, after_round));  // teams.h
    if (rules::seatCount(event.game) != 2) throw Refusal("a crosstable needs two-player games; use the wall chart");
    const int rounds = after_round > 0 ? std::min(after_round, event.roundsPaired()) : event.roundsPaired();
    const std::size_t n = event.players.size();
    Met met = gamesMet(event, rounds);

    SparseTable grid;
    Table& table = grid.table;
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

    const std::vector<Standing> own = computed && after_round <= 0 ? std::vector<Standing>()
                                                                   : eventStandings(event, rounds);
    const std::vector<Standing>& standings = computed && after_round <= 0 ? *computed : own;
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
        grid.sparse.push_back(gridCells(met[i], i));
    }
    table.notes.push_back(
        "Each cell: colour (w = White, b = Black) and the row player's result; "
        "+ / − a forfeit.");
    return grid;
}

Table crosstableReport(const Event& event, int after_round) { return crosstableGrid(event, after_round).dense(); }

}  // namespace tourney::tournament
