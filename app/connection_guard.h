// What `tourney serve` accepts before Qt HTTP Server reads a request (issue 40, items 2-5):
// connections per client and in all, the time a request may take to arrive and a connection
// may stay idle, the size of headers and bodies, and, from a request's headers alone, whether
// a write may be read at all (the arbiter's token, the page's own origin, JSON as JSON). Qt
// HTTP Server 6.4 has none of these: it reads any body whole into memory and keeps every
// connection open for as long as the client likes.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QPointer>
#include <QTcpServer>
#include <QThreadPool>

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tourney::app {

struct ServerLimits {
    int max_connections = 400;                          // in all: below the usual 1,024 file descriptors
    int max_connections_per_client = 32;                // a browser opens six; a proxy for a hall more
    std::chrono::milliseconds request_timeout{10'000};  // headers and body of one request
    std::chrono::milliseconds idle_timeout{30'000};     // a connection between requests
    qsizetype max_header_bytes = 16 * 1024;
    qsizetype max_public_body = 4 * 1024;      // without the token: the sign-in form
    qsizetype max_arbiter_body = 1024 * 1024;  // with the token: a round's results
    // With the token, a body streamed to a file (StreamedBody): FIDE's whole rating list.
    qint64 max_streamed_body = qint64(1024) * 1024 * 1024;
    int login_burst = 5;                            // sign-in attempts a client may make at once,
    std::chrono::milliseconds login_refill{2'000};  // then one per this interval
    // Posts of the public registration form a client may make at once (a club entering its
    // players from one address), then one per interval: a script cannot fill the entries.
    int registration_burst = 10;
    std::chrono::milliseconds registration_refill{6'000};
    // --proxy: the address of the proxy in front of the server (nginx, docs/federation.md), or
    // null. Every client reaches the server from that address: a request from it is taken to
    // come from the client its X-Real-IP header names (clientAddress), and its connections
    // count against max_connections alone, not as one client's.
    QHostAddress proxy;
};

// The address a request comes from, as the per-client limits and the failed sign-ins count it:
// the peer's, or, when the peer is `limits.proxy`, the address the proxy put in X-Real-IP
// (`real_ip`, ignored from any other peer, which could write any address there).
QByteArray clientAddress(const QHostAddress& peer, const QByteArray& real_ip, const ServerLimits& limits);

// A request's line and headers, as they arrived (names in lower case).
struct RequestHead {
    QByteArray method;
    QByteArray path;   // without the query
    QByteArray query;  // after the '?', as sent
    std::multimap<QByteArray, QByteArray> headers;
    QByteArray value(const QByteArray& name) const;
};

// An answer the guard gives itself, closing the connection.
struct GuardAnswer {
    int status;
    QByteArray reason;  // "Payload Too Large"
    QByteArray text;
    QByteArray extra_headers = {};  // "Retry-After: 2\r\n"
    QByteArray content_type = "text/plain; charset=utf-8";
};

// Requests whose body the guard writes to a file as it arrives, instead of letting Qt HTTP
// Server hold it in memory: FIDE's whole rating list, far larger than any other body (issue 33).
// The guard answers them itself, once `finish` has looked at the file.
struct StreamedBody {
    std::function<bool(const RequestHead&)> takes;  // whether a request is one (its method and path)
    // The folder the file is written in (where it will be kept, so that it can be renamed
    // there); throws a refusal, given as the answer, when there is none.
    std::function<QString(const RequestHead&)> folder;
    // The answer, once the whole body is in `file`; on a thread of `pool`. The file is removed
    // after, unless `finish` renamed it.
    std::function<GuardAnswer(const RequestHead&, const QString& file)> finish;
    QThreadPool* pool = nullptr;
};

// Decides, from the head alone, whether the request may be read; nullopt: it may.
using Admission = std::function<std::optional<GuardAnswer>(const RequestHead&, const QHostAddress& peer)>;

// The default admission of `tourney serve`: see connection_guard.cpp.
class RequestAdmission {
public:
    // `streamed`: the requests whose body may be as large as max_streamed_body.
    RequestAdmission(ServerLimits limits, std::optional<std::string> token,
                     std::function<bool(const RequestHead&)> streamed = {});
    std::optional<GuardAnswer> operator()(const RequestHead& head, const QHostAddress& peer);

private:
    std::optional<GuardAnswer> writeRefusal(const RequestHead& head, bool authorised) const;
    struct Bucket {
        double tokens;
        std::chrono::steady_clock::time_point filled;
    };
    // A token bucket per client: `burst` requests at once, then one per `refill`.
    static bool allowed(std::map<QByteArray, Bucket>& buckets, const QByteArray& client, int burst,
                        std::chrono::milliseconds refill);

    ServerLimits limits_;
    std::optional<std::string> token_;
    std::function<bool(const RequestHead&)> streamed_;
    std::map<QByteArray, Bucket> login_attempts_;
    std::map<QByteArray, Bucket> registration_posts_;
};

// A QTcpServer for QAbstractHttpServer::bind that watches every connection it hands on.
class GuardedTcpServer : public QTcpServer {
public:
    // `http` is the server the connections go to: the guard silences it on a connection it closes.
    GuardedTcpServer(ServerLimits limits, Admission admission, QObject* http, StreamedBody streamed = {});

protected:
    void incomingConnection(qintptr handle) override;

private:
    ServerLimits limits_;
    Admission admission_;
    QObject* http_;
    StreamedBody streamed_;
    int open_ = 0;
    std::map<QByteArray, int> open_per_client_;
    std::vector<QPointer<QObject>> handed_over_;  // watches of connections not yet taken
    bool handing_over_connected_ = false;
};

}  // namespace tourney::app
