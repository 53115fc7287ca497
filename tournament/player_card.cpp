#include "tournament/player_card.h"

#include "scoring/history.h"
#include "tournament/players.h"
#include "tournament/result_text.h"

namespace tourney::tournament {

namespace {

std::string opponentText(const Event& event, int opponent) {
    const Player* player = event.player(opponent);
    if (!player) return {};
    return std::to_string(opponent) + " " + player->name +
           (player->rating > 0 ? " (" + std::to_string(player->rating) + ")" : "");
}

std::string roundResult(const Event& event, const RoundEntry& entry) {
    if (entry.pending) return "...";
    if (entry.opponent == 0) {
        const auto kind = byeKindFromCode(entry.code);
        return kind ? std::string(byeName(*kind)) : entry.code == '-' ? "absent" : "";
    }
    return outcomeText(event.points, entry.code == '+'                        ? Outcome::ForfeitWin
                                     : entry.code == '-'                      ? Outcome::ForfeitLoss
                                     : entry.code == '1' || entry.code == 'W' ? Outcome::Win
                                     : entry.code == '0' || entry.code == 'L' ? Outcome::Loss
                                                                              : Outcome::Draw);
}

}  // namespace

Table playerCard(const Event& event, int start_no) {
    const Player& player = *event.player(checkedStartNumber(event, start_no));
    Table table;
    table.title = std::to_string(start_no) + " " + player.name;
    for (const std::string& detail : {player.title, player.federation, player.club,
                                      player.rating > 0 ? std::to_string(player.rating) : std::string()})
        if (!detail.empty()) table.title += ", " + detail;
    table.columns = {{"Rd", Align::Right},
                     {"Colour", Align::Left},
                     {"Opponent", Align::Left, false, true},
                     {"Result", Align::Center},
                     {"Pts", Align::Right}};
    const std::vector<RoundEntry> history = playerHistories(event)[start_no - 1];
    Points total;
    for (std::size_t r = 0; r < history.size(); ++r) {
        const RoundEntry& entry = history[r];
        total += entry.pending ? Points{} : entry.points;
        table.rows.push_back({std::to_string(r + 1), entry.colour == Colour::None ? "" : colourLetter(entry.colour),
                              opponentText(event, entry.opponent), roundResult(event, entry), pointsText(total)});
    }
    if (player.withdrawn_from_round != 0)
        table.notes.push_back("Withdrawn from round " + std::to_string(player.withdrawn_from_round));
    return table;
}

}  // namespace tourney::tournament
