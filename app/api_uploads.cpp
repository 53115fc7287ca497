// The API's uploads (docs/openapi.yaml): a player CSV registered as `tourney player import`
// registers it, a prize table added as `tourney prize import` adds it, and FIDE's rating list read as `tourney player update-ratings` reads it. A file
// comes as text in the JSON body with the name it had on the arbiter's computer, which every
// refusal names with the line and field at fault. (A game record comes with its board's result:
// app/api_rounds.cpp.) FIDE's rating list may also be kept beside the events, checked whole, for
// the arbiter to search by name or FIDE id and register a player found (tournament/
// rating_list_search.h).
#include "app/arbiter_token.h"
#include "app/interface_language.h"
#include "app/json_answer.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "formats/fide_rating_list.h"
#include "formats/prize_csv.h"
#include "tournament/players.h"
#include "tournament/prizes.h"
#include "tournament/rating_list_search.h"
#include "tournament/rating_list_update.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QUrlQuery>

#include <QTemporaryFile>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

namespace tourney::app {
namespace {

// The uploaded file's text and the name its messages give it (the field `file`, else `fallback`).
struct Upload {
    std::string text;
    std::string name;
};

Upload uploadOf(const JsonBody& body, const std::string& field, const std::string& fallback) {
    Upload upload{body.requiredText(field), body.text("file").value_or(fallback)};
    if (upload.name.empty()) upload.name = fallback;
    return upload;
}

// POST /api/events/{event}/players/import: `tourney player import`.
QHttpServerResponse importPlayerCsv(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"csv", "file", "missed_rounds", "allow_duplicate", "keep_numbers"});
    const Upload upload = uploadOf(body, "csv", "players.csv");
    tournament::RegistrationOptions options;
    options.missed_rounds = body.texts("missed_rounds");
    options.allow_duplicates = body.flag("allow_duplicate");
    if (body.flag("keep_numbers")) options.late_numbers = tournament::LateEntryNumbers::AtTheEnd;
    std::istringstream csv(upload.text);
    SqlEventStore store = event.store();
    const tournament::Registration done = tournament::importPlayers(store, csv, upload.name, options);
    QJsonArray numbers;
    for (int start : done.start_numbers) numbers.append(start);
    return jsonAnswer({{"message", translated(tournament::importedMessage(done))},
                       {"start_numbers", numbers},
                       {"late", done.late},
                       {"notes", textArray(done.notes)}},
                      HttpStatus::Created);
}

// POST /api/events/{event}/prizes/import: `tourney prize import`.
QHttpServerResponse importPrizeCsv(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"csv", "file", "replace"});
    const Upload upload = uploadOf(body, "csv", "prizes.csv");
    std::istringstream csv(upload.text);
    const std::vector<formats::PrizeLine> prizes = formats::readPrizeCsv(csv, upload.name);
    SqlEventStore store = event.store();
    const int added = tournament::importPrizes(
        store, prizes, upload.name,
        body.flag("replace") ? tournament::PrizeTableChange::Replace : tournament::PrizeTableChange::Add);
    return jsonAnswer({{"message", translated(tournament::importedPrizesMessage(added))}}, HttpStatus::Created);
}

// The kept list's two possible names in `folder`: FIDE publishes it as text and as XML, and the
// reader tells them apart by their content.
constexpr const char* kKeptLists[] = {"fide-rating-list.txt", "fide-rating-list.xml"};
constexpr std::size_t kMostHits = 50;

// The list kept in `folder`, of either kind; empty while none is.
QString keptList(const QString& folder) {
    for (const char* name : kKeptLists)
        if (const QString path = QDir(folder).filePath(name); QFileInfo::exists(path)) return path;
    return {};
}

// POST /api/events/{event}/players/rating-list: `tourney player update-ratings`, with the list
// (or the part of it the arbiter cut out: FIDE's whole file is larger than a JSON body may be),
// or with `kept`: the whole list kept beside the events (PUT /api/rating-list), in `folder`.
QHttpServerResponse updateFromRatingList(const EventWrite& event, const JsonBody& body,
                                         const std::function<QString()>& folder) {
    body.allowOnly({"list", "file", "kept"});
    SqlEventStore store = event.store();
    const auto ids = tournament::fideIdsOf(store.load());
    std::map<std::string, formats::RatingListEntry> list;
    if (body.flag("kept")) {
        if (body.has("list")) throw tournament::UnusableRequest("kept", "give list or kept, not both");
        const QString kept = keptList(folder());
        if (kept.isEmpty())
            throw tournament::Refusal("kept", "no rating list is kept beside the events: keep FIDE's list first");
        std::ifstream text(kept.toStdString(), std::ios::binary);
        list = formats::readFideRatingList(text, QFileInfo(kept).fileName().toStdString(), ids);
    } else {
        const Upload upload = uploadOf(body, "list", "players_list_foa.txt");
        std::istringstream text(upload.text);
        list = formats::readFideRatingList(text, upload.name, ids);
    }
    const tournament::RatingListUpdate done = tournament::updateFromRatingList(store, list);
    QJsonArray changes;
    for (const tournament::PlayerChanges& player : done.changes) changes.append(translated(player.message()));
    return jsonAnswer({{"message", translated(tournament::ratingListSummary(done, list.size(), ids.size()))},
                       {"changes", changes},
                       {"warnings", textArray(done.warnings)}});
}

// The list in `file` checked whole, then kept in `folder` under the name its kind takes
// (replacing the one kept): `file` is renamed there, so it must be in `folder`. A list refused
// keeps the one kept before.
QHttpServerResponse keepListFile(const QString& folder, const QString& file, const std::string& name) {
    std::ifstream list(file.toStdString(), std::ios::binary);
    const std::size_t players = tournament::ratingListSize(list, name);
    list.clear();
    list.seekg(0);
    char first = ' ';
    while (list.get(first) && std::isspace(static_cast<unsigned char>(first))) {}
    const bool xml = first == '<';
    const QString kept = QDir(folder).filePath(kKeptLists[xml ? 1 : 0]);
    if (std::rename(QFile::encodeName(file).constData(), QFile::encodeName(kept).constData()) != 0)
        throw tournament::Refusal("list", tournament::Message("%1: cannot be written (%2)", kept.toStdString(),
                                                              std::string(std::strerror(errno))));
    QFile::remove(QDir(folder).filePath(kKeptLists[xml ? 0 : 1]));
    return jsonAnswer(
        {{"message", translated(tournament::ratingListKept(name, players))}, {"players", static_cast<int>(players)}},
        HttpStatus::Created);
}

// POST /api/rating-list: the list as text in the JSON body (at most max_arbiter_body).
QHttpServerResponse keepRatingList(const QString& folder, const JsonBody& body) {
    body.allowOnly({"list", "file"});
    const Upload upload = uploadOf(body, "list", "players_list_foa.txt");
    QTemporaryFile file(QDir(folder).filePath(".upload.XXXXXX.partial"));
    if (!file.open() || file.write(upload.text.data(), qint64(upload.text.size())) != qint64(upload.text.size()))
        throw tournament::Refusal("list", tournament::Message("%1: cannot be written", folder.toStdString()));
    file.close();
    return keepListFile(folder, file.fileName(), upload.name);
}

// The reason phrase of the statuses an answer of the API has.
QByteArray reasonPhrase(int status) {
    static const std::map<int, const char*> phrases = {
        {200, "OK"},        {201, "Created"},   {400, "Bad Request"},          {401, "Unauthorized"},
        {403, "Forbidden"}, {404, "Not Found"}, {422, "Unprocessable Entity"}, {500, "Internal Server Error"}};
    const auto found = phrases.find(status);
    return found == phrases.end() ? QByteArray("Status") : QByteArray(found->second);
}

QJsonObject entryJson(const formats::RatingListEntry& entry) {
    return {{"fide_id", qtext(entry.fide_id)},       {"name", qtext(entry.name)},
            {"federation", qtext(entry.federation)}, {"sex", entry.sex == ' ' ? QString() : QString(QChar(entry.sex))},
            {"title", qtext(entry.title)},           {"rating", entry.rating},
            {"birth_year", entry.birth_year}};
}

// GET /api/rating-list?q=: the players of the kept list the query finds; none while no list is kept.
QHttpServerResponse searchKeptList(const QString& folder, const std::string& query) {
    for (const char* name : kKeptLists) {
        const QString path = QDir(folder).filePath(name);
        if (!QFileInfo::exists(path)) continue;
        std::ifstream list(path.toStdString(), std::ios::binary);
        const tournament::RatingListHits hits = tournament::searchRatingList(list, name, query, kMostHits);
        QJsonArray players;
        for (const formats::RatingListEntry& entry : hits.players) players.append(entryJson(entry));
        return jsonAnswer({{"list", name}, {"matched", static_cast<int>(hits.matched)}, {"players", players}});
    }
    return jsonAnswer({{"list", QJsonValue::Null}, {"matched", 0}, {"players", QJsonArray()}});
}

}  // namespace

// PUT /api/rating-list?file=NAME: FIDE's whole list as the file itself, written to a file beside
// the kept list as it arrives (app/connection_guard.h, StreamedBody) and answered by the guard.
StreamedBody WebServer::streamedUploads() {
    StreamedBody streamed;
    streamed.takes = [](const RequestHead& head) { return head.method == "PUT" && head.path == "/api/rating-list"; };
    streamed.folder = [this](const RequestHead&) {
        try {
            return ratingListFolder();
        } catch (const std::exception&) {
            return QString();  // refused again, with its words, once the body is in
        }
    };
    streamed.finish = [this](const RequestHead& head, const QString& file) {
        const QUrlQuery query(QString::fromUtf8(head.query));
        const RequestLanguage speaking(query.queryItemValue("lang"));
        const Credentials sender{carriesArbiterToken(head.value("authorization"), head.value("cookie"), token_),
                                 sessionCookie(head.value("cookie"))};
        std::string name = query.queryItemValue("file", QUrl::FullyDecoded).toStdString();
        if (name.empty()) name = "players_list_foa.txt";
        const QHttpServerResponse response = answerOf([&] {
            permitted(sender, tournament::Action::KeepRatingList, {});
            return keepListFile(ratingListFolder(), file, name);
        });
        const int status = static_cast<int>(response.statusCode());
        return GuardAnswer{status, reasonPhrase(status), response.data(), {}, response.mimeType()};
    };
    streamed.pool = &writers_;
    return streamed;
}

// Where FIDE's rating list is kept: the folder served, or the folder of the one event file served.
QString WebServer::ratingListFolder() {
    const QString location = collection_ ? collection_->location() : served(alone_).location;
    if (location.startsWith("postgresql:") || location.startsWith("postgres:"))
        throw tournament::Refusal("list", "FIDE's rating list is kept beside event files: serve a folder to keep one");
    return collection_ ? location : QFileInfo(location).absolutePath();
}

QString WebServer::keptRatingList() {
    try {
        return keptList(ratingListFolder());
    } catch (const tournament::Refusal&) {
        return {};  // events in PostgreSQL: no list is kept
    }
}

void WebServer::routeUploads() {
    route(Method::Post, "/api/events/{event}/players/import",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent, importPlayerCsv);
          });
    route(Method::Post, "/api/events/{event}/prizes/import",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent, importPrizeCsv);
          });
    route(Method::Post, "/api/events/{event}/players/rating-list",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent,
                               [this](const EventWrite& event, const JsonBody& body) {
                                   return updateFromRatingList(event, body, [this] { return ratingListFolder(); });
                               });
          });
    route(Method::Post, "/api/rating-list", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, sender = credentials(request), body = request.body()] {
            permitted(sender, tournament::Action::KeepRatingList, {});
            return keepRatingList(ratingListFolder(), JsonBody(body));
        });
    });
    // Read and answered by the connection guard (streamedUploads), never by Qt HTTP Server.
    routes_.push_back("PUT /api/rating-list");
    route(Method::Get, "/api/rating-list", [this](const QHttpServerRequest& request) {
        const std::string query = QUrlQuery(request.url()).queryItemValue("q", QUrl::FullyDecoded).toStdString();
        return inPool(*QThreadPool::globalInstance(), requestLanguage(request),
                      [this, query] { return searchKeptList(ratingListFolder(), query); });
    });
}

}  // namespace tourney::app
