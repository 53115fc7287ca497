// The API's reports (docs/openapi.yaml): each player's FIDE rating change (`tourney ratings`),
// the title norms met (`tourney norms`), the event's log (`tourney log`), and every PDF
// `tourney report` prints, by its name (tournament/report_kind.h).
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "reports/pdf_report.h"
#include "tournament/hall_paper.h"
#include "tournament/norms_report.h"
#include "tournament/rating_report.h"
#include "tournament/report_kind.h"

#include <QUrlQuery>

namespace tourney::app {
namespace {

// The log as `tourney log` prints it; the time stays UTC (ISO 8601), for the page to show in
// the arbiter's own.
QJsonDocument logJson(const std::vector<tournament::LogEntry>& log) {
    QJsonArray entries;
    for (const tournament::LogEntry& entry : log)
        entries.append(QJsonObject{{"logged_at", qtext(entry.logged_at)},
                                   {"command", qtext(entry.command)},
                                   {"message", qtext(entry.message)},
                                   {"actor", qtext(entry.actor)}});
    return QJsonDocument(entries);
}

QJsonDocument reportKinds() {
    QJsonArray kinds;
    for (const std::string_view name : tournament::reportKindList()) {
        const tournament::ReportKind kind = *tournament::parseReportKind(name);
        kinds.append(
            QJsonObject{{"kind", qtext(std::string(name))}, {"needs_round", tournament::reportNeedsRound(kind)}});
    }
    return QJsonDocument(kinds);
}

// ?round=R: a round (0, the last paired, when left out).
int roundAsked(const QString& given) {
    if (given.isEmpty()) return 0;
    if (const std::optional<int> round = pathNumber(given)) return *round;
    throw tournament::UnusableRequest("round", "round: a round's number expected");
}

}  // namespace

void WebServer::routeReports() {
    route(Method::Get, "/api/events/{event}/ratings", [this](const QString& id) {
        return tableRead(id, "ratings", [](const Event& event) { return tournament::ratingReport(event); });
    });
    route(Method::Get, "/api/events/{event}/norms", [this](const QString& id) {
        return tableRead(id, "norms", [](const Event& event) { return tournament::normsReport(event); });
    });
    route(Method::Get, "/api/events/{event}/log", [this](const QString& id) {
        // The log changes only with the event's revision (the store writes both in one
        // transaction): kept as the other answers are.
        return inPool([this, id] {
            ServedEvent& event = served(id);
            return cached(event, "api:log", [&](const Event&) {
                return CachedResponse{0, "application/json", logJson(SqlEventStore(event.location).readLog()).toJson()};
            });
        });
    });
    route(Method::Get, "/api/events/{event}/reports",
          [](const QString&) { return QtFuture::makeReadyFuture(answer("application/json", reportKinds().toJson())); });
    route(Method::Get, "/api/events/{event}/reports/{kind}",
          [this](const QString& id, const QString& name, const QHttpServerRequest& request) {
              const QUrlQuery query(request.url());
              const QString round_text = query.queryItemValue("round");
              const QString category = query.queryItemValue("category", QUrl::FullyDecoded);
              const QString site = query.queryItemValue("site_url", QUrl::FullyDecoded);
              const QString origin = requestOrigin(request);
              return inPool([this, id, name, round_text, category, site, origin] {
                  const auto kind = tournament::parseReportKind(name.toStdString());
                  if (!kind) return notFound();
                  const int round = roundAsked(round_text);
                  ServedEvent& event = served(id);
                  // Pairing cards and badges: QR codes to the player pages of ?site_url= (a site
                  // behind another address), else of this server as the client reached it.
                  std::optional<tournament::SiteAddress> address;
                  if (tournament::carriesQrCodes(*kind))
                      address = tournament::siteAddress(
                          (site.isEmpty() ? origin + "/events/" + event.id : site).toStdString());
                  QHttpServerResponse response = cached(
                      event,
                      "report:" + name + ":" + QString::number(round) + ":" + category + ":" +
                          QString::fromStdString(address ? address->base : std::string()),
                      [&](const Event& stored) {
                          reports::PdfOptions options{reports::Paper::A4, round, category.toStdString(), 0};
                          options.site = address;
                          return CachedResponse{0, "application/pdf",
                                                utf8Bytes(reports::pdfReport(stored, *kind, options))};
                      });
                  response.setHeader("Content-Disposition",
                                     "inline; filename=\"" + event.id.toUtf8() + "-" + name.toUtf8() + ".pdf\"");
                  return response;
              });
          });
}

}  // namespace tourney::app
