#include "tournament/venue_lists.h"

#include "tournament/pairings_report.h"
#include "tournament/result_text.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {

namespace {

std::string foldedName(const std::string& name) {
    std::string folded = name;
    for (char& c : folded) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return folded;
}

std::string ratingText(const Player& player) { return player.rating > 0 ? std::to_string(player.rating) : ""; }

std::string opponentsText(const Event& event, const Game& game, int own_seat) {
    std::string text;
    for (int seat = 0; seat < static_cast<int>(game.seats.size()); ++seat) {
        if (seat == own_seat) continue;
        const Player* opponent = event.player(game.seats[seat].player);
        if (!text.empty()) text += "; ";
        text += std::to_string(game.seats[seat].player) + " " + (opponent ? opponent->name : "");
    }
    return text;
}

}  // namespace

std::vector<int> startNumbersByName(const Event& event) {
    std::vector<int> numbers;
    for (const Player& player : event.players) numbers.push_back(player.start_no);
    std::stable_sort(numbers.begin(), numbers.end(), [&](int a, int b) {
        const std::string left = foldedName(event.player(a)->name);
        const std::string right = foldedName(event.player(b)->name);
        return left != right ? left < right : a < b;
    });
    return numbers;
}

Table startingList(const Event& event) {
    Table table;
    table.title = event.info.name + ": starting rank list";
    table.columns = {{"No", Align::Right, true, false, ValueKind::Integer},
                     {"Title", Align::Left, false, false, ValueKind::Text, "", true},
                     {"Name", Align::Left, true, true},
                     {"Fed", Align::Left, false, false, ValueKind::Text, "", true},
                     {"Rtg", Align::Right, false, false, ValueKind::Integer},
                     {"Club", Align::Left, false, false, ValueKind::Text, "", true}};
    for (const Player& p : event.players)
        table.rows.push_back({std::to_string(p.start_no), p.title, p.name, p.federation, ratingText(p), p.club});
    return table;
}

Table alphabeticalList(const Event& event) {
    Table table;
    table.title = event.info.name + ": players by name";
    table.columns = {{"Name", Align::Left, true, true},
                     {"No", Align::Right, true, false, ValueKind::Integer},
                     {"Title", Align::Left, false, false, ValueKind::Text, "", true},
                     {"Fed", Align::Left, false, false, ValueKind::Text, "", true},
                     {"Rtg", Align::Right, false, false, ValueKind::Integer},
                     {"Club", Align::Left, false, false, ValueKind::Text, "", true}};
    for (int start_no : startNumbersByName(event)) {
        const Player& p = *event.player(start_no);
        table.rows.push_back({p.name, std::to_string(p.start_no), p.title, p.federation, ratingText(p), p.club});
    }
    return table;
}

Table pairingsByName(const Event& event, int round_number) {
    const Round& round = event.rounds[reportRound(event, round_number) - 1];
    const bool tables = event.atTables();
    Table table;
    table.title = event.info.name + ": round " + std::to_string(round.number) + ", players by name";
    table.columns = {{"Name", Align::Left, true, true},
                     {"No", Align::Right, true, false, ValueKind::Integer},
                     {tables ? "Table" : "Board", Align::Right},
                     {tables ? "Seat" : "Colour"},
                     {tables ? "Opponents" : "Opponent", Align::Left, false, true}};
    for (int start_no : startNumbersByName(event)) {
        const Player& p = *event.player(start_no);
        std::vector<Cell> row = {p.name, std::to_string(start_no)};
        if (const Game* game = round.gameOf(start_no)) {
            const int seat = game->seatOf(start_no);
            row.insert(row.end(),
                       {std::to_string(game->board), seatName(event.game, seat), opponentsText(event, *game, seat)});
        } else if (const Bye* bye = round.byeOf(start_no)) {
            row.insert(row.end(), {"", "", std::string(byeName(bye->kind))});
        } else {
            continue;  // not in this round: registered later, or withdrawn before it
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

}  // namespace tourney::tournament
