// The live feed of `tourney serve` (docs/federation.md): for broadcasters and other sites, each
// round's pairings and results as TRF (formats/trf.h, the writer `tourney export` uses) and as
// the JSON of the API's round, and the whole event as TRF, at stable addresses under
// /feed/EVENT/, for everyone, no token asked. Each answer carries an ETag (a digest of its
// body) and a Last-Modified (when this server first made the body as it is), and a request
// that sends them back gets 304 Not Modified without the body while it stays so (RFC 9110
// §13.1). Who wants to know at once that something changed follows the event's change stream,
// GET /api/events/{event}/changes (app/change_streams.h).
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/web_server.h"
#include "tournament/pairings_report.h"
#include "tournament/trf_transfer.h"

#include <QDateTime>
#include <QLocale>
#include <QTimeZone>

namespace tourney::app {
namespace {

// RFC 9110 §5.6.7: "Sun, 06 Nov 1994 08:49:37 GMT".
constexpr const char* kHttpDate = "ddd, dd MMM yyyy hh:mm:ss 'GMT'";

QByteArray httpDate(qint64 seconds) {
    return QLocale::c().toString(QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc()), kHttpDate).toLatin1();
}

std::optional<qint64> httpDateSeconds(const QByteArray& text) {
    QDateTime read = QLocale::c().toDateTime(QString::fromLatin1(text).trimmed(), kHttpDate);
    if (!read.isValid()) return std::nullopt;
    read.setTimeZone(QTimeZone::utc());
    return read.toSecsSinceEpoch();
}

// What the client holds, from its If-None-Match and If-Modified-Since.
struct ClientCopy {
    QByteArray tags;
    QByteArray modified_since;

    // RFC 9110 §13.2.2: If-None-Match decides when sent, and If-Modified-Since only without it.
    bool current(const KeptResponse& kept) const {
        if (!tags.isEmpty()) {
            for (QByteArray tag : tags.split(',')) {
                tag = tag.trimmed();
                if (tag.startsWith("W/")) tag = tag.mid(2);  // the weak comparison of §8.8.3.2
                if (tag == "*" || tag == kept.etag) return true;
            }
            return false;
        }
        const std::optional<qint64> since = httpDateSeconds(modified_since);
        return since && kept.since <= *since;
    }
};

// The feed's answer: the body with its validators, or 304 and none when the client's copy is current.
QHttpServerResponse feedAnswer(const KeptResponse& kept, const ClientCopy& client) {
    QHttpServerResponse response = client.current(kept) ? QHttpServerResponse(HttpStatus::NotModified)
                                                        : answer(kept.made.mime, kept.made.body);
    response.setHeader("ETag", kept.etag);
    response.setHeader("Last-Modified", httpDate(kept.since));
    // A client may keep the answer, and asks again before using it (the 304 above).
    response.setHeader("Cache-Control", "no-cache");
    // Public and read-only: a page of another site may read it.
    response.setHeader("Access-Control-Allow-Origin", "*");
    return response;
}

}  // namespace

void WebServer::routeFeed() {
    // A feed of event `id`: `make`'s body, kept until the event changes, as feedAnswer sends it.
    const auto feed = [this](const QString& id, const QString& key, const QHttpServerRequest& request,
                             std::function<CachedResponse(const Event&)> make) {
        const ClientCopy client{request.value("If-None-Match"), request.value("If-Modified-Since")};
        return inPool(
            [this, id, key, client, make] { return feedAnswer(cachedBody(served(id), "feed:" + key, make), client); });
    };
    // A round's feed: `write`'s body for the round, kept under `kind`.
    const auto round_feed = [feed](const QString& kind, const QByteArray& mime,
                                   QByteArray (*write)(const Event&, int)) {
        return
            [feed, kind, mime, write](const QString& id, const QString& round_text, const QHttpServerRequest& request) {
                const std::optional<int> round = pathNumber(round_text);
                if (!round) return QtFuture::makeReadyFuture(notFound());
                return feed(id, kind + ":" + QString::number(*round), request,
                            [mime, write, round = *round](const Event& event) {
                                return CachedResponse{0, mime, write(event, round)};
                            });
            };
    };
    route(Method::Get, "/feed/{event}/rounds/{round}.trf",
          round_feed("trf", "text/plain; charset=utf-8",
                     [](const Event& event, int round) { return utf8Bytes(tournament::roundTrfText(event, round)); }));
    // The JSON of GET /api/events/{event}/rounds/{round}: the boards, players and results.
    route(Method::Get, "/feed/{event}/rounds/{round}.json",
          round_feed("json", "application/json",
                     [](const Event& event, int round) { return tableBody(tournament::pairingsList(event, round)); }));
    // The file `tourney export --trf` writes.
    route(Method::Get, "/feed/{event}/event.trf", [feed](const QString& id, const QHttpServerRequest& request) {
        return feed(id, "trf", request, [](const Event& event) {
            return CachedResponse{0, "text/plain; charset=utf-8", utf8Bytes(tournament::trfText(event))};
        });
    });
}

}  // namespace tourney::app
