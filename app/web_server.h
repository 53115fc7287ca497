// `tourney serve`: the event's pages and a JSON API over HTTP (Qt HTTP Server), on the event
// core. Every request reads the event from its store, so several servers and command lines may
// share one event; what a request computed is kept only until the event's revision changes
// (tournament/event_store.h), so an answer is always what the event holds now.
#pragma once

#include "app/connection_guard.h"
#include "scoring/event.h"

#include <QHostAddress>
#include <QHttpServer>
#include <QString>
#include <QThreadPool>

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace tourney::app {

struct CachedResponse {
    long long revision = -1;
    QByteArray mime;
    QByteArray body;
};

class WebServer {
public:
    // `token`: the arbiter's; without one, every write is refused. `limits`: what a client may
    // send and hold (app/connection_guard.h).
    WebServer(QString location, std::optional<std::string> token, ServerLimits limits = {});

    // Listens on `address`:`port` (0: a free port). Returns the port, or 0 when it cannot.
    quint16 listen(const QHostAddress& address, quint16 port);

private:
    void routePages();
    void routeApi();
    void routeArbiter();

    // A GET answer: the cached body while the event's revision stays, else `make`'s.
    QHttpServerResponse cached(const QString& key, const std::function<CachedResponse(const Event&)>& make);
    // The event as stored at `revision`, loaded once for every request that asks.
    std::shared_ptr<const Event> eventAt(long long revision);
    // The event as stored now: read only when its revision has changed since the last read.
    std::shared_ptr<const Event> currentEvent();
    // Throws NotInEvent when the event has no such round or board. Reads the event only when
    // the one held lacks the board too: posts to boards that do not exist cost one read per
    // revision in all, and a post to a board that exists costs none here.
    void requireBoard(int round, int board);
    bool authorised(const QHttpServerRequest& request) const;

    QString location_;
    std::optional<std::string> token_;
    ServerLimits limits_;
    QHttpServer server_;
    QThreadPool writers_;
    std::mutex event_mutex_;
    std::shared_ptr<const Event> event_;
    long long event_revision_ = -1;
    std::mutex cache_mutex_;
    std::map<QString, CachedResponse> cache_;
};

}  // namespace tourney::app
