// The API of the desk at the venue (docs/openapi.yaml), as `tourney checkin`, `fee` and
// `check-rated` do it: check-in before a round (tournament/check_in.h), entry fees, payments and
// the treasurer's list (entry_fees.h), and "will this be rated?" (rated_event_check.h).
#include "app/json_answer.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "tournament/check_in.h"
#include "tournament/entry_fees.h"
#include "tournament/prizes.h"
#include "tournament/rated_event_check.h"

#include <QDateTime>

namespace tourney::app {
namespace {

QHttpServerResponse message(const tournament::Message& said, HttpStatus status = HttpStatus::Ok) {
    return jsonAnswer({{"message", translated(said)}}, status);
}

// POST /api/events/{event}/check-in: `tourney checkin`.
QHttpServerResponse checkIn(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"round", "players", "present"});
    const bool present = !body.has("present") || body.flag("present");
    SqlEventStore store = event.store();
    const tournament::CheckedIn done = tournament::checkInPlayers(store, body.integer("round").value_or(0),
                                                                  body.integers("players"), present);
    return message(present ? tournament::Message("Round %1: %2 checked in", done.round, done.players.size())
                           : tournament::Message("Round %1: %2 marked not present", done.round, done.players.size()));
}

// PUT /api/events/{event}/fees: `tourney fee set`.
QHttpServerResponse setFees(const EventWrite& event, const JsonBody& body) {
    body.allowOnly(
        {"standard", "titled_discount", "women_discount", "junior_discount", "junior_born_from", "junior_under"});
    tournament::FeeSettings settings;
    settings.standard = body.text("standard");
    settings.titled_discount = body.text("titled_discount");
    settings.women_discount = body.text("women_discount");
    settings.junior_discount = body.text("junior_discount");
    settings.junior_born_from = body.integer("junior_born_from");
    settings.junior_under = body.integer("junior_under");
    SqlEventStore store = event.store();
    const EntryFees fees = tournament::setEntryFees(store, settings);
    return message(
        tournament::Message("Entry fee %1", tournament::Message::numeral(tournament::amountText(fees.standard))));
}

// POST /api/events/{event}/payments: `tourney fee pay`; taken by the account signed in.
QHttpServerResponse pay(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"player", "amount", "method", "reference"});
    tournament::PaymentInput input;
    input.player = body.requiredInteger("player");
    input.amount = body.text("amount").value_or("");
    input.method = body.text("method").value_or("cash");
    input.reference = body.text("reference").value_or("");
    input.received_by = event.actor;
    input.paid_at = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    SqlEventStore store = event.store();
    const Payment payment = tournament::recordPayment(store, input);
    return message(
        tournament::Message("%1 paid %2 by %3", payment.player,
                            tournament::Message::numeral(tournament::amountText(payment.hundredths)), payment.method),
        HttpStatus::Created);
}

// PUT /api/events/{event}/rated-details: `tourney rated-details`.
QHttpServerResponse setRatedDetails(const EventWrite& event, const JsonBody& body) {
    body.allowOnly(
        {"time_control", "chief_arbiter", "chief_arbiter_fide_id", "fide_registration", "fide_registered_on"});
    tournament::RatedEventDetails details;
    details.time_control = body.text("time_control");
    details.chief_arbiter = body.text("chief_arbiter");
    details.chief_arbiter_fide_id = body.text("chief_arbiter_fide_id");
    details.fide_registration = body.text("fide_registration");
    details.fide_registered_on = body.text("fide_registered_on");
    SqlEventStore store = event.store();
    tournament::setRatedEventDetails(store, details);
    return message(tournament::Message("Details of the rated event stored"));
}

}  // namespace

void WebServer::routeDesk() {
    const QString check_in = "/api/events/{event}/check-in";
    route(Method::Get, check_in, [this](const QString& id) {
        return tableRead(id, "check-in", [](const Event& event) { return tournament::checkInList(event); });
    });
    route(Method::Post, check_in, [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, checkIn);
    });
    route(Method::Put, "/api/events/{event}/fees", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, setFees);
    });
    route(Method::Post, "/api/events/{event}/payments", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, pay);
    });
    // Names and money: shown to those who may change the event, not to the public.
    route(Method::Get, "/api/events/{event}/treasurer", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, [](const EventWrite& event, const JsonBody&) {
            return QHttpServerResponse("application/json", tableBody(tournament::treasurerList(event.store().load())));
        });
    });
    route(Method::Get, "/api/events/{event}/rated-check", [this](const QString& id) {
        return tableRead(id, "rated-check", [](const Event& event) {
            return tournament::ratedEventTable(tournament::checkRatedEvent(event));
        });
    });
    route(Method::Put, "/api/events/{event}/rated-details",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent, setRatedDetails);
          });
}

}  // namespace tourney::app
