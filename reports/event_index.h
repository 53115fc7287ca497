// The pages of a federation's server that belong to no one event (`tourney serve FOLDER`,
// docs/federation.md): the index of its events, running, upcoming and finished, with a search
// form; and the page that says an event does not exist. Every text is escaped.
#pragma once

#include "scoring/event.h"
#include "tournament/event_listing.h"
#include "tournament/message.h"

#include <string>
#include <vector>

namespace tourney::reports {

// An event of the index: the id it is served under (/events/ID/) and where it stands.
struct IndexedEvent {
    std::string id;
    const Event* event = nullptr;
    tournament::EventStage stage = tournament::EventStage::Upcoming;
};

// The index: the events that match `search` (all of them, given), running first, then
// upcoming, then finished, each group by start date; the form shows the search asked.
std::string eventIndexPage(const std::vector<IndexedEvent>& events, const tournament::EventSearch& search);

// The page of an event that does not exist: `why` and a link to the index.
std::string missingEventPage(const tournament::Message& why);

}  // namespace tourney::reports
