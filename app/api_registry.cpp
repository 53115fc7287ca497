// The player registry over the server (tournament/player_registry.h): a search, to register a
// player found, and one player. What identifies a person beyond his FIDE id (his national id,
// his date of birth) stays on the server: the answers give his year of birth only.
#include "app/json_answer.h"
#include "app/sql_player_registry.h"
#include "app/web_server.h"
#include "tournament/player_registry.h"

#include <QUrlQuery>

namespace tourney::app {
namespace {

constexpr int kMostHits = 50;

QJsonObject ratingJson(const tournament::RegistryRating& rating) {
    return {{"rating", rating.rating},
            {"month", rating.month.empty() ? QJsonValue() : QJsonValue(qtext(rating.month))}};
}

QJsonObject playerJson(const tournament::RegistryPlayer& player) {
    const char sex = static_cast<char>(player.sex);
    return {{"id", qtext("R" + std::to_string(player.number))},
            {"fide_id", qtext(player.fide_id)},
            {"name", qtext(player.name)},
            {"federation", qtext(player.federation)},
            {"title", qtext(player.title)},
            {"sex", sex == ' ' ? QString() : QString(QChar(sex))},
            {"birth_year", player.birth_year},
            {"standard", ratingJson(player.standard)},
            {"rapid", ratingJson(player.rapid)},
            {"blitz", ratingJson(player.blitz)}};
}

}  // namespace

QString WebServer::playerRegistry() {
    return registryLocation(collection_ ? collection_->location() : served(alone_).location);
}

void WebServer::routeRegistry() {
    route(Method::Get, "/api/registry/players", [this](const QHttpServerRequest& request) {
        const QUrlQuery query(request.url());
        const std::string typed = query.queryItemValue("q", QUrl::FullyDecoded).toStdString();
        return inPool(*QThreadPool::globalInstance(), requestLanguage(request), [this, typed] {
            SqlPlayerRegistry store(playerRegistry());
            const tournament::RegistryHits hits = typed.empty() ? tournament::RegistryHits{}
                                                                : tournament::searchRegistry(store, typed, kMostHits);
            QJsonArray players;
            for (const tournament::RegistryPlayer& player : hits.players) players.append(playerJson(player));
            return jsonAnswer(
                {{"matched", static_cast<int>(hits.matched)}, {"corrected", hits.corrected}, {"players", players}});
        });
    });
    route(Method::Get, "/api/registry/players/{player}/events",
          [this](const QString& key, const QHttpServerRequest& request) {
              return inPool(*QThreadPool::globalInstance(), requestLanguage(request), [this, key] {
                  SqlPlayerRegistry store(playerRegistry());
                  const tournament::RegistryPlayer player = tournament::registryPlayer(store, key.toStdString(),
                                                                                       "player");
                  std::vector<std::pair<std::string, const Event*>> eventsServed;
                  const auto held = servedEvents();
                  for (const auto& [id, event] : held) eventsServed.emplace_back(id.toStdString(), event.get());
                  QJsonArray events;
                  for (const tournament::PlayerInEvent& entry : tournament::eventsOfPlayer(player, eventsServed))
                      events.append(QJsonObject{{"event", qtext(entry.event)},
                                                {"name", qtext(entry.name)},
                                                {"start_date", qtext(entry.start_date)},
                                                {"start", entry.start_no}});
                  return jsonAnswer({{"player", playerJson(player)}, {"events", events}});
              });
          });
    route(Method::Get, "/api/registry/players/{player}", [this](const QString& key, const QHttpServerRequest& request) {
        return inPool(*QThreadPool::globalInstance(), requestLanguage(request), [this, key] {
            SqlPlayerRegistry store(playerRegistry());
            return jsonAnswer(playerJson(tournament::registryPlayer(store, key.toStdString(), "player")));
        });
    });
}

}  // namespace tourney::app
