// The API's round robin before round 1 (docs/openapi.yaml): the drawing of lots that gives the
// players their places in the Berger table (`tourney draw`, tournament/round_robin_draw.h), and
// the whole schedule those places give (`tourney report schedule` prints it), to post before
// the first round.
#include "app/json_answer.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "tournament/round_robin_draw.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cctype>

namespace tourney::app {
namespace {

// {"seed": N} or {"order": [3, 1, 4, 2]}; neither: a seed drawn at random, answered to be checked.
QHttpServerResponse drawLots(ServedEvent& event, const JsonBody& body) {
    body.allowOnly({"seed", "order"});
    if (body.has("seed") && body.has("order")) throw tournament::UnusableRequest("order", "seed or order, not both");
    SqlEventStore store = event.store();
    std::vector<int> order;
    tournament::Message said;
    QJsonValue seed_given = QJsonValue::Null;
    if (body.has("order")) {
        order = tournament::drawLotsByHand(store, body.integers("order"));
        said = tournament::Message("Drawn by hand.");
    } else {
        unsigned long long seed = QRandomGenerator::system()->generate64();
        if (const std::optional<std::string> typed = body.text("seed")) {
            const bool digits = !typed->empty() && typed->size() <= 19 &&
                                std::all_of(typed->begin(), typed->end(),
                                            [](unsigned char c) { return std::isdigit(c); });
            if (!digits)
                throw tournament::Refusal(
                    "seed", tournament::Message("argument %1: '%2' is not a whole number", "seed", *typed));
            seed = std::stoull(*typed);
        }
        order = tournament::drawLots(store, seed);
        // The seed is given back as it is: a value, in ASCII digits (a JSON number would round it).
        said = tournament::Message("Drawn with seed %1.", std::to_string(seed));
        seed_given = QString::fromStdString(std::to_string(seed));
    }
    QJsonArray numbers;
    for (int start : order) numbers.append(start);
    return jsonAnswer({{"message", translated(said)}, {"seed", seed_given}, {"order", numbers}});
}

// The schedule, or why the event has none (a Swiss, tables of four, too few players): the page
// shows either, as it shows any other page of the event.
QJsonDocument scheduleJson(const Event& event) {
    try {
        return QJsonDocument(QJsonObject{{"boards", tableJson(tournament::roundRobinSchedule(event)).array()},
                                         {"none", QJsonValue::Null}});
    } catch (const tournament::Refusal& none) {
        return QJsonDocument(QJsonObject{{"boards", QJsonArray()}, {"none", translated(none.message())}});
    }
}

}  // namespace

void WebServer::routeRoundRobin() {
    route(Method::Get, "/api/events/{event}/schedule",
          [this](const QString& id) { return jsonRead(id, "schedule", scheduleJson); });
    route(Method::Post, "/api/events/{event}/draw",
          [this](const QString& id, const QHttpServerRequest& request) { return jsonWrite(request, id, drawLots); });
}

}  // namespace tourney::app
