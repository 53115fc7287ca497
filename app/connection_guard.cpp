#include "app/connection_guard.h"

#include "app/arbiter_token.h"

#include <QDir>
#include <QPointer>
#include <QTcpSocket>
#include <QTemporaryFile>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace tourney::app {

QByteArray RequestHead::value(const QByteArray& name) const {
    const auto found = headers.find(name);
    return found == headers.end() ? QByteArray() : found->second;
}

namespace {

// The public registration form's posts (app/public_registration.cpp): /register, /events/ID/register.
bool isRegistrationForm(const QByteArray& path) {
    if (path == "/register") return true;
    const QList<QByteArray> parts = path.split('/');
    return parts.size() == 4 && parts[0].isEmpty() && parts[1] == "events" && !parts[2].isEmpty() &&
           parts[3] == "register";
}

QByteArray answerBytes(const GuardAnswer& answer) {
    return "HTTP/1.1 " + QByteArray::number(answer.status) + " " + answer.reason +
           "\r\nContent-Type: " + answer.content_type +
           "\r\nContent-Length: " + QByteArray::number(answer.text.size()) +
           "\r\nCache-Control: no-store\r\nConnection: close\r\n" + answer.extra_headers + "\r\n" + answer.text;
}

bool fromProxy(const QHostAddress& peer, const ServerLimits& limits) {
    return !limits.proxy.isNull() && peer.isEqual(limits.proxy, QHostAddress::TolerantConversion);
}

// Writes the answer and closes; a client that reads nothing is cut off a little later.
void answerAndClose(QTcpSocket* socket, const GuardAnswer& answer) {
    socket->write(answerBytes(answer));
    socket->disconnectFromHost();
    QTimer::singleShot(2000, socket, [socket] { socket->abort(); });
}

// The line and headers of one request; nullopt when they make no sense.
std::optional<RequestHead> parseHead(const QByteArray& text) {
    QList<QByteArray> lines = text.split('\n');
    for (QByteArray& line : lines)
        if (line.endsWith('\r')) line.chop(1);
    const QList<QByteArray> request = lines.value(0).split(' ');
    if (request.size() != 3 || request[0].isEmpty()) return std::nullopt;
    const qsizetype query = request[1].indexOf('?');
    RequestHead head{request[0],
                     query < 0 ? request[1] : request[1].left(query),
                     query < 0 ? QByteArray() : request[1].mid(query + 1),
                     {}};
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines[i].isEmpty()) continue;
        const qsizetype colon = lines[i].indexOf(':');
        if (colon <= 0) return std::nullopt;
        head.headers.emplace(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
    }
    return head;
}

// The body's length: every Content-Length the same run of digits; -1 for anything else.
qint64 contentLength(const RequestHead& head) {
    const auto [first, last] = head.headers.equal_range("content-length");
    if (first == last) return 0;
    for (auto field = first; field != last; ++field)
        if (field->second != first->second) return -1;
    const QByteArray& digits = first->second;
    if (digits.isEmpty() || digits.size() > 15 || !std::all_of(digits.begin(), digits.end(), ::isdigit)) return -1;
    return digits.toLongLong();
}

// One connection as the guard follows it: where the current request stands, and its timer.
class ConnectionWatch : public QObject {
public:
    ConnectionWatch(QTcpSocket* socket, const ServerLimits& limits, Admission& admission, QObject* http,
                    const StreamedBody& streamed)
        : QObject(socket), socket_(socket), limits_(limits), admission_(admission), http_(http), streamed_(streamed) {
        timer_.setSingleShot(true);
        QObject::connect(&timer_, &QTimer::timeout, this, [this] { timedOut(); });
        timer_.start(limits_.idle_timeout);
    }

    // Once Qt HTTP Server has connected its own slot: after it reads, what it left is the
    // start of the next request, seen already.
    void connectAfterServer() {
        QObject::connect(socket_, &QTcpSocket::readyRead, this, [this] { unread_ = socket_->bytesAvailable(); });
    }

    // Runs before Qt HTTP Server reads: sees the bytes it has not read yet.
    void beforeParse() {
        const qint64 available = socket_->bytesAvailable();
        if (state_ == State::Closed || available <= unread_) return;
        follow(socket_->peek(available).mid(unread_));
        // A body streamed to a file: the guard alone reads this connection now.
        if (state_ == State::Streaming || state_ == State::Streamed) socket_->skip(available);
    }

    // The answer went out whole: the connection waits for the next request. A stream of
    // server-sent events (app/change_streams.h) goes on writing after its head: each part that
    // goes out counts as the connection's life, so the stream's comments keep it open.
    void written() {
        if ((state_ == State::Answering || state_ == State::Idle) && socket_->bytesToWrite() == 0) {
            state_ = State::Idle;
            timer_.start(limits_.idle_timeout);
        }
    }

private:
    // Streaming: a body going to a file (StreamedBody); Streamed: all of it there, the answer coming.
    enum class State { Idle, Head, Body, Answering, Streaming, Streamed, Closed };

    void follow(QByteArray fresh) {
        while (!fresh.isEmpty() && state_ != State::Closed) {
            if (state_ == State::Idle || state_ == State::Answering) startRequest();
            if (state_ == State::Head)
                fresh = followHead(fresh);
            else if (state_ == State::Body)
                fresh = followBody(fresh);
            else if (state_ == State::Streaming)
                fresh = followStream(fresh);
            else
                return;  // Streamed: what comes after the body waits for the answer, then the close
        }
    }

    void startRequest() {
        state_ = State::Head;
        head_.clear();
        timer_.start(limits_.request_timeout);  // slowloris: the whole request in this time
    }

    QByteArray followHead(const QByteArray& fresh) {
        const qsizetype before = head_.size();
        head_ += fresh;
        while (head_.startsWith("\r\n") || head_.startsWith('\n')) head_.remove(0, head_.startsWith('\n') ? 1 : 2);
        qsizetype end = head_.indexOf("\r\n\r\n"), gap = 4;
        if (const qsizetype bare = head_.indexOf("\n\n"); bare >= 0 && (end < 0 || bare < end)) end = bare, gap = 2;
        if (end < 0) {
            if (head_.size() > limits_.max_header_bytes)
                close(GuardAnswer{431, "Request Header Fields Too Large", "the request's headers are too long\n"});
            return {};
        }
        if (end > limits_.max_header_bytes) {
            close(GuardAnswer{431, "Request Header Fields Too Large", "the request's headers are too long\n"});
            return {};
        }
        const qsizetype used = std::max<qsizetype>(0, end + gap - before);
        const std::optional<RequestHead> head = parseHead(head_.left(end));
        if (!head) {
            close(GuardAnswer{400, "Bad Request", "the request's line or headers make no sense\n"});
            return {};
        }
        if (const auto refusal = admit(*head)) {
            close(*refusal);
            return {};
        }
        remaining_ = contentLength(*head);
        if (streamed_.takes && streamed_.takes(*head)) return startStream(*head, fresh.mid(used));
        state_ = remaining_ > 0 ? State::Body : State::Answering;
        if (state_ == State::Answering) timer_.stop();
        return fresh.mid(used);
    }

    std::optional<GuardAnswer> admit(const RequestHead& head) {
        if (!head.value("transfer-encoding").isEmpty())
            return GuardAnswer{411, "Length Required", "send the body with a Content-Length\n"};
        if (contentLength(head) < 0) return GuardAnswer{400, "Bad Request", "the Content-Length is not a number\n"};
        return admission_(head, socket_->peerAddress());
    }

    QByteArray followBody(const QByteArray& fresh) {
        const qint64 taken = std::min<qint64>(remaining_, fresh.size());
        remaining_ -= taken;
        if (remaining_ == 0) {
            state_ = State::Answering;
            timer_.stop();
        }
        return fresh.mid(taken);
    }

    // Qt HTTP Server reads no more of this connection: the body goes to a file beside where it
    // will be kept, and the guard answers once `finish` has read it.
    QByteArray startStream(const RequestHead& head, const QByteArray& rest) {
        QObject::disconnect(socket_, &QTcpSocket::readyRead, http_, nullptr);
        streamed_head_ = head;
        QString folder = streamed_.folder(head);
        if (folder.isEmpty()) folder = QDir::tempPath();
        upload_ = std::make_shared<QTemporaryFile>(QDir(folder).filePath(".upload.XXXXXX.partial"));
        if (!upload_->open()) {
            close(GuardAnswer{507, "Insufficient Storage", "the upload cannot be written here\n"});
            return {};
        }
        state_ = State::Streaming;
        timer_.start(limits_.request_timeout);
        return remaining_ > 0 ? followStream(rest) : (finishStream(), QByteArray());
    }

    // A large body takes as long as the network needs: each part must come within the time a
    // request has (slowloris), not the whole of it.
    QByteArray followStream(const QByteArray& fresh) {
        const qint64 taken = std::min<qint64>(remaining_, fresh.size());
        if (upload_->write(fresh.constData(), taken) != taken) {
            close(GuardAnswer{507, "Insufficient Storage", "the upload cannot be written here\n"});
            return {};
        }
        remaining_ -= taken;
        timer_.start(limits_.request_timeout);
        if (remaining_ == 0) finishStream();
        return fresh.mid(taken);
    }

    void finishStream() {
        state_ = State::Streamed;
        timer_.stop();
        upload_->close();
        QPointer<QTcpSocket> socket = socket_;
        QThreadPool* pool = streamed_.pool ? streamed_.pool : QThreadPool::globalInstance();
        pool->start(
            [file = upload_, head = streamed_head_, finish = streamed_.finish, socket, context = http_]() mutable {
                const GuardAnswer answer = finish(head, file->fileName());
                file.reset();  // removed (unless kept under its new name) before the client hears
                QMetaObject::invokeMethod(
                    context,
                    [socket, answer] {
                        if (socket) answerAndClose(socket, answer);
                    },
                    Qt::QueuedConnection);
            });
        upload_.reset();  // removed once `finish` is done with it
    }

    void timedOut() {
        if (state_ == State::Head || state_ == State::Body || state_ == State::Streaming)
            close(GuardAnswer{408, "Request Timeout", "the request did not arrive in time\n"});
        else if (state_ == State::Idle)
            close(std::nullopt);
    }

    // Qt HTTP Server reads nothing more of this connection; the answer, if any, goes out.
    void close(const std::optional<GuardAnswer>& answer) {
        state_ = State::Closed;
        timer_.stop();
        QObject::disconnect(socket_, &QTcpSocket::readyRead, http_, nullptr);
        if (answer)
            answerAndClose(socket_, *answer);
        else
            socket_->disconnectFromHost();
    }

    QTcpSocket* socket_;
    const ServerLimits& limits_;
    Admission& admission_;
    QObject* http_;
    const StreamedBody& streamed_;
    RequestHead streamed_head_;
    std::shared_ptr<QTemporaryFile> upload_;
    QTimer timer_;
    State state_ = State::Idle;
    QByteArray head_;
    qint64 remaining_ = 0;
    qint64 unread_ = 0;  // bytes Qt HTTP Server left in the socket for the next request
};

}  // namespace

QByteArray clientAddress(const QHostAddress& peer, const QByteArray& real_ip, const ServerLimits& limits) {
    if (fromProxy(peer, limits)) {
        const QHostAddress client(QString::fromLatin1(real_ip.trimmed()));
        if (!client.isNull()) return client.toString().toUtf8();
    }
    return peer.toString().toUtf8();
}

RequestAdmission::RequestAdmission(ServerLimits limits, std::optional<std::string> token,
                                   std::function<bool(const RequestHead&)> streamed)
    : limits_(limits), token_(std::move(token)), streamed_(std::move(streamed)) {}

// From the head alone: what the request may send, and whether a write may be read at all.
std::optional<GuardAnswer> RequestAdmission::operator()(const RequestHead& head, const QHostAddress& peer) {
    // An account's session cookie is let in on its form alone: whether the session is alive and
    // its roles allow the write is asked of the accounts on a writer's thread (WebServer::permitted).
    const bool authorised = carriesArbiterToken(head.value("authorization"), head.value("cookie"), token_) ||
                            !sessionCookie(head.value("cookie")).empty();
    const bool write = head.method != "GET" && head.method != "HEAD";
    if (write) {
        if (auto refusal = writeRefusal(head, authorised)) return refusal;
    }
    const bool streamed = streamed_ && streamed_(head);
    const qint64 limit = !authorised ? limits_.max_public_body
                         : streamed  ? limits_.max_streamed_body
                                     : limits_.max_arbiter_body;
    if (contentLength(head) > limit)
        return GuardAnswer{413, "Payload Too Large",
                           "the body is larger than " + QByteArray::number(limit) + " bytes\n"};
    const QByteArray client = clientAddress(peer, head.value("x-real-ip"), limits_);
    if (write && head.path == "/login" && !allowed(login_attempts_, client, limits_.login_burst, limits_.login_refill))
        return GuardAnswer{429, "Too Many Requests", "too many sign-in attempts; wait a moment\n",
                           "Retry-After: " + QByteArray::number((limits_.login_refill.count() + 999) / 1000) + "\r\n"};
    if (write && isRegistrationForm(head.path) &&
        !allowed(registration_posts_, client, limits_.registration_burst, limits_.registration_refill))
        return GuardAnswer{
            429, "Too Many Requests", "too many registrations from this address; wait a moment\n",
            "Retry-After: " + QByteArray::number((limits_.registration_refill.count() + 999) / 1000) + "\r\n"};
    return std::nullopt;
}

// A browser sends the cookie to this server from any page of the same host, whatever its port
// (SameSite does not separate ports), and Origin with every POST: a write whose Origin is not
// this server's, or that relies on the cookie without an Origin, came from another page. A form
// or a no-cors fetch can send text/plain but not application/json: JSON writes are taken only
// as JSON. The token is checked before the body is read. A session cookie is a cookie like the
// token's: a write signed in by it needs this server's Origin too (docs/federation.md: this
// Origin check is the protection against cross-site requests).
std::optional<GuardAnswer> RequestAdmission::writeRefusal(const RequestHead& head, bool authorised) const {
    const QByteArray origin = head.value("origin");
    const bool own_origin = origin == "http://" + head.value("host") || origin == "https://" + head.value("host");
    if (!origin.isEmpty() && !own_origin)
        return GuardAnswer{403, "Forbidden", "writes are taken only from this server's own pages\n"};
    if (origin.isEmpty() && authorised && tokenFromCookie(head.value("authorization")))
        return GuardAnswer{403, "Forbidden", "a write signed in by cookie needs the Origin header of this server\n"};
    if (head.path == "/login" || head.path == "/api/login" || isRegistrationForm(head.path)) return std::nullopt;
    if (!authorised) return GuardAnswer{401, "Unauthorized", "the arbiter's token is needed\n"};
    const QByteArray type = head.value("content-type").split(';').value(0).trimmed().toLower();
    // A file streamed as it is (StreamedBody) comes as application/octet-stream, which no form
    // and no no-cors fetch can send either.
    if (streamed_ && streamed_(head)) {
        if (type != "application/octet-stream")
            return GuardAnswer{415, "Unsupported Media Type", "send the file as application/octet-stream\n"};
        return std::nullopt;
    }
    if (head.path.startsWith("/api/") && contentLength(head) > 0 && type != "application/json")
        return GuardAnswer{415, "Unsupported Media Type", "send the body as application/json\n"};
    return std::nullopt;
}

bool RequestAdmission::allowed(std::map<QByteArray, Bucket>& buckets, const QByteArray& client, int burst,
                               std::chrono::milliseconds refill) {
    const auto now = std::chrono::steady_clock::now();
    auto [bucket, added] = buckets.try_emplace(client, Bucket{double(burst), now});
    const double refilled = std::chrono::duration<double>(now - bucket->second.filled) /
                            std::chrono::duration<double>(refill);
    bucket->second.tokens = std::min<double>(burst, bucket->second.tokens + refilled);
    bucket->second.filled = now;
    if (bucket->second.tokens < 1) return false;
    bucket->second.tokens -= 1;
    return true;
}

GuardedTcpServer::GuardedTcpServer(ServerLimits limits, Admission admission, QObject* http, StreamedBody streamed)
    : limits_(limits), admission_(std::move(admission)), http_(http), streamed_(std::move(streamed)) {}

// Over the limits a connection is answered 503 at once and closed: it holds no descriptor
// for long, and the clients within the limits go on being answered.
void GuardedTcpServer::incomingConnection(qintptr handle) {
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(handle)) {
        delete socket;
        return;
    }
    // The proxy's connections are its clients', whose addresses come later, with each request:
    // they are counted under the empty name, which no limit per client applies to.
    const QByteArray client = fromProxy(socket->peerAddress(), limits_) ? QByteArray()
                                                                        : socket->peerAddress().toString().toUtf8();
    if (open_ >= limits_.max_connections ||
        (!client.isEmpty() && open_per_client_[client] >= limits_.max_connections_per_client)) {
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        answerAndClose(socket, {503, "Service Unavailable", "too many connections; try again in a moment\n",
                                "Retry-After: 5\r\n"});
        return;
    }
    ++open_;
    ++open_per_client_[client];
    QObject::connect(socket, &QObject::destroyed, this, [this, client] {
        --open_;
        if (--open_per_client_[client] == 0) open_per_client_.erase(client);
    });
    auto* watch = new ConnectionWatch(socket, limits_, admission_, http_, streamed_);
    QObject::connect(socket, &QTcpSocket::readyRead, watch, &ConnectionWatch::beforeParse);
    QObject::connect(socket, &QTcpSocket::bytesWritten, watch, &ConnectionWatch::written);
    if (!handing_over_connected_) {  // runs after Qt HTTP Server took the new connections
        QObject::connect(this, &QTcpServer::pendingConnectionAvailable, this, [this] {
            for (const QPointer<QObject>& handed : handed_over_)
                if (handed) static_cast<ConnectionWatch*>(handed.data())->connectAfterServer();
            handed_over_.clear();
        });
        handing_over_connected_ = true;
    }
    handed_over_.emplace_back(watch);
    addPendingConnection(socket);
}

}  // namespace tourney::app
