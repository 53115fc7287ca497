// The public registration form of an event (issue 36): while the organiser keeps it open, anyone
// may enter through the served site; each entry waits for the organiser's approval, which makes
// it a player. Plain values, no storage, no I/O: tournament/registration_form.h reads and
// changes them.
#pragma once

#include <string>

namespace tourney {

// Where an entry stands: waiting, made a player, or turned down by the organiser.
enum class EntryStatus : char { Pending = 'p', Approved = 'a', Rejected = 'r' };

struct RegistrationEntry {
    int number = 0;  // 1, 2, ... in the order the entries came
    std::string name;
    std::string federation;  // FIDE's three letters
    std::string fide_id;     // digits; empty when none
    int birth_year = 0;
    std::string club;  // empty when none
    // From FIDE's rating list when the FIDE id was found in it; else none.
    int rating = 0;
    std::string title;
    char sex = ' ';  // 'm', 'f' or ' '
    // The name as typed, when the rating list's name (taken instead) differs; else empty.
    std::string typed_name;
    std::string submitted_at;  // the server's local time, yyyy-mm-dd hh:mm:ss
    EntryStatus status = EntryStatus::Pending;
    int start_no = 0;    // the player he became once approved; 0 before, or when that player was removed
    std::string reason;  // why the organiser rejected it; may be empty
    bool operator==(const RegistrationEntry&) const = default;
};

// Whether the form takes entries, and until when.
struct RegistrationWindow {
    bool open = false;
    std::string closes_at;  // yyyy-mm-dd hh:mm, the server's local time (the venue's)
    bool operator==(const RegistrationWindow&) const = default;
};

}  // namespace tourney
