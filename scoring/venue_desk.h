// What the desk at the venue keeps besides the games (issue 36): who came to play a round, the
// entry fees and what each player paid, and what FIDE asks to know before it rates the event.
// Plain values, no storage, no I/O: tournament/check_in.h, tournament/entry_fees.h and
// tournament/rated_event_check.h read and change them.
#pragma once

#include <string>

namespace tourney {

// A player marked present (or absent again) at the desk for a round not yet paired. Once a
// round has any, a player not present is left out of its pairing with a zero-point bye.
struct CheckIn {
    int round = 0;
    int player = 0;  // start number
    bool present = true;
    bool operator==(const CheckIn&) const = default;
};

// The entry fee and its discounts, in hundredths of the currency, as the organiser sets them. A
// player gets the largest discount he is entitled to, one only.
struct EntryFees {
    long long standard = 0;
    long long titled_discount = 0;  // any FIDE title (GM, IM, WGM, ..., CM, WCM)
    long long women_discount = 0;
    long long junior_discount = 0;
    int junior_born_from = 0;  // born in this year or later; 0: no junior discount
    bool operator==(const EntryFees&) const = default;
};

// A payment received at the desk.
struct Payment {
    int player = 0;  // start number
    long long hundredths = 0;
    std::string method;       // "cash", "bkash", "card", ... as the desk types it
    std::string paid_at;      // UTC, yyyy-mm-ddThh:mm:ssZ, stamped by the front end
    std::string received_by;  // the account signed in, or who the command line names; may be empty
    std::string reference;    // a receipt or transfer number; may be empty
    bool operator==(const Payment&) const = default;
};

}  // namespace tourney
