#include "tournament/event_listing.h"

#include "rules/registry.h"
#include "tournament/round_readiness.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace tourney::tournament {
namespace {

std::string folded(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    return lower;
}

// `wanted` is a part of `field` (empty: anything is).
bool contains(std::string_view field, const std::string& wanted) {
    return wanted.empty() || folded(field).find(folded(wanted)) != std::string::npos;
}

// The event's dates include `date`, a day or the start of one (a month, a year).
bool spans(const EventInfo& info, const std::string& date) {
    if (date.empty()) return true;
    const std::string& end = info.end_date.empty() ? info.start_date : info.end_date;
    if (info.start_date.empty()) return false;
    return info.start_date.substr(0, date.size()) <= date && date <= end.substr(0, date.size());
}

}  // namespace

std::string_view eventStageName(EventStage stage) {
    switch (stage) {
    case EventStage::Upcoming: return "upcoming";
    case EventStage::Running: return "running";
    case EventStage::Finished: return "finished";
    }
    return "running";
}

std::optional<EventStage> parseEventStage(std::string_view name) {
    for (const EventStage stage : {EventStage::Upcoming, EventStage::Running, EventStage::Finished})
        if (eventStageName(stage) == name) return stage;
    return std::nullopt;
}

EventStage eventStage(const Event& event, const std::string& today) {
    const int paired = event.roundsPaired();
    const bool all_played = event.planned_rounds > 0 && paired >= event.planned_rounds &&
                            boardsAwaitingResults(event, paired).empty();
    // An archived event is over: the federation keeps it as its record (event_lifetime.h).
    if (event.archived || all_played || (!event.info.end_date.empty() && event.info.end_date < today))
        return EventStage::Finished;
    if (paired > 0 || (!event.info.start_date.empty() && event.info.start_date <= today)) return EventStage::Running;
    return EventStage::Upcoming;
}

bool matchesSearch(const Event& event, EventStage stage, const EventSearch& search) {
    const std::string_view game = rules::gameName(event.game);
    const EventInfo& info = event.info;
    const bool text = search.text.empty() ||
                      std::ranges::any_of(std::array<std::string_view, 4>{info.name, info.city, info.federation, game},
                                          [&](std::string_view field) { return contains(field, search.text); });
    return text && contains(info.name, search.name) && contains(info.city, search.place) &&
           contains(info.federation, search.federation) && (search.game.empty() || folded(search.game) == game) &&
           spans(info, search.date) && (!search.stage || *search.stage == stage);
}

}  // namespace tourney::tournament
