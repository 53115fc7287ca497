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

// The seat's name in the game's words (White, Red), as its record's tags name it.
std::string seatName(const Event& event, std::size_t seat) {
    const auto& names = rules::seatNames(event.game);
    return seat < names.size() ? std::string(names[seat]) : "seat " + std::to_string(seat + 1);
}

// The same in a message, translated as a word of its own.
Message seatWord(const Event& event, std::size_t seat) { return Message::english(seatName(event, seat)); }

Message unitOf(const Event& event) { return event.atTables() ? Message("table") : Message("board"); }

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
        throw Refusal("record", Message("%1: tag %2: the record's %3 has %4 id %5, but %3 at %6 %7 is %8 (id %9): a "
                                        "record of another %6's game?",
                                        where, tag_name, seatWord(event, seat), id.body, value, unitOf(event),
                                        game.board, label(player), player.fide_id));
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
        throw Refusal("record", Message("%1: tags %2 and %3: the record has %4 and %5 the other way round: at %6 %7 %8 "
                                        "has %4 and %9 %5",
                                        where, seatName(event, 0), seatName(event, 1), seatWord(event, 0),
                                        seatWord(event, 1), unitOf(event), game.board, label(*first), label(*second)));
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
        throw Refusal("record", Message("%1: tag %2: the record's %3 is '%4', but %3 at %5 %6 is %7: a record of "
                                        "another %5's game?",
                                        where, seatName(event, seat), seatWord(event, seat), tag, unitOf(event),
                                        game.board, label(*player)));
    }
}

}  // namespace tourney::tournament
