// The API's uploads (docs/openapi.yaml): a player CSV registered as `tourney player import`
// registers it, and FIDE's rating list read as `tourney player update-ratings` reads it. A file
// comes as text in the JSON body with the name it had on the arbiter's computer, which every
// refusal names with the line and field at fault. (A game record comes with its board's result:
// app/api_rounds.cpp.)
#include "app/json_answer.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "formats/fide_rating_list.h"
#include "tournament/players.h"
#include "tournament/rating_list_update.h"

#include <QJsonArray>

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
    SqlEventStore store(event.location);
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
    SqlEventStore store(event.location);
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

}  // namespace

void WebServer::routeUploads() {
    route(Method::Post, "/api/events/{event}/players/import",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, importPlayerCsv);
          });
    route(Method::Post, "/api/events/{event}/players/rating-list",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, updateFromRatingList);
          });
}

}  // namespace tourney::app
