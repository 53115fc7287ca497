// `tourney serve`: the event's pages and a JSON API over HTTP (Qt HTTP Server), on the event
// core; or, given a folder or a PostgreSQL database of events (app/event_collection.h), the JSON
// API of every event in it, an index of them (/events/) and each one's pages under /events/ID/
// (app/public_site.cpp). Every event has a live feed of its
// rounds, TRF and JSON with ETag and Last-Modified (app/feed.cpp, docs/federation.md). Every request reads the event's
// revision from its store, so several servers and command lines may share one event; the event
// is read again only for a revision the server does not hold (app/held_event.h), and what a
// request computed is kept only until the revision changes (tournament/event_store.h), so an
// answer is always what the event holds now. The API is described in docs/openapi.yaml; its
// routes live in app/api_*.cpp (events, players, rounds, uploads, hand pairing, prizes,
// reports), each calling one use case of tournament/; a page follows its event's changes on a
// stream (app/change_streams.h).
#pragma once

#include "app/change_streams.h"
#include "app/connection_guard.h"
#include "app/event_collection.h"
#include "app/json_body.h"
#include "app/sql_event_store.h"
#include "scoring/event.h"
#include "tournament/accounts.h"
#include "tournament/refusal.h"
#include "tournament/table.h"

#include <QFuture>
#include <QHostAddress>
#include <QHttpServer>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QString>
#include <QThreadPool>

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace tourney::app {

struct CachedResponse {
    long long revision = -1;
    QByteArray mime;
    QByteArray body;
};

// An answer as the server keeps it, with the validators of the live feed (app/feed.cpp): a
// digest of the body, and when this server first made the body as it is (seconds since 1970,
// UTC), kept while later revisions of the event make it again.
struct KeptResponse {
    CachedResponse made;
    QByteArray etag;
    qint64 since = 0;
};

// One event the server holds: where it is kept, the event as last read or written (with its
// revision, app/held_event.h), and the answers computed from it.
struct ServedEvent {
    QString id;
    QString location;
    HeldEvent held;
    std::mutex cache_mutex;
    std::map<QString, KeptResponse> cache;
    // One lock per answer kept: requests that miss the same answer at once wait for one of
    // them to make it, instead of each making it again.
    std::map<QString, std::unique_ptr<std::mutex>> making;

    // The event's store, reading the event only for a revision not held, and holding what it
    // writes: every read and write of the server goes through one.
    SqlEventStore store() { return SqlEventStore(location, &held); }
};

// A write as a route's work sees it: the event, and who makes the change (an account's name,
// or the token's holder), whom the log lines it adds name.
struct EventWrite {
    ServedEvent& served;
    std::string actor;
    SqlEventStore store() const { return SqlEventStore(served.location, &served.held, actor); }
};

// The answers of GET .../standings and .../crosstable after round `round` (0: every paired
// round, with `standings` after them when computed already, else nullptr), app/api_rounds.cpp.
QByteArray standingsAnswer(const Event& event, int round, const std::vector<Standing>* standings);
QByteArray crosstableAnswer(const Event& event, int round, const std::vector<Standing>* standings);

// The page of an event the server does not have, 404 (app/public_site.cpp).
QHttpServerResponse missingEventAnswer(const tournament::NotInEvent& missing);

// What a request shows of who sends it, read on the server's thread.
struct Credentials {
    bool token = false;   // the arbiter's token (Bearer, or its cookie)
    std::string session;  // the session cookie's id, when it has one
};

class WebServer {
public:
    // `location`: an event (a file, or a postgresql:// address), or a folder whose *.tourney
    // files are the events served, or a postgresql:// database whose events, each in a schema of
    // its own, are the events served (app/event_collection.h). `token`: the arbiter's; without one, every write is refused.
    // `limits`: what a client may send and hold (app/connection_guard.h). The accounts of the
    // server (app/sql_account_store.h) sign in on /api/login, their sessions kept as `sessions` says.
    WebServer(QString location, std::optional<std::string> token, ServerLimits limits = {},
              tournament::SessionPolicy sessions = {});

    // Listens on `address`:`port` (0: a free port). Returns the port, or 0 when it cannot.
    quint16 listen(const QHostAddress& address, quint16 port);

    // Every route the server answers, as docs/openapi.yaml writes it: "GET /api/events/{event}".
    const std::vector<std::string>& routes() const { return routes_; }

    // The id an event is served under: its file name without .tourney, or its PostgreSQL
    // schema's name (.../DATABASE/EVENT) or database's name (the one event of a database), with
    // anything but letters, digits, '-' and '_' made '-'.
    static QString eventId(const QString& location);

private:
    using Method = QHttpServerRequest::Method;
    using Answer = QFuture<QHttpServerResponse>;
    using Write = std::function<QHttpServerResponse(const EventWrite& event, const JsonBody& body)>;

    // Registers `handler` for `path`, written as docs/openapi.yaml writes it ("{round}" for a
    // part of the path the handler takes), and records the route.
    template <typename Handler>
    void route(Method method, const QString& path, Handler handler);

    void routePages();
    void routeEventPages();   // app/public_site.cpp: the index of events, and each event's pages under /events/ID/
    void routeFeed();         // app/feed.cpp: each round's pairings and results as TRF and JSON
    void routeServedEvent();  // the routes of the one event served, kept from before the API had events
    void routeArbiter();
    void routeApplication();  // app/web_application.cpp: the arbiter's application, /app/
    void routeEvents();       // app/api_events.cpp: events, and the stream of an event's changes
    void routePlayers();      // app/api_players.cpp: players
    void routeRequests();     // app/api_players.cpp: requested byes, forbidden pairs
    void routeRounds();       // app/api_rounds.cpp: rounds, results, standings, crosstable, export
    void routeTeams();        // app/api_teams.cpp: a team event's teams and matches
    void routeUploads();      // app/api_uploads.cpp: a player CSV, FIDE's rating list
    void routeRegistry();     // app/api_registry.cpp: the player registry's search and players
    void routeHandPairing();  // app/api_hand_pairing.cpp: pairings changed by hand
    void routePrizes();       // app/api_prizes.cpp: categories, prizes, the prize list
    void routeDesk();         // app/api_desk.cpp: check-in, fees and payments, "will this be rated?"
    void routeSections();     // app/api_sections.cpp: an event in sections, a player moved between them
    // app/public_registration.cpp: the public registration form, and its entries for the organiser
    void routeRegistration();
    void routeReports();     // app/api_reports.cpp: rating changes, norms, the log, the PDFs
    void routeRoundRobin();  // app/api_round_robin.cpp: the drawing of lots, the schedule
    void routeSessions();
    void routeAccounts();  // app/api_sessions.cpp: signing in and out of an account

    // The event served as `id`; an empty id is the one event of a server of one event. Throws
    // NotInEvent (field "event") when the server has no such event.
    ServedEvent& served(const QString& id);
    // `page(event)` for the event served as `id`, or the page saying the server has no such
    // event (404): how every public page of one event starts.
    template <typename Page>
    QHttpServerResponse pageOfEvent(const QString& id, Page page) {
        ServedEvent* event = nullptr;
        try {
            event = &served(id);
        } catch (const tournament::NotInEvent& missing) {
            return missingEventAnswer(missing);
        }
        return page(event);
    }
    bool servesMany() const { return collection_.has_value(); }
    QString ratingListFolder();      // app/api_uploads.cpp
    QString playerRegistry();        // app/api_registry.cpp: where the registry is kept
    QString keptRatingList();        // app/api_uploads.cpp: the rating list kept, or "" when none is
    StreamedBody streamedUploads();  // app/api_uploads.cpp: FIDE's whole rating list, PUT as a file

    // A GET answer: the cached body while the event's revision stays, else `make`'s.
    QHttpServerResponse cached(ServedEvent& served, const QString& key,
                               const std::function<CachedResponse(const Event&)>& make);
    // The same as made or kept, with its validators; no mime for a page the event does not have.
    KeptResponse cachedBody(ServedEvent& served, const QString& key,
                            const std::function<CachedResponse(const Event&)>& make);
    // The events served, each as stored now, by id; an event that cannot be read (a file of the
    // folder that is no event) is left out. A database's revisions are read on one connection.
    std::vector<std::pair<QString, std::shared_ptr<const Event>>> servedEvents();
    // A public page of event `id` ("" : the one event, at the server's root) or a PDF of it; an
    // event that does not exist answers a page saying so, 404.
    Answer publicPage(const QString& id, const QString& page);
    // `origin`: "http://HOST:PORT" as the client reached the server, for the QR codes of badges.
    Answer publicPdf(const QString& id, const QString& kind, int round, const QString& origin);
    // The registration form of event `id` ("" : the one event), and a post of it
    // (app/public_registration.cpp).
    Answer registrationForm(const QString& id, const QHttpServerRequest& request);
    Answer registrationPost(const QString& id, const QHttpServerRequest& request);
    // The hall's screen of event `id` (app/public_site.cpp): ?seconds=, ?rows=, ?lang=, ?digits=.
    Answer projector(const QString& id, const QHttpServerRequest& request);
    // A GET of JSON about event `id`, on the readers' threads, kept until the event changes.
    Answer jsonRead(const QString& id, const QString& key, std::function<QJsonDocument(const Event&)> make);
    // The same for a table of the event core, its JSON written once (tableBody).
    Answer tableRead(const QString& id, const QString& key, std::function<tournament::Table(const Event&)> make);
    // A write to event `id`: 401 without the arbiter's token or a live session, 404 for an event
    // the server does not have, 403 when the account's roles do not allow `action` there
    // (tournament/access_rules.h); else `work` runs on the writers' threads with the body read,
    // and the pages following the event are told.
    Answer jsonWrite(const QHttpServerRequest& request, const QString& id, tournament::Action action, Write work);
    // The event as stored at `revision` when it is held; else as stored now, read once for
    // every request that asks meanwhile.
    SqlEventStore::Snapshot eventAt(ServedEvent& served, long long revision);
    // The event as stored now: read only when its revision has changed since the last read.
    std::shared_ptr<const Event> currentEvent(ServedEvent& served);
    // Throws NotInEvent when the event has no such round or board. Reads the event only when
    // the one held lacks the board too: posts to boards that do not exist cost one read per
    // revision in all, and a post to a board that exists costs none here.
    void requireBoard(ServedEvent& served, int round, int board);
    bool authorised(const QHttpServerRequest& request) const;
    Credentials credentials(const QHttpServerRequest& request) const;
    // Who sends a request with `credentials`, if he may do `action` in event `event` ("" : on the
    // server as a whole). Throws NotSignedIn (401) or NotPermitted (403). On a writer's thread:
    // it reads the accounts.
    tournament::Actor permitted(const Credentials& credentials, tournament::Action action, const QString& event);

    // Answers shared by a route of /api/events/{event}/... and its alias for the served event.
    Answer eventSummary(const QString& id);
    // DELETE /api/events/{event} (app/api_events.cpp): the event deleted, if the sender may
    // (tournament/event_lifetime.h), and no longer served.
    Answer deleteEvent(const QHttpServerRequest& request, const QString& id);
    // The event `id` is no longer served (it was deleted): a request for it answers 404.
    void forget(const QString& id);
    // A table after the last round, or after ?after_round=R: kept while the event stays as it is
    // for the last round only, so that a client asking after every round fills no memory.
    // `make` writes the answer after round R (0: the last), given the standings after every
    // paired round when it is 0 and they could be computed (HeldEvent::standingsOf), else nullptr.
    using AfterRound = std::function<QByteArray(const Event&, int round, const std::vector<Standing>* standings)>;
    Answer tableAfterRound(const QString& id, const QHttpServerRequest& request, const QString& name, AfterRound make);
    // The kept answer `key` (made by `make`) made again on a thread of its own after every write
    // of this server: the costly answers of a 1,000-player event (standings, crosstable) are
    // ready, or being made, when the readers ask for them after a result (issue 33).
    void remadeAfterWrites(const QString& key, AfterRound make);
    void remakeKeptAnswers(ServedEvent& served);
    Answer roundPairings(const QString& id, const QString& round);
    Answer playerCard(const QString& id, const QString& start);
    Answer enterResult(const QHttpServerRequest& request, const QString& id, const QString& round,
                       const QString& board);
    Answer pairNextRound(const QHttpServerRequest& request, const QString& id, bool created);

    std::optional<EventCollection> collection_;  // set when the server serves a folder or database of events
    std::optional<std::string> token_;
    ServerLimits limits_;
    QString accounts_;  // where the accounts are kept (app/sql_account_store.h)
    tournament::SessionPolicy sessions_;
    QHttpServer server_;
    QThreadPool writers_;
    std::mutex served_mutex_;
    std::map<QString, std::unique_ptr<ServedEvent>> served_;
    std::vector<std::unique_ptr<ServedEvent>> forgotten_;  // deleted, but perhaps still in use
    QString alone_;  // the id of the one event served; empty for a folder or database of events
    std::vector<std::string> routes_;
    ChangeStreams changes_;
    std::map<QString, AfterRound> remade_after_writes_;  // by the key of the answer kept
    // Declared after served_: destroyed first, it waits for the answers being made again.
    QThreadPool remaking_;
};

template <typename Handler>
void WebServer::route(Method method, const QString& path, Handler handler) {
    static const std::map<Method, const char*> names = {{Method::Get, "GET"},
                                                        {Method::Post, "POST"},
                                                        {Method::Put, "PUT"},
                                                        {Method::Patch, "PATCH"},
                                                        {Method::Delete, "DELETE"}};
    routes_.push_back(std::string(names.at(method)) + " " + path.toStdString());
    QString pattern = path;
    static const QRegularExpression part("\\{[a-z_]+\\}");
    pattern.replace(part, "<arg>");
    server_.route(pattern, method, std::move(handler));
}

}  // namespace tourney::app
