#include "tournament/wallchart_report.h"

#include "scoring/history.h"
#include "scoring/standings.h"
#include "tournament/result_text.h"
#include "tournament/standings_report.h"

namespace tourney::tournament {

namespace {

// One round of one player: "12w1" (opponent 12, White, won), "U 1" (bye), "" (not paired).
std::string roundCell(const Event& event, const RoundEntry& entry, const std::vector<int>& reference_of) {
    if (entry.opponent == 0) {
        if (entry.code == ' ') return "";
        if (entry.pending) return "?";
        if (auto bye = byeKindFromCode(entry.code)) return byeCellText(event.points, *bye);
        if (entry.code == '-') return byeCellText(event.points, ByeKind::Absent);
        return pointsText(entry.points);  // a game of more than two seats: the points it gave
    }
    std::string cell = std::to_string(reference_of[static_cast<std::size_t>(entry.opponent - 1)]);
    cell += colourLetter(entry.colour);
    if (entry.pending || entry.code == ' ') return cell;
    if (entry.code == '+') return cell + "+";
    if (entry.code == '-') return cell + "−";
    return cell + pointsText(entry.points);
}

// What a round's cell says. At tables of four a cell holds no opponent and no colour, only the
// points the player's place gave (issue 31 item 9).
std::string legend(const Event& event, bool ranks_distinct) {
    const std::string byes = "Byes: U pairing-allocated, H half-point, F full-point, Z zero-point; – absent";
    if (event.atTables())
        return "Each round: the points the player's place at his table gave; ? a table without its result; " + byes +
               " or his seat lost by forfeit.";
    return std::string("Each round: the opponent's ") + (ranks_distinct ? "rank" : "starting number") +
           ", the colour (w = White, b = Black) and the result; + / − a forfeit. " + byes + ".";
}

}  // namespace

Table wallChartReport(const Event& event, int after_round) {
    const int rounds = after_round > 0 ? std::min(after_round, event.roundsPaired()) : event.roundsPaired();
    const std::vector<Standing> standings = eventStandings(event, rounds);
    const auto histories = playerHistories(event);

    // Opponents are named by rank when every rank is distinct, else by starting number.
    bool ranks_distinct = true;
    for (std::size_t i = 1; i < standings.size(); ++i)
        if (standings[i].rank == standings[i - 1].rank) ranks_distinct = false;
    std::vector<int> reference_of(event.players.size());
    for (std::size_t i = 0; i < reference_of.size(); ++i) reference_of[i] = static_cast<int>(i + 1);
    if (ranks_distinct)
        for (const Standing& standing : standings)
            if (standing.start_no >= 1 && static_cast<std::size_t>(standing.start_no) <= reference_of.size())
                reference_of[static_cast<std::size_t>(standing.start_no - 1)] = standing.rank;

    Table table;
    table.title = "Wall chart " + afterRoundText(event, rounds);
    table.columns = {{"Rk", Align::Right, true},        {"No", Align::Right, true}, {"Ti", Align::Left},
                     {"Name", Align::Left, true, true}, {"Fed", Align::Left},       {"Rtg", Align::Right}};
    for (int r = 1; r <= rounds; ++r) table.columns.push_back({"R" + std::to_string(r), Align::Center});
    table.columns.push_back({"Pts", Align::Center});
    for (const std::string& code : event.tiebreaks) table.columns.push_back({code, Align::Right});

    for (const Standing& standing : standings) {
        const Player* player = event.player(standing.start_no);
        if (player == nullptr) continue;
        Cell name = player->name;
        name.strong = true;
        std::vector<Cell> row = {std::to_string(standing.rank),
                                 std::to_string(standing.start_no),
                                 player->title,
                                 name,
                                 player->federation,
                                 player->rating > 0 ? std::to_string(player->rating) : ""};
        const auto& history = histories[static_cast<std::size_t>(standing.start_no - 1)];
        for (int r = 0; r < rounds; ++r)
            row.push_back(static_cast<std::size_t>(r) < history.size()
                              ? roundCell(event, history[static_cast<std::size_t>(r)], reference_of)
                              : "");
        Cell points = pointsText(standing.points);
        points.strong = true;
        row.push_back(points);
        for (std::size_t t = 0; t < event.tiebreaks.size(); ++t)
            row.push_back(t < standing.tiebreak_text.size() ? standing.tiebreak_text[t] : "");
        table.rows.push_back(std::move(row));
    }
    table.notes.push_back(legend(event, ranks_distinct));
    return table;
}

}  // namespace tourney::tournament
