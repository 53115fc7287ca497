// The streams of server-sent events of `tourney serve` (GET /api/events/{event}/changes,
// docs/openapi.yaml): an open page learns within a second that the event it shows has changed,
// whoever changed it, this server, another one or the command line on the same store, and asks
// again for what it shows (app/web/live.js). A change is a new revision of the store
// (tournament/event_store.h): read twice a second for every event a page follows, and at once
// after a write through this server. The event core knows nothing of who follows it.
//
// Qt HTTP Server 6.4 answers a request whole, but a handler given the request's responder may
// keep it and write the body later: a stream is such a responder, written to on the server's
// thread only, whose connection stays open until the browser closes it.
#pragma once

#include <QHttpServerResponder>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTcpSocket>
#include <QTimer>

#include <chrono>
#include <map>
#include <memory>
#include <vector>

namespace tourney::app {

class ChangeStreams {
public:
    // `heartbeat`: how often an idle stream is sent a comment, below the idle time after which
    // the connection guard closes a connection that sends nothing (app/connection_guard.h).
    explicit ChangeStreams(std::chrono::milliseconds heartbeat);
    ChangeStreams(const ChangeStreams&) = delete;
    ChangeStreams& operator=(const ChangeStreams&) = delete;

    // On the server's thread: answers with the stream's head, and sends the event's revision
    // now and whenever it changes. `location`: the event's store.
    void open(const QString& id, const QString& location, QHttpServerResponder&& responder);

    // From any thread: event `id` may have changed (a write of this server); its revision is
    // read at once rather than at the next look.
    void changed(const QString& id);

private:
    struct Stream {
        explicit Stream(QHttpServerResponder&& given) : responder(std::move(given)), socket(responder.socket()) {}
        QHttpServerResponder responder;
        QPointer<QTcpSocket> socket;
        long long sent = -1;  // the revision last sent
        bool open() const { return socket && socket->state() == QAbstractSocket::ConnectedState; }
    };
    struct Followed {
        QString location;
        std::vector<std::unique_ptr<Stream>> streams;
        bool reading = false;  // a read of the revision is under way
        bool again = false;    // and another is wanted after it
    };

    void look();                   // every event followed: its revision read
    void read(const QString& id);  // on a reader thread; delivered on the server's thread
    void deliver(const QString& id, long long revision);
    void beat();  // a comment on every stream, and streams whose browser left dropped
    void forget(const QString& id);

    QObject context_;  // the server's thread, where every stream is written
    QTimer looking_;
    QTimer beating_;
    std::map<QString, Followed> followed_;
};

}  // namespace tourney::app
