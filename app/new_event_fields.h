// The settings of a new event from fields named as the API names them ("start_date"), for
// `tourney new` (whose options are the same names with '-') and POST /api/events alike: one
// reading of them, so that the two make the same event of the same words.
#pragma once

#include "tournament/event_setup.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tourney::app {

// The fields of text; the number of rounds, a whole number, each front end reads itself.
const std::vector<std::string>& newEventTextFields();

// `given(field)`: the text given for a field, nullopt when it was not. Values are trimmed, the
// acceleration's name lowercased, and the seed of the drawing of lots drawn at random, once.
tournament::EventSettings newEventSettings(const std::function<std::optional<std::string>(const std::string&)>& given);

}  // namespace tourney::app
