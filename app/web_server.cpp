#include "app/web_server.h"

#include "app/arbiter_token.h"
#include "app/connection_guard.h"
#include "app/interface_language.h"
#include "app/path_number.h"
#include "app/sql_event_store.h"
#include "formats/input_error.h"
#include "reports/arbiter_page.h"
#include "reports/html_site.h"
#include "reports/pdf_report.h"
#include "reports/table_formats.h"
#include "rules/registry.h"
#include "tournament/pairings_report.h"
#include "tournament/player_card.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"
#include "tournament/results.h"
#include "tournament/round_pairing.h"
#include "tournament/round_readiness.h"
#include "tournament/standings_report.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>
#include <QtConcurrent>

namespace tourney::app {

namespace {

using Status = QHttpServerResponder::StatusCode;

QHttpServerResponse answer(const QByteArray& mime, const QByteArray& body, Status status = Status::Ok) {
    QHttpServerResponse response(mime, body, status);
    response.setHeader("Cache-Control", "no-store");
    return response;
}

QHttpServerResponse jsonAnswer(const QJsonObject& object, Status status = Status::Ok) {
    return answer("application/json", QJsonDocument(object).toJson(QJsonDocument::Compact), status);
}

QByteArray bytes(const std::string& text) { return QByteArray::fromStdString(text); }

// A refusal as the API answers it: 400 for a request it cannot use, 404 for a round, board or
// player the event does not have, 409 for a change that needs the arbiter's confirmation
// ("force": true), 422 for anything else the core refused (a line of a results file too).
// The message is in the language the server was started in (--lang).
QHttpServerResponse refused(const std::exception& error) {
    QJsonObject body{{"error", translated("messages", QString::fromStdString(error.what()))}};
    Status status = Status::UnprocessableEntity;
    if (const auto* bad_input = dynamic_cast<const formats::InputError*>(&error))
        body["error"] = translated(*bad_input);
    if (const auto* refusal = dynamic_cast<const tournament::Refusal*>(&error)) {
        body["error"] = translated(refusal->message());
        if (!refusal->field().empty()) body["field"] = QString::fromStdString(refusal->field());
        if (dynamic_cast<const tournament::UnusableRequest*>(&error)) status = Status::BadRequest;
        if (dynamic_cast<const tournament::NotInEvent*>(&error)) status = Status::NotFound;
        if (dynamic_cast<const tournament::ForceRequired*>(&error)) {
            status = Status::Conflict;
            body["force"] = true;
            body["action"] = translated(static_cast<const tournament::ForceRequired*>(refusal)->actionMessage());
        }
    }
    return jsonAnswer(body, status);
}

// Runs a handler on a thread pool (the readers' unless named); whatever it throws becomes an
// answer. Only the core's refusals are answered as such: anything else is a bug, logged for the
// server's operator and answered 500 without its text, which is for developers, not for the
// browser.
template <typename Work>
QFuture<QHttpServerResponse> inPool(QThreadPool& pool, Work work) {
    return QtConcurrent::run(&pool, [work = std::move(work)]() -> QHttpServerResponse {
        try {
            return work();
        } catch (const formats::InputError& error) {
            return refused(error);
        } catch (const tournament::Refusal& error) {
            return refused(error);
        } catch (const std::exception& error) {
            qCritical("tourney serve: internal error: %s", error.what());
            return jsonAnswer({{"error", "internal error"}}, Status::InternalServerError);
        }
    });
}

template <typename Work>
QFuture<QHttpServerResponse> inPool(Work work) {
    return inPool(*QThreadPool::globalInstance(), std::move(work));
}

QHttpServerResponse notFound() { return answer("text/plain; charset=utf-8", "not found\n", Status::NotFound); }

std::vector<std::pair<char, std::string>> gridKeys() {
    std::vector<std::pair<char, std::string>> keys;
    for (char key : std::string("10=+-")) keys.emplace_back(key, *tournament::resultOfKey(key));
    return keys;
}

QJsonDocument tableJson(const tournament::Table& table) {
    return QJsonDocument::fromJson(bytes(reports::jsonTable(table)));
}

QJsonObject eventJson(const Event& event) {
    return {{"name", QString::fromStdString(event.info.name)},
            {"game", QString::fromStdString(std::string(rules::gameName(event.game)))},
            {"system", QString::fromStdString(std::string(systemName(event.system)))},
            {"players", static_cast<int>(event.players.size())},
            {"rounds_paired", event.roundsPaired()},
            {"planned_rounds", event.planned_rounds},
            // The event core's answer, as the arbiter's page and `pair` have it (round_readiness.h).
            {"last_round_complete",
             event.rounds.empty() || tournament::boardsAwaitingResults(event, event.roundsPaired()).empty()}};
}

}  // namespace

WebServer::WebServer(QString location, std::optional<std::string> token, ServerLimits limits)
    : location_(std::move(location)), token_(std::move(token)), limits_(limits) {
    // Writes wait for the event's write lock, perhaps behind a command line: they have threads
    // of their own, and the readers' pool never waits behind them (issue 40, item 5).
    writers_.setMaxThreadCount(2);
    routePages();
    routeApi();
    routeArbiter();
}

quint16 WebServer::listen(const QHostAddress& address, quint16 port) {
    auto* tcp = new GuardedTcpServer(limits_, RequestAdmission(limits_, token_), &server_);
    if (!tcp->listen(address, port)) {
        delete tcp;
        return 0;
    }
    server_.bind(tcp);
    return tcp->serverPort();
}

std::shared_ptr<const Event> WebServer::eventAt(long long revision) {
    std::lock_guard lock(event_mutex_);
    if (!event_ || event_revision_ != revision) {
        event_ = std::make_shared<const Event>(SqlEventStore(location_).load());
        event_revision_ = revision;
    }
    return event_;
}

std::shared_ptr<const Event> WebServer::currentEvent() { return eventAt(SqlEventStore(location_).revision()); }

void WebServer::requireBoard(int round, int board) {
    std::shared_ptr<const Event> held;
    {
        std::lock_guard lock(event_mutex_);
        held = event_;
    }
    if (held) try {
            tournament::requireBoard(*held, round, board);
            return;  // the event core checks it again, under the write lock
        } catch (const tournament::NotInEvent&) {
            // perhaps paired since: asked again of the event as stored now
        }
    tournament::requireBoard(*currentEvent(), round, board);
}

QHttpServerResponse WebServer::cached(const QString& key, const std::function<CachedResponse(const Event&)>& make) {
    const long long revision = SqlEventStore(location_).revision();
    {
        std::lock_guard lock(cache_mutex_);
        const auto found = cache_.find(key);
        if (found != cache_.end() && found->second.revision == revision) {
            if (found->second.mime.isEmpty()) return notFound();
            return answer(found->second.mime, found->second.body);
        }
    }
    // One load of the event per revision serves every page: a missing page costs no load.
    CachedResponse made = make(*eventAt(revision));
    made.revision = revision;
    if (made.mime.isEmpty()) return notFound();  // a page the event does not have: not kept
    {
        std::lock_guard lock(cache_mutex_);
        cache_[key] = made;
    }
    return answer(made.mime, made.body);
}

bool WebServer::authorised(const QHttpServerRequest& request) const {
    return carriesArbiterToken(request.value("Authorization"), request.value("Cookie"), token_);
}

void WebServer::routePages() {
    const auto page = [this](const QString& id) {
        return inPool([this, id] {
            return cached("page:" + id, [&](const Event& event) {
                const auto html = reports::sitePage(event, id.toStdString(), reports::SiteLinks::Served,
                                                    {{"arbiter", "Arbiter"}});
                return CachedResponse{0, html ? "text/html; charset=utf-8" : "", html ? bytes(*html) : QByteArray()};
            });
        });
    };
    server_.route("/", QHttpServerRequest::Method::Get, [page] { return page("index"); });
    for (const char* id :
         {"players", "alphabetical", "standings", "crosstable", "wallchart", "schedule", "ratings", "norms", "prizes"})
        server_.route(QString("/") + id, QHttpServerRequest::Method::Get, [page, id] { return page(id); });
    const auto numbered = [page](const QString& prefix, const QString& number) {
        const std::optional<int> parsed = pathNumber(number);
        return parsed ? page(prefix + QString::number(*parsed)) : QtFuture::makeReadyFuture(notFound());
    };
    server_.route("/rounds/<arg>", QHttpServerRequest::Method::Get,
                  [numbered](const QString& round) { return numbered("round-", round); });
    server_.route("/players/<arg>", QHttpServerRequest::Method::Get,
                  [numbered](const QString& player) { return numbered("player-", player); });
    server_.route("/style.css", QHttpServerRequest::Method::Get,
                  [] { return answer("text/css; charset=utf-8", reports::siteStyle()); });
    server_.route(
        "/pdf/<arg>", QHttpServerRequest::Method::Get, [this](const QString& kind, const QHttpServerRequest& request) {
            const int round = QUrlQuery(request.url()).queryItemValue("round").toInt();
            return inPool([this, kind, round] {
                const auto report = tournament::parseReportKind(kind.toStdString());
                if (!report) return notFound();
                return cached("pdf:" + kind + ":" + QString::number(round), [&](const Event& event) {
                    return CachedResponse{0, "application/pdf",
                                          bytes(reports::pdfReport(event, *report, {reports::Paper::A4, round}))};
                });
            });
        });
}

void WebServer::routeApi() {
    const auto json = [this](const QString& key, std::function<QJsonDocument(const Event&)> make) {
        return inPool([this, key, make] {
            return cached("api:" + key, [&](const Event& event) {
                return CachedResponse{0, "application/json", make(event).toJson()};
            });
        });
    };
    server_.route("/api/event", QHttpServerRequest::Method::Get,
                  [json] { return json("event", [](const Event& event) { return QJsonDocument(eventJson(event)); }); });
    server_.route("/api/standings", QHttpServerRequest::Method::Get, [json] {
        return json("standings", [](const Event& event) { return tableJson(tournament::standingsList(event, 0)); });
    });
    server_.route("/api/rounds/<arg>", QHttpServerRequest::Method::Get, [json](const QString& number) {
        const std::optional<int> parsed = pathNumber(number);
        if (!parsed) return QtFuture::makeReadyFuture(notFound());
        const int round = *parsed;
        return json("round:" + QString::number(round),
                    [round](const Event& event) { return tableJson(tournament::pairingsList(event, round)); });
    });
    server_.route("/api/players/<arg>", QHttpServerRequest::Method::Get, [json](const QString& number) {
        const std::optional<int> parsed = pathNumber(number);
        if (!parsed) return QtFuture::makeReadyFuture(notFound());
        const int player = *parsed;
        return json("player:" + QString::number(player), [player](const Event& event) {
            const tournament::Table card = tournament::playerCard(event, player);
            return QJsonDocument(QJsonObject{{"start", player},
                                             {"name", QString::fromStdString(event.player(player)->name)},
                                             {"rating", event.player(player)->rating},
                                             {"title", QString::fromStdString(card.title)},
                                             {"rounds", tableJson(card).array()}});
        });
    });
    server_.route("/api/rounds/<arg>/boards/<arg>/result", QHttpServerRequest::Method::Post,
                  [this](const QString& round_number, const QString& board_number, const QHttpServerRequest& request) {
                      const std::optional<int> round = pathNumber(round_number), board = pathNumber(board_number);
                      if (!round || !board) return QtFuture::makeReadyFuture(notFound());
                      const bool allowed = authorised(request);
                      const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
                      return inPool(writers_, [this, allowed, round = *round, board = *board, body] {
                          if (!allowed)
                              return jsonAnswer({{"error", translated("messages", "the arbiter's token is needed")}},
                                                Status::Unauthorized);
                          // A board the event does not have is 404 without waiting for the write
                          // lock or reading the event again (issue 40, item 5).
                          requireBoard(round, board);
                          tournament::ResultEntry entry{round,
                                                        board,
                                                        body["result"].toString().toStdString(),
                                                        body["clear"].toBool(),
                                                        body["force"].toBool(),
                                                        {},
                                                        {}};
                          SqlEventStore store(location_);
                          const tournament::EnteredResult entered = tournament::enterResult(store, entry);
                          QJsonArray warnings;
                          for (const tournament::Message& warning : entered.warnings)
                              warnings.append(translated(warning));
                          return jsonAnswer({{"where", translated(entered.where)},
                                             {"players", QString::fromStdString(entered.players)},
                                             {"result", QString::fromStdString(entered.result)},
                                             {"before", QString::fromStdString(entered.before)},
                                             {"warnings", warnings}});
                      });
                  });
    server_.route("/api/rounds", QHttpServerRequest::Method::Post, [this](const QHttpServerRequest& request) {
        const bool allowed = authorised(request);
        return inPool(writers_, [this, allowed] {
            if (!allowed)
                return jsonAnswer({{"error", translated("messages", "the arbiter's token is needed")}},
                                  Status::Unauthorized);
            SqlEventStore store(location_);
            const tournament::PairedRound paired = tournament::pairNextRound(
                store, false, QDate::currentDate().toString(Qt::ISODate).toStdString());
            return jsonAnswer({{"round", paired.round},
                               {"boards", tableJson(tournament::pairingsList(paired.event, paired.round)).array()}});
        });
    });
}

void WebServer::routeArbiter() {
    server_.route("/login", QHttpServerRequest::Method::Get, [this] {
        return inPool([this] {
            const std::shared_ptr<const Event> event = currentEvent();
            return answer(
                "text/html; charset=utf-8",
                bytes(reports::framedPage(*event, "arbiter", "Arbiter", reports::loginBody(false, token_.has_value()),
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
                const std::shared_ptr<const Event> event = currentEvent();
                return answer("text/html; charset=utf-8",
                              bytes(reports::framedPage(*event, "arbiter", "Arbiter", reports::loginBody(true),
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
            const std::shared_ptr<const Event> event = currentEvent();
            return answer(
                "text/html; charset=utf-8",
                bytes(reports::framedPage(*event, "arbiter", "Arbiter", reports::arbiterBody(*event, round, gridKeys()),
                                          reports::SiteLinks::Served, {{"arbiter", "Arbiter"}})));
        });
    });
}

}  // namespace tourney::app
