// Signing in and out of an account of the server (issue 34, docs/federation.md): POST
// /api/login with a name and password (JSON, or a form) opens a session whose id travels in an
// HttpOnly, SameSite=Strict cookie; POST /api/logout ends it; GET /api/session says who is
// signed in. The checks are the event core's (tournament/accounts.h); a write made in a session
// is allowed or refused by tournament/access_rules.h, in WebServer::permitted.
#include "app/arbiter_token.h"
#include "app/json_answer.h"
#include "app/sql_account_store.h"
#include "app/web_server.h"

#include <QDateTime>
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
        return inPool(writers_, requestLanguage(request),
                      [this, secure, type = request.value("Content-Type"), body = request.body(),
                       address = request.remoteAddress().toString().toStdString()] {
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
    route(Method::Get, "/api/session", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, sender = credentials(request)] {
            return jsonAnswer(accountJson(permitted(sender, tournament::Action::Read, {})));
        });
    });
}

}  // namespace tourney::app
