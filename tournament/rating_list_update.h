// Filling and updating the event's players from FIDE's rating list (formats/fide_rating_list.h),
// matched by FIDE id.
#pragma once

#include "formats/fide_rating_list.h"
#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace tourney::tournament {

// The FIDE ids of the event's players: what to look for in the list.
std::set<std::string> fideIdsOf(const Event& event);

// One player's changes: "3 Chen, Li" and "rating 2200 -> 2215", "k_factor (none) -> 20".
struct PlayerChanges {
    std::string who;
    std::vector<Message> changes;

    // "3 Chen, Li: rating 2200 -> 2215, k_factor (none) -> 20", each change translated where shown.
    Message message() const { return Message("%1: %2", who, listed(changes)); }

    // The same in English, as the log says it.
    std::string text() const {
        std::string text = who + ":";
        for (std::size_t i = 0; i < changes.size(); ++i) text += (i ? ", " : " ") + changes[i].text();
        return text;
    }
};

struct RatingListUpdate {
    std::vector<PlayerChanges> changes;
    std::vector<Message> warnings;  // ids not in the list, unknown codes
    int unchanged = 0;              // players found whose details already agreed
};

// In one transaction: each player with a FIDE id found in `list` takes its standard rating,
// title, federation, year of birth, sex and K factor (what the list leaves empty is kept), and
// its name as his Latin name when his own is not in Latin letters. Ids not in the list are
// warned about. The change is logged.
RatingListUpdate updateFromRatingList(EventStore& store, const std::map<std::string, formats::RatingListEntry>& list);

// "Updated 2 players; 1 already up to date; 3 of 4 FIDE ids found in the list": `found` of the
// `asked` ids (fideIdsOf) were in the list.
Message ratingListSummary(const RatingListUpdate& done, std::size_t found, std::size_t asked);

}  // namespace tourney::tournament
