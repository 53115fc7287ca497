// Standings at tables: every player's rounds read once, then each tie-break in the order the
// event lists it (scoring/table_tiebreaks.h).
#include "scoring/table_tiebreaks.h"
#include "scoring/placement.h"
#include "scoring/ranking.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <numeric>

namespace tourney {

namespace {

constexpr TableTiebreak kAll[] = {TableTiebreak::GamePoints, TableTiebreak::FirstPlaces, TableTiebreak::Buchholz,
                                  TableTiebreak::DirectEncounter};

// One player's round: the table played (its seat and place), or none.
struct TableRound {
    const Game* game = nullptr;  // null: a bye, an absence, not paired, or a forfeited seat
    int place = 0;
};

struct TableRecord {
    Points points;
    int game_points = 0;
    int first_places = 0;
    std::vector<TableRound> rounds;  // index r - 1
};

std::vector<TableRecord> tableRecords(const Event& event, int rounds) {
    const std::vector<Points> scale = placementScale(event);
    std::vector<TableRecord> records(event.players.size());
    for (TableRecord& record : records) record.rounds.resize(static_cast<std::size_t>(rounds));
    auto recordOf = [&](int start_no) -> TableRecord* {
        return start_no >= 1 && start_no <= static_cast<int>(records.size()) ? &records[start_no - 1] : nullptr;
    };
    for (int r = 0; r < rounds; ++r) {
        for (const Game& game : event.rounds[r].games) {
            const std::vector<int> places = tablePlaces(game);
            const std::vector<Points> points = tablePoints(scale, game);
            for (std::size_t seat = 0; seat < game.seats.size() && seat < places.size(); ++seat) {
                TableRecord* record = recordOf(game.seats[seat].player);
                if (!record) continue;
                record->points += points[seat];
                if (game.seats[seat].outcome != Outcome::Placed) continue;  // a forfeit: nobody was met
                record->game_points += game.seats[seat].game_points.value_or(0);
                if (places[seat] == 1) ++record->first_places;
                record->rounds[r] = {&game, places[seat]};
            }
        }
        for (const Bye& bye : event.rounds[r].byes)
            if (TableRecord* record = recordOf(bye.player)) record->points += event.points.forBye(bye.kind);
    }
    return records;
}

// BH: every opponent's final points, as often as met; (seats - 1) virtual opponents with the
// player's own points for a round without a table.
std::vector<TiebreakValue> tableBuchholz(const Event& event, const std::vector<TableRecord>& records) {
    const long long virtual_opponents = seatsPerTable(event) - 1;
    std::vector<TiebreakValue> column;
    for (std::size_t p = 0; p < records.size(); ++p) {
        long long tenths = 0;
        for (const TableRound& round : records[p].rounds) {
            if (!round.game) {
                tenths += virtual_opponents * records[p].points.tenths();
                continue;
            }
            for (const Seat& seat : round.game->seats)
                if (seat.player != static_cast<int>(p) + 1 && seat.outcome == Outcome::Placed)
                    tenths += records[static_cast<std::size_t>(seat.player - 1)].points.tenths();
        }
        column.push_back(TiebreakValue::points(Points::fromTenths(tenths)));
    }
    return column;
}

// What `a` scored against `b` at the tables both played, in halves: 2 for each time placed
// above, 1 placed equal; -1 when they never met.
int encounterHalves(const TableRecord& a, const TableRecord& b) {
    int halves = 0;
    bool met = false;
    for (std::size_t r = 0; r < a.rounds.size(); ++r) {
        if (!a.rounds[r].game || a.rounds[r].game != b.rounds[r].game) continue;
        met = true;
        halves += a.rounds[r].place < b.rounds[r].place ? 2 : a.rounds[r].place == b.rounds[r].place ? 1 : 0;
    }
    return met ? halves : -1;
}

// DE inside one group of tied players (indices p - 1): their places by what they scored against
// one another, when every two of them met; all 0 otherwise.
void directEncounterInGroup(const std::vector<TableRecord>& records, const std::vector<int>& group,
                            std::vector<TiebreakValue>& column) {
    std::vector<int> scored(group.size(), 0);
    for (std::size_t i = 0; i < group.size(); ++i)
        for (std::size_t j = 0; j < group.size(); ++j) {
            if (i == j) continue;
            const int halves = encounterHalves(records[group[i]], records[group[j]]);
            if (halves < 0) return;  // two of them never met: DE does not separate the group
            scored[i] += halves;
        }
    for (std::size_t i = 0; i < group.size(); ++i)
        column[group[i]] = TiebreakValue::count(
            1 + std::count_if(scored.begin(), scored.end(), [&](int other) { return other > scored[i]; }));
}

std::vector<TiebreakValue> tableDirectEncounter(const std::vector<TableRecord>& records,
                                                const std::vector<std::vector<TiebreakValue>>& before) {
    // Groups of players equal on points and on every column before DE.
    std::map<std::vector<long long>, std::vector<int>> groups;
    for (std::size_t p = 0; p < records.size(); ++p) {
        std::vector<long long> key = {records[p].points.tenths()};
        for (const auto& column : before) key.push_back(column[p].scaled);
        groups[key].push_back(static_cast<int>(p));
    }
    std::vector<TiebreakValue> column(records.size(), TiebreakValue::count(0));
    for (const auto& [key, group] : groups)
        if (group.size() > 1) directEncounterInGroup(records, group, column);
    return column;
}

std::vector<TiebreakValue> tableColumn(const Event& event, TableTiebreak tiebreak,
                                       const std::vector<TableRecord>& records,
                                       const std::vector<std::vector<TiebreakValue>>& before) {
    std::vector<TiebreakValue> column;
    switch (tiebreak) {
    case TableTiebreak::GamePoints:
        for (const TableRecord& record : records) column.push_back(TiebreakValue::count(record.game_points));
        return column;
    case TableTiebreak::FirstPlaces:
        for (const TableRecord& record : records) column.push_back(TiebreakValue::count(record.first_places));
        return column;
    case TableTiebreak::Buchholz: return tableBuchholz(event, records);
    case TableTiebreak::DirectEncounter: return tableDirectEncounter(records, before);
    }
    return column;
}

}  // namespace

std::string_view tableTiebreakCode(TableTiebreak tiebreak) {
    switch (tiebreak) {
    case TableTiebreak::GamePoints: return "GP";
    case TableTiebreak::FirstPlaces: return "WIN";
    case TableTiebreak::Buchholz: return "BH";
    case TableTiebreak::DirectEncounter: return "DE";
    }
    return "?";
}

std::optional<TableTiebreak> parseTableTiebreak(std::string_view code) {
    std::string upper;
    for (char c : code) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (TableTiebreak tiebreak : kAll)
        if (tableTiebreakCode(tiebreak) == upper) return tiebreak;
    return std::nullopt;
}

std::vector<std::string> tableTiebreakList(std::string_view text) {
    std::vector<std::string> codes;
    std::string word;
    auto flush = [&] {
        if (word.empty()) return;
        const auto tiebreak = parseTableTiebreak(word);
        if (!tiebreak) throw TiebreakError(Message("'%1' is not a tie-break for tables (GP, WIN, BH, DE)", word));
        codes.emplace_back(tableTiebreakCode(*tiebreak));
        word.clear();
    };
    for (char c : text) {
        if (c == ',' || std::isspace(static_cast<unsigned char>(c)))
            flush();
        else
            word += c;
    }
    flush();
    return codes;
}

std::vector<Standing> computeTableStandings(const Event& event, int after_round) {
    std::vector<TableTiebreak> tiebreaks;
    for (const std::string& code : event.tiebreaks) {
        const auto tiebreak = parseTableTiebreak(code);
        if (!tiebreak) throw TiebreakError(Message("'%1' is not a tie-break for tables (GP, WIN, BH, DE)", code));
        tiebreaks.push_back(*tiebreak);
    }
    const std::vector<TableRecord> records = tableRecords(event, roundsToCompute(event, after_round));
    std::vector<std::vector<TiebreakValue>> columns;
    for (TableTiebreak tiebreak : tiebreaks) columns.push_back(tableColumn(event, tiebreak, records, columns));
    std::vector<Points> points;
    for (const TableRecord& record : records) points.push_back(record.points);
    // Higher is better for every code but DE, a place in its group (0 where it does not apply,
    // and then for the whole group).
    return rankStandings(event, points, columns, [&](std::size_t i, const TiebreakValue& a, const TiebreakValue& b) {
        if (a.scaled == b.scaled) return 0;
        const bool lower_wins = tiebreaks[i] == TableTiebreak::DirectEncounter;
        return (a.scaled > b.scaled) != lower_wins ? -1 : 1;
    });
}

}  // namespace tourney
