// The public side of `tourney serve`: each event's pages (reports/html_site.h) and PDFs, for
// everyone, always current. The one event a server was given has them at the root (/players,
// /rounds/3, ...); every event, of a folder too, has them under /events/ID/; and /events/ is the
// federation's index of its events, running, upcoming and finished, searchable by a query
// string (docs/federation.md). An event that does not exist is a page saying so, 404, in the
// server's language. /events/ID/projector (and /projector) is the hall's screen
// (reports/projector_page.h), in the language and digits it asks for.
#include "app/interface_language.h"
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/web_server.h"
#include "reports/event_index.h"
#include "reports/html_site.h"
#include "reports/pdf_report.h"
#include "reports/projector_page.h"
#include "tournament/hall_paper.h"
#include "tournament/report_kind.h"

#include <QDate>
#include <QUrlQuery>

#include <algorithm>

namespace tourney::app {
namespace {

// The pages with a name of their own, as reports::sitePage names them.
constexpr const char* kNamedPages[] = {"players",  "alphabetical", "standings", "crosstable", "wallchart", "meetings",
                                       "schedule", "ratings",      "norms",     "prizes",     "teams"};

// "round-3" for /rounds/3; "" (a page no event has) for anything but a number.
QString numberedPage(const QString& prefix, const QString& number) {
    const std::optional<int> parsed = pathNumber(number);
    return parsed ? prefix + QString::number(*parsed) : QString();
}

QHttpServerResponse seeOther(const QByteArray& location) {
    QHttpServerResponse response("text/plain", "see " + location + "\n", HttpStatus::SeeOther);
    response.setHeader("Location", location);
    return response;
}

// The search of a query string, as a form sends it: a space as '+', a '+' as %2B.
tournament::EventSearch eventSearch(const QUrl& url) {
    const QUrlQuery query(url.query(QUrl::FullyEncoded).replace('+', "%20"));
    const auto value = [&](const char* name) {
        return query.queryItemValue(name, QUrl::FullyDecoded).trimmed().toStdString();
    };
    tournament::EventSearch search{value("q"),    value("name"), value("place"), value("federation"),
                                   value("game"), value("date"), std::nullopt};
    search.stage = tournament::parseEventStage(value("stage"));
    return search;
}

// ?NAME=N: a whole number from `low` to `high`, `fallback` when left out.
int boundedQuery(const QUrlQuery& query, const char* name, int low, int high, int fallback) {
    const QString given = query.queryItemValue(name);
    if (given.isEmpty()) return fallback;
    const std::optional<int> value = pathNumber(given);
    if (!value || *value < low || *value > high)
        throw tournament::UnusableRequest(
            name, tournament::Message("%1: a whole number from %2 to %3 expected", std::string(name), low, high));
    return *value;
}

}  // namespace

QHttpServerResponse missingEventAnswer(const tournament::NotInEvent& missing) {
    return answer("text/html; charset=utf-8", utf8Bytes(reports::missingEventPage(missing.message())),
                  HttpStatus::NotFound);
}

WebServer::Answer WebServer::projector(const QString& id, const QHttpServerRequest& request) {
    const QUrlQuery query(request.url());
    const QString language = query.queryItemValue("lang"), digits = query.queryItemValue("digits");
    return inPool([this, id, language, digits, query]() -> QHttpServerResponse {
        // The hall's screen turns a slide every 3 s at the quickest; a slide holds 4 to 40 rows.
        const reports::ProjectorOptions options{boundedQuery(query, "seconds", 3, 600, 15),
                                                boundedQuery(query, "rows", 4, 40, 12),
                                                {},
                                                "/app/projector.js"};
        return pageOfEvent(id, [&](ServedEvent* event) -> QHttpServerResponse {
            const RequestReportLanguage speaking(language, digits);
            const QString key = "projector:" + language + ":" + digits + ":" + QString::number(options.seconds) + ":" +
                                QString::number(options.rows);
            return cached(*event, key, [&](const Event& stored) {
                reports::ProjectorOptions served_options = options;
                served_options.changes = "/api/events/" + event->id.toStdString() + "/changes";
                return CachedResponse{0, "text/html; charset=utf-8",
                                      utf8Bytes(reports::projectorPage(stored, served_options))};
            });
        });
    });
}

WebServer::Answer WebServer::publicPage(const QString& id, const QString& page) {
    // A folder has no one event at the root: its pages are under /events/ID/, listed there.
    if (id.isEmpty() && servesMany()) return QtFuture::makeReadyFuture(seeOther("/events/"));
    return inPool([this, id, page]() -> QHttpServerResponse {
        return pageOfEvent(id, [&](ServedEvent* event) -> QHttpServerResponse {
            // At the root, the one event's pages link to each other there, and to its arbiter's page.
            const bool root = id.isEmpty();
            const reports::SiteLinks links = reports::SiteLinks::servedUnder(
                root ? std::string() : "/events/" + event->id.toStdString(), "/feed/" + event->id.toStdString());
            std::vector<reports::SitePage> extra;
            if (root) extra.push_back({"arbiter", "Arbiter"});
            return cached(*event, QString(root ? "page:" : "page:events/") + page, [&](const Event& stored) {
                // While the registration form is open, every page leads to it (app/public_registration.cpp).
                if (stored.registration.open) extra.push_back({"register", "Registration"});
                const auto html = reports::sitePage(stored, page.toStdString(), links, extra);
                return CachedResponse{0, html ? "text/html; charset=utf-8" : "",
                                      html ? utf8Bytes(*html) : QByteArray()};
            });
        });
    });
}

WebServer::Answer WebServer::publicPdf(const QString& id, const QString& kind, int round, const QString& origin) {
    return inPool([this, id, kind, round, origin]() -> QHttpServerResponse {
        const auto report = tournament::parseReportKind(kind.toStdString());
        if (!report) return notFound();
        return pageOfEvent(id, [&](ServedEvent* event) -> QHttpServerResponse {
            // Pairing cards and badges lead to the player pages of this very server, as the client reached it.
            const bool codes = tournament::carriesQrCodes(*report);
            const QString key = "pdf:" + kind + ":" + QString::number(round) + (codes ? ":" + origin : QString());
            return cached(*event, key, [&](const Event& stored) {
                reports::PdfOptions options{reports::Paper::A4, round};
                if (codes) options.site = tournament::siteAddress((origin + "/events/" + event->id).toStdString());
                return CachedResponse{0, "application/pdf", utf8Bytes(reports::pdfReport(stored, *report, options))};
            });
        });
    });
}

void WebServer::routePages() {
    // A folder's own address leads to the arbiter's application; its public index is /events/.
    server_.route("/", QHttpServerRequest::Method::Get, [this] {
        return servesMany() ? QtFuture::makeReadyFuture(seeOther("/app/")) : publicPage({}, "index");
    });
    for (const char* page : kNamedPages)
        server_.route(QString("/") + page, QHttpServerRequest::Method::Get,
                      [this, page] { return publicPage({}, page); });
    server_.route("/rounds/<arg>", QHttpServerRequest::Method::Get,
                  [this](const QString& round) { return publicPage({}, numberedPage("round-", round)); });
    server_.route("/players/<arg>", QHttpServerRequest::Method::Get,
                  [this](const QString& player) { return publicPage({}, numberedPage("player-", player)); });
    server_.route("/projector", QHttpServerRequest::Method::Get,
                  [this](const QHttpServerRequest& request) { return projector({}, request); });
    server_.route("/style.css", QHttpServerRequest::Method::Get,
                  [] { return answer("text/css; charset=utf-8", reports::siteStyle()); });
    server_.route("/pdf/<arg>", QHttpServerRequest::Method::Get,
                  [this](const QString& kind, const QHttpServerRequest& request) {
                      if (servesMany()) return QtFuture::makeReadyFuture(seeOther("/events/"));
                      return publicPdf({}, kind, QUrlQuery(request.url()).queryItemValue("round").toInt(),
                                       requestOrigin(request));
                  });
}

void WebServer::routeEventPages() {
    const auto index = [this](const QHttpServerRequest& request) {
        const tournament::EventSearch search = eventSearch(request.url());
        return inPool([this, search] {
            const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
            std::vector<std::shared_ptr<const Event>> held;  // alive while the page is written
            std::vector<reports::IndexedEvent> listed;
            for (const auto& [id, event] : servedEvents()) {
                held.push_back(event);
                const tournament::EventStage stage = tournament::eventStage(*held.back(), today);
                if (tournament::matchesSearch(*held.back(), stage, search))
                    listed.push_back({id.toStdString(), held.back().get(), stage});
            }
            return answer("text/html; charset=utf-8", utf8Bytes(reports::eventIndexPage(listed, search)));
        });
    };
    server_.route("/events", QHttpServerRequest::Method::Get, index);
    server_.route("/events/", QHttpServerRequest::Method::Get, index);
    for (const char* path : {"/events/<arg>", "/events/<arg>/"})
        server_.route(path, QHttpServerRequest::Method::Get,
                      [this](const QString& id) { return publicPage(id, "index"); });
    server_.route("/events/<arg>/<arg>", QHttpServerRequest::Method::Get,
                  [this](const QString& id, const QString& page, const QHttpServerRequest& request) {
                      if (page == "projector") return projector(id, request);
                      if (page == "register") return registrationForm(id, request);
                      const bool named = std::ranges::any_of(kNamedPages,
                                                             [&](const char* name) { return page == name; });
                      return publicPage(id, named ? page : QString());
                  });
    server_.route(
        "/events/<arg>/rounds/<arg>", QHttpServerRequest::Method::Get,
        [this](const QString& id, const QString& round) { return publicPage(id, numberedPage("round-", round)); });
    server_.route(
        "/events/<arg>/players/<arg>", QHttpServerRequest::Method::Get,
        [this](const QString& id, const QString& player) { return publicPage(id, numberedPage("player-", player)); });
    server_.route("/events/<arg>/pdf/<arg>", QHttpServerRequest::Method::Get,
                  [this](const QString& id, const QString& kind, const QHttpServerRequest& request) {
                      return publicPdf(id, kind, QUrlQuery(request.url()).queryItemValue("round").toInt(),
                                       requestOrigin(request));
                  });
}

}  // namespace tourney::app
