// Entry fees and payments at the desk (issue 36): the fee each player owes by his category (a
// standard fee, less the largest discount he is entitled to: titled, women, juniors), payments
// recorded with who took them, the treasurer's list, and the warning before a pairing that some
// have not paid. Amounts are hundredths of the currency, typed as prizes.h reads them.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <optional>
#include <string>

namespace tourney::tournament {

// The organiser's settings, each left alone when not given. Amounts as "500" or "500.50".
struct FeeSettings {
    std::optional<std::string> standard, titled_discount, women_discount, junior_discount;
    std::optional<int> junior_born_from;  // a year; 0 ends the junior discount
    std::optional<int> junior_under;      // an age: born in the event's year less it, or later
};

// Stores the fees. Refused (field "amount", "junior_born_from", "junior_under") for an amount
// that is not one, a discount larger than the fee, a junior discount without its limit, or an
// age limit when the event has no start date. Logged.
EntryFees setEntryFees(EventStore& store, const FeeSettings& settings);

// What `player` owes (hundredths) and why: "standard", "titled", "women", "junior".
struct FeeDue {
    long long hundredths = 0;
    std::string category = "standard";
};
FeeDue feeDue(const EntryFees& fees, const Player& player);

struct PaymentInput {
    int player = 0;
    std::string amount;       // "500", "500.50"
    std::string method;       // "cash", "bkash", ...
    std::string paid_at;      // UTC yyyy-mm-ddThh:mm:ssZ, from the front end's clock
    std::string received_by;  // the actor (the account signed in); may be empty
    std::string reference;    // may be empty
};

// Records a payment. Refused: an unknown start number (NotInEvent, "start_no"), an amount that
// is zero, negative or not one ("amount"), no method ("method"), and a payment recorded already
// ("amount" or "reference"): the same reference, or the same player, amount and method within
// the same minute unless both carry references that differ. One transaction, logged.
Payment recordPayment(EventStore& store, const PaymentInput& input);

// The treasurer's list: No, Name, Category, Due, Paid, Balance (due less paid: below zero when
// overpaid), Payments (method and time of each), by start number, and a last row of totals.
Table treasurerList(const Event& event);

// Before a pairing: the active players who owe part of their fee, named with what they owe; none
// when no fee is set or all have paid. A warning, never a refusal.
std::optional<Message> unpaidWarning(const Event& event);

}  // namespace tourney::tournament
