#include "tournament/rating_list_update.h"

#include "tournament/fide_codes.h"
#include "tournament/players.h"

#include <algorithm>

namespace tourney::tournament {

std::set<std::string> fideIdsOf(const Event& event) {
    std::set<std::string> ids;
    for (const Player& player : event.players)
        if (!player.fide_id.empty()) ids.insert(player.fide_id);
    return ids;
}

namespace {

bool isAscii(const std::string& text) {
    return std::all_of(text.begin(), text.end(), [](unsigned char c) { return c < 0x80; });
}

// The list's values over the player's, where the list gives one. K factors other than FIDE's
// (40, 20, 10: B.02 8.3) are not taken.
void takeFromList(Player& player, const formats::RatingListEntry& entry) {
    player.rating = entry.rating;  // 0: FIDE lists him without a standard rating
    if (!entry.title.empty()) player.title = entry.title;
    if (!entry.federation.empty()) player.federation = entry.federation;
    if (entry.birth_year > 0 && entry.birth_year != player.birth_year) {
        player.birth_year = entry.birth_year;  // the list gives the year alone: a date of another year goes
        player.birth_date.clear();
    }
    if (entry.sex != ' ') player.sex = entry.sex == 'f' ? Sex::Female : Sex::Male;
    if (entry.k_factor == 10 || entry.k_factor == 20 || entry.k_factor == 40) player.k_factor = entry.k_factor;
    if (player.latin_name.empty() && !isAscii(player.name) && isAscii(entry.name)) player.latin_name = entry.name;
}

}  // namespace

RatingListUpdate updateFromRatingList(EventStore& store, const std::map<std::string, formats::RatingListEntry>& list) {
    RatingListUpdate done;
    store.update([&](Event& event, EventLog& log) {
        done = RatingListUpdate{};
        for (Player& player : event.players) {
            if (player.fide_id.empty()) continue;
            const std::string who = std::to_string(player.start_no) + " " + player.name;
            const auto found = list.find(player.fide_id);
            if (found == list.end()) {
                done.warnings.push_back(Message("Warning: %1: FIDE id %2 is not in the list", who, player.fide_id));
                continue;
            }
            const Player before = player;
            takeFromList(player, found->second);
            PlayerChanges changes{who, playerChanges(before, player)};
            if (changes.changes.empty()) {
                ++done.unchanged;
                continue;
            }
            log.add("player update-ratings", Message("%1: %2", changes.who, listed(changes.changes)));
            done.changes.push_back(std::move(changes));
            for (Message& warning : fideCodeWarnings(player)) done.warnings.push_back(std::move(warning));
        }
    });
    return done;
}

Message ratingListSummary(const RatingListUpdate& done, std::size_t found, std::size_t asked) {
    return Message("Updated %1; %2 already up to date; %3 of %4 found in the list",
                   countedMessage(done.changes.size(), "%1 player", "%1 players"), done.unchanged, found,
                   countedMessage(asked, "%1 FIDE id", "%1 FIDE ids"));
}

}  // namespace tourney::tournament
