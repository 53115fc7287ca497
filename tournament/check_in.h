// Check-in at the desk before a round (issue 36): who came to play. Once a round's check-in is
// used, a player not marked present is not paired in it and gets a zero-point bye, as one who
// asked for it in advance (requests.h, C.04.2); pairing the round records those byes and logs
// them (round_pairing.h).
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <string>
#include <vector>

namespace tourney::tournament {

struct CheckedIn {
    int round = 0;
    std::vector<int> players;  // as named, each once
};

// Marks `players` (start numbers) present, or absent again when `present` is false, for
// `round` (0: the next round to pair). Refused for a round robin or a team event (their tables
// are fixed: a player who does not come loses by forfeit), a round already paired, a start
// number no player has (NotInEvent, field "start_no"), and a player withdrawn from the round
// (field "start_no"). One transaction, one log line.
CheckedIn checkInPlayers(EventStore& store, int round, const std::vector<int>& players, bool present = true);

// The start number `text` names: a start number, or a part of one player's name (letters
// compared without case). Refused (field "player") when it names no player or several, the
// message listing up to five of them.
int findEntrant(const Event& event, const std::string& text);

// Whether the desk has checked anyone in or out for `round`.
bool checkInUsed(const Event& event, int round);

// The players of `round` who are not checked in, once its check-in is used: active, without a
// requested bye for the round, not marked present. Empty when the check-in is not used.
std::vector<int> absentAtCheckIn(const Event& event, int round);

// Gives each player absentAtCheckIn of the next round a requested zero-point bye and logs it:
// pairing the round then treats him as a player absent with a bye asked in advance. Returns
// the note for the arbiter, empty when nobody was absent.
std::vector<Message> byesForAbsentees(Event& event, EventLog& log);

// The desk's list of `round` (0: the next round): No, Name, Rtg, Status (present, absent, not
// checked in, bye requested, withdrawn), every player by start number; a note counts them.
Table checkInList(const Event& event, int round = 0);

}  // namespace tourney::tournament
