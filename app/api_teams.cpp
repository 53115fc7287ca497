// The API's team events (docs/teams.md, docs/openapi.yaml): the teams with their rosters, each
// round's matches with their scores, and a round's matches board by board. A team event's
// standings and crosstable are those of /standings and /crosstable (team standings, the team
// crosstable).
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/web_server.h"
#include "tournament/teams.h"

#include <QJsonArray>

namespace tourney::app {
namespace {

// A score as JSON: a number of points (2.5), exact in tenths.
QJsonValue pointsJson(Points points) { return static_cast<double>(points.tenths()) / 10.0; }

QJsonDocument teamRoundList(const Event& event) {
    QJsonArray rounds;
    for (const tournament::TeamRoundSummary& round : tournament::teamRoundSummaries(event)) {
        QJsonArray matches;
        for (const tournament::TeamMatchSummary& match : round.matches) {
            QJsonObject entry{{"match", match.match},
                              {"first_team", match.first_team},
                              {"second_team", match.second_team},
                              {"first_game_points", pointsJson(match.score.first_game_points)},
                              {"second_game_points", pointsJson(match.score.second_game_points)},
                              {"complete", match.score.complete}};
            // Match points only once every board has its outcome.
            entry.insert("first_match_points",
                         match.score.complete ? pointsJson(match.score.first_match_points) : QJsonValue());
            entry.insert("second_match_points",
                         match.score.complete ? pointsJson(match.score.second_match_points) : QJsonValue());
            matches.append(entry);
        }
        rounds.append(QJsonObject{{"round", round.round},
                                  {"free_team", round.free_team == 0 ? QJsonValue() : QJsonValue(round.free_team)},
                                  {"matches", matches}});
    }
    return QJsonDocument(rounds);
}

}  // namespace

void WebServer::routeTeams() {
    route(Method::Get, "/api/events/{event}/teams",
          [this](const QString& id) { return tableRead(id, "teams", tournament::teamListTable); });
    route(Method::Get, "/api/events/{event}/team-rounds",
          [this](const QString& id) { return jsonRead(id, "team-rounds", teamRoundList); });
    route(Method::Get, "/api/events/{event}/team-rounds/{round}", [this](const QString& id, const QString& text) {
        const std::optional<int> round = pathNumber(text);
        if (!round) return QtFuture::makeReadyFuture(notFound());
        return tableRead(id, "team-round:" + QString::number(*round),
                         [round = *round](const Event& event) { return tournament::teamPairingsTable(event, round); });
    });
}

}  // namespace tourney::app
