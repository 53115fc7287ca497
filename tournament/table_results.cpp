#include "tournament/table_results.h"

#include "rules/registry.h"
#include "scoring/placement.h"
#include "tournament/game_records.h"
#include "tournament/record_players.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {

namespace {

std::string seatName(rules::GameKind game, std::size_t seat) {
    const auto& names = rules::seatNames(game);
    return seat < names.size() ? std::string(names[seat]) : "seat " + std::to_string(seat + 1);
}

std::string seatList(rules::GameKind game) {
    const auto& names = rules::seatNames(game);
    std::string list;
    for (std::size_t seat = 0; seat < names.size(); ++seat)
        list += std::string(seat == 0 ? "" : seat + 1 == names.size() ? " and " : ", ") + std::string(names[seat]);
    return list;
}

std::string pointsText(const std::vector<int>& points) {
    std::string text;
    for (int value : points) text += (text.empty() ? "" : " ") + std::to_string(value);
    return text;
}

// The game points of the record: replayed by the game's engine, judged against the points
// typed (or, without them, its own Result), and read from it.
std::vector<int> recordPoints(const Event& event, const Game& table, const ResultEntry& entry,
                              const std::optional<std::vector<int>>& typed) {
    const std::unique_ptr<rules::Engine> engine = rules::makeEngine(event.game);
    if (!engine) throw Refusal("record", Message("Tourney cannot check %1 records yet", rules::gameWord(event.game)));
    const rules::GameRecord record = oneRecord(*engine, entry.record_file, entry.record_text);
    const std::string where = entry.record_file + ":" + std::to_string(record.line);
    checkRecordPlayers(event, table, record, where);
    const rules::Placing written = claimedResult(*engine, record);
    if (typed && written.claimed() && written.points != *typed)
        throw Refusal("record", Message("%1: the record's Result is %2, not the points entered (%3)", where,
                                        pointsText(written.points), pointsText(*typed)));
    const rules::Placing claim = typed ? rules::placingByPoints(*typed) : written;
    const rules::Verdict verdict = engine->judge(record, claim);
    if (verdict.kind == rules::VerdictKind::Illegal)
        throw Refusal("record", Message("%1: illegal: %2", where, rules::reasonOf(verdict)));
    if (verdict.kind == rules::VerdictKind::Inconsistent)
        throw Refusal("record",
                      Message("%1: the points do not follow from the game: %2", where, rules::reasonOf(verdict)));
    if (claim.claimed()) return claim.points;
    if (verdict.final_state.ending != rules::Ending::Ongoing && !verdict.final_state.placing.points.empty())
        return verdict.final_state.placing.points;
    throw Refusal("record", Message("%1: the game did not end and the record claims no points (Result \"*\"); "
                                    "enter the points with it",
                                    where));
}

// The points the rules allow for one game, forfeits counting nothing (rules/registry.h).
void checkPossible(const Event& event, const std::string& text, const std::vector<std::optional<int>>& values) {
    const rules::GameEntry* entry = rules::findGame(event.game);
    if (!entry || !entry->impossible_points) return;
    std::vector<int> points;
    for (const auto& value : values) points.push_back(value.value_or(0));
    if (const auto why = entry->impossible_points(points))
        throw Refusal("result", Message("'%1' cannot come from one game: %2", text, *why));
}

bool entered(const Game& table) {
    return table.hasResult() || std::any_of(table.seats.begin(), table.seats.end(),
                                            [](const Seat& seat) { return seat.outcome == Outcome::Placed; });
}

}  // namespace

std::string tableResultHelp(rules::GameKind game) {
    return "the game points of " + seatList(game) + " joined by '-', such as 12-5-0-3; F for a seat lost by forfeit";
}

std::vector<std::optional<int>> parseTableResult(const std::string& text, rules::GameKind game) {
    const std::size_t seats = rules::seatNames(game).size();
    std::vector<std::string> parts(1);
    for (char c : text) {
        if (c == '-')
            parts.emplace_back();
        else
            parts.back().push_back(c);
    }
    std::vector<std::optional<int>> values;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::string& part = parts[i];
        // "--3": a dash that separates, then a minus sign.
        const bool negative = part.empty() && i + 1 < parts.size() && !parts[i + 1].empty() &&
                              std::isdigit(static_cast<unsigned char>(parts[i + 1][0]));
        if (negative)
            throw Refusal("result",
                          Message("'%1': %2's points are negative (-%3); game points are whole numbers from 0", text,
                                  Message::english(seatName(game, values.size())), parts[i + 1]));
        if (part == "F" || part == "f") {
            values.emplace_back(std::nullopt);
            continue;
        }
        if (part.empty() || part.size() > 6 ||
            !std::all_of(part.begin(), part.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
            throw Refusal("result", Message("'%1' is not a table's result: %2", text, tableResultHelp(game)));
        values.emplace_back(std::stoi(part));
    }
    if (values.size() != seats)
        throw Refusal("result", Message("'%1' gives %2 seats' points; a table has %3 (%4)", text, values.size(), seats,
                                        seatList(game)));
    return values;
}

EnteredResult enterTableResult(Event& event, EventLog& log, const ResultEntry& entry, Game& table) {
    EnteredResult result;
    result.where = Message("round %1 table %2", entry.round, entry.board);
    const std::string previous = tableResultText(table);
    const bool replacing = entered(table);
    if (entry.clear) {
        if (!replacing) throw Refusal(Message("%1 has no result to clear", result.where));
        for (Seat& seat : table.seats) seat.outcome = Outcome::Pending, seat.game_points = std::nullopt;
        table.record.clear();
        result.before = previous;
        log.add("result --clear", Message("%1: %2 cleared", result.where, previous));
        return result;
    }
    if (entry.result.empty() && entry.record_file.empty())
        throw UnusableRequest("result", Message("a table's result is needed: %1; or --record with the game's record",
                                                tableResultHelp(event.game)));
    std::vector<std::optional<int>> values;
    if (!entry.result.empty()) values = parseTableResult(entry.result, event.game);
    for (std::size_t seat = 0; seat < table.seats.size() && seat < values.size(); ++seat) {
        const Player* player = event.player(table.seats[seat].player);
        if (values[seat] && player && !player->activeIn(entry.round))
            throw Refusal(
                "result",
                Message("%1 (%2 %3) withdrew before round %4: his seat is lost by forfeit, written F",
                        Message::english(seatName(event.game, seat)), player->start_no, player->name, entry.round));
    }
    if (replacing && !entry.force)
        throw ForceRequired(Message("%1 already has a result (%2)", result.where,
                                    previous.empty() ? Message("partial") : Message::value(previous)),
                            "replace it");
    if (!entry.record_file.empty()) {
        if (std::any_of(values.begin(), values.end(), [](const auto& value) { return !value.has_value(); }))
            throw Refusal("record", Message("a table with a seat lost by forfeit was not played as recorded; enter its "
                                            "points without the record"));
        std::optional<std::vector<int>> typed;
        if (!values.empty()) typed = std::vector<int>(values.size());
        for (std::size_t seat = 0; typed && seat < values.size(); ++seat) (*typed)[seat] = *values[seat];
        const std::vector<int> points = recordPoints(event, table, entry, typed);
        values.assign(points.begin(), points.end());
    }
    checkPossible(event, entry.result.empty() ? entry.record_file : entry.result, values);
    for (std::size_t seat = 0; seat < table.seats.size(); ++seat) {
        table.seats[seat].outcome = values[seat] ? Outcome::Placed : Outcome::ForfeitLoss;
        table.seats[seat].game_points = values[seat];
    }
    // Every entry is logged; a replaced result as a correction.
    if (replacing) {
        result.before = previous;
        log.add("result --force", Message("%1: %2 replaced by %3", result.where, previous, tableResultText(table)));
    } else {
        log.add("result", Message("%1: %2", result.where, tableResultText(table)));
    }
    table.record = entry.record_file.empty() ? std::string() : entry.record_text;
    result.result = tableResultText(table);
    std::string places;
    for (int place : tablePlaces(table)) places += (places.empty() ? "" : ", ") + std::to_string(place);
    result.result += " (places " + places + ")";
    return result;
}

}  // namespace tourney::tournament
