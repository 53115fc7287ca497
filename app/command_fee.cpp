// tourney fee set|pay|list: entry fees, payments at the desk and the treasurer's list
// (tournament/entry_fees.h).
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/check_in.h"
#include "tournament/entry_fees.h"
#include "tournament/prizes.h"

#include <QDateTime>

namespace tourney::app {
namespace {

int set(const QStringList& arguments) {
    CommandLine line("fee set FILE",
                     "Sets the entry fee and its discounts (amounts as 500 or 500.50). A player\n"
                     "pays the fee less the largest discount he is entitled to.");
    line.addPositional("FILE", "The event file.");
    line.addOption("standard", "AMOUNT", "The entry fee.");
    line.addOption("titled-discount", "AMOUNT", "Off the fee for a player with a FIDE title.");
    line.addOption("women-discount", "AMOUNT", "Off the fee for women.");
    line.addOption("junior-discount", "AMOUNT", "Off the fee for juniors.");
    line.addOption("junior-born-from", "YEAR", "Juniors are born in this year or later (0: none).");
    line.addOption("junior-under", "AGE", "Juniors are under this age on 1 January of the event's year.");
    line.nameField("amount", "--standard");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        tournament::FeeSettings settings;
        settings.standard = line.text("standard");
        settings.titled_discount = line.text("titled-discount");
        settings.women_discount = line.text("women-discount");
        settings.junior_discount = line.text("junior-discount");
        if (line.isSet("junior-born-from"))
            settings.junior_born_from = line.wholeNumber("--junior-born-from", line.value("junior-born-from"));
        if (line.isSet("junior-under"))
            settings.junior_under = line.wholeNumber("--junior-under", line.value("junior-under"));
        SqlEventStore store = commandLineStore(line.positional(0));
        const EntryFees fees = tournament::setEntryFees(store, settings);
        printSaid(
            tournament::Message("Entry fee %1", tournament::Message::numeral(tournament::amountText(fees.standard))));
        return kSuccess;
    });
}

int pay(const QStringList& arguments) {
    CommandLine line("fee pay FILE PLAYER AMOUNT",
                     "Records a payment of the entry fee. The same payment twice (same player,\n"
                     "amount and method in the same minute, or the same reference) is refused.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("PLAYER", "The player's start number, or a part of his name.");
    line.addPositional("AMOUNT", "The amount paid, e.g. 500 or 500.50.");
    line.addOption("method", "METHOD", "How it was paid: cash, bkash, card, ... (default cash).");
    line.addOption("reference", "TEXT", "A receipt or transfer number.");
    line.addOption("by", "NAME", "Who took the payment (default: the user's login name).");
    line.nameField("player", "PLAYER");
    line.nameField("start_no", "PLAYER");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::PaymentInput input;
        input.player = tournament::findEntrant(store.load(), utf8(line.positional(1)));
        input.amount = utf8(line.positional(2));
        input.method = line.isSet("method") ? utf8(line.value("method")) : "cash";
        input.reference = line.text("reference").value_or("");
        input.received_by = line.isSet("by") ? utf8(line.value("by")) : commandLineUser();
        input.paid_at = utf8(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        const Payment payment = tournament::recordPayment(store, input);
        printSaid(tournament::Message("%1 paid %2 by %3", payment.player,
                                      tournament::Message::numeral(tournament::amountText(payment.hundredths)),
                                      payment.method));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    return runTableCommand(arguments, "fee list FILE",
                           "Prints the treasurer's list: each player's fee, what he paid and what he\n"
                           "still owes, with the totals.",
                           [](const Event& event) { return tournament::treasurerList(event); });
}

int run(const QStringList& arguments) {
    return runAction("fee",
                     {{"set", "set the entry fee and its discounts", set},
                      {"pay", "record a payment", pay},
                      {"list", "print the treasurer's list", list}},
                     arguments);
}

const Command registered("fee", "entry fees and payments at the desk", run);

}  // namespace
}  // namespace tourney::app
