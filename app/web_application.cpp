// The arbiter's application in the browser (docs/browser.md): a page, its scripts and a style
// sheet compiled into the binary (app/web/, Qt resources), served under /app/, which work
// through the JSON API alone. Nothing is loaded from another host: the policy sent with the
// page lets the browser load nothing but this server's own files.
#include "app/json_answer.h"
#include "app/web_server.h"

#include <QFile>
#include <QRegularExpression>

namespace tourney::app {
namespace {

QHttpServerResponse resource(const QString& name, const QByteArray& mime) {
    QFile file(":/app/" + name);
    if (!file.open(QIODevice::ReadOnly)) return notFound();
    QHttpServerResponse response = answer(mime, file.readAll());
    response.setHeader("Content-Security-Policy",
                       "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'");
    response.setHeader("X-Content-Type-Options", "nosniff");
    return response;
}

}  // namespace

void WebServer::routeApplication() {
    server_.route("/app/", QHttpServerRequest::Method::Get,
                  [] { return resource("index.html", "text/html; charset=utf-8"); });
    // Every script and style sheet of app/web/app.qrc, by its name: app.js and the pages of
    // their own (uploads.js, prizes.js, ...).
    server_.route("/app/<arg>", QHttpServerRequest::Method::Get, [](const QString& name) {
        static const QRegularExpression file("^[a-z_]+\\.(js|css)$");
        if (!file.match(name).hasMatch()) return notFound();
        return resource(name, name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8");
    });
}

}  // namespace tourney::app
