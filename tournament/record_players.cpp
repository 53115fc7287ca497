#include "tournament/record_players.h"

#include "rules/registry.h"
#include "tournament/player_names.h"
#include "tournament/refusal.h"

#include <cctype>
#include <optional>

namespace tourney::tournament {

namespace {

bool says(const std::string& tag) { return !tag.empty() && tag != "?" && tag != "-"; }

struct IdTag {
    const char* suffix;  // after the seat's name: WhiteFideId
    const char* body;    // for messages
};
constexpr IdTag kIdTags[] = {{"FideId", "FIDE"}, {"FmjdId", "FMJD"}};

std::string seatName(const Event& event, std::size_t seat) {
    const auto& names = rules::seatNames(event.game);
    return seat < names.size() ? std::string(names[seat]) : "seat " + std::to_string(seat + 1);
}

std::string unitOf(const Event& event) { return event.atTables() ? "table" : "board"; }

std::string label(const Player& player) { return std::to_string(player.start_no) + " " + player.name; }

bool nameFits(const std::string& tag, const Player& player) {
    return sameName(tag, player.name) || (!player.latin_name.empty() && sameName(tag, player.latin_name));
}

// Whether the record's id for `seat` settles it: true when it names the player, refused when
// it names someone else, nullopt when there is no id to compare.
std::optional<bool> idMatches(const Event& event, const Game& game, const rules::GameRecord& record, std::size_t seat,
                              const Player& player, const std::string& where) {
    if (player.fide_id.empty()) return std::nullopt;
    for (const IdTag& id : kIdTags) {
        const std::string tag_name = seatName(event, seat) + id.suffix;
        const std::string value = record.tag(tag_name);
        if (!says(value) || value == "0") continue;
        if (value == player.fide_id) return true;
        throw Refusal("record", where + ": tag " + tag_name + ": the record's " + seatName(event, seat) + " has " +
                                    id.body + " id " + value + ", but " + seatName(event, seat) + " at " +
                                    unitOf(event) + " " + std::to_string(game.board) + " is " + label(player) +
                                    " (id " + player.fide_id + "): a record of another " + unitOf(event) + "'s game?");
    }
    return std::nullopt;
}

// A two-seat record naming the board's players the other way round.
void refuseIfSwapped(const Event& event, const Game& game, const rules::GameRecord& record, const std::string& where) {
    if (game.seats.size() != 2) return;
    const Player* first = event.player(game.seats[0].player);
    const Player* second = event.player(game.seats[1].player);
    const std::string first_tag = record.tag(seatName(event, 0)), second_tag = record.tag(seatName(event, 1));
    if (!first || !second || !says(first_tag) || !says(second_tag)) return;
    if (nameFits(first_tag, *second) && nameFits(second_tag, *first))
        throw Refusal("record", where + ": tags " + seatName(event, 0) + " and " + seatName(event, 1) +
                                    ": the record has " + seatName(event, 0) + " and " + seatName(event, 1) +
                                    " the other way round: at " + unitOf(event) + " " + std::to_string(game.board) +
                                    " " + label(*first) + " has " + seatName(event, 0) + " and " + label(*second) +
                                    " " + seatName(event, 1));
}

}  // namespace

void checkRecordPlayers(const Event& event, const Game& game, const rules::GameRecord& record,
                        const std::string& where) {
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        const Player* player = event.player(game.seats[seat].player);
        if (!player) continue;
        if (const std::optional<bool> by_id = idMatches(event, game, record, seat, *player, where); by_id) continue;
        const std::string tag = record.tag(seatName(event, seat));
        if (!says(tag) || nameFits(tag, *player)) continue;
        refuseIfSwapped(event, game, record, where);
        throw Refusal("record", where + ": tag " + seatName(event, seat) + ": the record's " + seatName(event, seat) +
                                    " is '" + tag + "', but " + seatName(event, seat) + " at " + unitOf(event) + " " +
                                    std::to_string(game.board) + " is " + label(*player) + ": a record of another " +
                                    unitOf(event) + "'s game?");
    }
}

}  // namespace tourney::tournament
