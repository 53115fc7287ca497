// The arbiter's page of `tourney serve`: a round's results entered in one grid, one key a
// board, corrections confirmed, the next round paired. It talks to the server's JSON API;
// every rule stays in the event core behind it.
#pragma once

#include "scoring/event.h"

#include <string>
#include <utility>
#include <vector>

namespace tourney::reports {

// The body of the page for `round` (the last paired round when 0), with links to every paired
// round. `keys` are the one-key results of the grid, each key with the result it enters
// (tournament::resultOfKey); each board's row also has a button for each, to tap.
std::string arbiterBody(const Event& event, int round, const std::vector<std::pair<char, std::string>>& keys);

// The body of the login form: the arbiter's token, kept in a cookie for the pages that write.
// A server started without a token (`writable` false) says instead that it is read-only.
std::string loginBody(bool refused, bool writable = true);

// Why a server without an arbiter's token writes nothing: for its login page and its console.
extern const char* const kReadOnly;

}  // namespace tourney::reports
