// The API's uploads (docs/openapi.yaml): a player CSV registered as `tourney player import`
// registers it, and FIDE's rating list read as `tourney player update-ratings` reads it. A file
// comes as text in the JSON body with the name it had on the arbiter's computer, which every
// refusal names with the line and field at fault. (A game record comes with its board's result:
// app/api_rounds.cpp.) FIDE's rating list may also be kept beside the events, checked whole, for
// the arbiter to search by name or FIDE id and register a player found (tournament/
// rating_list_search.h).
#include "app/json_answer.h"
#include "app/saved_file.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "formats/fide_rating_list.h"
#include "tournament/players.h"
#include "tournament/rating_list_search.h"
#include "tournament/rating_list_update.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QUrlQuery>

#include <fstream>
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
QHttpServerResponse importPlayerCsv(ServedEvent& event, const JsonBody& body) {
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

// POST /api/events/{event}/players/rating-list: `tourney player update-ratings`, with the list
// (or the part of it the arbiter cut out: FIDE's whole file is larger than an upload may be).
QHttpServerResponse updateFromRatingList(ServedEvent& event, const JsonBody& body) {
    body.allowOnly({"list", "file"});
    const Upload upload = uploadOf(body, "list", "players_list_foa.txt");
    SqlEventStore store = event.store();
    const auto ids = tournament::fideIdsOf(store.load());
    std::istringstream text(upload.text);
    const auto list = formats::readFideRatingList(text, upload.name, ids);
    const tournament::RatingListUpdate done = tournament::updateFromRatingList(store, list);
    QJsonArray changes;
    for (const tournament::PlayerChanges& player : done.changes) changes.append(translated(player.message()));
    return jsonAnswer({{"message", translated(tournament::ratingListSummary(done, list.size(), ids.size()))},
                       {"changes", changes},
                       {"warnings", textArray(done.warnings)}});
}

// The kept list's two possible names in `folder`: FIDE publishes it as text and as XML, and the
// reader tells them apart by their content.
constexpr const char* kKeptLists[] = {"fide-rating-list.txt", "fide-rating-list.xml"};
constexpr std::size_t kMostHits = 50;

// POST /api/rating-list: the list checked whole, then kept in `folder` (replacing the one kept).
QHttpServerResponse keepRatingList(const QString& folder, const JsonBody& body) {
    body.allowOnly({"list", "file"});
    const Upload upload = uploadOf(body, "list", "players_list_foa.txt");
    std::istringstream text(upload.text);
    const std::size_t players = tournament::ratingListSize(text, upload.name);
    const std::size_t first = upload.text.find_first_not_of(" \t\r\n");
    const bool xml = first != std::string::npos && upload.text[first] == '<';
    const QString kept = QDir(folder).filePath(kKeptLists[xml ? 1 : 0]);
    writeOutputFile(OutputTarget{kept, {}, true}, upload.text);
    QFile::remove(QDir(folder).filePath(kKeptLists[xml ? 0 : 1]));
    return jsonAnswer({{"message", translated(tournament::ratingListKept(upload.name, players))},
                       {"players", static_cast<int>(players)}},
                      HttpStatus::Created);
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

// Where FIDE's rating list is kept: the folder served, or the folder of the one event file served.
QString WebServer::ratingListFolder() {
    if (servesFolder()) return *folder_;
    const QString location = served(alone_).location;
    if (location.startsWith("postgresql:"))
        throw tournament::Refusal("list", "FIDE's rating list is kept beside event files: serve a folder to keep one");
    return QFileInfo(location).absolutePath();
}

void WebServer::routeUploads() {
    route(Method::Post, "/api/events/{event}/players/import",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, importPlayerCsv);
          });
    route(Method::Post, "/api/events/{event}/players/rating-list",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, updateFromRatingList);
          });
    route(Method::Post, "/api/rating-list", [this](const QHttpServerRequest& request) {
        const bool allowed = authorised(request);
        return inPool(writers_, requestLanguage(request), [this, allowed, body = request.body()] {
            if (!allowed)
                return jsonAnswer({{"error", translated("messages", "the arbiter's token is needed")}},
                                  HttpStatus::Unauthorized);
            return keepRatingList(ratingListFolder(), JsonBody(body));
        });
    });
    route(Method::Get, "/api/rating-list", [this](const QHttpServerRequest& request) {
        const std::string query = QUrlQuery(request.url()).queryItemValue("q", QUrl::FullyDecoded).toStdString();
        return inPool(*QThreadPool::globalInstance(), requestLanguage(request),
                      [this, query] { return searchKeptList(ratingListFolder(), query); });
    });
}

}  // namespace tourney::app
