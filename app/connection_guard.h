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
    qsizetype max_public_body = 4 * 1024;           // without the token: the sign-in form
    qsizetype max_arbiter_body = 1024 * 1024;       // with the token: a round's results
    int login_burst = 5;                            // sign-in attempts a client may make at once,
    std::chrono::milliseconds login_refill{2'000};  // then one per this interval
};

// A request's line and headers, as they arrived (names in lower case).
struct RequestHead {
    QByteArray method;
    QByteArray path;  // without the query
    std::multimap<QByteArray, QByteArray> headers;
    QByteArray value(const QByteArray& name) const;
};

// An answer the guard gives itself, closing the connection.
struct GuardAnswer {
    int status;
    QByteArray reason;  // "Payload Too Large"
    QByteArray text;
    QByteArray extra_headers = {};  // "Retry-After: 2\r\n"
};

// Decides, from the head alone, whether the request may be read; nullopt: it may.
using Admission = std::function<std::optional<GuardAnswer>(const RequestHead&, const QHostAddress& peer)>;

// The default admission of `tourney serve`: see connection_guard.cpp.
class RequestAdmission {
public:
    RequestAdmission(ServerLimits limits, std::optional<std::string> token);
    std::optional<GuardAnswer> operator()(const RequestHead& head, const QHostAddress& peer);

private:
    std::optional<GuardAnswer> writeRefusal(const RequestHead& head, bool authorised) const;
    bool loginAllowed(const QHostAddress& peer);

    ServerLimits limits_;
    std::optional<std::string> token_;
    struct Bucket {
        double tokens;
        std::chrono::steady_clock::time_point filled;
    };
    std::map<QByteArray, Bucket> login_attempts_;
};

// A QTcpServer for QAbstractHttpServer::bind that watches every connection it hands on.
class GuardedTcpServer : public QTcpServer {
public:
    // `http` is the server the connections go to: the guard silences it on a connection it closes.
    GuardedTcpServer(ServerLimits limits, Admission admission, QObject* http);

protected:
    void incomingConnection(qintptr handle) override;

private:
    ServerLimits limits_;
    Admission admission_;
    QObject* http_;
    int open_ = 0;
    std::map<QByteArray, int> open_per_client_;
    std::vector<QPointer<QObject>> handed_over_;  // watches of connections not yet taken
    bool handing_over_connected_ = false;
};

}  // namespace tourney::app
