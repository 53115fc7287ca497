// The public registration form (issue 36): the organiser opens it with a closing time; anyone
// enters through the served site (name, federation, FIDE id, year of birth, club); each entry
// waits for the organiser, who approves it (the entrant becomes a player through
// registerPlayers, players.h, with every check of it) or rejects it. A FIDE id is looked up in
// FIDE's rating list when the server keeps one, whose name, federation and rating are taken.
// The same person entered twice is not a second entry: the entry or player he already is comes
// back, with a message saying so. The core reads no clock: the front end says what time it is.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace tourney::tournament {

// Opens the form until `closes_at` ("yyyy-mm-dd hh:mm", the server's local time), or moves its
// closing time. Refused (field "closes") for a time that is not one or is not after `now`
// ("yyyy-mm-dd hh:mm:ss", local). One transaction, logged.
RegistrationWindow openRegistration(EventStore& store, const std::string& closes_at, const std::string& now);

// Closes the form before its time; the entries stay, to be approved or rejected. Logged.
void closeRegistration(EventStore& store);

// What an entrant typed, each field as text.
struct EntryForm {
    std::string name;
    std::string federation;
    std::string fide_id;
    std::string birth_year;
    std::string club;
};

// FIDE's rating list the server keeps, to look a FIDE id up in; `list` null when there is none.
struct RatingListSource {
    std::istream* list = nullptr;
    std::string file_name;
};

// What became of a form sent.
struct SubmittedEntry {
    RegistrationEntry entry;     // the new entry, or the one he made before
    int player = 0;              // the player he already is (then `entry` is empty), else 0
    bool duplicate = false;      // nothing was stored: he had entered before, or is a player
    Message said;                // for the entrant
    std::vector<Message> notes;  // what the rating list changed of what he typed
};

// Takes a form sent at `now` ("yyyy-mm-dd hh:mm:ss", the server's local time). Refused while the
// form is closed or after its closing time (field "registration"), and for a field at fault,
// named: a name missing, holding markup (< > & " ' ` and the like) or control characters; a
// federation that is not FIDE's; a year of birth outside 1900 to this year; a FIDE id not of
// digits, or not in the rating list when one is kept; a club with markup. The same FIDE id, or
// the same name (nameForms, player_names.h) and year of birth, as a player or a waiting entry:
// nothing stored, the one he is comes back (`duplicate`). The rating list is read before the
// event's write lock is taken.
SubmittedEntry submitEntry(EventStore& store, const EntryForm& form, const std::string& now,
                           const RatingListSource& rating_list = {});

// What approving an entry did: the entry, and the notes of the player's registration (a late
// entry's new numbers, a namesake).
struct ApprovedEntry {
    RegistrationEntry entry;
    std::vector<Message> notes;
};

// Makes waiting (or rejected) entry `number` a player, through registerPlayers: every check of
// registering a player applies. One transaction; logged. Refused (field "entry") for an entry
// already approved; NotInEvent for a number no entry has.
ApprovedEntry approveEntry(EventStore& store, int number);

// Turns waiting entry `number` down, with `reason` (may be empty). Logged. Refused for an entry
// approved already (his player is withdrawn or removed instead) or rejected already.
RegistrationEntry rejectEntry(EventStore& store, int number, const std::string& reason);

// The entries in the order they came (only those waiting when `waiting_only`): No, Name, Fed,
// FIDE id, Born, Club, Rtg, Received, Status ("waiting", "player 12", "rejected: why"), Typed
// (the name as typed when the rating list's was taken). A note says whether the form is open.
Table entryList(const Event& event, bool waiting_only = false);

// "open until 2026-03-01 18:00", "closed": where the form stands, for the organiser.
Message registrationState(const RegistrationWindow& window);

// The entry numbered `number`; NotInEvent (field "entry") when there is none.
const RegistrationEntry& entryNumbered(const Event& event, int number);

}  // namespace tourney::tournament
