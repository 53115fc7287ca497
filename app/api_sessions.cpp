// Signing in and out of an account of the server (issue 34, docs/federation.md): POST
// /api/login with a name and password (JSON, or a form) opens a session whose id travels in an
// HttpOnly, SameSite=Strict cookie; POST /api/logout ends it; GET /api/session says who is
// signed in. The checks are the event core's (tournament/accounts.h); a write made in a session
// is allowed or refused by tournament/access_rules.h, in WebServer::permitted.
#include "app/arbiter_token.h"
#include "app/json_answer.h"
#include "app/json_body.h"
#include "app/sql_account_store.h"
#include "app/web_server.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>
#include <QUrlQuery>

namespace tourney::app {

namespace {

QJsonObject accountJson(const tournament::Actor& actor) {
    QJsonArray roles;
    for (const tournament::Grant& grant : actor.grants)
        roles.append(
            QJsonObject{{"role", qtext(std::string(tournament::roleName(grant.role)))}, {"event", qtext(grant.event)}});
    return {{"name", qtext(actor.name)}, {"roles", roles}};
}

// The session's cookie: never read by the page's scripts (HttpOnly), never sent with a request
// another site starts (SameSite=Strict), Secure when a proxy says the browser came by HTTPS.
QByteArray sessionCookieHeader(const std::string& id, bool secure) {
    return QByteArray(kSessionCookie) + "=" + QByteArray::fromStdString(id) + "; Path=/; HttpOnly; SameSite=Strict" +
           (secure ? "; Secure" : "");
}

struct SignInForm {
    std::string name;
    std::string password;
    bool form = false;  // an HTML form's body: answered by a redirect to the application
};

// The role a request names ("role": "chief-arbiter"), or none to take the role away.
std::optional<tournament::Role> requestedRole(const JsonBody& body) {
    const std::string named = body.requiredText("role");
    if (named == "none") return std::nullopt;
    if (const auto role = tournament::roleNamed(named)) return role;
    throw tournament::UnusableRequest(
        "role",
        tournament::Message("'%1' is not a role: chief-arbiter, deputy-arbiter (or none, to take one away)", named));
}

SignInForm signInForm(const QByteArray& content_type, const QByteArray& bytes) {
    const QByteArray type = content_type.split(';').value(0).trimmed().toLower();
    if (type == "application/x-www-form-urlencoded") {
        const QUrlQuery fields(QString::fromUtf8(bytes).replace('+', ' '));
        return {fields.queryItemValue("name", QUrl::FullyDecoded).toStdString(),
                fields.queryItemValue("password", QUrl::FullyDecoded).toStdString(), true};
    }
    const JsonBody body(bytes);
    body.allowOnly({"name", "password"});
    return {body.requiredText("name"), body.requiredText("password"), false};
}

}  // namespace

void WebServer::routeSessions() {
    route(Method::Post, "/api/login", [this](const QHttpServerRequest& request) {
        const bool secure = request.value("X-Forwarded-Proto").trimmed().toLower() == "https";
        // The failed sign-ins are counted by the reader's address, behind a proxy the one it names.
        const std::string reader =
            clientAddress(request.remoteAddress(), request.value("X-Real-IP"), limits_).toStdString();
        return inPool(writers_, requestLanguage(request),
                      [this, secure, type = request.value("Content-Type"), body = request.body(), address = reader] {
                          const SignInForm given = signInForm(type, body);
                          SqlAccountStore store(accounts_);
                          const tournament::SignedIn signed_in = tournament::signIn(
                              store, given.name, given.password, address, QDateTime::currentSecsSinceEpoch(),
                              sessions_);
                          QHttpServerResponse response = given.form ? QHttpServerResponse("text/plain", "signed in\n",
                                                                                          HttpStatus::SeeOther)
                                                                    : jsonAnswer(accountJson(signed_in.actor));
                          if (given.form) response.setHeader("Location", "/app/");
                          response.setHeader("Set-Cookie", sessionCookieHeader(signed_in.session_id, secure));
                          return response;
                      });
    });
    route(Method::Post, "/api/logout", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, session = sessionCookie(request.value("Cookie"))] {
            if (!session.empty()) {
                SqlAccountStore store(accounts_);
                tournament::signOut(store, session);
            }
            QHttpServerResponse response = jsonAnswer({{"signed_out", true}});
            response.setHeader("Set-Cookie",
                               QByteArray(kSessionCookie) + "=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
            return response;
        });
    });
    routeAccounts();
    // What the sender may do in one event, for the pages to offer only that (issue 34): the
    // server still refuses whatever is sent beyond it. Not signed in, or a session expired: nothing.
    route(Method::Get, "/api/events/{event}/permissions", [this](const QString& id, const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, id, sender = credentials(request)] {
            served(id);  // 404 for an event the server does not have
            std::optional<tournament::Actor> actor;
            try {
                actor = permitted(sender, tournament::Action::Read, id);
            } catch (const tournament::NotSignedIn&) {}
            const auto may = [&](tournament::Action action) {
                return actor && tournament::mayDo(actor->grants, action, id.toStdString());
            };
            return jsonAnswer({{"signed_in", actor.has_value()},
                               {"name", actor ? qtext(actor->name) : QString()},
                               {"change_event", may(tournament::Action::ChangeEvent)},
                               {"enter_result", may(tournament::Action::EnterResult)},
                               {"pair_round", may(tournament::Action::PairRound)},
                               {"archive_event", may(tournament::Action::ArchiveEvent)},
                               {"restore_event", may(tournament::Action::RestoreEvent)},
                               {"delete_event", may(tournament::Action::DeleteEvent)},
                               {"appoint_arbiters",
                                actor && tournament::mayDo(actor->grants, tournament::Action::AppointArbiters, {})}});
        });
    });
    route(Method::Get, "/api/session", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, sender = credentials(request)] {
            return jsonAnswer(accountJson(permitted(sender, tournament::Action::Read, {})));
        });
    });
}

// An organiser appoints arbiters (issue 34): who holds which role, a new account with its role,
// a role given or taken away in one event (or every event). What a role may appoint is decided
// in tournament/access_rules.h.
void WebServer::routeAccounts() {
    route(Method::Get, "/api/accounts", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, sender = credentials(request)] {
            permitted(sender, tournament::Action::AppointArbiters, {});
            SqlAccountStore store(accounts_);
            QJsonArray accounts;
            for (const tournament::Account& account : tournament::accountsWithRoles(store))
                accounts.append(accountJson({account.name, account.grants}));
            return answer("application/json", QJsonDocument(accounts).toJson(QJsonDocument::Compact));
        });
    });
    route(Method::Post, "/api/accounts", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, sender = credentials(request), body = request.body()] {
            const tournament::Actor by = permitted(sender, tournament::Action::AppointArbiters, {});
            const JsonBody read(body);
            read.allowOnly({"name", "password", "role", "event"});
            const std::optional<tournament::Role> role = requestedRole(read);
            if (!role) throw tournament::UnusableRequest("role", tournament::Message("a new account needs a role"));
            SqlAccountStore store(accounts_);
            const std::string name = read.requiredText("name");
            tournament::addAccountAs(store, by, name, read.requiredText("password"), *role,
                                     read.text("event").value_or(""));
            return jsonAnswer(accountJson({name, store.account(name)->grants}), HttpStatus::Created);
        });
    });
    route(Method::Put, "/api/accounts/{name}/role", [this](const QString& name, const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request),
                      [this, name = name.toStdString(), sender = credentials(request), body = request.body()] {
                          const tournament::Actor by = permitted(sender, tournament::Action::AppointArbiters, {});
                          const JsonBody read(body);
                          read.allowOnly({"role", "event"});
                          SqlAccountStore store(accounts_);
                          tournament::appointRoleAs(store, by, name, requestedRole(read),
                                                    read.text("event").value_or(""));
                          return jsonAnswer(accountJson({name, store.account(name)->grants}));
                      });
    });
}

}  // namespace tourney::app
