// A federation's index of events (`tourney serve FOLDER`, /events/): where each event stands,
// from its dates and rounds, and the search readers make by name, place, date, federation and
// game. The front end lists the events; what counts as running or finished is decided here.
#pragma once

#include "scoring/event.h"

#include <optional>
#include <string>
#include <string_view>

namespace tourney::tournament {

enum class EventStage { Upcoming, Running, Finished };

// "upcoming", "running", "finished"; and back (nullopt for anything else).
std::string_view eventStageName(EventStage stage);
std::optional<EventStage> parseEventStage(std::string_view name);

// Where the event stands on `today` (yyyy-mm-dd): finished once it is archived, once its last
// planned round is paired with every result in, or once its end date has passed; running once a round is
// paired or its start date has come; upcoming before.
EventStage eventStage(const Event& event, const std::string& today);

// What a reader searches for; an empty field asks nothing. Texts match a part of the field,
// letters of the Latin alphabet in either case; `date` (yyyy, yyyy-mm or yyyy-mm-dd) matches
// an event whose dates include it.
struct EventSearch {
    std::string text;  // any of name, place, federation and game
    std::string name;
    std::string place;
    std::string federation;
    std::string game;  // the game's name, whole ("chess", "draughts", ...)
    std::string date;
    std::optional<EventStage> stage;
};

bool matchesSearch(const Event& event, EventStage stage, const EventSearch& search);

}  // namespace tourney::tournament
