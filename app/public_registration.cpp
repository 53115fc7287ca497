// The public registration form of `tourney serve` (issue 36): GET /events/ID/register (and
// /register for the one event of a server) is the form, a plain HTML form that needs no
// JavaScript; its POST goes to tournament::submitEntry, which refuses a field at fault (the page
// shows the form again with what was typed and the refusal beside the field) or takes the entry
// and the page confirms it, or names the entry or player the entrant already is. The connection
// guard lets these posts in without the arbiter's token, from this server's own pages only, small
// and a few a minute a client (app/connection_guard.h). The organiser's API for the entries,
// list, approve and reject, is under /api/events/{event}/registrations (docs/openapi.yaml).
#include "app/interface_language.h"
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/section_folder.h"
#include "app/web_server.h"
#include "formats/input_error.h"
#include "reports/html_site.h"
#include "reports/registration_page.h"
#include "tournament/registration_form.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QUrlQuery>

#include <fstream>

namespace tourney::app {
namespace {

// The server's local time: the closing time is the venue's (tournament/registration_form.h).
std::string localNow() { return QDateTime::currentDateTime().toString("yyyy-MM-dd HH:mm:ss").toStdString(); }

constexpr const char* kFormFields[] = {"name", "federation", "fide_id", "birth_year", "club", "section"};

// The fields of a form's body (application/x-www-form-urlencoded: a space as '+').
std::vector<std::pair<std::string, std::string>> typedFields(const QByteArray& body) {
    const QUrlQuery query(QString::fromUtf8(body).replace('+', ' '));
    std::vector<std::pair<std::string, std::string>> typed;
    for (const char* field : kFormFields)
        typed.emplace_back(field, query.queryItemValue(field, QUrl::FullyDecoded).toStdString());
    return typed;
}

tournament::EntryForm entryForm(const std::vector<std::pair<std::string, std::string>>& typed) {
    return {typed[0].second, typed[1].second, typed[2].second, typed[3].second, typed[4].second};
}

// The page around `body`, linked as the event's other pages are.
QHttpServerResponse registrationAnswer(const Event& event, const ServedEvent& served, bool root,
                                       const std::string& body, HttpStatus status = HttpStatus::Ok) {
    const reports::SiteLinks links = reports::SiteLinks::servedUnder(
        root ? std::string() : "/events/" + served.id.toStdString(), "/feed/" + served.id.toStdString());
    // The navigation of the event's other pages, the form marked as the page shown.
    std::vector<reports::SitePage> extra;
    if (root) extra.push_back({"arbiter", "Arbiter"});
    extra.push_back({"register", "Registration"});
    return answer("text/html; charset=utf-8",
                  utf8Bytes(reports::framedPage(event, "register", "Registration", body, links, extra)), status);
}

reports::RegistrationFormView formView(const Event& event, const ServedEvent& served, bool root,
                                       const QString& language, const std::optional<tournament::SectionPlan>& plan) {
    reports::RegistrationFormView view;
    if (plan) {  // an event in sections: the entrant chooses his, this one first
        for (const tournament::Section& section : plan->sections)
            view.sections.emplace_back(section.name, section.band.text);
        view.section = served.id.toStdString();
    }
    view.action = (root ? std::string() : "/events/" + served.id.toStdString()) + "/register" +
                  (language.isEmpty() ? std::string() : "?lang=" + language.toStdString());
    view.open = event.registration.open && localNow().substr(0, 16) < event.registration.closes_at;
    view.state = translated(view.open ? tournament::Message("Entries are taken until %1; each waits for the "
                                                            "organiser's approval.",
                                                            event.registration.closes_at)
                                      : tournament::Message("Registration for this event is closed."))
                     .toStdString();
    return view;
}

// The kept rating list's name as its messages give it.
tournament::RatingListSource ratingListOf(const QString& path, std::ifstream& list) {
    if (path.isEmpty()) return {};
    list.open(path.toStdString(), std::ios::binary);
    return {&list, QFileInfo(path).fileName().toStdString()};
}

}  // namespace

WebServer::Answer WebServer::registrationForm(const QString& id, const QHttpServerRequest& request) {
    const QUrlQuery query(request.url());
    const QString language = query.queryItemValue("lang"), digits = query.queryItemValue("digits");
    return inPool([this, id, language, digits]() -> QHttpServerResponse {
        return pageOfEvent(id, [&](ServedEvent* event) -> QHttpServerResponse {
            const RequestReportLanguage speaking(language, digits);
            const std::shared_ptr<const Event> stored = currentEvent(*event);
            const reports::RegistrationFormView view = formView(*stored, *event, id.isEmpty(), language,
                                                                servedSectionPlan(collection_, id));
            return registrationAnswer(*stored, *event, id.isEmpty(), reports::registrationFormBody(view));
        });
    });
}

// A post of the form: on the writers' threads, as every write.
WebServer::Answer WebServer::registrationPost(const QString& id, const QHttpServerRequest& request) {
    const QUrlQuery query(request.url());
    const QString language = query.queryItemValue("lang"), digits = query.queryItemValue("digits");
    return inPool(writers_, [this, id, language, digits, typed = typedFields(request.body())]() -> QHttpServerResponse {
        return pageOfEvent(id, [&](ServedEvent* event) -> QHttpServerResponse {
            const RequestReportLanguage speaking(language, digits);
            const std::optional<tournament::SectionPlan> plan = servedSectionPlan(collection_, id);
            reports::RegistrationFormView view = formView(*currentEvent(*event), *event, id.isEmpty(), language, plan);
            view.typed = typed;
            try {
                // An event in sections: the entry goes to the section chosen (its own form's window).
                if (const std::string& chosen = typed.back().second;
                    plan && !chosen.empty() && chosen != view.section) {
                    event = &served(qtext(plan->named(chosen).name));
                    view.section = chosen;
                }
                SqlEventStore store = event->store();
                std::ifstream list;
                const tournament::SubmittedEntry done = tournament::submitEntry(store, entryForm(typed), localNow(),
                                                                                ratingListOf(keptRatingList(), list));
                if (!done.duplicate) changes_.changed(event->id);
                std::vector<std::string> notes;
                for (const tournament::Message& note : done.notes) notes.push_back(translated(note).toStdString());
                const std::string body = reports::registrationReceiptBody(translated(done.said).toStdString(),
                                                                          done.player ? nullptr : &done.entry, notes);
                return registrationAnswer(*currentEvent(*event), *event, id.isEmpty(), body,
                                          done.duplicate ? HttpStatus::Ok : HttpStatus::Created);
            } catch (const tournament::Refusal& refused) {
                view.refused_field = refused.field();
                view.refusal = translated(refused.message()).toStdString();
            } catch (const formats::InputError& broken) {  // the kept rating list: the server's, not the entrant's
                view.refusal = translated(broken).toStdString();
            }
            return registrationAnswer(*currentEvent(*event), *event, id.isEmpty(), reports::registrationFormBody(view),
                                      HttpStatus::UnprocessableEntity);
        });
    });
}

namespace {

int entryNumber(const QString& entry) {
    const std::optional<int> number = pathNumber(entry);
    if (!number)
        throw tournament::NotInEvent("entry", tournament::Message("there is no entry %1", entry.toStdString()));
    return *number;
}

// POST /api/events/{event}/registrations/{entry}/approve: `tourney registration FILE approve N`.
QHttpServerResponse approve(const EventWrite& event, const JsonBody& body, int number) {
    body.allowOnly({});
    SqlEventStore store = event.store();
    const tournament::ApprovedEntry done = tournament::approveEntry(store, number);
    QJsonArray notes;
    for (const tournament::Message& note : done.notes) notes.append(translated(note));
    return jsonAnswer({{"message", translated(tournament::Message("Entry %1 approved: player %2 %3", number,
                                                                  done.entry.start_no, done.entry.name))},
                       {"start_no", done.entry.start_no},
                       {"notes", notes}});
}

// POST /api/events/{event}/registrations/{entry}/reject: `tourney registration FILE reject N`.
QHttpServerResponse reject(const EventWrite& event, const JsonBody& body, int number) {
    body.allowOnly({"reason"});
    SqlEventStore store = event.store();
    const RegistrationEntry entry = tournament::rejectEntry(store, number, body.text("reason").value_or(""));
    return jsonAnswer({{"message", translated(tournament::Message("Entry %1 %2 rejected", number, entry.name))}});
}

}  // namespace

void WebServer::routeRegistration() {
    server_.route("/register", Method::Get,
                  [this](const QHttpServerRequest& request) { return registrationForm({}, request); });
    server_.route("/register", Method::Post,
                  [this](const QHttpServerRequest& request) { return registrationPost({}, request); });
    server_.route("/events/<arg>/register", Method::Post, [this](const QString& id, const QHttpServerRequest& request) {
        return registrationPost(id, request);
    });
    // Names and years of birth of people not yet players: for those who may change the event.
    route(Method::Get, "/api/events/{event}/registrations",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent,
                               [](const EventWrite& event, const JsonBody&) {
                                   return QHttpServerResponse("application/json",
                                                              tableBody(tournament::entryList(event.store().load())));
                               });
          });
    for (const char* action : {"approve", "reject"})
        route(Method::Post, QString("/api/events/{event}/registrations/{entry}/") + action,
              [this, action](const QString& id, const QString& entry, const QHttpServerRequest& request) {
                  return jsonWrite(request, id, tournament::Action::ChangeEvent,
                                   [action, entry](const EventWrite& event, const JsonBody& body) {
                                       const int number = entryNumber(entry);
                                       return std::string(action) == "approve" ? approve(event, body, number)
                                                                               : reject(event, body, number);
                                   });
              });
}

}  // namespace tourney::app
