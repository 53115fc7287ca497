#include "app/web_server.h"

#include "app/arbiter_token.h"
#include "app/connection_guard.h"
#include "app/database.h"
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/postgresql_address.h"
#include "app/sql_account_store.h"
#include "app/sql_event_store.h"
#include "reports/arbiter_page.h"
#include "reports/html_site.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"
#include "tournament/results.h"
#include "tournament/standings_report.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>

namespace tourney::app {

namespace {

using Status = HttpStatus;

std::vector<std::pair<char, std::string>> gridKeys() {
    std::vector<std::pair<char, std::string>> keys;
    for (char key : std::string("10=+-")) keys.emplace_back(key, *tournament::resultOfKey(key));
    return keys;
}

}  // namespace

WebServer::WebServer(QString location, std::optional<std::string> token, ServerLimits limits,
                     tournament::SessionPolicy sessions)
    : token_(std::move(token)),
      limits_(limits),
      accounts_(accountsLocation(location)),
      sessions_(sessions),
      // A stream sends a comment well within the time the guard lets a silent connection live.
      changes_(std::max(std::chrono::milliseconds(500), limits.idle_timeout / 3)) {
    collection_ = EventCollection::at(location);
    if (!collection_) {
        alone_ = eventId(location);
        auto event = std::make_unique<ServedEvent>();
        event->id = alone_;
        event->location = location;
        served_.emplace(alone_, std::move(event));
    }
    // Writes wait for the event's write lock, perhaps behind a command line: they have threads
    // of their own, and the readers' pool never waits behind them (issue 40, item 5).
    writers_.setMaxThreadCount(2);
    remaking_.setMaxThreadCount(1);
    // Reads run on Qt's global pool, by default one thread a core: with more, a cheap answer (an
    // event's summary, an answer kept) never waits in line behind the tables being made for a new
    // revision (issue 33: 16 clients on a 1,000-player event).
    QThreadPool::globalInstance()->setMaxThreadCount(std::max(QThreadPool::globalInstance()->maxThreadCount(), 8));
    routePages();
    routeEventPages();
    routeFeed();
    routeServedEvent();
    routeArbiter();
    routeApplication();
    routeEvents();
    routePlayers();
    routeRounds();
    routeTeams();
    routeUploads();
    routeRegistry();
    routeHandPairing();
    routePrizes();
    routeDesk();
    routeSections();
    routeRegistration();
    routeReports();
    routeRoundRobin();
    routeSessions();
}

quint16 WebServer::listen(const QHostAddress& address, quint16 port) {
    StreamedBody streamed = streamedUploads();
    auto* tcp = new GuardedTcpServer(limits_, RequestAdmission(limits_, token_, streamed.takes), &server_, streamed);
    if (!tcp->listen(address, port)) {
        delete tcp;
        return 0;
    }
    server_.bind(tcp);
    return tcp->serverPort();
}

QString WebServer::eventId(const QString& location) {
    QString id = QFileInfo(location).completeBaseName();
    if (isPostgresqlAddress(location)) {
        const PostgresqlAddress address = PostgresqlAddress::read(location);
        id = address.event.isEmpty() ? address.database : address.event;
    }
    static const QRegularExpression other("[^A-Za-z0-9_-]");
    id.replace(other, "-");
    return id.isEmpty() ? "event" : id;
}

ServedEvent& WebServer::served(const QString& id) {
    std::lock_guard lock(served_mutex_);
    if (id.isEmpty()) {
        if (!alone_.isEmpty()) return *served_.at(alone_);
        throw tournament::NotInEvent("event", "this server serves a folder of events: ask /api/events/EVENT/...");
    }
    if (const auto found = served_.find(id); found != served_.end()) return *found->second;
    if (!collection_ || !collection_->holds(id))
        throw tournament::NotInEvent("event", tournament::Message("no event named '%1'", id.toStdString()));
    auto event = std::make_unique<ServedEvent>();
    event->id = id;
    event->location = collection_->eventLocation(id);
    return *served_.emplace(id, std::move(event)).first->second;
}

SqlEventStore::Snapshot WebServer::eventAt(ServedEvent& served, long long revision) {
    if (std::shared_ptr<const Event> held = served.held.at(revision)) return {held, revision};
    std::lock_guard reading(served.held.reading());
    if (std::shared_ptr<const Event> held = served.held.at(revision)) return {held, revision};  // read meanwhile
    return served.store().current();
}

std::shared_ptr<const Event> WebServer::currentEvent(ServedEvent& served) {
    return eventAt(served, SqlEventStore(served.location).revision()).event;
}

void WebServer::requireBoard(ServedEvent& served, int round, int board) {
    if (const std::shared_ptr<const Event> held = served.held.last()) try {
            tournament::requireBoard(*held, round, board);
            return;  // the event core checks it again, under the write lock
        } catch (const tournament::NotInEvent&) {
            // perhaps paired since: asked again of the event as stored now
        }
    tournament::requireBoard(*currentEvent(served), round, board);
}

QHttpServerResponse WebServer::cached(ServedEvent& served, const QString& key,
                                      const std::function<CachedResponse(const Event&)>& make) {
    const KeptResponse kept = cachedBody(served, key, make);
    if (kept.made.mime.isEmpty()) return notFound();
    return answer(kept.made.mime, kept.made.body);
}

KeptResponse WebServer::cachedBody(ServedEvent& served, const QString& key,
                                   const std::function<CachedResponse(const Event&)>& make) {
    const long long revision = SqlEventStore(served.location).revision();
    const auto kept_now = [&]() -> std::optional<KeptResponse> {
        std::lock_guard lock(served.cache_mutex);
        const auto found = served.cache.find(key);
        if (found != served.cache.end() && found->second.made.revision == revision) return found->second;
        return std::nullopt;
    };
    if (const std::optional<KeptResponse> kept = kept_now()) return *kept;
    std::mutex* making = nullptr;
    {
        std::lock_guard lock(served.cache_mutex);
        std::unique_ptr<std::mutex>& one = served.making[key];
        if (!one) one = std::make_unique<std::mutex>();
        making = one.get();
    }
    std::lock_guard making_it(*making);
    if (const std::optional<KeptResponse> kept = kept_now()) return *kept;  // made meanwhile
    // One load of the event per revision serves every page: a missing page costs no load.
    const SqlEventStore::Snapshot stored = eventAt(served, revision);
    KeptResponse kept{make(*stored.event), {}, QDateTime::currentSecsSinceEpoch()};
    kept.made.revision = stored.revision;
    if (kept.made.mime.isEmpty()) return kept;  // a page the event does not have: not kept
    kept.etag = '"' + QCryptographicHash::hash(kept.made.body, QCryptographicHash::Sha256).toHex().left(32) + '"';
    std::lock_guard lock(served.cache_mutex);
    if (const auto found = served.cache.find(key); found != served.cache.end() && found->second.etag == kept.etag)
        kept.since = found->second.since;  // a change elsewhere in the event left this answer as it was
    served.cache[key] = kept;
    return kept;
}

std::vector<std::pair<QString, std::shared_ptr<const Event>>> WebServer::servedEvents() {
    const std::vector<std::pair<QString, long long>> revisions =
        collection_ ? collection_->revisions() : std::vector<std::pair<QString, long long>>{{alone_, -1}};
    std::vector<std::pair<QString, std::shared_ptr<const Event>>> events;
    for (const auto& [id, revision] : revisions) {
        try {
            ServedEvent& event = served(id);
            events.emplace_back(event.id, revision < 0 ? currentEvent(event) : eventAt(event, revision).event);
        } catch (const tournament::Refusal&) {
            // a file of the folder that is no event, or one named outside the ids served
        }
    }
    return events;
}

WebServer::Answer WebServer::jsonRead(const QString& id, const QString& key,
                                      std::function<QJsonDocument(const Event&)> make) {
    return inPool([this, id, key, make] {
        return cached(served(id), "api:" + key, [&](const Event& event) {
            return CachedResponse{0, "application/json", make(event).toJson()};
        });
    });
}

WebServer::Answer WebServer::tableRead(const QString& id, const QString& key,
                                       std::function<tournament::Table(const Event&)> make) {
    return inPool([this, id, key, make] {
        return cached(served(id), "api:" + key, [&](const Event& event) {
            return CachedResponse{0, "application/json", tableBody(make(event))};
        });
    });
}

WebServer::Answer WebServer::jsonWrite(const QHttpServerRequest& request, const QString& id, tournament::Action action,
                                       Write work) {
    return inPool(writers_, requestLanguage(request),
                  [this, sender = credentials(request), action, id, body = request.body(), work] {
                      ServedEvent& event = served(id);  // 404 for an event the server does not have
                      const tournament::Actor actor = permitted(sender, action, event.id);
                      const JsonBody read(body);  // malformed JSON: 400 before the event is touched
                      QHttpServerResponse response = work(EventWrite{event, actor.name}, read);
                      remakeKeptAnswers(event);
                      changes_.changed(event.id);
                      return response;
                  });
}

bool WebServer::authorised(const QHttpServerRequest& request) const {
    return carriesArbiterToken(request.value("Authorization"), request.value("Cookie"), token_);
}

Credentials WebServer::credentials(const QHttpServerRequest& request) const {
    return {authorised(request), sessionCookie(request.value("Cookie"))};
}

tournament::Actor WebServer::permitted(const Credentials& sender, tournament::Action action, const QString& event) {
    if (!sender.token && sender.session.empty())
        throw tournament::NotSignedIn(tournament::Message("the arbiter's token is needed"));
    std::optional<tournament::Actor> actor;
    if (sender.token) {
        actor = tournament::tokenHolder();
    } else if (!sender.session.empty()) {
        SqlAccountStore store(accounts_);
        actor = tournament::sessionActor(store, sender.session, QDateTime::currentSecsSinceEpoch(), sessions_);
    }
    if (!actor) throw tournament::NotSignedIn("session", tournament::Message("the session has expired: sign in again"));
    if (!tournament::mayDo(actor->grants, action, event.toStdString()))
        throw tournament::NotPermitted(tournament::Message("the roles of %1 do not allow this here", actor->name));
    return *actor;
}

// The routes the arbiter's page and earlier clients use, each an alias of a route of
// /api/events/{event}/... for the one event served (docs/openapi.yaml).
void WebServer::routeServedEvent() {
    route(Method::Get, "/api/event", [this] { return eventSummary({}); });
    route(Method::Get, "/api/standings", [this](const QHttpServerRequest& request) {
        return tableAfterRound({}, request, "standings", standingsAnswer);
    });
    route(Method::Get, "/api/rounds/{round}", [this](const QString& round) { return roundPairings({}, round); });
    route(Method::Get, "/api/players/{start}", [this](const QString& start) { return playerCard({}, start); });
    route(Method::Post, "/api/rounds/{round}/boards/{board}/result",
          [this](const QString& round, const QString& board, const QHttpServerRequest& request) {
              return enterResult(request, {}, round, board);
          });
    route(Method::Post, "/api/rounds",
          [this](const QHttpServerRequest& request) { return pairNextRound(request, {}, false); });
}

void WebServer::routeArbiter() {
    server_.route("/login", QHttpServerRequest::Method::Get, [this] {
        return inPool([this] {
            const std::shared_ptr<const Event> event = currentEvent(served({}));
            return answer("text/html; charset=utf-8",
                          utf8Bytes(reports::framedPage(*event, "arbiter", "Arbiter",
                                                        reports::loginBody(false, token_.has_value()),
                                                        reports::SiteLinks::Served, {{"arbiter", "Arbiter"}})));
        });
    });
    server_.route("/login", QHttpServerRequest::Method::Post, [this](const QHttpServerRequest& request) {
        const std::string given = QUrlQuery(QString::fromUtf8(request.body()).replace('+', ' '))
                                      .queryItemValue("token", QUrl::FullyDecoded)
                                      .toStdString();
        const bool accepted = token_ && sameToken(given, *token_);
        return inPool([this, accepted, given] {
            if (!accepted) {
                const std::shared_ptr<const Event> event = currentEvent(served({}));
                return answer("text/html; charset=utf-8",
                              utf8Bytes(reports::framedPage(*event, "arbiter", "Arbiter", reports::loginBody(true),
                                                            reports::SiteLinks::Served, {{"arbiter", "Arbiter"}})),
                              Status::Unauthorized);
            }
            QHttpServerResponse response("text/plain", "signed in\n", Status::SeeOther);
            response.setHeader("Location", "/arbiter");
            response.setHeader("Set-Cookie", "tourney_token=" + QByteArray::fromStdString(given).toPercentEncoding() +
                                                 "; Path=/; HttpOnly; SameSite=Strict");
            return response;
        });
    });
    server_.route("/arbiter", QHttpServerRequest::Method::Get, [this](const QHttpServerRequest& request) {
        const bool allowed = authorised(request);
        const int round = QUrlQuery(request.url()).queryItemValue("round").toInt();
        return inPool([this, allowed, round] {
            if (!allowed) {
                QHttpServerResponse response("text/plain", "sign in first\n", Status::SeeOther);
                response.setHeader("Location", "/login");
                return response;
            }
            const std::shared_ptr<const Event> event = currentEvent(served({}));
            return answer("text/html; charset=utf-8",
                          utf8Bytes(reports::framedPage(*event, "arbiter", "Arbiter",
                                                        reports::arbiterBody(*event, round, gridKeys()),
                                                        reports::SiteLinks::Served, {{"arbiter", "Arbiter"}})));
        });
    });
}

}  // namespace tourney::app
