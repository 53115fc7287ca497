// The API's players, requested byes and forbidden pairs (docs/openapi.yaml), each route one use
// case of tournament/players.h or tournament/requests.h, answered as `tourney player`, `bye`
// and `forbid` print it.
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "formats/player_csv.h"
#include "tournament/player_card.h"
#include "tournament/players.h"
#include "tournament/requests.h"

#include <QJsonArray>
#include <QUrlQuery>

#include <utility>
#include <vector>

namespace tourney::app {
namespace {

using Fields = std::vector<std::pair<std::string, std::string>>;

// A player's fields as the player CSV names them (formats/player_csv.h), as given in the body.
Fields playerFields(const JsonBody& body) {
    Fields fields;
    for (const std::string& field : formats::playerCsvColumns())
        if (const auto value = body.text(field)) fields.emplace_back(field, *value);
    return fields;
}

std::vector<std::string> withPlayerFields(std::vector<std::string> others) {
    others.insert(others.end(), formats::playerCsvColumns().begin(), formats::playerCsvColumns().end());
    return others;
}

QJsonObject registrationJson(const tournament::Registration& done, const std::string& name) {
    QJsonArray moved;
    for (const tournament::MovedNumber& player : done.moved)
        moved.append(QJsonObject{{"from", player.from}, {"to", player.to}, {"name", qtext(player.name)}});
    return {{"start", done.start_numbers.front()},
            {"name", qtext(name)},
            {"late", done.late},
            {"moved", moved},
            {"notes", textArray(done.notes)}};
}

// POST /api/events/{event}/players: `tourney player add`.
QHttpServerResponse addPlayer(const EventWrite& event, const JsonBody& body) {
    body.allowOnly(withPlayerFields({"missed_rounds", "allow_duplicate", "keep_numbers"}));
    const Player player = tournament::playerFromFields(playerFields(body));
    tournament::RegistrationOptions options;
    options.missed_rounds = body.texts("missed_rounds");
    options.allow_duplicates = body.flag("allow_duplicate");
    if (body.flag("keep_numbers")) options.late_numbers = tournament::LateEntryNumbers::AtTheEnd;
    SqlEventStore store = event.store();
    const tournament::Registration done = tournament::registerPlayers(store, {player}, options);
    return jsonAnswer(registrationJson(done, player.name), HttpStatus::Created);
}

// PATCH /api/events/{event}/players/{start}: `tourney player edit`.
QHttpServerResponse editPlayer(const EventWrite& event, int start, const JsonBody& body) {
    body.allowOnly(formats::playerCsvColumns());
    SqlEventStore store = event.store();
    const tournament::PlayerEdit done = tournament::editPlayer(store, start, playerFields(body));
    return jsonAnswer(
        {{"name", qtext(done.name)}, {"changes", textArray(done.changes)}, {"notes", textArray(done.notes)}});
}

QHttpServerResponse withdrawPlayer(const EventWrite& event, int start, const JsonBody& body) {
    body.allowOnly({"from_round"});
    SqlEventStore store = event.store();
    const tournament::Withdrawal done = tournament::withdrawPlayer(store, start, body.integer("from_round"));
    return jsonAnswer(
        {{"name", qtext(done.name)}, {"from_round", done.from_round}, {"forfeits", textArray(done.forfeits)}});
}

QHttpServerResponse requestBye(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"round", "start", "kind"});
    const int round = body.requiredInteger("round");
    const int start = body.requiredInteger("start");
    const ByeKind kind = tournament::requestedByeKind(body.text("kind").value_or("half"));
    SqlEventStore store = event.store();
    const std::string name = tournament::requestBye(store, round, start, kind);
    return jsonAnswer(
        {{"round", round}, {"start", start}, {"name", qtext(name)}, {"kind", qtext(std::string(byeName(kind)))}},
        HttpStatus::Created);
}

QHttpServerResponse forbidPairs(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"players"});
    SqlEventStore store = event.store();
    const tournament::Forbidding done = tournament::forbidPairs(store, body.integers("players"));
    return jsonAnswer({{"added", done.added}, {"known", done.known}}, HttpStatus::Created);
}

QHttpServerResponse message(const tournament::Message& said) { return jsonAnswer({{"message", translated(said)}}); }

}  // namespace

WebServer::Answer WebServer::playerCard(const QString& id, const QString& start_text) {
    const std::optional<int> start = pathNumber(start_text);
    if (!start) return QtFuture::makeReadyFuture(notFound());
    return jsonRead(id, "player:" + QString::number(*start), [this, id, start = *start](const Event& event) {
        // The standings every card's tie-break line needs, once for all the cards of the event held.
        const auto standings = served(id).held.standingsOf(event);
        const tournament::Table card = standings ? tournament::playerCard(event, start, *standings)
                                                 : tournament::playerCard(event, start);  // NotInEvent: 404
        return QJsonDocument(QJsonObject{{"start", start},
                                         {"name", qtext(event.player(start)->name)},
                                         {"rating", event.player(start)->rating},
                                         {"title", qtext(card.title)},
                                         {"rounds", tableJson(card).array()}});
    });
}

void WebServer::routePlayers() {
    const QString players = "/api/events/{event}/players";
    route(Method::Get, players, [this](const QString& id, const QHttpServerRequest& request) {
        const bool by_name = QUrlQuery(request.url()).queryItemValue("by") == "name";
        return tableRead(id, by_name ? "players:name" : "players",
                         [by_name](const Event& event) { return tournament::playerList(event, by_name); });
    });
    route(Method::Post, players, [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, addPlayer);
    });
    route(Method::Get, players + "/{start}",
          [this](const QString& id, const QString& start) { return playerCard(id, start); });
    // A write naming a player: his number checked as a path's (1 to 1,000,000, else 404).
    const auto onPlayer = [this](const QHttpServerRequest& request, const QString& id, const QString& start_text,
                                 std::function<QHttpServerResponse(const EventWrite&, int, const JsonBody&)> work) {
        const std::optional<int> start = pathNumber(start_text);
        if (!start) return QtFuture::makeReadyFuture(notFound());
        return jsonWrite(
            request, id, tournament::Action::ChangeEvent,
            [start = *start, work](const EventWrite& event, const JsonBody& body) { return work(event, start, body); });
    };
    route(Method::Patch, players + "/{start}",
          [onPlayer](const QString& id, const QString& start, const QHttpServerRequest& request) {
              return onPlayer(request, id, start, editPlayer);
          });
    route(Method::Delete, players + "/{start}",
          [onPlayer](const QString& id, const QString& start, const QHttpServerRequest& request) {
              return onPlayer(request, id, start, [](const EventWrite& event, int number, const JsonBody&) {
                  SqlEventStore store = event.store();
                  const std::string name = tournament::removePlayer(store, number);
                  return jsonAnswer({{"start", number}, {"name", qtext(name)}});
              });
          });
    route(Method::Put, players + "/{start}/withdrawal",
          [onPlayer](const QString& id, const QString& start, const QHttpServerRequest& request) {
              return onPlayer(request, id, start, withdrawPlayer);
          });
    route(Method::Delete, players + "/{start}/withdrawal",
          [onPlayer](const QString& id, const QString& start, const QHttpServerRequest& request) {
              return onPlayer(request, id, start, [](const EventWrite& event, int number, const JsonBody&) {
                  SqlEventStore store = event.store();
                  return message(tournament::undoWithdrawal(store, number));
              });
          });
    routeRequests();
}

void WebServer::routeRequests() {
    route(Method::Get, "/api/events/{event}/byes", [this](const QString& id) {
        return tableRead(id, "byes", [](const Event& event) { return tournament::pendingByeList(event); });
    });
    route(Method::Post, "/api/events/{event}/byes", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, requestBye);
    });
    // A deletion named by two numbers of the path, each checked as a path's (else 404).
    using TwoNumbers = std::function<QHttpServerResponse(SqlEventStore&, int, int)>;
    const auto deletion = [this](const QString& path, TwoNumbers work) {
        route(Method::Delete, path,
              [this, work](const QString& id, const QString& first_text, const QString& second_text,
                           const QHttpServerRequest& request) {
                  const std::optional<int> first = pathNumber(first_text), second = pathNumber(second_text);
                  if (!first || !second) return QtFuture::makeReadyFuture(notFound());
                  return jsonWrite(request, id, tournament::Action::ChangeEvent,
                                   [work, first = *first, second = *second](const EventWrite& event, const JsonBody&) {
                                       SqlEventStore store = event.store();
                                       return work(store, first, second);
                                   });
              });
    };
    deletion("/api/events/{event}/byes/{round}/{start}", [](SqlEventStore& store, int round, int start) {
        tournament::cancelBye(store, round, start);
        return message(tournament::Message("Removed the bye of %1 in round %2", start, round));
    });
    route(Method::Get, "/api/events/{event}/forbidden-pairs", [this](const QString& id) {
        return tableRead(id, "forbidden-pairs",
                         [](const Event& event) { return tournament::forbiddenPairList(event); });
    });
    route(Method::Post, "/api/events/{event}/forbidden-pairs",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent, forbidPairs);
          });
    deletion("/api/events/{event}/forbidden-pairs/{first}/{second}", [](SqlEventStore& store, int first, int second) {
        tournament::allowPairs(store, {first, second});
        return message(tournament::Message("Allowed %1,%2 to meet", first, second));
    });
}

}  // namespace tourney::app
