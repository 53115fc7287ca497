// The API's categories and prizes (docs/openapi.yaml), as `tourney category`, `prize` and
// `prizes` keep and print them (tournament/categories.h, prizes.h): the categories with their
// rules, the prize table, how tied players share prizes, and the prize list (who takes which).
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "tournament/categories.h"
#include "tournament/prizes.h"

namespace tourney::app {
namespace {

QHttpServerResponse message(const tournament::Message& said, HttpStatus status = HttpStatus::Ok) {
    return jsonAnswer({{"message", translated(said)}}, status);
}

// POST /api/events/{event}/categories: `tourney category add`.
QHttpServerResponse addCategory(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"name", "rule"});
    const std::string name = body.text("name").value_or("");  // the event core names what is missing
    SqlEventStore store = event.store();
    tournament::addCategory(store, name, body.text("rule").value_or(""));
    return message(tournament::Message("Category %1 added", name), HttpStatus::Created);
}

// POST /api/events/{event}/prizes: `tourney prize add`.
QHttpServerResponse addPrize(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"name", "amount", "category"});
    const std::string name = body.text("name").value_or("");  // the event core names what is missing
    SqlEventStore store = event.store();
    tournament::addPrize(store, name, body.text("amount").value_or(""), body.text("category").value_or(""));
    return message(tournament::Message("Prize %1 added", name), HttpStatus::Created);
}

// PUT /api/events/{event}/prize-sharing: `tourney prize sharing`.
QHttpServerResponse setSharing(const EventWrite& event, const JsonBody& body) {
    body.allowOnly({"sharing"});
    const std::string sharing = body.text("sharing").value_or("");
    SqlEventStore store = event.store();
    tournament::setPrizeSharing(store, sharing);
    return message(tournament::Message("Prize sharing: %1", sharing));
}

}  // namespace

void WebServer::routePrizes() {
    const QString categories = "/api/events/{event}/categories";
    route(Method::Get, categories, [this](const QString& id) {
        return tableRead(id, "categories", [](const Event& event) { return tournament::categoryList(event); });
    });
    route(Method::Post, categories, [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, addCategory);
    });
    route(Method::Delete, categories + "/{name}",
          [this](const QString& id, const QString& name, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent,
                               [name = name.toStdString()](const EventWrite& event, const JsonBody&) {
                                   SqlEventStore store = event.store();
                                   tournament::removeCategory(store, name);
                                   return message(tournament::Message("Category %1 removed", name));
                               });
          });
    const QString prizes = "/api/events/{event}/prizes";
    route(Method::Get, prizes, [this](const QString& id) {
        return tableRead(id, "prizes", [](const Event& event) { return tournament::prizeTable(event); });
    });
    route(Method::Post, prizes, [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(request, id, tournament::Action::ChangeEvent, addPrize);
    });
    route(Method::Delete, prizes + "/{number}",
          [this](const QString& id, const QString& number_text, const QHttpServerRequest& request) {
              const std::optional<int> number = pathNumber(number_text);
              if (!number) return QtFuture::makeReadyFuture(notFound());
              return jsonWrite(
                  request, id, tournament::Action::ChangeEvent,
                  [number = *number](const EventWrite& event, const JsonBody&) {
                      SqlEventStore store = event.store();
                      return message(tournament::Message("Removed prize %1", tournament::removePrize(store, number)));
                  });
          });
    // `tourney prize copy`, from another event the server holds (last year's, another section).
    route(Method::Post, prizes + "/copy", [this](const QString& id, const QHttpServerRequest& request) {
        return jsonWrite(
            request, id, tournament::Action::ChangeEvent, [this](const EventWrite& event, const JsonBody& body) {
                body.allowOnly({"from", "replace"});
                const std::string from = body.requiredText("from");
                const std::shared_ptr<const Event> source = currentEvent(served(qtext(from)));  // 404: not held
                SqlEventStore store = event.store();
                const tournament::CopiedPrizes copied = tournament::copyPrizes(
                    store, *source, from,
                    body.flag("replace") ? tournament::PrizeTableChange::Replace : tournament::PrizeTableChange::Add);
                return message(tournament::copiedPrizesMessage(copied), HttpStatus::Created);
            });
    });
    route(Method::Put, "/api/events/{event}/prize-sharing",
          [this](const QString& id, const QHttpServerRequest& request) {
              return jsonWrite(request, id, tournament::Action::ChangeEvent, setSharing);
          });
    route(Method::Get, "/api/events/{event}/prize-list", [this](const QString& id) {
        return tableRead(id, "prize-list", [](const Event& event) { return tournament::prizeList(event); });
    });
}

}  // namespace tourney::app
