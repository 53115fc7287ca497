#include "tournament/standings_report.h"
#include "tournament/teams.h"

#include "tournament/categories.h"
#include "tournament/engine_failures.h"
#include "tournament/refusal.h"
#include "tournament/result_text.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

// "Withdrawn from round 5: 12 Rahman, Tanvir": every list of the standings says who left by the
// round after it (issue 31 item 11: the PDF left the note out).
std::vector<std::string> withdrawalNotes(const Event& event, int after_round) {
    std::vector<std::string> notes;
    for (const Player& player : event.players)
        if (player.withdrawn_from_round != 0 && player.withdrawn_from_round <= after_round + 1)
            notes.push_back("Withdrawn from round " + std::to_string(player.withdrawn_from_round) + ": " +
                            std::to_string(player.start_no) + " " + player.name);
    return notes;
}

}  // namespace

std::vector<Standing> eventStandings(const Event& event, int after_round) {
    return refusingEngineFailures("tiebreaks", [&] { return computeStandings(event, after_round); });
}

std::string afterRoundText(const Event& event, int after_round) {
    // Standings count the complete rounds from round 1 on (scoring/ranking.h): the title names
    // the last of them, never a round whose results are still coming in (issue 31: "after
    // round 3" before any result of round 3), and says so when the next is being played.
    const int asked = after_round > 0 ? std::min(after_round, event.roundsPaired()) : event.roundsPaired();
    const int counted = roundsToCompute(event, asked);
    const bool in_progress = counted < asked;
    if (counted == 0) return (in_progress ? "during round " : "before round ") + std::to_string(counted + 1);
    std::string text = "after round " + std::to_string(counted);
    if (event.planned_rounds > counted) text += " of " + std::to_string(event.planned_rounds);
    if (in_progress) text += ", round " + std::to_string(counted + 1) + " in progress";
    return text;
}

Table standingsReport(const Event& event, int after_round) {
    if (event.teams) return teamStandingsTable(event, after_round);
    Table table;
    table.title = "Standings " + afterRoundText(event, after_round);
    table.columns = {{"Rk", Align::Right, true}, {"No", Align::Right, true},
                     {"Ti", Align::Left},        {"Name", Align::Left, true, true},
                     {"Fed", Align::Left},       {"Rtg", Align::Right},
                     {"Pts", Align::Center}};
    for (const std::string& code : event.tiebreaks) table.columns.push_back({code, Align::Right});
    // On a phone: rank, name, points and the first tie-break.
    for (std::size_t c = 0; c < table.columns.size(); ++c)
        table.columns[c].secondary = c == 1 || c == 2 || c == 4 || c == 5 || c > 7;

    for (const Standing& standing : eventStandings(event, after_round)) {
        const Player* player = event.player(standing.start_no);
        if (player == nullptr) continue;
        Cell name = player->name;
        name.strong = true;
        Cell points = pointsText(standing.points);
        points.strong = true;
        std::vector<Cell> row = {std::to_string(standing.rank),
                                 std::to_string(standing.start_no),
                                 player->title,
                                 name,
                                 player->federation,
                                 player->rating > 0 ? std::to_string(player->rating) : "",
                                 points};
        for (std::size_t i = 0; i < event.tiebreaks.size(); ++i)
            row.push_back(i < standing.tiebreak_text.size() ? standing.tiebreak_text[i] : "");
        table.rows.push_back(std::move(row));
    }
    const std::vector<std::string> withdrawn = withdrawalNotes(event,
                                                               after_round > 0 ? after_round : event.roundsPaired());
    table.notes.insert(table.notes.end(), withdrawn.begin(), withdrawn.end());
    return table;
}

namespace {

Table standingsListOf(const Event& event, int after_round, const std::vector<Standing>& standings) {
    Table table;
    table.title = event.info.name + ": standings " + afterRoundText(event, after_round);
    table.columns = {{"rank", Align::Right, false, false, ValueKind::Integer},
                     {"start", Align::Right, false, false, ValueKind::Integer},
                     {"name", Align::Left},
                     {"rating", Align::Right, false, false, ValueKind::Integer},
                     {"federation", Align::Left},
                     {"points", Align::Right, false, false, ValueKind::Number}};
    table.groups = {"tiebreaks"};
    for (const std::string& code : event.tiebreaks)
        table.columns.push_back({code, Align::Right, false, false, ValueKind::Number, "tiebreaks"});
    for (const Standing& standing : standings) {
        const Player* player = event.player(standing.start_no);
        std::vector<Cell> row = {
            std::to_string(standing.rank),    std::to_string(standing.start_no),
            player ? player->name : "",       player && player->rating ? std::to_string(player->rating) : "",
            player ? player->federation : "", pointsText(standing.points)};
        for (const std::string& text : standing.tiebreak_text) row.push_back(text);
        table.rows.push_back(std::move(row));
    }
    table.notes = withdrawalNotes(event, after_round);
    return table;
}

}  // namespace

Table standingsList(const Event& event, int after_round) {
    if (event.teams) return teamStandingsTable(event, after_round);
    if (after_round == 0) after_round = event.roundsPaired();
    if (after_round < std::min(1, event.roundsPaired()) || after_round > event.roundsPaired())
        throw Refusal("after_round", Message("'%1' is not a whole number from %2 to %3", after_round,
                                             std::min(1, event.roundsPaired()), event.roundsPaired()));
    return standingsListOf(event, after_round, eventStandings(event, after_round));
}

Table standingsList(const Event& event, const std::vector<Standing>& standings) {
    if (event.teams) return teamStandingsTable(event, 0);
    return standingsListOf(event, event.roundsPaired(), standings);
}

namespace {

// The rows of a standings table (the start number in column 1) whose player is in the category,
// with the rank within it as a new column 1.
Table onlyCategory(const Event& event, const Table& overall, const std::string& category, const Column& rank_column) {
    const Category* chosen = findCategory(event, category);
    if (!chosen) throw Refusal("category", Message("the event has no category %1 (tourney category list)", category));
    Table table = overall;
    auto after = std::string::npos;  // where afterRoundText begins
    for (const char* words : {" after round", " before round", " during round"})
        after = std::min(after, overall.title.find(words));
    table.title = overall.title.substr(0, after) + " " + chosen->name +
                  (after == std::string::npos ? "" : overall.title.substr(after));
    table.columns.insert(table.columns.begin() + 1, rank_column);
    table.rows.clear();
    for (const std::vector<Cell>& row : overall.rows) {
        const Player* player = event.player(std::stoi(row[1].text));
        if (!player || !inCategory(event, *chosen, *player)) continue;
        table.rows.push_back(row);
        table.rows.back().insert(table.rows.back().begin() + 1, Cell(std::to_string(table.rows.size())));
    }
    return table;
}

}  // namespace

Table categoryStandings(const Event& event, int after_round, const std::string& category) {
    return onlyCategory(event, standingsList(event, after_round), category,
                        Column{"category rank", Align::Right, false, false, ValueKind::Integer});
}

Table categoryStandingsReport(const Event& event, int after_round, const std::string& category) {
    return onlyCategory(event, standingsReport(event, after_round), category, Column{"Cat", Align::Right, true});
}

}  // namespace tourney::tournament
