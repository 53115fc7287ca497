// The API's events (docs/openapi.yaml): those of the served folder listed, a new one created
// by the event core's createEvent (tournament/event_setup.h), one event's summary, its FIDE mode
// entered or left (tournament/fide_mode.h) and its tie-breaks changed
// (tournament/tiebreak_settings.h), an event archived, restored or deleted
// (tournament/event_lifetime.h), and the stream of an event's changes (app/change_streams.h).
#include "app/json_answer.h"
#include "app/new_event_fields.h"
#include "app/sql_account_store.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "rules/registry.h"
#include "tournament/event_lifetime.h"
#include "tournament/event_setup.h"
#include "tournament/fide_mode.h"
#include "tournament/round_readiness.h"
#include "tournament/tiebreak_settings.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>

namespace tourney::app {
namespace {

QJsonObject eventJson(const QString& id, const Event& event) {
    QJsonArray seats;  // in the order of play: a table's result gives their points in this order
    for (std::string_view seat : rules::seatNames(event.game)) seats.append(qtext(std::string(seat)));
    return {{"id", id},
            {"name", qtext(event.info.name)},
            {"game", qtext(std::string(rules::gameName(event.game)))},
            {"seats", seats},
            {"system", qtext(std::string(systemName(event.system)))},
            {"players", static_cast<int>(event.players.size())},
            {"rounds_paired", event.roundsPaired()},
            {"planned_rounds", event.planned_rounds},
            // The event core's answer, as the arbiter's page and `pair` have it (round_readiness.h).
            {"last_round_complete",
             event.rounds.empty() || tournament::boardsAwaitingResults(event, event.roundsPaired()).empty()},
            {"tiebreaks", qtext(tournament::joinedCodes(event.tiebreaks))},
            {"fide_mode", event.fide_mode},
            // What FIDE mode locks (tie-breaks, forbidden pairs) is locked now: a change answers 409.
            {"fide_mode_locks", tournament::fideLocksHold(event)},
            // Read-only until an organiser restores it (tournament/event_lifetime.h).
            {"archived", event.archived}};
}

// The settings of `tourney new`, from the body of POST /api/events.
tournament::EventSettings eventSettings(const JsonBody& body) {
    std::vector<std::string> known = newEventTextFields();
    known.insert(known.end(), {"id", "rounds", "fide_mode"});
    body.allowOnly(known);
    tournament::EventSettings settings = newEventSettings([&](const std::string& field) { return body.text(field); });
    settings.rounds = body.integer("rounds");
    if (body.has("fide_mode")) settings.fide_mode = body.flag("fide_mode");
    return settings;
}

// PUT /api/events/{event}/fide-mode: {"on": false, "reason": "..."} leaves FIDE mode, logged
// with the reason it needs; {"on": true} enters it.
QHttpServerResponse setFideMode(const EventWrite& write, const JsonBody& body) {
    body.allowOnly({"on", "reason"});
    if (!body.has("on")) throw tournament::UnusableRequest("on", "on: true or false");
    SqlEventStore store = write.store();
    const tournament::Message done = tournament::setFideMode(store, body.flag("on"), body.text("reason").value_or(""));
    return jsonAnswer({{"message", translated(done)}, {"event", eventJson(write.served.id, store.load())}});
}

// PUT /api/events/{event}/tiebreaks: {"tiebreaks": "BH/C1,BH,SB", "force": true}, as `tourney
// set-tiebreaks`.
QHttpServerResponse setTiebreaks(const EventWrite& write, const JsonBody& body) {
    body.allowOnly({"tiebreaks", "force"});
    SqlEventStore store = write.store();
    const tournament::TiebreakChange change = tournament::setTiebreaks(store, body.requiredText("tiebreaks"),
                                                                       body.flag("force"));
    QJsonArray warnings;
    if (const auto warning = change.warning()) warnings.append(translated(*warning));
    return jsonAnswer({{"tiebreaks", qtext(tournament::joinedCodes(change.after))}, {"warnings", warnings}});
}

// POST /api/events/{event}/archive: {"force": true} archives an event whose last round awaits
// results; POST .../restore makes it writable again. Both answer the event as it is now.
QHttpServerResponse archive(const EventWrite& write, const JsonBody& body) {
    body.allowOnly({"force"});
    SqlEventStore store = write.store();
    const tournament::Message done = tournament::archiveEvent(store, body.flag("force"));
    return jsonAnswer({{"message", translated(done)}, {"event", eventJson(write.served.id, store.load())}});
}

QHttpServerResponse restore(const EventWrite& write, const JsonBody& body) {
    body.allowOnly({});
    SqlEventStore store = write.store();
    const tournament::Message done = tournament::restoreEvent(store);
    return jsonAnswer({{"message", translated(done)}, {"event", eventJson(write.served.id, store.load())}});
}

}  // namespace

WebServer::Answer WebServer::deleteEvent(const QHttpServerRequest& request, const QString& id) {
    return inPool(writers_, requestLanguage(request), [this, id, sender = credentials(request), body = request.body()] {
        ServedEvent& event = served(id);  // 404 for an event the server does not have
        const tournament::Actor actor = permitted(sender, tournament::Action::DeleteEvent, event.id);
        const JsonBody read(body);
        read.allowOnly({"force"});
        if (!servesMany())
            throw tournament::Refusal(
                tournament::Message("this server serves one event: delete it at the "
                                    "server's terminal (tourney delete)"));
        SqlEventStore store(event.location, nullptr, actor.name);
        SqlAccountStore server(accounts_);
        const tournament::Message done = tournament::deleteEvent(
            store, server, actor, event.id.toStdString(), read.flag("force"), QDateTime::currentSecsSinceEpoch(), [&] {
                store.removeEvent();
                forget(event.id);
            });
        return jsonAnswer({{"message", translated(done)}, {"id", id}});
    });
}

void WebServer::forget(const QString& id) {
    std::lock_guard lock(served_mutex_);
    const auto found = served_.find(id);
    if (found == served_.end()) return;
    // Requests under way may still hold it: it is kept, but no longer found by its id.
    forgotten_.push_back(std::move(found->second));
    served_.erase(found);
}

WebServer::Answer WebServer::eventSummary(const QString& id) {
    return inPool([this, id] {
        ServedEvent& event = served(id);
        return cached(event, "api:event", [&](const Event& stored) {
            return CachedResponse{0, "application/json", QJsonDocument(eventJson(event.id, stored)).toJson()};
        });
    });
}

void WebServer::routeEvents() {
    route(Method::Get, "/api/events", [this] {
        return inPool([this] {
            QJsonArray events;
            for (const auto& [id, event] : servedEvents()) events.append(eventJson(id, *event));
            return answer("application/json", QJsonDocument(events).toJson());
        });
    });
    route(Method::Post, "/api/events", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, sender = credentials(request), body = request.body()] {
            const tournament::Actor actor = permitted(sender, tournament::Action::CreateEvent, {});
            const JsonBody read(body);
            const QString id = QString::fromStdString(read.requiredText("id"));
            static const QRegularExpression name("^[A-Za-z0-9_-]{1,100}$");
            if (!name.match(id).hasMatch())
                throw tournament::UnusableRequest("id", "id: letters, digits, '-' and '_' only (at most 100)");
            if (!servesMany())
                throw tournament::Refusal("id", tournament::Message("this server serves one event: serve a folder or a "
                                                                    "PostgreSQL database of events to create events"));
            // In a database, a schema's name has rules of its own (app/postgresql_address.h).
            if (const std::optional<tournament::Message> problem = collection_->idProblem(id))
                throw tournament::UnusableRequest("id", *problem);
            SqlEventStore store(collection_->eventLocation(id), nullptr, actor.name);
            const Event event = tournament::createEvent(store, eventSettings(read));
            return jsonAnswer(eventJson(id, event), HttpStatus::Created);
        });
    });
    route(Method::Get, "/api/events/{event}", [this](const QString& id) { return eventSummary(id); });
    route(Method::Delete, "/api/events/{event}",
          [this](const QString& id, const QHttpServerRequest& request) { return deleteEvent(request, id); });
    route(Method::Post, "/api/events/{event}/archive", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ArchiveEvent, archive);
    });
    route(Method::Post, "/api/events/{event}/restore", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::RestoreEvent, restore);
    });
    route(Method::Put, "/api/events/{event}/fide-mode", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, setFideMode);
    });
    route(Method::Put, "/api/events/{event}/tiebreaks", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, setTiebreaks);
    });
    // Server-sent events: the event's revision now and at every change (app/change_streams.h).
    route(Method::Get, "/api/events/{event}/changes", [this](const QString& id, QHttpServerResponder&& responder) {
        try {
            ServedEvent& event = served(id);
            changes_.open(event.id, event.location, std::move(responder));
        } catch (const tournament::Refusal& error) {
            const QHttpServerResponse refusal = refused(error);
            responder.write(refusal.data(), refusal.mimeType(), refusal.statusCode());
        }
    });
}

}  // namespace tourney::app
