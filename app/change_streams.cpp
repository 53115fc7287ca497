#include "app/change_streams.h"

#include "app/sql_event_store.h"
#include "tournament/refusal.h"

#include <QFuture>
#include <QThreadPool>
#include <QtConcurrent>

namespace tourney::app {
namespace {

// Twice a second: a change by another process shows within a second.
constexpr std::chrono::milliseconds kLookEvery{500};

}  // namespace

ChangeStreams::ChangeStreams(std::chrono::milliseconds heartbeat) {
    looking_.setInterval(kLookEvery);
    beating_.setInterval(heartbeat);
    QObject::connect(&looking_, &QTimer::timeout, &context_, [this] { look(); });
    QObject::connect(&beating_, &QTimer::timeout, &context_, [this] { beat(); });
}

void ChangeStreams::open(const QString& id, const QString& location, QHttpServerResponder&& responder) {
    responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
    responder.writeHeader("Content-Type", "text/event-stream; charset=utf-8");
    responder.writeHeader("Cache-Control", "no-store");
    // The browser asks again a second after a lost connection (EventSource's "retry").
    responder.writeBody("retry: 1000\n\n");
    Followed& followed = followed_[id];
    followed.location = location;
    followed.streams.push_back(std::make_unique<Stream>(std::move(responder)));
    if (!looking_.isActive()) {
        looking_.start();
        beating_.start();
    }
    read(id);  // the revision as it is now, the page's starting point
}

void ChangeStreams::changed(const QString& id) {
    QMetaObject::invokeMethod(
        &context_,
        [this, id] {
            if (followed_.count(id)) read(id);
        },
        Qt::QueuedConnection);
}

void ChangeStreams::look() {
    std::vector<QString> ids;
    for (const auto& [id, followed] : followed_) ids.push_back(id);
    for (const QString& id : ids) read(id);
    if (followed_.empty()) {
        looking_.stop();
        beating_.stop();
    }
}

void ChangeStreams::read(const QString& id) {
    Followed& followed = followed_.at(id);
    if (followed.reading) {
        followed.again = true;
        return;
    }
    followed.reading = true;
    // A read may wait for the store's lock behind a writer: never on the server's thread.
    QtConcurrent::run(QThreadPool::globalInstance(), [location = followed.location]() -> long long {
        try {
            return SqlEventStore(location).revision();
        } catch (const std::exception&) {
            return -1;  // gone or unreadable: nothing to tell the pages
        }
    }).then(&context_, [this, id](long long revision) { deliver(id, revision); });
}

void ChangeStreams::deliver(const QString& id, long long revision) {
    const auto found = followed_.find(id);
    if (found == followed_.end()) return;
    Followed& followed = found->second;
    followed.reading = false;
    const QByteArray message = "event: change\ndata: {\"revision\": " + QByteArray::number(revision) + "}\n\n";
    for (const std::unique_ptr<Stream>& stream : followed.streams)
        if (stream->open() && revision >= 0 && stream->sent != revision) {
            stream->responder.writeBody(message);
            stream->sent = revision;
        }
    forget(id);
    if (const auto still = followed_.find(id); still != followed_.end() && still->second.again) {
        still->second.again = false;
        read(id);
    }
}

void ChangeStreams::beat() {
    std::vector<QString> ids;
    for (auto& [id, followed] : followed_) {
        for (const std::unique_ptr<Stream>& stream : followed.streams)
            if (stream->open()) stream->responder.writeBody(":\n\n");
        ids.push_back(id);
    }
    for (const QString& id : ids) forget(id);
}

void ChangeStreams::forget(const QString& id) {
    Followed& followed = followed_.at(id);
    std::erase_if(followed.streams, [](const std::unique_ptr<Stream>& stream) { return !stream->open(); });
    if (followed.streams.empty() && !followed.reading) followed_.erase(id);
}

}  // namespace tourney::app
