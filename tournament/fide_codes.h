// FIDE's lists of federation codes and of titles, in one place: players are checked against
// them when they are registered, edited or updated from the rating list, and an unknown code
// is a warning for the arbiter, not a refusal (a new federation may be missing here).
#pragma once

#include "scoring/event.h"
#include "tournament/message.h"

#include <string>
#include <vector>

namespace tourney::tournament {

bool isFideFederation(const std::string& code);
bool isFideTitle(const std::string& code);

// "Warning: 5 Player: federation XYZ is not a FIDE federation code" for each unknown code of
// the player, as a message with the player and the code as its values; empty codes are not
// checked.
std::vector<Message> fideCodeWarnings(const Player& player);

}  // namespace tourney::tournament
