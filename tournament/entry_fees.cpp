#include "tournament/entry_fees.h"

#include "formats/plain_text.h"
#include "tournament/players.h"
#include "tournament/prizes.h"
#include "tournament/refusal.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

// amountText of the magnitude, signed: a balance below zero is money overpaid.
std::string signedAmount(long long hundredths) {
    return hundredths < 0 ? "-" + amountText(-hundredths) : amountText(hundredths);
}

Message amountSaid(long long hundredths) { return Message::numeral(signedAmount(hundredths)); }

long long settingAmount(const std::optional<std::string>& text, long long current) {
    return text ? parseAmount(*text) : current;
}

int eventStartYear(const Event& event) {
    const std::string& date = event.info.start_date;
    if (date.size() < 4)
        throw Refusal("junior_under", "an age limit counts from the event's start date, and the event has none");
    return std::stoi(date.substr(0, 4));
}

void checkFees(const EntryFees& fees) {
    for (const long long discount : {fees.titled_discount, fees.women_discount, fees.junior_discount})
        if (discount > fees.standard)
            throw Refusal("amount", Message("a discount of %1 is larger than the fee of %2", amountSaid(discount),
                                            amountSaid(fees.standard)));
    if (fees.junior_discount > 0 && fees.junior_born_from == 0)
        throw Refusal("junior_born_from", "a junior discount needs its limit: a year of birth or an age");
    if (fees.junior_born_from != 0 && (fees.junior_born_from < 1900 || fees.junior_born_from > 2200))
        throw Refusal("junior_born_from",
                      Message("'%1' is not a whole number from %2 to %3", fees.junior_born_from, 1900, 2200));
}

bool sameMinute(const std::string& a, const std::string& b) {
    return a.size() >= 16 && b.size() >= 16 && a.compare(0, 16, b, 0, 16) == 0;
}

// A payment recorded twice is one the desk typed again, not money received twice.
void checkNotRecorded(const Event& event, const Payment& payment) {
    for (const Payment& there : event.payments) {
        const Message said("%1 paid %2 by %3 at %4", there.player, amountSaid(there.hundredths), there.method,
                           there.paid_at);
        if (!payment.reference.empty() && there.reference == payment.reference)
            throw Refusal("reference", Message("reference %1 is recorded already: %2", payment.reference, said));
        const bool told_apart = !payment.reference.empty() && !there.reference.empty();
        if (there.player == payment.player && there.hundredths == payment.hundredths &&
            there.method == payment.method && sameMinute(there.paid_at, payment.paid_at) && !told_apart)
            throw Refusal("amount", Message("recorded already: %1 (a second payment in the same minute needs a "
                                            "reference of its own)",
                                            said));
    }
}

Payment checkedPayment(const Event& event, const PaymentInput& input) {
    checkedStartNumber(event, input.player);
    if (!input.amount.empty() && input.amount.front() == '-')
        throw Refusal("amount", Message("a payment is an amount above zero, not %1", input.amount));
    Payment payment{input.player,  parseAmount(input.amount), input.method,
                    input.paid_at, input.received_by,         input.reference};
    if (payment.hundredths == 0) throw Refusal("amount", "a payment is an amount above zero, not 0");
    if (payment.method.empty()) throw Refusal("method", "say how it was paid, e.g. cash");
    for (const auto& [field, text] :
         {std::pair<const char*, const std::string*>{"method", &payment.method}, {"reference", &payment.reference}})
        if (const auto problem = formats::textProblem(*text)) throw Refusal(field, *problem);
    if (payment.paid_at.size() < 16) throw Refusal("paid_at", Message("'%1' is not a time", payment.paid_at));
    checkNotRecorded(event, payment);
    return payment;
}

long long paidBy(const Event& event, int player) {
    long long paid = 0;
    for (const Payment& payment : event.payments)
        if (payment.player == player) paid += payment.hundredths;
    return paid;
}

}  // namespace

EntryFees setEntryFees(EventStore& store, const FeeSettings& settings) {
    EntryFees fees;
    store.update([&](Event& event, EventLog& log) {
        fees = event.fees;
        fees.standard = settingAmount(settings.standard, fees.standard);
        fees.titled_discount = settingAmount(settings.titled_discount, fees.titled_discount);
        fees.women_discount = settingAmount(settings.women_discount, fees.women_discount);
        fees.junior_discount = settingAmount(settings.junior_discount, fees.junior_discount);
        if (settings.junior_born_from) fees.junior_born_from = *settings.junior_born_from;
        if (settings.junior_under) {
            if (*settings.junior_under < 5 || *settings.junior_under > 99)
                throw Refusal("junior_under",
                              Message("'%1' is not a whole number from %2 to %3", *settings.junior_under, 5, 99));
            fees.junior_born_from = eventStartYear(event) - *settings.junior_under;
        }
        checkFees(fees);
        event.fees = fees;
        log.add("fee set",
                Message("entry fee %1; discounts: titled %2, women %3, juniors born %4 or later %5",
                        amountSaid(fees.standard), amountSaid(fees.titled_discount), amountSaid(fees.women_discount),
                        fees.junior_born_from, amountSaid(fees.junior_discount)));
    });
    return fees;
}

FeeDue feeDue(const EntryFees& fees, const Player& player) {
    FeeDue due{fees.standard, "standard"};
    const auto consider = [&](bool entitled, long long discount, const char* category) {
        if (entitled && discount > 0 && fees.standard - discount < due.hundredths)
            due = {std::max(0LL, fees.standard - discount), category};
    };
    consider(!player.title.empty(), fees.titled_discount, "titled");
    consider(player.sex == Sex::Female, fees.women_discount, "women");
    consider(fees.junior_born_from != 0 && player.birth_year >= fees.junior_born_from, fees.junior_discount, "junior");
    return due;
}

Payment recordPayment(EventStore& store, const PaymentInput& input) {
    Payment payment;
    store.update([&](Event& event, EventLog& log) {
        payment = checkedPayment(event, input);
        event.payments.push_back(payment);
        log.add("fee pay", Message("%1 %2 paid %3 by %4", payment.player, event.player(payment.player)->name,
                                   amountSaid(payment.hundredths), payment.method));
    });
    return payment;
}

Table treasurerList(const Event& event) {
    Table table;
    table.title = "Entry fees";
    table.columns = {{"No", Align::Right, true, false, ValueKind::Integer},
                     {"Name", Align::Left, true, true},
                     {"Category"},
                     {"Due", Align::Right, false, false, ValueKind::Number},
                     {"Paid", Align::Right, false, false, ValueKind::Number},
                     {"Balance", Align::Right, false, false, ValueKind::Number},
                     {"Payments"}};
    long long due_total = 0, paid_total = 0;
    for (const Player& player : event.players) {
        const FeeDue due = feeDue(event.fees, player);
        const long long paid = paidBy(event, player.start_no);
        std::string payments;
        for (const Payment& payment : event.payments)
            if (payment.player == player.start_no)
                payments += (payments.empty() ? "" : "; ") + amountText(payment.hundredths) + " " + payment.method +
                            " " + payment.paid_at.substr(0, 16) +
                            (payment.received_by.empty() ? "" : " (" + payment.received_by + ")");
        due_total += due.hundredths;
        paid_total += paid;
        table.rows.push_back({std::to_string(player.start_no), player.name, due.category, amountText(due.hundredths),
                              amountText(paid), signedAmount(due.hundredths - paid), payments});
    }
    table.rows.push_back(
        {"", "Total", "", amountText(due_total), amountText(paid_total), signedAmount(due_total - paid_total), ""});
    table.note(Message("%1 players; due %2, paid %3, outstanding %4", event.players.size(), amountSaid(due_total),
                       amountSaid(paid_total), amountSaid(due_total - paid_total)));
    return table;
}

std::optional<Message> unpaidWarning(const Event& event) {
    std::vector<Message> owing;
    const int round = event.roundsPaired() + 1;
    for (const Player& player : event.players) {
        if (!player.activeIn(round)) continue;
        const long long balance = feeDue(event.fees, player).hundredths - paidBy(event, player.start_no);
        if (balance > 0) owing.push_back(Message("%1 %2 owes %3", player.start_no, player.name, amountSaid(balance)));
    }
    if (owing.empty()) return std::nullopt;
    return Message("Warning: %1 players have not paid their entry fee in full: %2", owing.size(), listed(owing));
}

}  // namespace tourney::tournament
